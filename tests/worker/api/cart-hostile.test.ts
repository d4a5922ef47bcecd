import { beforeAll, describe, expect, it } from "vitest";
import { CART_COOKIE } from "../../../app/lib/constants";
import { findVariant, seedCart, Shopper } from "../../helpers/cart";
import { worker } from "../../helpers/http";

beforeAll(seedCart);

const BODIES = [
  "",
  "{",
  "null",
  "[]",
  '"text"',
  "123",
  '{"item_id":null}',
  '{"item_id":{"$gt":0}}',
  '{"item_id":1,"quantity":"1e309"}',
  '{"item_id":"1 OR 1=1","quantity":1}',
  '{"item_id":1,"custom":{"a":{"b":1}}}',
  '{"id":["x"],"quantity":1}',
  '{"id":"\' OR 1=1 --","quantity":1}',
  '{"discount_code":"\' OR \'1\'=\'1"}',
  '{"discount_code":"' + "A".repeat(70) + '"}',
  '{"token":"' + "a".repeat(64) + "." + "9".repeat(20) + "." + "A".repeat(43) + '"}',
  '{"__proto__":{"admin":true},"item_id":1}',
];
const ROUTES: [string, string][] = [
  ["POST", "/v1/cart/item"],
  ["PUT", "/v1/cart/item"],
  ["DELETE", "/v1/cart/item"],
  ["POST", "/v1/cart/discount"],
  ["DELETE", "/v1/cart/discount"],
  ["POST", "/v1/cart/restore"],
  ["PATCH", "/v1/cart/item"],
  ["GET", "/v1/cart/item"],
];

describe("hostile input on /v1/cart", () => {
  it("never answers a 5xx, always the JSON shape, with and without a cart", async () => {
    const shopper = new Shopper();
    await shopper.addOk(findVariant((p, v) => p.available && v.stock >= 20).variant.id, 1);
    const cookies = [`${CART_COOKIE}=${shopper.cart}`, `${CART_COOKIE}=${"f".repeat(64)}`, `${CART_COOKIE}=%%%`, ""];
    const seen: string[] = [];
    let n = 0;
    for (const [method, path] of ROUTES) {
      for (const body of BODIES) {
        const cookie = cookies[n++ % cookies.length]!;
        const headers: Record<string, string> = { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${n % 250}` };
        if (cookie) headers.Cookie = cookie;
        const res = await worker(path, { method, headers, body: method === "GET" ? undefined : body });
        const text = await res.text();
        if (res.status >= 500 || !text.startsWith("{")) seen.push(`${method} ${path} ${body.slice(0, 40)} -> ${res.status} ${text.slice(0, 80)}`);
      }
    }
    expect(seen).toEqual([]);
  }, 60_000);
});
