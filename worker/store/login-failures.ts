/**
 * Brute-force limit of the login (table login_failures, migrations 0007 and 0019), per key:
 * 'ip:<sha256 of the client address>' and 'account:<e-mail>' (docs/decisions/014).
 *
 * The lock is decided atomically, before the password is checked: `reserveAttempt` is one D1 batch (one
 * transaction, nothing interleaves) that counts the attempt against every key only when none of them is
 * locked, and sets the lock in the same statement when the count reaches the key's threshold. So a
 * parallel burst of wrong passwords gets at most `threshold` password checks per key; the rest is refused.
 * The count is of attempts let through in a streak; a successful login gives its attempt back
 * (`attemptSucceeded`: the account's streak is cleared, the IP's count goes down by one), so in effect
 * failures are counted, as before, without a check-then-act window.
 *
 * Once a key has `threshold` counted attempts in a streak it is locked for 1 minute, and each further
 * attempt after a lock ends doubles the lock (1, 2, 4 ... up to 60 minutes). A streak ends when a key has
 * had no attempt for WINDOW_S after its window start and its last lock. Refused attempts are not counted.
 */

export const LOGIN_FAILURE_WINDOW_S = 15 * 60;
export const LOGIN_LOCK_BASE_S = 60;
export const LOGIN_LOCK_MAX_S = 60 * 60;
/** The doubling stops growing after this many steps (the maximum is reached long before). */
const LOCK_MAX_DOUBLINGS = 12;

export interface FailurePolicy {
  /** Attempts in a streak before the lock. */
  threshold: number;
  /** After a successful login: "clear" ends the key's streak (the account), "release" gives the one attempt back (the IP). */
  onSuccess: "clear" | "release";
}

/** Per account: 5 in 15 minutes. Per IP more (many shoppers share one address behind a NAT). */
export const ACCOUNT_POLICY: FailurePolicy = { threshold: 5, onSuccess: "clear" };
export const IP_POLICY: FailurePolicy = { threshold: 20, onSuccess: "release" };

export interface FailureKey {
  key: string;
  policy: FailurePolicy;
}

/** The lock after `attempts` counted attempts (0 while under the threshold); the SQL of reserveAttempt computes the same. */
export function lockSeconds(attempts: number, policy: Pick<FailurePolicy, "threshold">): number {
  if (attempts < policy.threshold) return 0;
  return Math.min(LOGIN_LOCK_MAX_S, LOGIN_LOCK_BASE_S * 2 ** Math.min(attempts - policy.threshold, LOCK_MAX_DOUBLINGS));
}

/** Seconds until the first locked key of the list may try again; 0 when none is locked (a read, for display and tests). */
export async function lockedFor(db: D1Database, keys: string[], nowS: number): Promise<number> {
  if (keys.length === 0) return 0;
  const placeholders = keys.map((_, i) => `?${i + 2}`).join(", ");
  const row = await db
    .prepare(`SELECT MAX(locked_until) AS until FROM login_failures WHERE locked_until > ?1 AND key IN (${placeholders})`)
    .bind(nowS, ...keys)
    .first<{ until: number | null }>();
  return row?.until ? row.until - nowS : 0;
}

export interface Reservation {
  /** True: the password may be checked; false: refused (429) and nothing was counted. */
  allowed: boolean;
  /** When refused: seconds until the longest lock among the keys ends. */
  retryAfterS: number;
  /** The id this attempt was counted under (attemptSucceeded gives it back). */
  attemptId: string;
  keys: FailureKey[];
}

/**
 * Counts one attempt against every key, or refuses it, in one transaction: the attempt is counted only
 * when no key is locked (a lock set by this very batch does not count), and a count that reaches a key's
 * threshold sets that key's lock at once. Call it before the password check.
 */
export async function reserveAttempt(db: D1Database, keys: FailureKey[], nowS: number, attemptId: string = crypto.randomUUID()): Promise<Reservation> {
  if (keys.length === 0) return { allowed: true, retryAfterS: 0, attemptId, keys };
  // ?1 key, ?2 now, ?3 threshold, ?4 attempt id, ?5 lock base, ?6 lock max, ?7 window, ?8 max doublings, ?9.. all keys.
  const all = keys.map((_, i) => `?${i + 9}`).join(", ");
  const ended = "?2 >= MAX(window_start, locked_until) + ?7";
  const next = `(CASE WHEN ${ended} THEN 1 ELSE failures + 1 END)`;
  const lock = (n: string) => `(CASE WHEN ${n} >= ?3 THEN ?2 + MIN(?6, ?5 << MIN(${n} - ?3, ?8)) ELSE 0 END)`;
  const sql = `INSERT INTO login_failures (key, failures, window_start, locked_until, attempt)
    SELECT ?1, 1, ?2, ${lock("1")}, ?4
    WHERE NOT EXISTS (SELECT 1 FROM login_failures WHERE key IN (${all}) AND locked_until > ?2 AND attempt IS NOT ?4)
    ON CONFLICT (key) DO UPDATE SET
      failures = ${next},
      window_start = CASE WHEN ${ended} THEN ?2 ELSE window_start END,
      locked_until = CASE WHEN ${next} >= ?3 THEN ${lock(next)} ELSE locked_until END,
      attempt = ?4`;
  const keyList = keys.map((k) => k.key);
  const statements = keys.map(({ key, policy }) =>
    db.prepare(sql).bind(key, nowS, policy.threshold, attemptId, LOGIN_LOCK_BASE_S, LOGIN_LOCK_MAX_S, LOGIN_FAILURE_WINDOW_S, LOCK_MAX_DOUBLINGS, ...keyList),
  );
  const placeholders = keyList.map((_, i) => `?${i + 3}`).join(", ");
  const read = db
    .prepare(`SELECT (attempt IS ?1) AS counted, locked_until FROM login_failures WHERE key IN (${placeholders}) AND (attempt IS ?1 OR locked_until > ?2)`)
    .bind(attemptId, nowS, ...keyList);
  const results = await db.batch<{ counted: number; locked_until: number }>([...statements, read]);
  const rows = results[results.length - 1]?.results ?? [];
  const allowed = rows.length > 0 && rows.every((r) => r.counted === 1);
  if (allowed) return { allowed, retryAfterS: 0, attemptId, keys };
  const until = Math.max(nowS + 1, ...rows.map((r) => r.locked_until));
  return { allowed: false, retryAfterS: until - nowS, attemptId, keys };
}

/**
 * The password was right: keys with onSuccess "clear" end their streak (lock included); keys with
 * "release" get this attempt back, and the lock it set (if no later attempt was counted) is lifted.
 */
export async function attemptSucceeded(db: D1Database, reservation: Reservation): Promise<void> {
  if (!reservation.allowed || reservation.keys.length === 0) return;
  await db.batch(
    reservation.keys.map(({ key, policy }) =>
      policy.onSuccess === "clear"
        ? db.prepare("DELETE FROM login_failures WHERE key = ?1").bind(key)
        : db
            .prepare(
              `UPDATE login_failures SET failures = MAX(failures - 1, 0), locked_until = CASE WHEN attempt IS ?2 THEN 0 ELSE locked_until END
               WHERE key = ?1`,
            )
            .bind(key, reservation.attemptId),
    ),
  );
}

/** Ends a key's streak and lock (a successful login of the account, a password reset through the mailed link). */
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
