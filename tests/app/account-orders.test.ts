import { describe, expect, it } from "vitest";
import { registerAndLogin } from "../helpers/account";
import { browserGet } from "../helpers/http";
import { insertOrder } from "../helpers/orders";

const decode = (s: string) => s.replace(/&#x27;/gu, "'").replace(/&quot;/gu, '"').replace(/&amp;/gu, "&");

/** The account's order pages rendered by the real Worker (SSR), as a logged-in customer sees them. */
describe("/account/orders/ and /account/orders/{order}/", () => {
  it("lists the orders with number, date, Dutch status, total and a link", async () => {
    const me = await registerAndLogin();
    const paid = await insertOrder({ customerId: me.customerId, createdAt: Date.UTC(2026, 5, 1, 10) / 1000 });
    const failed = await insertOrder({ customerId: me.customerId, status: "failed" });
    const res = await browserGet("/account/orders/", { session: me.token });
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).not.toContain("Je hebt nog geen bestellingen geplaatst.");
    expect(html).toContain(`href="/account/orders/${paid.number}/"`);
    expect(html).toContain(`href="/account/orders/${failed.number}/"`);
    expect(html).toContain("01-06-2026");
    expect(html).toContain("Betaald");
    expect(html).toContain("Betaling mislukt");
    expect(html).toContain("€ 827,95");
  });

  it("shows one order with lines, costs, addresses, status and the invoice download of a paid order", async () => {
    const me = await registerAndLogin();
    const { number } = await insertOrder({ customerId: me.customerId });
    const res = await browserGet(`/account/orders/${number}/`, { session: me.token });
    expect(res.status).toBe(200);
    const html = decode(await res.text());
    expect(html).toContain(`Bestelling ${number}`);
    expect(html).toContain("Pocketvering matras Deluxe");
    expect(html).toContain("Maat: 90 x 200 cm");
    expect(html).toContain("€ 798,00");
    expect(html).toContain("Oudegracht 2");
    expect(html).toContain("Factuuradres");
    expect(html).toContain("Afleveradres");
    expect(html).toContain("iDEAL");
    expect(html).toContain(`href="/v1/customer/orders/${number}/invoice"`);
    expect(html).toContain("Download factuur (PDF)");
  });

  it("an unpaid order has no invoice link; a failed one offers to pay again", async () => {
    const me = await registerAndLogin();
    const { number } = await insertOrder({ customerId: me.customerId, status: "failed" });
    const html = decode(await (await browserGet(`/account/orders/${number}/`, { session: me.token })).text());
    expect(html).not.toContain("Download factuur (PDF)");
    expect(html).toContain(`href="/checkout/betalen/${number}/"`);
  });

  it("another customer's order is the 404 page", async () => {
    const owner = await registerAndLogin();
    const other = await registerAndLogin();
    const { number } = await insertOrder({ customerId: owner.customerId });
    const res = await browserGet(`/account/orders/${number}/`, { session: other.token });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain("Pocketvering matras Deluxe");
  });
});
