import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../app/lib/api/types/cart";
import { CART_COOKIE, CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { RESTORED_PARAM } from "../../../app/components/cart-restore/restored-notice";
import { restoreTokenHash } from "../../../worker/domain/cart/restore-token";
import type { Env } from "../../../worker/env";
import { sendCartReminders } from "../../../worker/scheduled";
import { createRestoreLink } from "../../../worker/store/cart-restore-links";
import { json, seedCatalog } from "../../helpers/catalog";
import { browserGet, ORIGIN, worker } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";

/** The restore page (spec section 2, /cart/restore/{token}) rendered by the real Worker, with links the Cron mailed. */
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

/** A cart with two lines and an e-mail address, made through the API as a browser would; returns its id (the cookie value). */
async function makeCart(): Promise<{ id: string; variants: number[]; email: string }> {
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
  const email = `herinnering-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;
  const res = await worker("/v1/abandon/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: `${CART_COOKIE}=${id}` },
    // Given in checkout step 1 with the reminder statement under the field (docs/decisions/028).
    body: JSON.stringify({ email, consent: "checkout" }),
  });
  expect(res.status).toBeLessThan(300);
  return { id: id!, variants, email };
}

/** Runs the Cron's reminder job and reads the token from the mail sent for the cart. */
async function mailedToken(cart: { id: string; email: string }): Promise<{ token: string; text: string; html: string }> {
  await sendCartReminders(env as unknown as Env, nowS(), { idleS: 0, origin: ORIGIN });
  const mail = await env.DB.prepare("SELECT text, html FROM outbox WHERE kind = 'cart_reminder' AND to_address = ?1").bind(cart.email).first<{ text: string; html: string }>();
  expect(mail, "a reminder was queued").not.toBeNull();
  const token = /\/cart\/restore\/([A-Za-z0-9_-]+)/u.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return { token: token!, ...mail! };
}

async function cartOf(id: string): Promise<Cart> {
  return (await json<{ data: Cart }>(await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${id}` } }))).data;
}

async function friendlyPage(res: Response): Promise<void> {
  expect(res.status).toBe(404);
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
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
  it("the mailed link carries an opaque token: not the cart id, nothing of it in the token or the mail", async () => {
    const old = await makeCart();
    const { token, text, html } = await mailedToken(old);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    expect(token).not.toBe(old.id);
    for (let i = 0; i + 8 <= old.id.length; i += 8) expect(token.toLowerCase()).not.toContain(old.id.slice(i, i + 8));
    expect(text + html).not.toContain(old.id);
    expect(text).toContain(`Deze link werkt ${CART_RESTORE_TTL_S / 86400} dagen.`);
  });

  it("a valid token gives a visitor without a cart a new cart with the mailed lines and redirects to /cart/ with the notice flag", async () => {
    const old = await makeCart();
    const { token } = await mailedToken(old);
    const res = await browserGet(`/cart/restore/${token}`);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/cart/?${RESTORED_PARAM}=1`);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const fresh = cookieOf(res);
    expect(fresh).toMatch(/^[0-9a-f]{64}$/u);
    expect(fresh, "a new cart, never the mailed one").not.toBe(old.id);
    const lines = (c: Cart) => c.items.map((l) => [l.item_id, l.quantity]).sort();
    expect(lines(await cartOf(fresh!))).toEqual(lines(await cartOf(old.id)));
    expect(res.headers.get("Set-Cookie")).toMatch(/HttpOnly/iu);
  });

  it("a visitor with a cart of their own gets the mailed lines in that cart (no other cart cookie)", async () => {
    const old = await makeCart();
    const { token } = await mailedToken(old);
    const mine = await makeCart();
    const before = (await cartOf(mine.id)).items.map((l) => [l.item_id, l.quantity]);
    const res = await browserGet(`/cart/restore/${token}`, { cookie: `${CART_COOKIE}=${mine.id}` });
    expect(res.status).toBe(303);
    expect([undefined, mine.id]).toContain(cookieOf(res));
    // makeCart uses the same two variants: the mailed quantities are added to the visitor's own lines.
    const after = (await cartOf(mine.id)).items.map((l) => [l.item_id, l.quantity]);
    expect(after).toEqual(before.map(([id, q]) => [id, (q as number) * 2]));
  });

  it("is not redirected to a trailing slash, and restoring twice without a cart gives the same lines again", async () => {
    const old = await makeCart();
    const { token } = await mailedToken(old);
    const first = await browserGet(`/cart/restore/${token}`);
    const second = await browserGet(`/cart/restore/${token}`);
    expect([first.status, second.status]).toEqual([303, 303]);
    const a = await cartOf(cookieOf(first)!);
    const b = await cartOf(cookieOf(second)!);
    expect(b.items.map((l) => [l.item_id, l.quantity])).toEqual(a.items.map((l) => [l.item_id, l.quantity]));
  });

  it("a line no longer available is left out: the page lists it and links to the cart with the rest", async () => {
    const old = await makeCart();
    const { token } = await mailedToken(old);
    const [gone, kept] = old.variants as [number, number];
    const stock = await env.DB.prepare("SELECT stock FROM variants WHERE id = ?1").bind(gone).first<{ stock: number }>();
    await env.DB.prepare("UPDATE variants SET stock = 0 WHERE id = ?1").bind(gone).run();
    try {
      const res = await browserGet(`/cart/restore/${token}`);
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
    const { token } = await mailedToken(old);
    // The mail went out CART_RESTORE_TTL_S ago (and a second more).
    await env.DB.prepare("UPDATE cart_restore_links SET expires_at = ?2 WHERE token_hash = ?1").bind(await restoreTokenHash(token), nowS() - 1).run();
    await friendlyPage(await browserGet(`/cart/restore/${token}`));
  });

  it("a forged token (the cart id, a changed character, one never issued) gets the friendly page, never someone's cart", async () => {
    const victim = await makeCart();
    const { token } = await mailedToken(victim);
    await friendlyPage(await browserGet(`/cart/restore/${victim.id}`));
    await friendlyPage(await browserGet(`/cart/restore/${token.slice(0, -1)}${token.endsWith("Q") ? "R" : "Q"}`));
    await friendlyPage(await browserGet(`/cart/restore/${"Q".repeat(43)}`));
  });

  it("garbage and a missing token get the friendly page", async () => {
    await friendlyPage(await browserGet("/cart/restore/kapot"));
    await friendlyPage(await browserGet(`/cart/restore/${"x".repeat(600)}`));
    await friendlyPage(await browserGet("/cart/restore/"));
  });

  it("the Cron deletes expired links", async () => {
    const lines = [{ variant_id: (await availableVariants(1))[0]!, custom: "", quantity: 1 }];
    const old = await createRestoreLink(env.DB, lines, nowS() - CART_RESTORE_TTL_S - 1);
    const live = await createRestoreLink(env.DB, lines, nowS());
    const { purgeExpired } = await import("../../../worker/scheduled");
    await purgeExpired(env as unknown as Env, nowS());
    await friendlyPage(await browserGet(`/cart/restore/${old}`));
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_restore_links WHERE expires_at <= ?1").bind(nowS()).first<number>("n"))).toBe(0);
    expect((await browserGet(`/cart/restore/${live}`)).status).toBe(303);
  });
});
