import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ACCOUNT_POLICY,
  clearFailures,
  IP_POLICY,
  lockedFor,
  lockSeconds,
  LOGIN_FAILURE_WINDOW_S,
  recordFailure,
} from "../../../worker/store/login-failures";

const ACCOUNT = { key: "account:klant@droomnest.test", policy: ACCOUNT_POLICY };
const T0 = 1_800_000_000;

async function fail(times: number, nowS: number): Promise<number> {
  let lock = 0;
  for (let i = 0; i < times; i++) lock = await recordFailure(env.DB, [ACCOUNT], nowS);
  return lock;
}

describe("login failures (injected clock)", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM login_failures").run();
  });

  it("the lock doubles with each failure past the threshold, up to 60 minutes", () => {
    expect([1, 4, 5, 6, 7, 8, 10, 11, 12, 30].map((n) => lockSeconds(n, ACCOUNT_POLICY))).toEqual([
      0, 0, 60, 120, 240, 480, 1920, 3600, 3600, 3600,
    ]);
    expect(lockSeconds(19, IP_POLICY)).toBe(0);
    expect(lockSeconds(20, IP_POLICY)).toBe(60);
  });

  it("four failures: no lock; the fifth within 15 minutes locks for a minute", async () => {
    expect(await fail(4, T0)).toBe(0);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + 60)).toBe(0);
    expect(await recordFailure(env.DB, [ACCOUNT], T0 + 600)).toBe(60);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + 600)).toBe(60);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + 630)).toBe(30);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0 + 660)).toBe(0);
  });

  it("each failure after a lock ends doubles the next lock (growing delay)", async () => {
    let now = T0;
    expect(await fail(5, now)).toBe(60);
    const locks: number[] = [];
    for (let i = 0; i < 4; i++) {
      now += (await lockedFor(env.DB, [ACCOUNT.key], now)) + 1;
      locks.push(await recordFailure(env.DB, [ACCOUNT], now));
    }
    expect(locks).toEqual([120, 240, 480, 960]);
  });

  it("failures spread over more than 15 minutes do not lock", async () => {
    expect(await fail(4, T0)).toBe(0);
    expect(await recordFailure(env.DB, [ACCOUNT], T0 + LOGIN_FAILURE_WINDOW_S)).toBe(0);
    const row = await env.DB.prepare("SELECT failures FROM login_failures WHERE key = ?1").bind(ACCOUNT.key).first<{ failures: number }>();
    expect(row?.failures).toBe(1);
  });

  it("a streak ends 15 minutes after its last lock", async () => {
    await fail(5, T0);
    expect(await recordFailure(env.DB, [ACCOUNT], T0 + 60 + LOGIN_FAILURE_WINDOW_S)).toBe(0);
  });

  it("clearing a key (a successful login) ends its lock; other keys keep theirs", async () => {
    const ip = { key: "ip:abc", policy: { threshold: 5 } };
    for (let i = 0; i < 5; i++) await recordFailure(env.DB, [ACCOUNT, ip], T0);
    await clearFailures(env.DB, ACCOUNT.key);
    expect(await lockedFor(env.DB, [ACCOUNT.key], T0)).toBe(0);
    expect(await lockedFor(env.DB, [ACCOUNT.key, ip.key], T0)).toBe(60);
  });
});
