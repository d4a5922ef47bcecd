import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "../../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { sha256Hex } from "../../../../worker/store/sessions";
import { browserGet, browserPost, decodeHtml } from "../../../helpers/http";
import { seedPostcodes } from "../../../helpers/postcodes";
import { insertSession, seedD1 } from "../../../helpers/seed";

/** The address pages rendered and posted through the real Worker without JavaScript (route actions). */
const post = (path: string, fields: Record<string, string>, session?: string) => browserPost(path, fields, { session });

async function stored(session: string) {
  const customerId = await env.DB.prepare("SELECT customer_id FROM sessions WHERE id = ?1").bind(await sha256Hex(session)).first<number>("customer_id");
  return (await env.DB.prepare("SELECT kind, zipcode, street, city, same_delivery_address FROM customer_addresses WHERE customer_id = ?1 ORDER BY kind").bind(customerId).all()).results;
}

const FORM = { intent: "billing", js: "", first_name: "Sanne", last_name: "de Vries", company: "", country_code: "NL", zipcode: "3511 AB", house_number: "10", extension: "", street: "", city: "" };

beforeAll(async () => {
  await seedD1();
  await seedPostcodes();
});

describe("/account/billing-address/ and /account/shipping-address/ without JavaScript", () => {
  it("anonymous (or a session that ended): a GET and a POST go to the login page, which leads back; nothing is stored", async () => {
    const get = await browserGet("/account/billing-address/");
    expect(get.status).toBe(302);
    expect(get.headers.get("Location")).toBe("/account/login/?redirect=%2Faccount%2Fbilling-address%2F");
    for (const session of [undefined, "A".repeat(43)]) {
      const res = await post("/account/billing-address/", FORM, session);
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/account/login/?redirect=%2Faccount%2Fbilling-address%2F");
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM customer_addresses").first("n")).toBe(0);
  });

  it("the form has every label of the contract and starts with the customer's first name", async () => {
    const session = await insertSession({ firstName: "Fenna" });
    const res = await browserGet("/account/billing-address/", { session });
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    for (const label of ["Voornaam", "Achternaam", "Bedrijfsnaam", "Land", "Postcode", "Huisnummer", "Toevoeging", "Straat", "Plaats", "Afleveradres is hetzelfde als factuuradres"]) {
      expect(html).toMatch(new RegExp(`<label[^>]*>${label}`, "u"));
    }
    expect(html).toMatch(/<option value="NL"[^>]*>Nederland<\/option><option value="BE"[^>]*>België<\/option>/u);
    expect(html).toMatch(/name="first_name"[^>]*value="Fenna"|value="Fenna"[^>]*name="first_name"/u);
  });

  it("a post without street and city is looked up (seeded postcode) and saved; an unchecked box stores sameDeliveryAddress false", async () => {
    const session = await insertSession();
    const res = await post("/account/billing-address/", FORM, session);
    expect(res.status).toBe(200);
    expect(decodeHtml(await res.text())).toContain(ACCOUNT_MESSAGES.saved);
    expect(await stored(session)).toEqual([{ kind: "billing", zipcode: "3511 AB", street: "Oudegracht", city: "Utrecht", same_delivery_address: 0 }]);
  });

  it("the box checked stores sameDeliveryAddress true; the shipping page then names the billing address", async () => {
    const session = await insertSession();
    await post("/account/billing-address/", { ...FORM, sameDeliveryAddress: "on", street: "Oudegracht", city: "Utrecht" }, session);
    expect((await stored(session))[0]).toMatchObject({ same_delivery_address: 1 });
    const html = decodeHtml(await (await browserGet("/account/shipping-address/", { session })).text());
    expect(html).toContain("We bezorgen je bestellingen op je factuuradres:");
    expect(html).not.toContain('name="zipcode"');
  });

  it("an unknown NL postcode without street: 422, 'Postcode onjuist' tied to Postcode, the entries kept, nothing stored", async () => {
    const session = await insertSession();
    const res = await post("/account/shipping-address/", { ...FORM, intent: "shipping", zipcode: "9999 ZZ", house_number: "1" }, session);
    expect(res.status).toBe(422);
    const html = decodeHtml(await res.text());
    const input = /<input[^>]*name="zipcode"[^>]*>/u.exec(html)![0];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain('value="9999 ZZ"');
    const errorId = /aria-describedby="([^"]+)"/u.exec(input)![1]!;
    expect(html).toContain(`id="${errorId}"`);
    expect(html).toMatch(new RegExp(`id="${errorId}"[^>]*>${FIELD_MESSAGES.zipcode}<`, "u"));
    expect(await stored(session)).toEqual([]);
  });

  it("a Belgian address is not looked up: typed street and city are saved", async () => {
    const session = await insertSession();
    const res = await post("/account/shipping-address/", { ...FORM, intent: "shipping", country_code: "BE", zipcode: "1000", house_number: "5", street: "Nieuwstraat", city: "Brussel" }, session);
    expect(res.status).toBe(200);
    expect(await stored(session)).toEqual([{ kind: "shipping", zipcode: "1000", street: "Nieuwstraat", city: "Brussel", same_delivery_address: 0 }]);
  });

  it("bad fields: 422 with each field's message, nothing stored", async () => {
    const session = await insertSession();
    const res = await post("/account/billing-address/", { ...FORM, first_name: "", zipcode: "0123 AB", house_number: "tien", street: "x", city: "y" }, session);
    expect(res.status).toBe(422);
    const html = decodeHtml(await res.text());
    for (const message of [FIELD_MESSAGES.firstname, FIELD_MESSAGES.zipcode, FIELD_MESSAGES.house_number]) expect(html).toContain(message);
    expect(await stored(session)).toEqual([]);
  });
});
