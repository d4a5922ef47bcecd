import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { JSON_BODY_MESSAGES } from "../../../worker/middleware/json-body";
import { CART_COOKIE } from "../../../app/lib/constants";
import { ABANDON_MESSAGES } from "../../../app/lib/schemas/abandon";
import { ABANDON_RATE_LIMIT } from "../../../worker/api/abandon";
import { RATE_LIMIT_MESSAGE } from "../../../worker/middleware/rate-limit";
import { json, type ApiErrorBody } from "../../helpers/catalog";
import { ORIGIN, worker } from "../../helpers/http";
import { inOneWindow, useUpBinding } from "../../helpers/rate-limits";

const CART = "c".repeat(64);

function post(path: string, body: string, cookie?: string, ip = "198.51.100.1") {
  const headers: Record<string, string> = { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip };
  if (cookie) headers.Cookie = cookie;
  return worker(`/v1/abandon/${path}`, { method: "POST", headers, body });
}

async function signals() {
  return (await env.DB.prepare("SELECT kind, cart_id, payload FROM abandon_signals ORDER BY id").all<{ kind: string; cart_id: string | null; payload: string }>()).results.map((r) => ({
    ...r,
    payload: JSON.parse(r.payload) as unknown,
  }));
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM abandon_signals"), env.DB.prepare("DELETE FROM carts")]);
});

describe("POST /v1/abandon/*: stored signals", () => {
  it("cart: stores quote_id, updated_at and the product ids with the visitor's cart, 202", async () => {
    const res = await post("cart", JSON.stringify({ quote_id: CART, updated_at: "2026-11-23T09:00:00Z", products: [12, 3, 12] }), `${CART_COOKIE}=${CART}`);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ data: { accepted: true } });
    expect(await signals()).toEqual([{ kind: "cart", cart_id: CART, payload: { quote_id: CART, updated_at: "2026-11-23T09:00:00Z", products: [3, 12] } }]);
  });

  it("browse and category: stored; without a cart cookie the cart is unknown", async () => {
    expect((await post("browse", '{"products":[101]}')).status).toBe(202);
    expect((await post("category", '{"category":"matrassen/pocketvering"}')).status).toBe(202);
    expect((await post("category", '{"category":12}')).status).toBe(202);
    expect(await signals()).toEqual([
      { kind: "browse", cart_id: null, payload: { products: [101] } },
      { kind: "category", cart_id: null, payload: { category: "matrassen/pocketvering" } },
      { kind: "category", cart_id: null, payload: { category: 12 } },
    ]);
  });

  it("the same signal of the same cart sent twice is stored once", async () => {
    const cookie = `${CART_COOKIE}=${CART}`;
    await post("browse", '{"products":[5,4]}', cookie);
    await post("browse", '{"products":[4,5]}', cookie);
    expect(await signals()).toEqual([{ kind: "browse", cart_id: CART, payload: { products: [4, 5] } }]);
  });

  it("email: stored, and set on the visitor's cart row when it exists", async () => {
    await env.DB.prepare("INSERT INTO carts (id, item_count, grand_total, created_at, updated_at) VALUES (?1, 1, 1995, 1, 1)").bind(CART).run();
    const res = await post("email", '{"email":"  Sanne@Droomnest.TEST "}', `${CART_COOKIE}=${CART}`);
    expect(res.status).toBe(202);
    const row = await env.DB.prepare("SELECT email FROM carts WHERE id = ?1").bind(CART).first<{ email: string }>();
    expect(row?.email).toBe("sanne@droomnest.test");
    expect(await signals()).toEqual([{ kind: "email", cart_id: CART, payload: { email: "sanne@droomnest.test" } }]);
  });

  it("email without a cart (or with a cookie of no cart) changes no cart", async () => {
    expect((await post("email", '{"email":"a@b.nl"}')).status).toBe(202);
    expect((await post("email", '{"email":"a@b.nl"}', `${CART_COOKIE}=${"d".repeat(64)}`)).status).toBe(202);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM carts").first<{ n: number }>())?.n).toBe(0);
  });
});

describe("POST /v1/abandon/*: bad input gets a Dutch 4xx and stores nothing", () => {
  it.each([
    ["cart", "{", 400],
    ["cart", '{"quote_id":"","updated_at":null,"products":[1]}', 422],
    ["cart", '{"quote_id":"q","updated_at":null,"products":[]}', 422],
    ["cart", '{"quote_id":"q","updated_at":{},"products":[1]}', 422],
    ["browse", '{"products":["1"]}', 422],
    ["browse", '{"products":[-1]}', 422],
    ["browse", `{"products":[${Array.from({ length: 51 }, (_, i) => i + 1).join(",")}]}`, 422],
    ["browse", "[]", 422],
    ["category", '{"category":"../etc"}', 422],
    ["category", '{"category":""}', 422],
    ["category", '{"category":1.5}', 422],
    ["email", '{"email":"geen-adres"}', 422],
    ["email", "{}", 422],
  ] as const)("%s %s -> %i", async (path, body, status) => {
    const res = await post(path, body);
    expect(res.status).toBe(status);
    const err = await json<ApiErrorBody>(res);
    expect(err.error.message).toMatch(/[a-z]/u);
    // A body that is no object is refused by the one JSON body gate (worker/middleware/json-body.ts) before the route.
    if (status === 422) expect([...Object.values(ABANDON_MESSAGES), JSON_BODY_MESSAGES.notObject]).toContain(err.error.message);
    expect(await signals()).toEqual([]);
  });

  it("a cross-site post is refused", async () => {
    const res = await worker("/v1/abandon/browse", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      body: '{"products":[1]}',
    });
    expect(res.status).toBe(403);
    expect(await signals()).toEqual([]);
  });
});

describe("POST /v1/abandon/*: rate limit", () => {
  it(`more than ${ABANDON_RATE_LIMIT.limit} signals a minute from one address: 429 in Dutch; another address goes on`, async () => {
    const ip = "203.0.113.50";
    // Windows follow the wall clock locally: start well inside one, so every hit below counts in the same window.
    await inOneWindow(ABANDON_RATE_LIMIT.windowS);
    expect((await post("browse", '{"products":[1]}', undefined, ip)).status).toBe(202);
    // The rest of the minute's allowance used up on the same counter (the Rate Limiting binding) the middleware uses.
    await useUpBinding("RL_ABANDON_IP", "abandon-ip", ip, 1);
    const limited = await post("browse", '{"products":[9999]}', undefined, ip);
    expect(limited.status).toBe(429);
    expect(await json<ApiErrorBody>(limited)).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    expect((await post("browse", '{"products":[9999]}', undefined, "203.0.113.51")).status).toBe(202);
  }, 30_000);
});
