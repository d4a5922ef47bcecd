import { beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES as M } from "../../../../app/lib/form/messages";
import { RATE_LIMIT_MESSAGE } from "../../../../worker/middleware/rate-limit";
import { POSTCODE_RATE_LIMIT } from "../../../../worker/api/checkout/postcode";
import { worker } from "../../../helpers/http";
import { postcodeData, seedPostcodes } from "../../../helpers/postcodes";
import { inOneWindow } from "../../../helpers/rate-limits";

beforeAll(seedPostcodes);

function lookup(params: Record<string, string>, ip = "192.0.2.1") {
  return worker(`/v1/checkout/postcode/autocomplete?${new URLSearchParams(params)}`, { headers: { "CF-Connecting-IP": ip } });
}

const range = postcodeData.ranges.find((r) => r.zipcode === "3511 AB")!;

describe("GET /v1/checkout/postcode/autocomplete", () => {
  it("a seeded NL postcode + house number: valid with street and city", async () => {
    const res = await lookup({ zipcode: "3511ab", house_number: String(range.from), extension: "", country_code: "NL" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { valid: true, street: "Oudegracht", city: "Utrecht" } });
  });

  it("country_code defaults to NL", async () => {
    const res = await lookup({ zipcode: "3511 AB", house_number: String(range.from) });
    expect(((await res.json()) as { data: unknown }).data).toEqual({ valid: true, street: "Oudegracht", city: "Utrecht" });
  });

  it("a well-formed NL postcode that is not found: valid false with street and city empty", async () => {
    const res = await lookup({ zipcode: "9999 ZZ", house_number: "1", country_code: "NL" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { valid: false, street: "", city: "" } });
  });

  it("BE is not looked up: a well-formed BE postcode is valid with empty street and city", async () => {
    const res = await lookup({ zipcode: "1000", house_number: "1", country_code: "BE" });
    expect(await res.json()).toEqual({ data: { valid: true, street: "", city: "" } });
  });

  it.each([
    [{ zipcode: "0123 AB", house_number: "1" }, M.zipcode],
    [{ zipcode: "3511 SA", house_number: "1" }, M.zipcode],
    [{ zipcode: "3511", house_number: "1", country_code: "NL" }, M.zipcode],
    [{ zipcode: "3511 AB", house_number: "1", country_code: "BE" }, M.zipcode],
    [{ zipcode: "", house_number: "1" }, M.zipcode],
    [{ house_number: "1" }, M.zipcode],
    [{ zipcode: "3511 AB", house_number: "" }, M.house_number],
    [{ zipcode: "3511 AB", house_number: "tien" }, M.house_number],
    [{ zipcode: "3511 AB", house_number: "1", extension: "x".repeat(16) }, M.extension],
    [{ zipcode: "3511 AB", house_number: "1", country_code: "DE" }, M.country_code],
  ])("bad input %j -> 400 with the Dutch message", async (params, message) => {
    const res = await lookup(params as Record<string, string>);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "invalid_parameter", message } });
  });

  it(`is rate-limited per IP (${POSTCODE_RATE_LIMIT.limit} per minute): then 429 with a Dutch message; another IP still gets answers`, async () => {
    const ip = "198.51.100.7";
    // The Rate Limiting binding counts in wall-clock minutes locally: the whole burst in one of them.
    await inOneWindow(POSTCODE_RATE_LIMIT.windowS, 15);
    const answers = await Promise.all(Array.from({ length: POSTCODE_RATE_LIMIT.limit }, () => lookup({ zipcode: "9999 ZZ", house_number: "1" }, ip)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    await Promise.all(answers.map((r) => r.arrayBuffer()));
    const refused = await lookup({ zipcode: "9999 ZZ", house_number: "1" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/u);
    expect(await refused.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    // A seeded address is not given away over the limit either (the embedded read starts alongside the count).
    const refusedFound = await lookup({ zipcode: "3511 AB", house_number: String(range.from) }, ip);
    expect(refusedFound.status).toBe(429);
    expect(await refusedFound.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    expect((await lookup({ zipcode: "9999 ZZ", house_number: "1" }, "198.51.100.8")).status).toBe(200);
  }, 45_000);
});
