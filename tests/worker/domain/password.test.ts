import { describe, expect, it } from "vitest";
import { constantTimeEqual, hashPassword, PASSWORD_ITERATIONS, verifyPassword } from "../../../worker/domain/password";

describe("password hashing", () => {
  it("stores a versioned PBKDF2-SHA256 string with 100 000 iterations and a 16-byte salt", async () => {
    const stored = await hashPassword("Slaap!Lekker8");
    const [algorithm, iterations, salt, hash] = stored.split("$");
    expect(algorithm).toBe("pbkdf2-sha256");
    expect(Number(iterations)).toBe(100_000);
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(atob(salt!)).toHaveLength(16);
    expect(atob(hash!)).toHaveLength(32);
  });

  it("salts every hash: the same password gives different strings", async () => {
    expect(await hashPassword("Slaap!Lekker8")).not.toBe(await hashPassword("Slaap!Lekker8"));
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("Slaap!Lekker8");
    expect(await verifyPassword("Slaap!Lekker8", stored)).toEqual({ ok: true, needsRehash: false });
    expect(await verifyPassword("slaap!Lekker8", stored)).toEqual({ ok: false, needsRehash: false });
    expect(await verifyPassword("", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("a hash with older parameters (10 000 iterations) still verifies and asks for a re-hash", async () => {
    const old = await hashPassword("Slaap!Lekker8", { iterations: 10_000 });
    expect(old.split("$")[1]).toBe("10000");
    expect(await verifyPassword("Slaap!Lekker8", old)).toEqual({ ok: true, needsRehash: true });
    // A wrong password never reports a re-hash (nothing is written for a failed login).
    expect(await verifyPassword("Verkeerd!1", old)).toEqual({ ok: false, needsRehash: false });
  });

  it.each([
    [null],
    [""],
    ["plain-text-password"],
    ["sha1$1$abc$def"],
    ["pbkdf2-sha256$abc$AAAA$AAAA"],
    // Above the Workers limit: refused instead of derived (production would fail on it).
    ["pbkdf2-sha256$200000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="],
    ["pbkdf2-sha256$1000$!!!$???"],
  ])("an unreadable stored value %j never matches", async (stored) => {
    expect(await verifyPassword("Slaap!Lekker8", stored)).toEqual({ ok: false, needsRehash: false });
  });

  it("compares byte strings fully (length and content)", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([0]))).toBe(false);
  });
});
