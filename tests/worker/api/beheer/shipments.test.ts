/**
 * /beheer/api/shipments (docs/decisions/036): every transition and refusal through the real API, as the
 * back office's pages call it: staff only (a shopper's session is not enough), permission "shipping" for the
 * owner and the medewerker, CSRF, the audit row with every write, idempotent double submits.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SHIPMENT_MESSAGES as M } from "../../../../app/lib/beheer/messages/shipments";
import type { ShipmentsResult } from "../../../../app/lib/beheer/types/shipments";
import { auditTrail } from "../../../../worker/store/backoffice/audit";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { ORIGIN, worker } from "../../../helpers/http";
import { placeOrder } from "../../../helpers/orders";
import { beheerFetch, staffSession } from "../../../helpers/staff";

beforeAll(seedCart);

type Answer = { data?: ShipmentsResult; error?: { code: string; message: string; fields?: Record<string, string> } };

async function call(method: "GET" | "POST", path: string, body?: unknown, role: "eigenaar" | "medewerker" = "medewerker"): Promise<{ status: number; body: Answer }> {
  const res = await beheerFetch(`/beheer/api/shipments${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }, role);
  return { status: res.status, body: (await res.json()) as Answer };
}

const key = () => `k${crypto.randomUUID().replaceAll("-", "")}`;
const manual = (lines: { position: number; quantity: number }[], over: Record<string, unknown> = {}) => ({
  idempotency_key: key(),
  mode: "manual",
  carrier: "postnl",
  tracking_code: "3SDRMN1234567",
  lines,
  ...over,
});

describe("/beheer/api/shipments", { timeout: 30_000 }, () => {
  it("refuses a shopper (even signed in) and anyone without a staff session: 403 in Dutch, nothing changes", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1 });
    const shopper = await registerAndLogin();
    const res = await worker(`/beheer/api/shipments/${number}/processing`, { method: "POST", headers: { Cookie: shopper.visitor.jar.header(), Origin: ORIGIN, "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Answer).error!.code).toBe("staff_only");
    expect((await call("GET", `/${number}`)).body.data!.fulfilment).toBe("new");
  });

  it("refuses a write from another site (CSRF) with the staff session", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1 });
    const { headers } = await staffSession("medewerker");
    const res = await worker(`/beheer/api/shipments/${number}/processing`, { method: "POST", headers: { ...headers, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(403);
    expect((await call("GET", `/${number}`)).body.data!.fulfilment).toBe("new");
    expect(await auditTrail(env.DB, "order", number)).toEqual([]);
  });

  it("medewerker: processing, partial parcel, double submit, over-shipment, rest, delivered; audit rows with who", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 3 });
    const processing = await call("POST", `/${number}/processing`, {});
    expect(processing.status).toBe(200);
    expect(processing.body.data).toMatchObject({ fulfilment: "processing", changed: true });
    expect((await call("POST", `/${number}/processing`, {})).body.data).toMatchObject({ fulfilment: "processing", changed: false });

    const body = manual([{ position: 1, quantity: 2 }], { tracking_code: "3s drmn 123 4567" });
    const first = await call("POST", `/${number}`, body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ fulfilment: "partially_shipped", changed: true, shipments: [{ carrier: "postnl", tracking_code: "3SDRMN1234567", platform: "manual", has_label: false }] });
    const again = await call("POST", `/${number}`, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ changed: false, shipment_id: first.body.data!.shipment_id });
    expect(again.body.data!.shipments).toHaveLength(1);

    const over = await call("POST", `/${number}`, manual([{ position: 1, quantity: 2 }]));
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: "over_shipment", message: M.overShipment });

    const rest = await call("POST", `/${number}`, manual([{ position: 1, quantity: 1 }], { carrier: "dhl", tracking_code: "JVGL0123456789012345" }));
    expect(rest.body.data!.fulfilment).toBe("shipped");
    const [a, b] = rest.body.data!.shipments;
    expect((await call("POST", `/${number}/${a!.id}/delivered`, {})).body.data!.fulfilment).toBe("shipped");
    const done = await call("POST", `/${number}/${b!.id}/delivered`, {});
    expect(done.body.data!.fulfilment).toBe("delivered");

    const trail = await auditTrail(env.DB, "order", number);
    expect(trail.map((r) => r.action)).toEqual(["order.delivered", "shipment.delivered", "shipment.delivered", "shipment.create", "shipment.create", "order.processing"]);
    expect(new Set(trail.map((r) => r.staff_email))).toEqual(new Set(["sem@droomnest.nl"]));
    // No names or addresses in the audit log.
    expect(trail.map((r) => `${r.before}${r.after}`).join("")).not.toMatch(/Sanne|Oudegracht|3511/u);
  });

  it("wrong state: a delivered order ships nothing more; processing after shipping is refused", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1 });
    const shipped = await call("POST", `/${number}`, manual([{ position: 1, quantity: 1 }]), "eigenaar");
    expect(shipped.body.data!.fulfilment).toBe("shipped");
    const processing = await call("POST", `/${number}/processing`, {});
    expect(processing.status).toBe(409);
    expect(processing.body.error).toMatchObject({ code: "wrong_state", message: M.wrongState });
    await call("POST", `/${number}/${shipped.body.data!.shipments[0]!.id}/delivered`, {});
    const more = await call("POST", `/${number}`, manual([{ position: 1, quantity: 1 }]));
    expect(more.status).toBe(409);
    expect(more.body.error!.code).toBe("wrong_state");
  });

  it("an unpaid order cannot be shipped", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1, outcome: "open" });
    const res = await call("POST", `/${number}`, manual([{ position: 1, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: "not_paid", message: M.notPaidError });
    expect((await call("POST", `/${number}/processing`, {})).status).toBe(409);
  });

  it("bad input gets Dutch errors per field and changes nothing", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1 });
    const cases: [Record<string, unknown>, string, string][] = [
      [manual([{ position: 1, quantity: 1 }], { tracking_code: "05212345678901" }), "tracking_code", "Dit is geen geldige track & trace-code van PostNL (bijvoorbeeld 3SDRMN1234567)."],
      [manual([{ position: 1, quantity: 1 }], { carrier: "" }), "carrier", M.chooseCarrier],
      [manual([{ position: 1, quantity: 1 }], { carrier: "ups" }), "carrier", M.chooseCarrier],
      [manual([{ position: 1, quantity: 0 }]), "lines", M.empty],
      [manual([{ position: 1, quantity: -1 }]), "lines", M.badQuantity],
      [manual([{ position: 1, quantity: 1 }], { idempotency_key: "x" }), "idempotency_key", M.idempotencyKey],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", `/${number}`, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.error!.fields![field], field).toBe(message);
    }
    const unknown = await call("POST", `/${number}`, manual([{ position: 9, quantity: 1 }]));
    expect(unknown.body.error).toMatchObject({ code: "unknown_line", message: M.unknownLine });
    expect((await call("GET", `/${number}`)).body.data).toMatchObject({ fulfilment: "new", shipments: [] });
    expect((await call("GET", "/KJD0000000")).status).toBe(404);
    expect((await call("POST", `/${number}/999999/delivered`, {})).body.error!.code).toBe("unknown_shipment");
  });

  it("Maak label aan: the embedded platform's parcel and its label PDF; a typed code has no label", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 2 });
    const made = await call("POST", `/${number}`, { idempotency_key: key(), mode: "platform", carrier: "dpd", lines: [{ position: 1, quantity: 1 }] });
    expect(made.status).toBe(201);
    const parcel = made.body.data!.shipments[0]!;
    expect(parcel).toMatchObject({ carrier: "dpd", platform: "embedded", has_label: true, tracking_code: expect.stringMatching(/^\d{14}$/u) });
    const label = await beheerFetch(`/beheer/api/shipments/${number}/${parcel.id}/label.pdf`, {}, "medewerker");
    expect(label.status).toBe(200);
    expect(label.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await label.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const typed = await call("POST", `/${number}`, manual([{ position: 1, quantity: 1 }]));
    const none = await beheerFetch(`/beheer/api/shipments/${number}/${typed.body.data!.shipment_id}/label.pdf`, {}, "medewerker");
    expect(none.status).toBe(404);
    expect(((await none.json()) as Answer).error!.message).toBe(M.labelMissing);
  });
});

describe("the shipping panel's form without JavaScript", { timeout: 30_000 }, () => {
  async function post(number: string, fields: Record<string, string | string[]>) {
    const { headers } = await staffSession("medewerker");
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) for (const x of [v].flat()) body.append(k, x);
    return worker(`/beheer/bestellingen/${number}/verzending/`, { method: "POST", redirect: "manual", headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() });
  }

  it("ships and goes back to the page it came from; a double post makes one parcel; a refusal is named in the URL", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 2 });
    const form = { intent: "ship", seen: "0", terug: `/beheer/bestellingen/${number}/verzending/`, position: "1", "quantity-1": "1", carrier: "postnl", tracking_code: "3SDRMN1234567", mode: "manual" };
    const first = await post(number, form);
    expect(first.status).toBeGreaterThanOrEqual(300);
    expect(first.status).toBeLessThan(400);
    expect(first.headers.get("Location")).toBe(`/beheer/bestellingen/${number}/verzending/#verzending`);
    await post(number, form);
    expect((await call("GET", `/${number}`)).body.data!.shipments).toHaveLength(1);

    const refused = await post(number, { ...form, seen: "1", "quantity-1": "5" });
    expect(refused.headers.get("Location")).toBe(`/beheer/bestellingen/${number}/verzending/?verzendfout=over_shipment#verzending`);
    // "terug" elsewhere is not followed: back to the order.
    const elsewhere = await post(number, { ...form, seen: "1", "quantity-1": "5", terug: "https://evil.example/" });
    expect(elsewhere.headers.get("Location")).toBe(`/beheer/bestellingen/${number}/?verzendfout=over_shipment#verzending`);
    const page = await beheerFetch(`/beheer/bestellingen/${number}/verzending/?verzendfout=over_shipment`, { headers: { "User-Agent": "Mozilla/5.0 Chrome/130.0" } }, "medewerker");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(M.overShipment);
    expect(html).toContain("deels verzonden");
  });
});
