/**
 * A body over its route's limit is refused with 413 and a Dutch message naming the limit, before anything reads
 * it (docs/decisions/013): the shop API 16 KB, the Auth calls 16 KB, the back office 64 KB.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "../../../app/lib/constants";
import { BEHEER_BODY_LIMIT_BYTES } from "../../../worker/api/beheer";
import { ORIGIN, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";
import { beheerFetch } from "../../helpers/staff";

const json = (bytes: number) => JSON.stringify({ a: "x".repeat(bytes) });
const headers = { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" };

async function refusal(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

beforeAll(async () => {
  await seedD1();
});

describe("request body limits", () => {
  it("the shop API: over 16 KB is 413 'De gegevens zijn te groot (hooguit 16 KB).'", async () => {
    expect(API_BODY_LIMIT_BYTES).toBe(16 * 1024);
    const res = await worker("/v1/customer/subscription", { method: "POST", headers, body: json(API_BODY_LIMIT_BYTES) });
    expect(await refusal(res)).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: "De gegevens zijn te groot (hooguit 16 KB)." } } });
  });

  it("the Auth calls: over 16 KB is 413 with the same message", async () => {
    const res = await worker("/api/auth/login", { method: "POST", headers, body: json(API_BODY_LIMIT_BYTES) });
    expect(await refusal(res)).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: "De gegevens zijn te groot (hooguit 16 KB)." } } });
  });

  it("the back office: 20 KB passes the limit, over 64 KB is 413 'hooguit 64 KB'", async () => {
    expect(BEHEER_BODY_LIMIT_BYTES).toBe(64 * 1024);
    const within = await beheerFetch("/beheer/api/discounts", { method: "POST", body: json(20 * 1024) });
    expect(within.status).not.toBe(413);
    const over = await beheerFetch("/beheer/api/discounts", { method: "POST", body: json(BEHEER_BODY_LIMIT_BYTES) });
    expect(await refusal(over)).toEqual({ status: 413, body: { error: { code: "payload_too_large", message: "De gegevens zijn te groot (hooguit 64 KB)." } } });
  });
});
