import { describe, expect, it } from "vitest";
import { trackingCodeError } from "../../../app/kernel/carriers";
import { ProviderFailure } from "../../../worker/edge/provider-fetch";
import { shippingPlatform } from "../../../worker/edge/shipping";
import { demoTrackingCode, embeddedShipping } from "../../../worker/edge/shipping/embedded";
import { latin, type LabelFacts } from "../../../worker/edge/shipping/label-pdf";
import { carrierOfSendcloud, sendcloudShipping } from "../../../worker/edge/shipping/sendcloud";
import type { ParcelOrder } from "../../../worker/edge/shipping/types";

/** Sendcloud API v2 "Create a parcel" answer, in its documented shape (fields the adapter does not read included). */
function sendcloudParcel(overrides: Record<string, unknown> = {}) {
  return {
    parcel: {
      id: 3,
      address: "Oudegracht",
      address_2: "",
      address_divided: { street: "Oudegracht", house_number: "10" },
      city: "Utrecht",
      company_name: "",
      country: { iso_2: "NL", iso_3: "NLD", name: "Netherlands" },
      data: {},
      date_created: "28-11-2026 12:00:00",
      email: "sanne@droomnest.test",
      name: "Sanne de Vries",
      postal_code: "3511AB",
      reference: "0",
      shipment: { id: 8, name: "PostNL Standard 0-23kg" },
      status: { id: 1000, message: "Ready to send" },
      to_service_point: null,
      telephone: "0612345678",
      tracking_number: "3SYZXG132912330",
      weight: "2.000",
      label: {
        normal_printer: ["https://panel.sendcloud.sc/api/v2/labels/normal_printer/3?start_from=0"],
        label_printer: "https://panel.sendcloud.sc/api/v2/labels/label_printer/3",
      },
      customs_declaration: {},
      order_number: "KJD1234567",
      insured_value: 0,
      total_insured_value: 0,
      to_state: null,
      customs_invoice_nr: "",
      customs_shipment_type: null,
      parcel_items: [],
      type: "parcel",
      shipment_uuid: "7ade61ad-c21a-4beb-b7fd-2f579feacdb6",
      shipping_method: 8,
      carrier: { code: "postnl" },
      tracking_url: "https://tracking.sendcloud.sc/forward?carrier=postnl&code=3SYZXG132912330&destination=NL&lang=nl-nl&source=NL&type=parcel&verification=3511AB",
      ...overrides,
    },
  };
}

const order: ParcelOrder = {
  number: "KJD1234567",
  email: "sanne@droomnest.test",
  phone: "0612345678",
  name: "Sanne de Vries",
  company: "",
  street: "Oudegracht",
  houseNumber: "10",
  extension: "a",
  postcode: "3511 AB",
  city: "Utrecht",
  country: "NL",
};
const lines = [{ position: 1, sku: "K-60", title: "Hoofdkussen Comfort", quantity: 2 }];

function recording(answer: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const doFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof fetch;
  return { calls, doFetch };
}

const facts: LabelFacts = { orderNumber: "KJD1234567", carrier: "postnl", trackingCode: "3SDEMO123456789", name: "Łukasz Ørsted", company: "", street: "Oudegracht 10", postcodeCity: "3511 AB Utrecht", country: "Nederland" };

describe("embedded shipping platform", () => {
  it.each(["postnl", "dhl", "dpd", "bpost"] as const)("issues a demo code in %s's own format", (carrier) => {
    expect(trackingCodeError(carrier, demoTrackingCode(carrier))).toBeNull();
  });

  it("picks PostNL for the Netherlands and bpost for Belgium unless staff chose", async () => {
    const platform = embeddedShipping(async () => null);
    expect((await platform.createParcel(order, lines)).carrier).toBe("postnl");
    expect((await platform.createParcel({ ...order, country: "BE" }, lines)).carrier).toBe("bpost");
    expect((await platform.createParcel({ ...order, carrier: "dpd" }, lines)).carrier).toBe("dpd");
  });

  it("draws a real label PDF locally, names in any alphabet without failing", async () => {
    const platform = embeddedShipping(async (id) => (id === "demo-1" ? facts : null));
    const pdf = await platform.label("demo-1");
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(1000);
    await expect(platform.label("demo-2")).rejects.toThrow();
    expect(latin("Łukasz Ørsted")).toBe("?ukasz Ørsted");
  });

  it("is the default without Sendcloud keys", () => {
    expect(shippingPlatform({}, { recipient: async () => null }).name).toBe("embedded");
    expect(shippingPlatform({ SHIPPING_PROVIDER: "sendcloud", SENDCLOUD_PUBLIC_KEY: "p" }, { recipient: async () => null }).name).toBe("embedded");
    expect(shippingPlatform({ SHIPPING_PROVIDER: "sendcloud", SENDCLOUD_PUBLIC_KEY: "p", SENDCLOUD_SECRET_KEY: "s" }, { recipient: async () => null }).name).toBe("sendcloud");
  });
});

