/**
 * What the shopper sees of shipping (docs/decisions/036): a paid order shipped by staff in the back office
 * (the shipping service, as its API calls it) shows its fulfilment and track & trace in /v1, the shipping mail
 * goes out once per parcel, the chat's order lookup answers with the real state and a track link, and that
 * link forwards to the carrier's page.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AssistantReply } from "../../../app/lib/api/types/chat";
import type { Order } from "../../../app/lib/api/types/order";
import type { Staff } from "../../../worker/domain/backoffice/permissions";
import type { Env } from "../../../worker/env";
import { createLogger } from "../../../worker/http/log";
import { deliverParcel, shipParcel, type ShippingContext } from "../../../worker/api/beheer/shipping-service";
import { registerAndLogin, Visitor } from "../../helpers/account";
import { seedCart } from "../../helpers/cart";
import { worker } from "../../helpers/http";
import { placeOrder } from "../../helpers/orders";

const base = env as unknown as Env;
beforeAll(seedCart);

let staff: Staff;
beforeAll(async () => {
  const email = `magazijn-${crypto.randomUUID().slice(0, 8)}@droomnest.nl`;
  const row = await base.DB.prepare("INSERT INTO staff (email, name, role, created_at, updated_at) VALUES (?1, 'Sem', 'medewerker', 0, 0) RETURNING id").bind(email).first<{ id: number }>();
  staff = { id: row!.id, email, name: "Sem", role: "medewerker" };
});

const ctx = (): ShippingContext => ({ env: base, staff, log: createLogger({ test: "shipping" }), nowS: Math.floor(Date.now() / 1000), origin: "http://localhost:8787" });
const key = () => `k${crypto.randomUUID().replaceAll("-", "")}`;

async function shippedMails(number: string) {
  const { results } = await base.DB.prepare("SELECT to_address, subject, text, related_id FROM outbox WHERE kind = 'order_shipped' AND related_id LIKE ?1 ORDER BY id")
    .bind(`${number}/%`)
    .all<{ to_address: string; subject: string; text: string; related_id: string }>();
  return results;
}

const ask = (v: Visitor, number: string) =>
  v.call<AssistantReply>("POST", "/v1/assistant", { message: "Waar blijft mijn pakket?", order: { knowsOrderNumber: true, orderNumber: number.replace("KJD", ""), zipCode: "3511 AB", houseNumber: "10" } });

describe("shipping as the shopper sees it", { timeout: 30_000 }, () => {
  it("partial then complete: account order, one mail per parcel (a double submit sends none), chat and track link", async () => {
    const me = await registerAndLogin();
    const { number, email } = await placeOrder(me.visitor, { quantity: 3 });

    // Before shipping: paid and new, no parcels; the chat promises the e-mail.
    const before = await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`);
    expect(before.body.data).toMatchObject({ status: "paid", fulfilment: "new", shipments: [] });
    expect((await ask(new Visitor(), number)).body.data!.message.content).toContain(`${number} is betaald en in behandeling`);

    const first = { idempotency_key: key(), mode: "manual" as const, carrier: "postnl" as const, tracking_code: "3SDRMN1234567", lines: [{ position: 1, quantity: 2 }] };
    const shipped = await shipParcel(ctx(), number, first);
    expect(shipped).toMatchObject({ fulfilment: "partially_shipped", changed: true });
    // The same form submitted again: no second parcel, no second mail.
    expect(await shipParcel(ctx(), number, first)).toMatchObject({ fulfilment: "partially_shipped", changed: false, shipment_id: shipped.shipment_id });

    const mails = await shippedMails(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: email, subject: `Een deel van je bestelling ${number} is verzonden` });
    expect(mails[0]!.text).toContain("https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB");
    expect(mails[0]!.text).toContain(`/account/orders/${number}/`);

    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    expect(order.fulfilment).toBe("partially_shipped");
    expect(order.shipments).toEqual([
      expect.objectContaining({ carrier: "postnl", carrier_title: "PostNL", tracking_code: "3SDRMN1234567", tracking_url: "https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB", delivered_at: null, lines: [{ title: expect.any(String), quantity: 2 }] }),
    ]);

    const answer = (await ask(new Visitor(), number)).body.data!.message.content;
    expect(answer).toContain(`Een deel van je bestelling ${number} is onderweg`);
    expect(answer).toContain(`PostNL, track & trace-code 3SDRMN1234567: volg je pakket via /volg-pakket/${number}/3SDRMN1234567/`);

    const track = await worker(`/volg-pakket/${number}/3SDRMN1234567/`);
    expect(track.status).toBe(302);
    expect(track.headers.get("Location")).toBe("https://jouw.postnl.nl/track-and-trace/3SDRMN1234567-NL-3511AB");
    expect(track.headers.get("Cache-Control")).toContain("no-store");
    // Another code, or the code with another order: the same 404.
    for (const path of [`/volg-pakket/${number}/3SDRMN7654321/`, "/volg-pakket/KJD0000001/3SDRMN1234567/"]) {
      const r = await worker(path);
      expect(r.status).toBe(404);
      expect(await r.text()).toContain("Dit pakket kunnen we niet vinden");
    }

    // The rest, with DPD: shipped, the second mail says the whole order is on its way.
    const rest = await shipParcel(ctx(), number, { idempotency_key: key(), mode: "manual", carrier: "dpd", tracking_code: "0521 2345 6789 01", lines: [{ position: 1, quantity: 1 }] });
    expect(rest.fulfilment).toBe("shipped");
    expect((await shippedMails(number)).map((m) => m.subject)).toEqual([`Een deel van je bestelling ${number} is verzonden`, `Je bestelling ${number} is verzonden`]);
    const shippedAnswer = (await ask(new Visitor(), number)).body.data!.message.content;
    expect(shippedAnswer).toContain(`${number} is verzonden in 2 pakketten`);
    expect(shippedAnswer).toContain(`/volg-pakket/${number}/05212345678901/`);

    // Delivered: both parcels, then the account says bezorgd.
    for (const s of rest.shipments) await deliverParcel(ctx(), number, s.id);
    const delivered = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${number}`)).body.data;
    expect(delivered.fulfilment).toBe("delivered");
    expect(delivered.shipments!.every((s) => s.delivered_at !== null)).toBe(true);
    expect((await ask(new Visitor(), number)).body.data!.message.content).toContain(`${number} is bezorgd`);
  });

  it("a guest's mail links to the order status page; the platform's label parcel carries a demo code", async () => {
    const { number } = await placeOrder(new Visitor(), { quantity: 1 });
    const made = await shipParcel(ctx(), number, { idempotency_key: key(), mode: "platform", carrier: undefined, tracking_code: undefined, lines: [{ position: 1, quantity: 1 }] });
    expect(made.fulfilment).toBe("shipped");
    expect(made.shipments[0]).toMatchObject({ carrier: "postnl", platform: "embedded", has_label: true, tracking_code: expect.stringMatching(/^3SDEMO\d{9}$/u) });
    const [mail] = await shippedMails(number);
    expect(mail!.subject).toBe(`Je bestelling ${number} is verzonden`);
    expect(mail!.text).toContain(`/checkout/status/${number}/`);
  });
});
