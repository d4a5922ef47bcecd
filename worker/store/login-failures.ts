/**
 * Brute-force limit of the login (table login_failures, migration 0007). Failed logins are counted per
 * key: 'ip:<sha256 of the IP>' and 'account:<e-mail>'. Once a key has `threshold` failures in a streak,
 * it is locked for 1 minute, and each further failure after a lock ends doubles the lock (1, 2, 4 ...
 * up to 60 minutes). A streak ends when a key has had no failure for WINDOW_S after its window start
 * and its last lock. A successful login clears the account's key (not the IP's).
 */

export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
export const LOGIN_LOCK_BASE_S = 60;
export const LOGIN_LOCK_MAX_S = 60 * 60;

export interface FailurePolicy {
  /** Failures in a streak before the first lock. */
  threshold: number;
}

/** Per account: 5 failures in 15 minutes. Per IP more (many shoppers share one address behind a NAT). */
export const ACCOUNT_POLICY: FailurePolicy = { threshold: 5 };
export const IP_POLICY: FailurePolicy = { threshold: 20 };

export interface FailureKey {
  key: string;
  policy: FailurePolicy;
}

/** The lock after `failures` failures (0 while under the threshold). */
export function lockSeconds(failures: number, policy: FailurePolicy): number {
  if (failures < policy.threshold) return 0;
  return Math.min(LOGIN_LOCK_MAX_S, LOGIN_LOCK_BASE_S * 2 ** Math.min(failures - policy.threshold, 12));
}

/** Seconds until the first locked key of the list may try again; 0 when none is locked. */
export async function lockedFor(db: D1Database, keys: string[], nowS: number): Promise<number> {
  if (keys.length === 0) return 0;
  const placeholders = keys.map((_, i) => `?${i + 2}`).join(", ");
  const row = await db
    .prepare(`SELECT MAX(locked_until) AS until FROM login_failures WHERE locked_until > ?1 AND key IN (${placeholders})`)
    .bind(nowS, ...keys)
    .first<{ until: number | null }>();
  return row?.until ? row.until - nowS : 0;
}

/**
 * Counts one failure for each key (one statement per key, in one batch); a streak that ended starts
 * again at 1. Returns the longest lock (seconds from now) the keys are under afterwards.
 */
export async function recordFailure(db: D1Database, keys: FailureKey[], nowS: number): Promise<number> {
  if (keys.length === 0) return 0;
  const statements = keys.map(({ key }) =>
    db
      .prepare(
        `INSERT INTO login_failures (key, failures, window_start, locked_until) VALUES (?1, 1, ?2, 0)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN ?2 >= MAX(window_start, locked_until) + ?3 THEN 1 ELSE failures + 1 END,
           window_start = CASE WHEN ?2 >= MAX(window_start, locked_until) + ?3 THEN ?2 ELSE window_start END
         RETURNING failures`,
      )
      .bind(key, nowS, LOGIN_FAILURE_WINDOW_S),
  );
  const results = await db.batch<{ failures: number }>(statements);
  const locks = keys.map(({ key, policy }, i) => ({ key, lockS: lockSeconds(results[i]?.results[0]?.failures ?? 0, policy) }));
  const locked = locks.filter((l) => l.lockS > 0);
  if (locked.length > 0) {
    await db.batch(
      locked.map((l) => db.prepare("UPDATE login_failures SET locked_until = ?2 WHERE key = ?1").bind(l.key, nowS + l.lockS)),
    );
  }
  return Math.max(0, ...locks.map((l) => l.lockS));
}

/** A successful login: the account's streak is over. */
export async function clearFailures(db: D1Database, key: string): Promise<void> {
  await db.prepare("DELETE FROM login_failures WHERE key = ?1").bind(key).run();
}

/** Removes streaks that ended (no lock running, window long over): housekeeping of the cron. */
export async function purgeStaleLoginFailures(db: D1Database, nowS: number): Promise<void> {
  await db
    .prepare("DELETE FROM login_failures WHERE locked_until < ?1 AND window_start < ?2")
    .bind(nowS - LOGIN_FAILURE_WINDOW_S, nowS - LOGIN_FAILURE_WINDOW_S)
    .run();
}
