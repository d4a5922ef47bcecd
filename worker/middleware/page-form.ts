import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { isJsonApiPath, isWebhookPath } from "../http/api-paths";
import { drainUnread } from "../http/body";
import { FORBIDDEN_KEYS } from "./json-body";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);
/** A form body that cannot be read or parsed. */
const UNREADABLE_FORM_MESSAGE = "Dit formulier kon niet worden gelezen.";

export interface PageFormOptions {
  /** Largest form body a page action accepts (bytes). */
  maxBytes?: number;
  /**
   * Pages whose form takes a file (the catalogue import, docs/decisions/040; a product image,
   * docs/decisions/041), each with its own largest body (bytes).
   */
  uploads?: readonly { test: (pathname: string) => boolean; maxBytes: number }[];
}

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * Page actions (React Router route actions) only take forms: a write to a page route whose body is not a
 * form (JSON, text, none at all), is too large, does not parse as a form or has a field named like a
 * prototype key (`__proto__`, `constructor`, `prototype`) is answered here with a 4xx,
 * once for every route, before any action reads it. /v1 has its own rules (JSON only, body limit).
 */
export function pageForm(options: PageFormOptions = {}): MiddlewareHandler<AppEnv> {
  const smallBytes = options.maxBytes ?? 64 * 1024;
  return async function pageFormMiddleware(c, next) {
    const pathname = new URL(c.req.url).pathname;
    if (SAFE.has(c.req.method) || isJsonApiPath(pathname) || isWebhookPath(pathname)) return next();
    const maxBytes = options.uploads?.find((u) => u.test(pathname))?.maxBytes ?? smallBytes;
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (!FORM_TYPES.has(type)) {
      await drainUnread(c.req.raw);
      return plain(415, "Dit formulier kon niet worden verwerkt: stuur het als formulier.");
    }
    const declared = Number(c.req.header("Content-Length") ?? "0");
    if (declared > maxBytes) {
      await drainUnread(c.req.raw);
      return plain(413, "Dit formulier is te groot.");
    }
    // Parse a copy once: a broken body is refused here instead of failing inside an action. The length is
    // checked on the bytes read too (a body may come without Content-Length).
    const copy = c.req.raw.clone();
    const bytes = await copy.arrayBuffer().catch(() => null);
    if (bytes === null) return plain(400, UNREADABLE_FORM_MESSAGE);
    if (bytes.byteLength > maxBytes) return plain(413, "Dit formulier is te groot.");
    const form = await new Request(c.req.url, { method: "POST", headers: { "Content-Type": c.req.header("Content-Type")! }, body: bytes })
      .formData()
      .catch(() => null);
    if (form === null) return plain(400, UNREADABLE_FORM_MESSAGE);
    // No form of the shop has these field names; an action turning the form into an object must never see them.
    for (const name of form.keys()) {
      if (FORBIDDEN_KEYS.has(name)) return plain(400, "Dit formulier bevat een veld dat niet is toegestaan.");
    }
    return next();
  };
}
