/**
 * The embedded shipping platform (ADR 006, docs/decisions/036): no account, no network. A parcel gets a demo
 * tracking code in the chosen carrier's format (PostNL for the Netherlands and bpost for Belgium when none was
 * chosen) and a demo label PDF drawn locally with the recipient read back from D1 by `recipient`.
 */
import { CARRIERS, type CarrierCode } from "../../../app/kernel/carriers";
import type { LabelFacts } from "./label-pdf";
import type { ParcelOrder, ShippingPlatformAdapter } from "./types";

/** Prefix of the embedded platform's parcel ids. */
export const DEMO_PARCEL_PREFIX = "demo-";

function digits(n: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(n));
  return Array.from(bytes, (b) => String(b % 10)).join("");
}

/** A demo code in the carrier's own format (it passes trackingCodeError, so the panel treats it alike). */
export function demoTrackingCode(carrier: CarrierCode): string {
  switch (carrier) {
    case "postnl":
      return `3SDEMO${digits(9)}`;
    case "dhl":
      return `JVGL${digits(18)}`;
    case "dpd":
      return `0${digits(13)}`;
    case "bpost":
      return `3232${digits(20)}`;
  }
}

const defaultCarrier = (order: ParcelOrder): CarrierCode => order.carrier ?? (order.country === "BE" ? "bpost" : "postnl");

export function embeddedShipping(recipient: (parcelId: string) => Promise<LabelFacts | null>): ShippingPlatformAdapter {
  return {
    name: "embedded",
    async createParcel(order) {
      const carrier = defaultCarrier(order);
      const trackingCode = demoTrackingCode(carrier);
      if (!CARRIERS[carrier].pattern.test(trackingCode)) throw new Error(`demo code does not fit ${carrier}`);
      return { carrier, trackingCode, parcelId: `${DEMO_PARCEL_PREFIX}${crypto.randomUUID()}` };
    },
    async label(parcelId) {
      const facts = await recipient(parcelId);
      if (!facts) throw new Error("unknown demo parcel");
      // pdf-lib loads with the first label, not with every start of the Worker (as the invoice does).
      const { demoLabelPdf } = await import("./label-pdf");
      return demoLabelPdf(facts);
    },
  };
}
