/**
 * The shipping platform adapter (docs/decisions/036): makes a parcel at a platform that prints the label
 * and hands out the carrier's tracking code (Sendcloud), or the embedded default that issues a demo code and
 * draws a demo label locally. Manual entry (carrier + code typed by staff) needs no adapter at all.
 */
import type { CarrierCode, CarrierCountry } from "../../../app/kernel/carriers";

/** The recipient and what is in the parcel: only what a label needs. */
export interface ParcelOrder {
  number: string;
  email: string;
  phone: string;
  name: string;
  company: string;
  street: string;
  houseNumber: string;
  extension: string;
  postcode: string;
  city: string;
  country: CarrierCountry;
  /** The carrier staff chose, if any; a platform with shipping rules may choose another. */
  carrier?: CarrierCode;
}

export interface ParcelLine {
  position: number;
  sku: string;
  title: string;
  quantity: number;
}

export interface Parcel {
  carrier: CarrierCode;
  trackingCode: string;
  /** The platform's own id of the parcel (for its label). */
  parcelId: string;
}

export type PlatformName = "embedded" | "sendcloud";

export interface ShippingPlatformAdapter {
  readonly name: PlatformName;
  createParcel(order: ParcelOrder, lines: ParcelLine[]): Promise<Parcel>;
  /** The label as PDF bytes. */
  label(parcelId: string): Promise<Uint8Array>;
}
