import { describe, expect, it } from "vitest";
import { CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { signRestoreToken, verifyRestoreToken } from "../../../worker/domain/cart/restore-token";

const SECRET = "test-secret-of-the-restore-links";
const CART = "a".repeat(32) + "0123456789abcdef".repeat(2);
const NOW = 1_800_000_000;

describe("restore token", () => {
  it("verifies a token it signed and names the cart", async () => {
    const token = await signRestoreToken(SECRET, CART, NOW);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/u);
    expect(encodeURIComponent(token)).toBe(token);
    expect(await verifyRestoreToken(SECRET, token, NOW + 60)).toEqual({ cartId: CART });
  });

  it("is valid up to 14 days after signing and not a second longer", async () => {
    const token = await signRestoreToken(SECRET, CART, NOW);
    expect(CART_RESTORE_TTL_S).toBe(14 * 86400);
    expect(await verifyRestoreToken(SECRET, token, NOW + CART_RESTORE_TTL_S - 1)).toEqual({ cartId: CART });
    expect(await verifyRestoreToken(SECRET, token, NOW + CART_RESTORE_TTL_S)).toBeNull();
    expect(await verifyRestoreToken(SECRET, token, NOW + 30 * 86400)).toBeNull();
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signRestoreToken("another-secret", CART, NOW);
    expect(await verifyRestoreToken(SECRET, token, NOW)).toBeNull();
  });

  it("refuses a token whose cart id or expiry was changed", async () => {
    const token = await signRestoreToken(SECRET, CART, NOW);
    const [, expires, signature] = token.split(".");
    const otherCart = "b".repeat(64);
    expect(await verifyRestoreToken(SECRET, `${otherCart}.${expires}.${signature}`, NOW)).toBeNull();
    expect(await verifyRestoreToken(SECRET, `${CART}.${Number(expires) + 86400}.${signature}`, NOW)).toBeNull();
  });

  it("refuses a token with a flipped signature character", async () => {
    const token = await signRestoreToken(SECRET, CART, NOW);
    const last = token.at(-2) === "A" ? "B" : "A";
    expect(await verifyRestoreToken(SECRET, `${token.slice(0, -2)}${last}${token.at(-1)}`, NOW)).toBeNull();
  });

  it.each([
    "",
    "not-a-token",
    "a.b.c",
    `${CART}.${NOW}`,
    `${CART}.${NOW}.sig.extra`,
    `${CART.toUpperCase()}.${NOW + 100}.${"A".repeat(43)}`,
    `${CART}.-1.${"A".repeat(43)}`,
    `${CART}.${NOW + 100}.${"!".repeat(43)}`,
  ])("answers null for a malformed token %#", async (token) => {
    expect(await verifyRestoreToken(SECRET, token, NOW)).toBeNull();
  });

  it("refuses to sign something that is not a cart id", async () => {
    await expect(signRestoreToken(SECRET, "../etc", NOW)).rejects.toThrow(/64 hex/u);
  });
});
