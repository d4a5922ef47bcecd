import { describe, expect, it } from "vitest";
import { isRestoreToken, newRestoreToken, restoreTokenHash } from "../../../worker/domain/cart/restore-token";

describe("restore token", () => {
  it("is 43 url-safe characters of randomness, a new one each time", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newRestoreToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/u);
      expect(encodeURIComponent(t)).toBe(t);
      expect(isRestoreToken(t)).toBe(true);
    }
  });

  it("is stored as its SHA-256 (64 hex), never as itself", async () => {
    const token = newRestoreToken();
    const hash = await restoreTokenHash(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/u);
    expect(hash).not.toContain(token);
    expect(await restoreTokenHash(token)).toBe(hash);
    expect(await restoreTokenHash(newRestoreToken())).not.toBe(hash);
  });

  it.each(["", "kort", "a".repeat(42), "a".repeat(44), "a".repeat(64), `${"A".repeat(42)}!`, `${"A".repeat(21)}.${"A".repeat(21)}`])(
    "answers no hash for a string that cannot be a token %#",
    async (token) => {
      expect(isRestoreToken(token)).toBe(false);
      expect(await restoreTokenHash(token)).toBeNull();
    },
  );
});
