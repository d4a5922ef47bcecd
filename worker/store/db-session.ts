/**
 * D1 read replication through the Sessions API (ADR 022).
 *
 * Every request gets one D1 session, handed to all handlers as env.DB (worker/index.ts):
 * - a request that writes (not GET/HEAD/OPTIONS) starts on the primary ("first-primary");
 * - a read starts where the shopper's last write left off (the bookmark from the X-D1-Bookmark header or
 *   the __Host- cookie), else anywhere ("first-unconstrained": the nearest replica);
 * - after a successful write the response carries the session's bookmark (header and cookie), so the
 *   shopper's next requests read at least what they wrote, from whichever replica.
 * Without replication turned on (and locally) every query goes to the primary and all this is harmless.
 */
import { readCookie } from "../../app/lib/cookies";

export const D1_BOOKMARK_COOKIE = "__Host-droomnest_d1";
export const D1_BOOKMARK_HEADER = "X-D1-Bookmark";
/** Replicas catch up within seconds: a bookmark older than this is no longer needed. */
export const D1_BOOKMARK_MAX_AGE_S = 300;

/** D1 bookmarks are dash-separated hex fields (e.g. 00000000-0000000d-00000000-000…); anything else is ignored. */
const BOOKMARK = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/iu;

export function isWrite(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/** The bookmark the request carries (header first, then cookie), when well-formed. */
export function requestBookmark(request: Request): string | null {
  const value = request.headers.get(D1_BOOKMARK_HEADER) ?? readCookie(request.headers.get("Cookie"), D1_BOOKMARK_COOKIE);
  return value && BOOKMARK.test(value) ? value : null;
}

/** Where the request's session starts: the shopper's bookmark, else the primary for writes, else anywhere. */
export function sessionStart(request: Request): string {
  const bookmark = requestBookmark(request);
  if (bookmark) return bookmark;
  return isWrite(request.method) ? "first-primary" : "first-unconstrained";
}

export interface DbSession {
  /** The session as a D1Database: prepare and batch go through the session. */
  db: D1Database;
  /** The latest bookmark of the session (null before its first query). */
  bookmark: () => string | null;
}

/**
 * Opens the request's session. A binding without withSession (an older runtime or a test double) is used
 * as it is: every query then goes to the primary, as before read replication.
 */
export function openDbSession(db: D1Database, request: Request): DbSession {
  if (typeof db.withSession !== "function") return { db, bookmark: () => null };
  const session = db.withSession(sessionStart(request));
  const wrapped: D1Database = {
    prepare: (query) => session.prepare(query),
    batch: (statements) => session.batch(statements),
    // exec and dump have no session form: they go to the primary (nothing in the shop uses them per request).
    exec: (query) => db.exec(query),
    dump: () => db.dump(),
    withSession: (constraint) => db.withSession(constraint),
  } as D1Database;
  return { db: wrapped, bookmark: () => session.getBookmark() };
}

/** After a successful write: the bookmark as a header (API clients) and a cookie (browsers). */
export function withBookmark(request: Request, res: Response, bookmark: string | null): Response {
  if (!bookmark || !isWrite(request.method) || res.status >= 400 || res.status === 101) return res;
  const out = new Response(res.body, res);
  out.headers.set(D1_BOOKMARK_HEADER, bookmark);
  out.headers.append("Set-Cookie", `${D1_BOOKMARK_COOKIE}=${bookmark}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=${D1_BOOKMARK_MAX_AGE_S}`);
  return out;
}

/** Runs a request with env.DB as the request's D1 session and hands the bookmark back after a write. */
export async function withDbSession<E extends { DB: D1Database }>(request: Request, env: E, run: (env: E) => Response | Promise<Response>): Promise<Response> {
  const session = openDbSession(env.DB, request);
  const res = await run({ ...env, DB: session.db });
  return withBookmark(request, res, session.bookmark());
}
