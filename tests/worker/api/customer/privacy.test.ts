/**
 * Privacy (AVG; docs/decisions/016): the export holds the customer's own data only; deletion asks for the
 * password, erases personal data (checkout states and contact messages included), ends every session, and
 * keeps nothing that names the customer. Every table is covered in tests/worker/store/personal-data.test.ts.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { MessageResult } from "../../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { PASSWORD, registerAndLogin, Visitor } from "../../../helpers/account";
import { seedCart, findVariant } from "../../../helpers/cart";
import { catalogData } from "../../../helpers/catalog";
import { seedD1 } from "../../../helpers/seed";

const [a, b] = catalogData.products.map((p) => p.id);
const { variant } = findVariant((p, v) => p.available !== false && v.stock >= 5);

/** The export: the profile, then one section per personal table (worker/store/personal-data.ts). */
interface ExportBody {
  customer: { id: number; email: string; first_name: string };
  customer_addresses: { kind: string; city: string }[];
  newsletter_subscriptions: { email: string; confirmed_at: string | null }[];
  customer_favourites: { product_id: number }[];
  carts: { item_count: number; lines: { variant_id: number; quantity: number }[] }[];
  sessions: { created_at: string; expires_at: string }[];
  orders: unknown[];
}

beforeAll(async () => {
  await seedD1();
  await seedCart();
});

async function addressFor(customerId: number, city: string) {
  await env.DB.prepare(
    `INSERT INTO customer_addresses (customer_id, kind, first_name, last_name, zipcode, house_number, street, city, updated_at)
     VALUES (?1, 'billing', 'Sanne', 'de Vries', '1234AB', '1', 'Dorpsstraat', ?2, 1)`,
  )
    .bind(customerId, city)
    .run();
}

/** A customer with an address, favourites, a newsletter sign-up and a cart. */
async function richAccount(city: string) {
  const account = await registerAndLogin();
  await addressFor(account.customerId, city);
  await account.visitor.call("PUT", "/v1/customer/favourites", { ids: [a, b] });
  await account.visitor.call("POST", "/v1/customer/subscription", { email: account.email });
  const add = await account.visitor.call("POST", "/v1/cart/item", { item_id: variant.id, quantity: 2 });
  expect(add.status).toBe(200);
  return account;
}

