/** The back office's view of an order's parcels (docs/decisions/036): /beheer/api/shipments and the order detail. */
import type { CarrierCode } from "../../../kernel/carriers";
import type { FulfilmentCode, OrderStatusCode } from "../../api/types/order";

export type ShippingPlatform = "manual" | "embedded" | "sendcloud" | "myparcel";

export interface BeheerShipment {
  id: number;
  carrier: CarrierCode;
  carrier_title: string;
  tracking_code: string;
  tracking_url: string;
  platform: ShippingPlatform;
  /** True when the shipping platform made the parcel: its label PDF can be fetched. */
  has_label: boolean;
  created_at: string;
  delivered_at: string | null;
  lines: { position: number; title: string; quantity: number }[];
}

/** GET /beheer/api/shipments/{number}: what the shipping panel needs of an order. */
export interface ShippingOverview {
  order: string;
  status: OrderStatusCode;
  fulfilment: FulfilmentCode;
  lines: { position: number; title: string; quantity: number; shipped: number }[];
  shipments: BeheerShipment[];
}

/** The answer of every shipping write: the order's fulfilment after it and its parcels. */
export interface ShipmentsResult {
  order: string;
  fulfilment: FulfilmentCode;
  shipments: BeheerShipment[];
  /** The parcel this write made or marked (null for "in behandeling"). */
  shipment_id: number | null;
  /** False when the same request was seen before (a double submit): nothing changed. */
  changed: boolean;
}
