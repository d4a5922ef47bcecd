import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../app/lib/api/types/cart";
import { CART_COOKIE, CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { RESTORED_PARAM } from "../../../app/components/cart-restore/restored-notice";
import { signRestoreToken } from "../../../worker/domain/cart/restore-token";
import type { Env } from "../../../worker/env";
import { json, seedCatalog } from "../../helpers/catalog";
import { browserGet, ORIGIN, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";

/** The restore page (issue 7, 5.3) rendered by the real Worker: valid, expired, forged and unknown tokens. */
const SECRET = (env as unknown as Env).CART_RESTORE_SECRET;
const nowS = () => Math.floor(Date.now() / 1000);

const cookieOf = (res: Response): string | undefined =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${CART_COOKIE}=`))
    ?.slice(CART_COOKIE.length + 1);

async function availableVariants(n: number): Promise<number[]> {
  const { results } = await env.DB.prepare(
    "SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.available = 1 AND v.stock > 5 ORDER BY v.id LIMIT ?1",
  )
    .bind(n)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

/** A cart with two lines, made through the API as a browser would; returns its id (the cookie value). */
async function makeCart(): Promise<{ id: string; variants: number[] }> {
  const variants = await availableVariants(2);
  let id: string | undefined;
  for (const [i, item_id] of variants.entries()) {
    const res = await worker("/v1/cart/item", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", ...(id ? { Cookie: `${CART_COOKIE}=${id}` } : {}) },
      body: JSON.stringify({ item_id, quantity: i + 1 }),
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    id ??= cookieOf(res);
  }
  expect(id).toMatch(/^[0-9a-f]{64}$/u);
  return { id: id!, variants };
}

async function cartOf(id: string): Promise<Cart> {
  return (await json<{ data: Cart }>(await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${id}` } }))).data;
}

async function friendlyPage(res: Response): Promise<void> {
  expect(res.status).toBe(404);
  const html = await res.text();
  expect(html).toContain("Deze link werkt niet (meer)");
  expect(html).toContain("Verder winkelen");
  expect(html).toContain("Mijn Winkelwagen");
  expect(cookieOf(res), "no cart cookie for a refused link").toBeUndefined();
}

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
});

describe("/cart/restore/{token}", () => {
  it("a valid token gives this visitor a new cart with the mailed lines and redirects to /cart/ with the notice flag", async () => {
    const old = await makeCart();
    const token = await signRestoreToken(SECRET, old.id, nowS());
    const res = await browserGet(`/cart/restore/${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/cart/?${RESTORED_PARAM}=1`);
    const fresh = cookieOf(res);
    expect(fresh).toMatch(/^[0-9a-f]{64}$/u);
    expect(fresh, "a new cart, never the mailed one").not.toBe(old.id);
    const lines = (c: Cart) => c.items.map((l) => [l.item_id, l.quantity]).sort();
    expect(lines(await cartOf(fresh!))).toEqual(lines(await cartOf(old.id)));
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly/iu);
  });

  it("is not redirected to a trailing slash, and restoring twice gives the same lines again", async () => {
    const old = await makeCart();
    const token = await signRestoreToken(SECRET, old.id, nowS());
    const first = await browserGet(`/cart/restore/${token}`);
    const second = await browserGet(`/cart/restore/${token}`);
    expect([first.status, second.status]).toEqual([303, 303]);
    const a = await cartOf(cookieOf(first)!);
    const b = await cartOf(cookieOf(second)!);
    expect(b.items.map((l) => [l.item_id, l.quantity])).toEqual(a.items.map((l) => [l.item_id, l.quantity]));
  });

  it("a line no longer available is left out: the page lists it and links to the cart with the rest", async () => {
    const old = await makeCart();
    const [gone, kept] = old.variants as [number, number];
    const stock = await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(gone).first<{ stock: number }>();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?1").bind(gone).run();
    try {
      const res = await browserGet(`/cart/restore/${await signRestoreToken(SECRET, old.id, nowS())}`);
      expect(res.status).toBe(200);
      const html = (await res.text()).replace(/&#x27;/gu, "'");
      expect(html).toContain("Je winkelwagen is teruggezet.");
      expect(html).toContain("is niet meer leverbaar en is niet teruggezet in je winkelwagen.");
      expect(html).toContain('href="/cart/"');
      const fresh = cookieOf(res);
      expect((await cartOf(fresh!)).items.map((l) => l.item_id)).toEqual([kept]);
    } finally {
      await env.DB.prepare("UPDATE variants SET stock = ?2 WHERE id = ?1").bind(gone, stock!.stock).run();
    }
  });

  it("an expired token gets the friendly Dutch page, no cart", async () => {
    const old = await makeCart();
    const token = await signRestoreToken(SECRET, old.id, nowS() - CART_RESTORE_TTL_S - 60);
    await friendlyPage(await browserGet(`/cart/restore/${token}`));
  });

  it("a forged token (wrong secret, or a changed cart id) gets the friendly page, never someone else's cart", async () => {
    const victim = await makeCart();
    await friendlyPage(await browserGet(`/cart/restore/${await signRestoreToken("een-ander-geheim", victim.id, nowS())}`));
    const other = await makeCart();
    const valid = await signRestoreToken(SECRET, other.id, nowS());
    const swapped = [victim.id, ...valid.split(".").slice(1)].join(".");
    await friendlyPage(await browserGet(`/cart/restore/${swapped}`));
  });

  it("an unknown cart, garbage and a missing token get the friendly page", async () => {
    await friendlyPage(await browserGet(`/cart/restore/${await signRestoreToken(SECRET, "e".repeat(64), nowS())}`));
    await friendlyPage(await browserGet("/cart/restore/kapot"));
    await friendlyPage(await browserGet(`/cart/restore/${"x".repeat(600)}`));
    await friendlyPage(await browserGet("/cart/restore/"));
  });
});
