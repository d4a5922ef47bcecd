import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_POLICY,
  attemptSucceeded,
  clearFailures,
  IP_POLICY,
  lockedFor,
  lockSeconds,
  LOGIN_FAILURE_WINDOW_S,
  reserveAttempt,
  type FailureKey,
} from "../../../worker/store/login-failures";

const ACCOUNT: FailureKey = { key: "account:klant@droomnest.test", policy: ACCOUNT_POLICY };
const T0 = 1_800_000_000;

/** `times` attempts that fail (each reserved, none given back); the last reservation. */
async function fail(times: number, nowS: number, keys: FailureKey[] = [ACCOUNT]) {
  let last = await reserveAttempt(env.DB, keys, nowS);
  for (let i = 1; i < times; i++) last = await reserveAttempt(env.DB, keys, nowS);
  return last;
}

describe("login attempts (injected clock)", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM login_failures").run();
  });

  it("the lock doubles with each attempt past the threshold, up to 60 minutes", () => {
    expect([1, 4, 5, 6, 7, 8, 10, 11, 12, 30].map((n) => lockSeconds(n, ACCOUNT_POLICY))).toEqual([
      0, 0, 60, 120, 240, 480, 1920, 3600, 3600, 3600,
    ]);
    expect(lockSeconds(19, IP_POLICY)).toBe(0);
    expect(lockSeconds(20, IP_POLICY)).toBe(60);
  });

  it("five attempts are let through; the fifth sets the 1-minute lock at once; the sixth is refused and not counted", async () => {
    for (let i = 0; i < 4; i++) expect((await reserveAttempt(env.DB, [ACCOUNT], T0)).allowed).toBe(true);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0)).toBe(0);
    expect((await reserveAttempt(env.DB, [ACCOUNT], T0 + 600)).allowed).toBe(true);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + 600)).toBe(60);
    const refused = await reserveAttempt(env.DB, [ACCOUNT], T0 + 630);
    expect(refused).toMatchObject({ allowed: false, retryAfterS: 30 });
    const row = await env.DB.prepare("SELECT failures FROM login_failures WHERE key = ?1").bind(ACCOUNT.key).first<{ failures: number }>();
    expect(row?.failures).toBe(5);
    expect((await reserveAttempt(env.DB, [ACCOUNT], T0 + 660)).allowed).toBe(true);
  });

  it("30 reservations at once: exactly 5 are let through (the lock is decided in the same transaction)", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => reserveAttempt(env.DB, [ACCOUNT], T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(ACCOUNT_POLICY.threshold);
    for (const r of results.filter((r) => !r.allowed)) expect(r.retryAfterS).toBe(60);
  });

  it("each attempt after a lock ends doubles the next lock (growing delay)", async () => {
    let now = T0;
    await fail(5, now);
    const locks: number[] = [];
    for (let i = 0; i < 4; i++) {
      now += (await lockedFor(env.DB, [ACCOUNT.key], now)) + 1;
      expect((await reserveAttempt(env.DB, [ACCOUNT], now)).allowed).toBe(true);
      locks.push(await lockedFor(env.DB, [ACCOUNT.key], now));
    }
    expect(locks).toEqual([120, 240, 480, 960]);
  });

  it("attempts spread over more than 15 minutes do not lock", async () => {
    await fail(4, T0);
    await reserveAttempt(env.DB, [ACCOUNT], T0 + LOGIN_FAILURE_WINDOW_S);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + LOGIN_FAILURE_WINDOW_S)).toBe(0);
    const row = await env.DB.prepare("SELECT failures FROM login_failures WHERE key = ?1").bind(ACCOUNT.key).first<{ failures: number }>();
    expect(row?.failures).toBe(1);
  });

  it("a streak ends 15 minutes after its last lock", async () => {
    await fail(5, T0);
    const later = T0 + 60 + LOGIN_FAILURE_WINDOW_S;
    expect((await reserveAttempt(env.DB, [ACCOUNT], later)).allowed).toBe(true);
    expect(await lockedFor(env.DB, [ACCOUNT.key], later)).toBe(0);
  });

  it("a locked key refuses the attempt for every key, and the other keys are not counted", async () => {
    const ip: FailureKey = { key: "ip:abc", policy: IP_POLICY };
    await fail(5, T0);
    const refused = await reserveAttempt(env.DB, [ip, ACCOUNT], T0 + 1);
    expect(refused.allowed).toBe(false);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM login_failures WHERE key = ?1").bind(ip.key).first<{ n: number }>()).toEqual({ n: 0 });
  });

  it("a success clears the account's streak and gives the IP its attempt back (and lifts the lock it set)", async () => {
    const ip: FailureKey = { key: "ip:abc", policy: { threshold: 5, onSuccess: "release" } };
    const account: FailureKey = { key: "account:ander@droomnest.test", policy: { threshold: 50, onSuccess: "clear" } };
    await fail(4, T0, [ip, account]);
    const fifth = await reserveAttempt(env.DB, [ip, account], T0);
    expect(await lockedFor(env.DB, [ip.key], T0)).toBe(60);
    await attemptSucceeded(env.DB, fifth);
    expect(await lockedFor(env.DB, [ip.key, account.key], T0)).toBe(0);
    const rows = await env.DB.prepare("SELECT key, failures FROM login_failures ORDER BY key").all<{ key: string; failures: number }>();
    expect(rows.results).toEqual([{ key: ip.key, failures: 4 }]);
  });

  it("clearing a key (a password reset) ends its lock; other keys keep theirs", async () => {
    const ip: FailureKey = { key: "ip:abc", policy: { threshold: 5, onSuccess: "release" } };
    await fail(5, T0, [ACCOUNT, ip]);
    await clearFailures(env.DB, ACCOUNT.key);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0)).toBe(0);
    expect(await lockedFor(env.DB, [ACCOUNT.key, ip.key], T0)).toBe(60);
  });
});