describe("Sendcloud", () => {
  it("creates a parcel with basic auth and reads carrier and code from the documented answer", async () => {
    const { calls, doFetch } = recording(() => Response.json(sendcloudParcel()));
    const platform = sendcloudShipping({ publicKey: "pub", secretKey: "sec", fetch: doFetch });
    expect(await platform.createParcel(order, lines)).toEqual({ carrier: "postnl", trackingCode: "3SYZXG132912330", parcelId: "3" });
    expect(calls[0]!.url).toBe("https://panel.sendcloud.sc/api/v2/parcels");
    expect(new Headers(calls[0]!.init.headers).get("Authorization")).toBe(`Basic ${btoa("pub:sec")}`);
    const body = JSON.parse(String(calls[0]!.init.body)) as { parcel: Record<string, unknown> };
    expect(body.parcel).toMatchObject({ name: "Sanne de Vries", address: "Oudegracht", house_number: "10 a", postal_code: "3511 AB", country: "NL", order_number: "KJD1234567", request_label: true, apply_shipping_rules: true });
  });

  it("uses the configured shipping method", async () => {
    const { calls, doFetch } = recording(() => Response.json(sendcloudParcel()));
    await sendcloudShipping({ publicKey: "p", secretKey: "s", shippingMethodId: 8, fetch: doFetch }).createParcel(order, lines);
    expect(JSON.parse(String(calls[0]!.init.body)).parcel.shipment).toEqual({ id: 8 });
  });

  it.each([
    ["dhl_de", "dhl"],
    ["dpd", "dpd"],
    ["bpost", "bpost"],
    ["ups", null],
  ])("carrier %s is %s", (code, carrier) => {
    expect(carrierOfSendcloud(code)).toBe(carrier);
  });

  it("refuses an answer without a tracking number, a carrier the shop does not use, and an error status", async () => {
    const noCode = sendcloudShipping({ publicKey: "p", secretKey: "s", fetch: recording(() => Response.json(sendcloudParcel({ tracking_number: "" }))).doFetch });
    await expect(noCode.createParcel(order, lines)).rejects.toBeInstanceOf(ProviderFailure);
    const ups = sendcloudShipping({ publicKey: "p", secretKey: "s", fetch: recording(() => Response.json(sendcloudParcel({ carrier: { code: "ups" } }))).doFetch });
    await expect(ups.createParcel(order, lines)).rejects.toMatchObject({ reason: "malformed" });
    const down = sendcloudShipping({ publicKey: "p", secretKey: "s", fetch: recording(() => Response.json({ error: { code: 401, message: "Unauthorized" } }, { status: 401 })).doFetch });
    await expect(down.createParcel(order, lines)).rejects.toMatchObject({ reason: "status", status: 401 });
  });

  it("fetches the label PDF of a parcel and refuses what is not a PDF", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4 label");
    const { calls, doFetch } = recording(() => new Response(pdf, { headers: { "Content-Type": "application/pdf" } }));
    const platform = sendcloudShipping({ publicKey: "p", secretKey: "s", fetch: doFetch });
    expect(await platform.label("3")).toEqual(pdf);
    expect(calls[0]!.url).toBe("https://panel.sendcloud.sc/api/v2/labels/label_printer/3");
    const html = sendcloudShipping({ publicKey: "p", secretKey: "s", fetch: recording(() => new Response("<html>")).doFetch });
    await expect(html.label("3")).rejects.toMatchObject({ reason: "malformed" });
    await expect(platform.label("../x")).rejects.toMatchObject({ reason: "malformed" });
  });
});
