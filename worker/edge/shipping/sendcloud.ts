/**
 * Sendcloud (SHIPPING_PROVIDER=sendcloud; secrets SENDCLOUD_PUBLIC_KEY and SENDCLOUD_SECRET_KEY; optional
 * var SENDCLOUD_SHIPPING_METHOD_ID), docs/decisions/036. API v2 with HTTP basic auth (public key as user,
 * secret key as password):
 * - POST https://panel.sendcloud.sc/api/v2/parcels with `{ parcel: { name, company_name, address,
 *   house_number, city, postal_code, country, email, telephone, order_number, request_label: true,
 *   shipment: { id } | apply_shipping_rules: true } }` answers `{ parcel: { id, tracking_number,
 *   carrier: { code }, ... } }`;
 * - GET https://panel.sendcloud.sc/api/v2/labels/label_printer/{id} answers the label as application/pdf.
 * Answers are read through a zod schema of the documented shape (worker/edge/provider-fetch.ts); a failure
 * is a ProviderFailure that the API turns into a Dutch 502 (staff can still enter a code by hand).
 */
import { isCarrierCode, normalizeTrackingCode, type CarrierCode } from "../../../app/kernel/carriers";
import { z } from "../../../app/lib/schemas/zod";
import { ProviderFailure, providerFetch, providerJson } from "../provider-fetch";
import type { ParcelLine, ParcelOrder, ShippingPlatformAdapter } from "./types";

export const SENDCLOUD_API = "https://panel.sendcloud.sc/api/v2";

/** The part of the documented parcel answer the shop reads. */
export const sendcloudParcelAnswer = z.object({
  parcel: z.object({
    id: z.number().int().positive(),
    tracking_number: z.string().min(4).max(40),
    carrier: z.object({ code: z.string().min(1) }),
  }),
});

/** Sendcloud's carrier codes ("postnl", "dhl", "dhl_de", "dpd", "bpost", ...) as the shop's carriers. */
export function carrierOfSendcloud(code: string): CarrierCode | null {
  const base = code.toLowerCase().split(/[_-]/u)[0] ?? "";
  return isCarrierCode(base) ? base : null;
}

export interface SendcloudConfig {
  publicKey: string;
  secretKey: string;
  /** A shipping method id; without one, Sendcloud's shipping rules choose. */
  shippingMethodId?: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function sendcloudShipping(config: SendcloudConfig): ShippingPlatformAdapter {
  const auth = `Basic ${btoa(`${config.publicKey}:${config.secretKey}`)}`;
  const options = { fetch: config.fetch, timeoutMs: config.timeoutMs ?? 10_000 };
  return {
    name: "sendcloud",
    async createParcel(order: ParcelOrder, lines: ParcelLine[]) {
      const parcel = {
        name: order.name,
        company_name: order.company,
        address: order.street,
        house_number: `${order.houseNumber}${order.extension ? ` ${order.extension}` : ""}`,
        city: order.city,
        postal_code: order.postcode,
        country: order.country,
        email: order.email,
        telephone: order.phone,
        order_number: order.number,
        request_label: true,
        ...(config.shippingMethodId ? { shipment: { id: config.shippingMethodId } } : { apply_shipping_rules: true }),
        parcel_items: lines.map((l) => ({ description: l.title.slice(0, 255), quantity: l.quantity, sku: l.sku, weight: "1.000", value: "0.00" })),
      };
      const res = await providerFetch(
        `${SENDCLOUD_API}/parcels`,
        { method: "POST", headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify({ parcel }) },
        options,
      );
      const answer = await providerJson(res, sendcloudParcelAnswer);
      const carrier = carrierOfSendcloud(answer.parcel.carrier.code);
      if (!carrier) throw new ProviderFailure("malformed", `carrier ${answer.parcel.carrier.code} is not one the shop ships with`);
      return { carrier, trackingCode: normalizeTrackingCode(answer.parcel.tracking_number), parcelId: String(answer.parcel.id) };
    },
    async label(parcelId: string) {
      if (!/^\d{1,20}$/u.test(parcelId)) throw new ProviderFailure("malformed", "not a Sendcloud parcel id");
      const res = await providerFetch(`${SENDCLOUD_API}/labels/label_printer/${parcelId}`, { headers: { Authorization: auth, Accept: "application/pdf" } }, options);
      const bytes = new Uint8Array(await res.arrayBuffer());
      // A PDF starts with "%PDF-": anything else (an HTML error page behind a 200) is not a label.
      if (new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") throw new ProviderFailure("malformed", "label is not a PDF");
      return bytes;
    },
  };
}
