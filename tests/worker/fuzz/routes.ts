/**
 * The shop's routes as the code declares them, for the hostile-input tests: the Hono routes of the Worker
 * (its own and the embedded /v1 app's) and the React Router page routes of the server build (with whether
 * the route has an action). Enumerated, not listed, so a new route is fuzzed by itself.
 */
import * as build from "virtual:react-router/server-build";
import { createEmbeddedApi } from "../../../worker/api";
import { app } from "../../../worker/index";

export interface ApiRoute {
  method: string;
  /** Hono pattern, e.g. /v1/catalog/product/:id/review. */
  pattern: string;
}

export interface PageRoute {
  /** React Router pattern without the leading slash, e.g. "service/:page" ("" for the home page). */
  pattern: string;
  hasAction: boolean;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Every concrete (method, pattern) of the Worker's Hono apps; middleware-only entries and catch-alls left out. */
export function apiRoutes(): ApiRoute[] {
  const seen = new Set<string>();
  const out: ApiRoute[] = [];
  for (const r of [...app.routes, ...createEmbeddedApi().routes]) {
    if (r.path === "*" || r.path === "/*" || r.path.endsWith("/*")) continue;
    const methods = r.method === "ALL" ? METHODS : [r.method];
    for (const method of methods) {
      const key = `${method} ${r.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, pattern: r.path });
    }
  }
  return out;
}

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { action?: unknown } };

/** Every page route of the server build, with its full pattern. */
export function pageRoutes(): PageRoute[] {
  const routes = build.routes as unknown as Record<string, BuildRoute>;
  const full = (r: BuildRoute): string => {
    const parent = r.parentId ? routes[r.parentId] : undefined;
    const own = r.path ?? "";
    const base = parent ? full(parent) : "";
    return [base, own].filter(Boolean).join("/");
  };
  const out: PageRoute[] = [];
  for (const r of Object.values(routes)) {
    if (r.id === "root" || (!r.path && !r.index)) continue;
    out.push({ pattern: full(r), hasAction: typeof r.module.action === "function" });
  }
  return out;
}

/** A path of a pattern with every parameter replaced by `fill(name)` (optional ones sometimes left out). */
export function fillPattern(pattern: string, fill: (name: string) => string, dropOptional = false): string {
  const path = pattern
    .split("/")
    .map((segment) => {
      if (segment === "*") return fill("*");
      // ":name", ":name?", ":name{regex}" (Hono), ":slug.html" (React Router: a parameter with a suffix).
      const m = /^:([A-Za-z_]+)(?:\{[^}]*\})?(\?)?(.*)$/u.exec(segment);
      if (!m) return segment;
      if (m[2] && dropOptional) return "";
      return `${fill(m[1]!)}${m[3] ?? ""}`;
    })
    .filter((s, i) => i === 0 || s !== "")
    .join("/");
  return path.startsWith("/") ? path : `/${path}`;
}

/** The D1 tables (sqlite_master, D1's own and SQLite's internal ones left out). */
export async function tableNames(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name")
    .all<{ name: string }>();
  return results.map((r) => r.name);
}

/** Tables with at most this many rows when the fingerprint is made get their content compared, not only counted. */
const CONTENT_ROWS = 300;

/**
 * One query that answers a fingerprint of every table: its row count and largest rowid, and for the tables
 * that are small when the query is made (what shoppers write: carts, customers, orders, tokens, messages...)
 * also the sum of the lengths of every column's quoted value - so a refused request that adds, deletes or
 * rewrites a row shows up in one round trip. The large seeded catalogue tables are counted only (cheap).
 */
export async function fingerprintQuery(db: D1Database): Promise<(db: D1Database) => Promise<Record<string, string>>> {
  const tables = await tableNames(db);
  const parts: string[] = [];
  for (const table of tables) {
    const { results } = await db.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>();
    const rows = (await db.prepare(`SELECT count(*) AS n FROM "${table}"`).first<{ n: number }>())!.n;
    const rowid = await db
      .prepare(`SELECT max(rowid) FROM "${table}"`)
      .first()
      .then(() => "max(rowid)")
      .catch(() => "0");
    const content = rows <= CONTENT_ROWS && results.length ? results.map((c) => `length(quote("${c.name}"))`).join(" + ") : "0";
    parts.push(`(SELECT count(*) || ':' || ifnull(${rowid}, 0) || ':' || ifnull(sum(${content}), 0) FROM "${table}") AS "${table}"`);
  }
  const sql = `SELECT ${parts.join(", ")}`;
  return async (d) => (await d.prepare(sql).first<Record<string, string>>())!;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((t) => before[t] !== after[t]);
}

/** zod's own English texts, and the words they are made of: none may reach a shopper. */
export const ENGLISH = /\b(?:invalid|expected|received|too small|too big|required|unrecognized|malformed|must (?:be|have|contain)|should|string|number|boolean|object|array|not found|error)\b/iu;

/**
 * Write counters for every D1 table (sqlite_master: each real table, FTS virtual tables and their shadow
 * tables left out - their content tables are counted): a trigger per table and statement kind counts each
 * inserted, updated and deleted row in `_fuzz_writes`. One small query after a request then names every
 * table the request changed, whatever the row (the large catalogue tables included), content updates too.
 * Returns the function that answers the tables written since its previous call.
 */
export async function installWriteCounters(db: D1Database): Promise<() => Promise<string[]>> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name <> '_fuzz_writes'")
    .all<{ name: string; sql: string }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/iu.test(t.sql)).map((t) => t.name);
  const tables = results.filter((t) => !virtual.includes(t.name) && !virtual.some((v) => t.name.startsWith(`${v}_`))).map((t) => t.name);
  const statements = [db.prepare("CREATE TABLE IF NOT EXISTS _fuzz_writes (name TEXT PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)")];
  for (const table of tables) {
    statements.push(db.prepare("INSERT OR IGNORE INTO _fuzz_writes (name) VALUES (?1)").bind(table));
    for (const kind of ["INSERT", "UPDATE", "DELETE"]) {
      const trigger = `_fuzz_${kind.toLowerCase()}_${table}`;
      statements.push(
        db.prepare(`CREATE TRIGGER IF NOT EXISTS "${trigger}" AFTER ${kind} ON "${table}" BEGIN UPDATE _fuzz_writes SET n = n + 1 WHERE name = '${table}'; END`),
      );
    }
  }
  await db.batch(statements);
  return async () => {
    const { results: written } = await db.prepare("UPDATE _fuzz_writes SET n = 0 WHERE n > 0 RETURNING name").all<{ name: string }>();
    return written.map((w) => w.name).sort();
  };
}
