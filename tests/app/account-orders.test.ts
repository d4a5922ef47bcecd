import { beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../app/lib/api/types/order";
import { formatDutchDate, formatEuro } from "../../app/lib/format";
import { registerAndLogin } from "../helpers/account";
import { seedCart } from "../helpers/cart";
import { browserGet, decodeHtml } from "../helpers/http";
import { orderItem, placeOrder } from "../helpers/orders";

beforeAll(seedCart);

/** The account's order pages rendered by the real Worker (SSR), as a logged-in customer sees them. */
describe("/account/orders/ and /account/orders/{order}/", { timeout: 20_000 }, () => {
  it("lists the orders with number, date, Dutch status, total and a link", async () => {
    const me = await registerAndLogin();
    const paid = await placeOrder(me.visitor);
    const failed = await placeOrder(me.visitor, { outcome: "failed" });
    const order = (await me.visitor.call<Order>("GET", `/v1/customer/orders/${paid.number}`)).body.data;
    const res = await browserGet("/account/orders/", { session: me.token });
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).not.toContain("Je hebt nog geen bestellingen geplaatst.");
    expect(html).toContain(`href="/account/orders/${paid.number}/"`);
    expect(html).toContain(`href="/account/orders/${failed.number}/"`);
    expect(html).toContain(formatDutchDate(order.created_at));
    expect(html).toContain("Betaald");
    expect(html).toContain("Betaling mislukt");
    expect(html).toContain(formatEuro(order.totals.grand_total));
  });

  it("shows one order with lines, costs, addresses, status and the invoice download of a paid order", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor, { quantity: 3 });
    const res = await browserGet(`/account/orders/${number}/`, { session: me.token });
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain(`Bestelling ${number}`);
    expect(html).toContain(orderItem().product.title);
    expect(html).toContain("Oudegracht 10");
    expect(html).toContain("3511 AB Utrecht");
    expect(html).toContain("Factuuradres");
    expect(html).toContain("Afleveradres");
    expect(html).toContain("iDEAL");
    expect(html).toContain(`href="/v1/customer/orders/${number}/invoice"`);
    expect(html).toContain("Download factuur (PDF)");
  });

  it("an unpaid order has no invoice link; a failed one offers to pay again", async () => {
    const me = await registerAndLogin();
    const { number } = await placeOrder(me.visitor, { outcome: "failed" });
    const html = decodeHtml(await (await browserGet(`/account/orders/${number}/`, { session: me.token })).text());
    expect(html).not.toContain("Download factuur (PDF)");
    expect(html).toContain(`href="/checkout/betalen/${number}/"`);
  });

  it("another customer's order is the 404 page", async () => {
    const owner = await registerAndLogin();
    const other = await registerAndLogin();
    const { number } = await placeOrder(owner.visitor);
    const res = await browserGet(`/account/orders/${number}/`, { session: other.token });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(number + "</h1>");
  });
});