describe("GET /v1/customer/export", () => {
  it("anonymous: 401", async () => {
    const res = await new Visitor().call("GET", "/v1/customer/export");
    expect(res.status).toBe(401);
  });

  it("answers the customer's own data as a JSON attachment, nothing of another customer", async () => {
    const other = await richAccount("Groningen");
    const account = await richAccount("Utrecht");
    const res = await account.visitor.call<ExportBody>("GET", "/v1/customer/export");
    expect(res.status).toBe(200);
    expect(res.res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="droomnest-gegevens-\d+\.json"$/u);
    expect(res.res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = res.body.data;
    expect(data.customer).toMatchObject({ id: account.customerId, email: account.email, first_name: "Sanne" });
    expect(data.customer_addresses).toEqual([expect.objectContaining({ kind: "billing", city: "Utrecht" })]);
    expect(data.newsletter_subscriptions).toEqual([expect.objectContaining({ email: account.email, confirmed_at: null })]);
    expect(data.customer_favourites.map((f) => f.product_id).sort()).toEqual([a, b].sort());
    expect(data.carts).toHaveLength(1);
    expect(data.carts[0]!.lines).toEqual([expect.objectContaining({ variant_id: variant.id, quantity: 2 })]);
    expect(data.carts[0]).not.toHaveProperty("ref");
    expect(data.sessions).toEqual([expect.objectContaining({ created_at: expect.stringMatching(/^\d{4}-/u), expires_at: expect.stringMatching(/^\d{4}-/u) })]);
    expect(data.orders).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain("Groningen");
  });
});

describe("POST /v1/customer/delete", () => {
  it("anonymous: 401; a wrong password: 403 with the Dutch message and nothing changed", async () => {
    expect((await new Visitor().call("POST", "/v1/customer/delete", { password: PASSWORD })).status).toBe(401);
    const account = await richAccount("Zwolle");
    const res = await account.visitor.call("POST", "/v1/customer/delete", { password: "Verkeerd!Wachtwoord1" });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: "wrong_password", message: ACCOUNT_MESSAGES.passwordWrong });
    const row = await env.DB.prepare("SELECT email, deleted_at FROM customers WHERE id = ?1").bind(account.customerId).first<{ email: string; deleted_at: number | null }>();
    expect(row).toEqual({ email: account.email, deleted_at: null });
    expect((await account.visitor.call("GET", "/v1/customer/export")).status).toBe(200);
  });

  it("the right password erases the personal data, ends every session and logs out", async () => {
    const account = await richAccount("Leiden");
    const otherDevice = new Visitor();
    const login = await otherDevice.call("POST", "/v1/customer/login", { username: account.email, password: account.password });
    expect(login.status).toBe(200);
    const cartId = (await env.DB.prepare("SELECT id FROM carts WHERE customer_id = ?1").bind(account.customerId).first<{ id: string }>())!.id;
    await env.DB.prepare("UPDATE carts SET email = ?2 WHERE id = ?1").bind(cartId, account.email).run();
    // A confirmed address: rows made as a guest with it are the customer's too (worker/store/personal-data.ts).
    await env.DB.prepare("UPDATE customers SET email_confirmed_at = 1 WHERE id = ?1").bind(account.customerId).run();
    await env.DB.prepare("INSERT INTO checkout_states (cart_id, customer_id, details, updated_at) VALUES (?1, NULL, ?2, 1)")
      .bind(cartId, JSON.stringify({ first_name: "Sanne", email: account.email, phone_number: "0612345678", vat_number: "NL123456789B01" }))
      .run();
    await env.DB.prepare("INSERT INTO contact_messages (name, email, question, fingerprint, ip_hash, created_at) VALUES ('Sanne', ?1, 'Waar blijft mijn bed?', ?2, 'x', 1)")
      .bind(account.email, crypto.randomUUID())
      .run();

    const res = await account.visitor.call<MessageResult>("POST", "/v1/customer/delete", { password: account.password });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect(res.res.headers.getSetCookie().some((c) => c.startsWith("__Host-") && /Max-Age=0/iu.test(c))).toBe(true);

    const row = await env.DB.prepare("SELECT * FROM customers WHERE id = ?1").bind(account.customerId).first<Record<string, unknown>>();
    expect(row!.deleted_at).not.toBeNull();
    expect(row!.email).not.toBe(account.email);
    for (const field of ["first_name", "last_name"]) expect(row![field]).toBe("");
    for (const field of ["password_hash", "phone", "company", "vat_number", "coc_number", "birthdate", "gender"]) expect(row![field]).toBeNull();
    const count = async (sql: string, ...args: unknown[]) => (await env.DB.prepare(sql).bind(...args).first<{ n: number }>())!.n;
    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE customer_id = ?1", account.customerId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?1", account.customerId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM customer_favourites WHERE customer_id = ?1", account.customerId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM account_tokens WHERE customer_id = ?1 OR email = ?2", account.customerId, account.email)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?1", account.email)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM outbox WHERE to_address = ?1", account.email)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM checkout_states WHERE cart_id = ?1", cartId)).toBe(0);
    expect(await count("SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?1", account.email)).toBe(0);
    expect(await env.DB.prepare("SELECT email, customer_id FROM carts WHERE id = ?1").bind(cartId).first()).toEqual({ email: null, customer_id: null });

    // Both devices are logged out; the old credentials no longer log in; the address can register again.
    expect((await account.visitor.call("GET", "/v1/customer/export")).status).toBe(401);
    expect((await otherDevice.call("GET", "/v1/customer/export")).status).toBe(401);
    expect((await new Visitor().call("POST", "/v1/customer/login", { username: account.email, password: account.password })).status).not.toBe(200);
    const again = await registerAndLogin({ email: account.email } as never);
    expect(again.customerId).not.toBe(account.customerId);
  });
});
