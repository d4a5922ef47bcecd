import type { MiddlewareHandler } from "hono";
import { API_BODY_LIMIT_BYTES } from "../../app/lib/constants";
import { CHAT_BODY_LIMIT_BYTES } from "../api/chat/limits";
import type { AppEnv } from "../env";
import { isJsonApiPath, isUploadApiPath } from "../http/api-paths";
import { drainUnread } from "../http/body";
import { errorResponse, MALFORMED_JSON_MESSAGE } from "../http/errors";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Keys no payload of the shop has, which code merging objects could take for the prototype chain. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** The deepest nesting of objects and arrays a payload may have (the chat's history is 4 levels deep). */
export const JSON_MAX_DEPTH = 8;

export const JSON_BODY_MESSAGES = {
  malformed: MALFORMED_JSON_MESSAGE,
  notObject: "De gegevens hebben niet de juiste vorm: stuur velden met hun waarden.",
  forbiddenKey: "De gegevens bevatten een veldnaam die niet is toegestaan.",
  tooDeep: `De gegevens zijn te diep genest (hooguit ${JSON_MAX_DEPTH} niveaus).`,
} as const;

/** Why a parsed JSON value is not a payload any route accepts, or null when it is a plain object within the rules. */
export function payloadProblem(value: unknown): keyof typeof JSON_BODY_MESSAGES | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return "notObject";
  // Iterative walk: a hostile nesting cannot exhaust the stack here.
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth > JSON_MAX_DEPTH) return "tooDeep";
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, depth: depth + 1 });
      continue;
    }
    for (const key of Object.keys(node)) {
      if (FORBIDDEN_KEYS.has(key)) return "forbiddenKey";
      stack.push({ node: (node as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return null;
}

/** The body's bytes up to `maxBytes`, or null when it is longer (the stream is then cancelled). */
async function readUpTo(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

/**
 * The one gate for JSON bodies (docs/decisions/013): every write with a body to a JSON route (/v1, /login,
 * /api/auth/*; spec section 7) must be a JSON object - not null, a string, a number, a boolean or an array,
 * without `__proto__` / `constructor` / `prototype` keys at any depth and at most JSON_MAX_DEPTH levels
 * deep - or it is refused here with a 400/422 and a Dutch message, before any handler, rate limit or store
 * sees it. The CSRF middleware has already refused other media types (415); bodies larger than any route
 * accepts are left to the routes' own body limits (413). What the fields must hold is each route's zod
 * schema (worker/http/validate.ts); page actions have their own gate (worker/middleware/page-form.ts).
 */
export function jsonBody(options: { maxBytes?: number } = {}): MiddlewareHandler<AppEnv> {
  const maxBytes = options.maxBytes ?? Math.max(API_BODY_LIMIT_BYTES, CHAT_BODY_LIMIT_BYTES);
  return async function jsonBodyMiddleware(c, next) {
    if (!WRITES.has(c.req.method) || c.req.raw.body === null) return next();
    const pathname = new URL(c.req.url).pathname;
    // An image upload is multipart (worker/api/beheer/product-images.ts checks it).
    if (!isJsonApiPath(pathname) || isUploadApiPath(pathname)) return next();
    const declared = Number(c.req.header("Content-Length") ?? "");
    if (declared > maxBytes) return next();
    const bytes = await readUpTo(c.req.raw.clone().body!, maxBytes).catch(() => null);
    // Too long (or the client went away): the route's body limit answers.
    if (bytes === null || bytes.byteLength === 0) return next();
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      await drainUnread(c.req.raw);
      return errorResponse(400, "bad_request", JSON_BODY_MESSAGES.malformed);
    }
    const problem = payloadProblem(value);
    if (!problem) return next();
    await drainUnread(c.req.raw);
    return errorResponse(422, problem === "notObject" ? "invalid_input" : "invalid_payload", JSON_BODY_MESSAGES[problem]);
  };
}
