/**
 * The return pages as documents (docs/decisions/038): the guest's /retour/{order}/ with the model withdrawal
 * form prefilled and a return started by a plain form post, the account's page for the customer, and the
 * back office's /beheer/retouren/ list with its receive action.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";
import { registerAndLogin, Visitor } from "../../helpers/account";
import { findVariant, seedCart } from "../../helpers/cart";
import { exclusionNote } from "../../../app/kernel/withdrawal";
import { browserGet, browserPost, decodeHtml } from "../../helpers/http";
import { placeOrder } from "../../helpers/orders";
import { staffSession } from "../../helpers/staff";
import { deliver, deliveredOrder } from "../api/returns/fixture";

beforeAll(seedCart);

const returnsOf = (order: string) =>
  env.DB.prepare("SELECT r.number, r.status FROM returns r JOIN orders o ON o.id = r.order_id WHERE o.number = ?1 ORDER BY r.id").bind(order).all<{ number: string; status: string }>();

describe("the shopper's return page", () => {
  it("a guest sees the form prefilled and starts a return with a plain post", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 3);
    const cookie = guest.jar.header();
    const page = await browserGet(`/retour/${number}/`, { cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = decodeHtml(await page.text());
    expect(html).toContain("Modelformulier voor herroeping");
    expect(html).toContain(SHOP_IDENTITY.street);
    expect(html).toContain('value="Sanne de Vries"');
    expect(html).toMatch(/Bedenktijd tot en met \d\d-\d\d-\d{4}/u);
    const posted = await browserPost(`/retour/${number}/`, { idempotency_key: `pagina${crypto.randomUUID().replace(/-/gu, "")}`, "aantal-1": "1", name: "Sanne de Vries", address: "Oudegracht 10, Utrecht", person: "ik", reason: "" }, { cookie });
    expect(posted.status).toBe(200);
    expect(decodeHtml(await posted.text())).toContain("Je retour is aangemeld");
    expect((await returnsOf(number)).results).toEqual([{ number: `R${number.slice(3)}-1`, status: "requested" }]);
  });

  it("another browser gets the not-found page", async () => {
    const { number } = await deliveredOrder(new Visitor(), 3);
    expect((await browserGet(`/retour/${number}/`)).status).toBe(404);
  });

  it("the customer's account page shows it, behind the login", async () => {
    const account = await registerAndLogin();
    const { number } = await placeOrder(account.visitor, { quantity: 1, email: account.email });
    await deliver(number, 1);
    expect((await browserGet(`/account/orders/${number}/retour/`)).status).toBe(302);
    const page = await browserGet(`/account/orders/${number}/retour/`, { session: account.token });
    expect(page.status).toBe(200);
    expect(decodeHtml(await page.text())).toContain(`Retour aanmelden: ${number}`);
  });
});

describe("what is excluded from withdrawal is shown before buying", () => {
  it("a pillow's product page names its hygiene seal; a boxspring's names the configured one; a pillowcase's neither", async () => {
    const page = async (type: string) => decodeHtml(await (await browserGet(`/${findVariant((p) => p.type === type).product.slug}.html`)).text());
    expect(await page("hoofdkussen")).toContain(exclusionNote("hoofdkussen")!);
    expect(await page("boxspring")).toContain(exclusionNote("boxspring", true)!);
    const plain = await page("kussensloop");
    expect(plain).not.toContain(exclusionNote("hoofdkussen")!);
    expect(plain).not.toContain(exclusionNote("boxspring", true)!);
  });
});

describe("the back office's returns page", () => {
  it("lists the return with its deadline and marks it received with the receive form", async () => {
    const guest = new Visitor();
    const { number } = await deliveredOrder(guest, 3);
    await guest.call("POST", `/v1/order/${number}/returns`, { idempotency_key: `beheer${crypto.randomUUID().replace(/-/gu, "")}`, lines: [{ position: 1, quantity: 1 }], name: "Sanne", address: "Utrecht" });
    const ret = `R${number.slice(3)}-1`;
    const { headers } = await staffSession("medewerker");
    const page = await browserGet("/beheer/retouren/?status=requested", { cookie: headers.Cookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = decodeHtml(await page.text());
    expect(html).toContain(ret);
    expect(html).toContain("Terugbetalen uiterlijk");
    const posted = await browserPost("/beheer/retouren/?status=requested", { intent: "receive", number: ret, restock: "1" }, { cookie: headers.Cookie });
    expect(posted.status).toBe(200);
    expect((await returnsOf(number)).results[0]?.status).toBe("received");
  });
});
