import { beforeAll, describe, expect, it } from "vitest";
import { seedCart } from "../../../helpers/cart";
import { browserPost, worker } from "../../../helpers/http";
import { Buyer } from "../../api/order/checkout-fixture";

beforeAll(seedCart);

describe("the sandbox PSP's hosted page", () => {
  it("shows the amount and the five outcomes as buttons in a labelled group, in Dutch, with the request's CSP nonce", async () => {
    const buyer = await Buyer.ready();
    const r = await buyer.paymentUrl();
    const res = await worker(new URL(r.body.data.checkout_url).pathname);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("<legend>Kies de uitkomst van deze testbetaling</legend>");
    expect(html).toMatch(/Bedrag<\/dt><dd>€/u);
    const nonce = /'nonce-([^']+)'/u.exec(res.headers.get("Content-Security-Policy") ?? "")![1]!;
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toContain("<script");
  });

  it("an unknown payment: 404; a posted outcome that is not one of the buttons: 400", async () => {
    expect((await worker("/sandbox-psp/betalen/tr_unknown0000/")).status).toBe(404);
    const buyer = await Buyer.ready();
    const r = await buyer.paymentUrl();
    const res = await browserPost(new URL(r.body.data.checkout_url).pathname, { status: "stolen" });
    expect(res.status).toBe(400);
  });

  it("a cross-site post to the sandbox page is refused by CSRF; only the webhook path is exempt", async () => {
    const buyer = await Buyer.ready();
    const r = await buyer.paymentUrl();
    const res = await browserPost(new URL(r.body.data.checkout_url).pathname, { status: "paid" }, { site: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    const hook = await worker("/webhooks/payments", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://psp.example" }, body: "id=tr_nothere0001" });
    expect(hook.status).toBe(200);
  });
});
