import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../../app/lib/account/messages";
import { SESSION_COOKIE } from "../../../../app/lib/constants";
import { sha256Hex } from "../../../../worker/store/sessions";
import { ORIGIN, worker } from "../../../helpers/http";
import { seedPostcodes } from "../../../helpers/postcodes";
import { insertSession } from "../../../helpers/seed";

// The seeded postcodes: a saved Dutch address is looked up again (ADR 030); a known one is stored unflagged.
beforeAll(async () => {
  await seedPostcodes();
});

const JSON_WRITE = { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

function put(kind: "billing" | "shipping", body: unknown, session?: string) {
  return worker(`/v1/customer/address/${kind}`, {
    method: "PUT",
    headers: { ...JSON_WRITE, ...(session ? { Cookie: `${SESSION_COOKIE}=${session}` } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function get(session?: string) {
  return worker("/v1/customer/addresses", { headers: session ? { Cookie: `${SESSION_COOKIE}=${session}` } : {} });
}

async function customerOf(session: string): Promise<number> {
  return (await env.DB.prepare("SELECT customer_id FROM sessions WHERE id = ?1").bind(await sha256Hex(session)).first<number>("customer_id"))!;
}

async function rowCount(customerId: number): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM customer_addresses WHERE customer_id = ?1").bind(customerId).first<number>("n"))!;
}

const ADDRESS = {
  first_name: "Sanne",
  last_name: "de Vries",
  company: "",
  zipcode: "3511ab",
  house_number: "12",
  extension: "bis",
  street: "Oudegracht",
  city: "Utrecht",
  country_code: "NL",
};

describe("addresses need a logged-in customer", () => {
  it.each([
    ["GET /v1/customer/addresses", () => get()],
    ["PUT billing", () => put("billing", ADDRESS)],
    ["PUT shipping", () => put("shipping", ADDRESS)],
    ["PUT billing with a bad body", () => put("billing", { zipcode: "x" })],
    ["GET with a dead session", () => get("A".repeat(43))],
  ])("%s anonymously -> 401 not_logged_in", async (_label, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "not_logged_in", message: ACCOUNT_MESSAGES.notLoggedIn } });
  });
});

describe("GET and PUT /v1/customer/address/*", () => {
  it("no address yet: both null", async () => {
    const session = await insertSession();
    const res = await get(session);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(await res.json()).toEqual({ data: { billing: null, shipping: null } });
  });

  it("saves the billing address normalised (zip code, extension) with sameDeliveryAddress true by default, and reads it back", async () => {
    const session = await insertSession();
    const res = await put("billing", { ...ADDRESS, first_name: "  Jan-Willem ", last_name: "'t  Hart" }, session);
    expect(res.status).toBe(200);
    const saved = {
      first_name: "Jan-Willem",
      last_name: "'t Hart",
      name: "Jan-Willem 't Hart",
      company: "",
      zipcode: "3511 AB",
      house_number: "12",
      extension: "BIS",
      street: "Oudegracht",
      city: "Utrecht",
      country_code: "NL",
      sameDeliveryAddress: true,
    };
    expect(await res.json()).toEqual({ data: saved });
    expect(await (await get(session)).json()).toEqual({ data: { billing: saved, shipping: null } });
  });

  it("a second save replaces the address (one row per kind) and the same save twice gives the same answer", async () => {
    const session = await insertSession();
    const customerId = await customerOf(session);
    await put("billing", ADDRESS, session);
    const belgian = { ...ADDRESS, zipcode: "1000", house_number: "5", extension: "", street: "Rue Neuve", city: "Brussel", country_code: "BE", sameDeliveryAddress: false };
    const first = (await (await put("billing", belgian, session)).json()) as { data: unknown };
    const second = (await (await put("billing", belgian, session)).json()) as { data: unknown };
    expect(second).toEqual(first);
    expect(first.data).toMatchObject({ zipcode: "1000", country_code: "BE", city: "Brussel", sameDeliveryAddress: false });
    expect(await rowCount(customerId)).toBe(1);
  });

  it("the shipping address is kept apart from the billing address", async () => {
    const session = await insertSession();
    await put("billing", ADDRESS, session);
    const res = await put("shipping", { ...ADDRESS, company: "Droomnest B.V.", zipcode: "1012 AB", street: "Damrak", city: "Amsterdam", extension: "" }, session);
    expect(res.status).toBe(200);
    const { data } = (await (await get(session)).json()) as { data: { billing: { street: string }; shipping: Record<string, unknown> } };
    expect(data.billing.street).toBe("Oudegracht");
    expect(data.shipping).toEqual({
      first_name: "Sanne",
      last_name: "de Vries",
      name: "Sanne de Vries",
      company: "Droomnest B.V.",
      zipcode: "1012 AB",
      house_number: "12",
      extension: "",
      street: "Damrak",
      city: "Amsterdam",
      country_code: "NL",
    });
  });

  it("a customer reads and writes only their own rows (a customer_id in the body is ignored)", async () => {
    const anna = await insertSession({ firstName: "Anna" });
    const bram = await insertSession({ firstName: "Bram" });
    const annaId = await customerOf(anna);
    await put("billing", ADDRESS, anna);
    expect(await (await get(bram)).json()).toEqual({ data: { billing: null, shipping: null } });
    await put("billing", { ...ADDRESS, street: "Lijnmarkt", customer_id: annaId }, bram);
    const annas = (await (await get(anna)).json()) as { data: { billing: { street: string } } };
    expect(annas.data.billing.street).toBe("Oudegracht");
    expect(await rowCount(annaId)).toBe(1);
    expect(await rowCount(await customerOf(bram))).toBe(1);
  });
});

describe("bad input: 422 with the Dutch message of the field, nothing stored", () => {
  it.each([
    [{ first_name: "" }, "first_name", M.firstname],
    [{ first_name: "Jan<script>" }, "first_name", M.firstname],
    [{ last_name: "" }, "last_name", M.lastname],
    [{ first_name: "a".repeat(256) }, "first_name", M.tooLong],
    [{ zipcode: "" }, "zipcode", M.zipcode],
    [{ zipcode: "0123 AB" }, "zipcode", M.zipcode],
    [{ zipcode: "3511 SS" }, "zipcode", M.zipcode],
    [{ zipcode: "3511 AB", country_code: "BE" }, "zipcode", M.zipcode],
    [{ house_number: "" }, "house_number", M.house_number],
    [{ house_number: "twaalf" }, "house_number", M.house_number],
    [{ extension: "x".repeat(16) }, "extension", M.extension],
    [{ street: "" }, "street", M.street],
    [{ city: "  " }, "city", M.city],
    [{ street: "s".repeat(256) }, "street", M.tooLong],
    [{ country_code: "DE" }, "country_code", M.country_code],
  ])("%j -> %s: %s", async (change, field, message) => {
    const session = await insertSession();
    for (const kind of ["billing", "shipping"] as const) {
      const res = await put(kind, { ...ADDRESS, ...change }, session);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(body.error).toMatchObject({ code: "invalid_input", message });
      expect(body.error.fields[field]).toBe(message);
    }
    expect(await rowCount(await customerOf(session))).toBe(0);
  });

  it("every wrong field gets its own message at once", async () => {
    const session = await insertSession();
    const res = await put("billing", { ...ADDRESS, first_name: "", zipcode: "12", street: "" }, session);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ first_name: M.firstname, zipcode: M.zipcode, street: M.street });
  });

  it("malformed JSON -> 400; a non-JSON body -> 415", async () => {
    const session = await insertSession();
    expect((await put("billing", "{", session)).status).toBe(400);
    const form = await worker("/v1/customer/address/billing", {
      method: "PUT",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, Cookie: `${SESSION_COOKIE}=${session}` },
      body: "zipcode=3511AB",
    });
    expect(form.status).toBe(415);
    expect(await rowCount(await customerOf(session))).toBe(0);
  });
});
