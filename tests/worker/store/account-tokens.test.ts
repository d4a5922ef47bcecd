import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeAccountToken, createAccountToken, revokeAccountTokens } from "../../../worker/store/account-tokens";
import { sha256Hex } from "../../../worker/store/sessions";

const T0 = 1_800_000_000;

async function customer(): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO customers (email, first_name, last_name) VALUES (?1, 'Sanne', 'de Vries') RETURNING id")
    .bind(`klant-${crypto.randomUUID()}@droomnest.test`)
    .first<{ id: number }>();
  return row!.id;
}

describe("account tokens", () => {
  it("stores only the SHA-256 of the token", async () => {
    const id = await customer();
    const token = await createAccountToken(env.DB, { kind: "password_reset", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/u);
    const row = await env.DB.prepare("SELECT id FROM account_tokens WHERE customer_id = ?1").bind(id).first<{ id: string }>();
    expect(row?.id).toBe(await sha256Hex(token));
    expect(row?.id).not.toContain(token);
  });

  it("works once", async () => {
    const id = await customer();
    const token = await createAccountToken(env.DB, { kind: "email_confirm", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    expect(await consumeAccountToken(env.DB, "email_confirm", token, T0 + 1)).toEqual({ customerId: id, email: "a@b.nl" });
    expect(await consumeAccountToken(env.DB, "email_confirm", token, T0 + 2)).toBeNull();
  });

  it("two uses at the same time: one wins", async () => {
    const id = await customer();
    const token = await createAccountToken(env.DB, { kind: "email_confirm", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    const results = await Promise.all([1, 2, 3].map(() => consumeAccountToken(env.DB, "email_confirm", token, T0 + 1)));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it("expires after its time to live", async () => {
    const id = await customer();
    const token = await createAccountToken(env.DB, { kind: "password_reset", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    expect(await consumeAccountToken(env.DB, "password_reset", token, T0 + 3600)).toBeNull();
    const fresh = await createAccountToken(env.DB, { kind: "password_reset", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    expect(await consumeAccountToken(env.DB, "password_reset", fresh, T0 + 3599)).not.toBeNull();
  });

  it("a token of one kind does not work as another, and malformed tokens are not looked up", async () => {
    const id = await customer();
    const token = await createAccountToken(env.DB, { kind: "email_confirm", customerId: id, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    expect(await consumeAccountToken(env.DB, "password_reset", token, T0 + 1)).toBeNull();
    expect(await consumeAccountToken(env.DB, "email_confirm", `${token}x`, T0 + 1)).toBeNull();
    expect(await consumeAccountToken(env.DB, "email_confirm", "' OR 1=1 --", T0 + 1)).toBeNull();
    expect(await consumeAccountToken(env.DB, "email_confirm", token, T0 + 1)).not.toBeNull();
  });

  it("revoking ends the unused tokens of a kind for that customer only", async () => {
    const a = await customer();
    const b = await customer();
    const ta = await createAccountToken(env.DB, { kind: "password_reset", customerId: a, email: "a@b.nl", nowS: T0, ttlS: 3600 });
    const tb = await createAccountToken(env.DB, { kind: "password_reset", customerId: b, email: "b@b.nl", nowS: T0, ttlS: 3600 });
    await revokeAccountTokens(env.DB, a, "password_reset", T0 + 1);
    expect(await consumeAccountToken(env.DB, "password_reset", ta, T0 + 2)).toBeNull();
    expect(await consumeAccountToken(env.DB, "password_reset", tb, T0 + 2)).not.toBeNull();
  });
});
