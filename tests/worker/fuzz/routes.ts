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
      const m = /^:([A-Za-z_]+)(\?)?(.*)$/u.exec(segment);
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

/**
 * One query that answers every table's row count and a fingerprint of its content (the sum of the lengths
 * of every column's quoted value, and of the rowids), so a refused request that adds, deletes or rewrites a
 * row shows up in one round trip.
 */
export async function fingerprintQuery(db: D1Database): Promise<(db: D1Database) => Promise<Record<string, string>>> {
  const tables = await tableNames(db);
  const parts: string[] = [];
  for (const table of tables) {
    const { results } = await db.prepare(`PRAGMA table_info("${table}")`).all<{ name: string }>();
    const cols = results.map((c) => `length(quote("${c.name}"))`).join(" + ");
    parts.push(`(SELECT count(*) || ':' || ifnull(sum(${cols || "0"}), 0) FROM "${table}") AS "${table}"`);
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
