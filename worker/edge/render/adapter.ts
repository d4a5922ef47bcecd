/**
 * Render adapter of the configurator preview (ADR 021; spec section 7, "Render image dump"). Two
 * implementations, chosen by configuration (docs/decisions/006):
 * - Embedded default: the Worker draws the configured boxspring itself (worker/domain/configurator/drawing.ts);
 *   every reference id has a drawing, offline.
 * - The render service (RENDER_PROVIDER=service, RENDER_HOST, secret RENDER_API_KEY): its dump
 *   `GET {RENDER_HOST}/{scenes|images}/dump` with the key in the `x-api-key` header lists
 *   { referenceId, renderUrl } pairs; the list is cached in KV (RENDER_CACHE_TTL_S) and a reference id is
 *   looked up in it. width=-1 in a render URL becomes width=1500. A missing id, an error or a slow answer
 *   (RENDER_TIMEOUT_MS) is "no render": the preview shows the fallback product image.
 */
import type { RenderKind } from "../../../app/lib/configurator/rules";
import { RENDER_WIDTH } from "../../../app/lib/configurator/constants";
import type { Env } from "../../env";
import { createLogger, type Logger } from "../../http/log";
import { z } from "../../../app/lib/schemas/zod";
import { ProviderFailure, providerFetch, providerJson, withFallback } from "../provider-fetch";

export const RENDER_TIMEOUT_MS = 3000;
export const RENDER_CACHE_TTL_S = 3600;
export const RENDER_KEY_HEADER = "x-api-key";

export type RenderHit = { kind: "drawn" } | { kind: "url"; url: string };

export interface RenderAdapter {
  readonly name: "embedded" | "service";
  /** The render of a reference id, or null when there is none (missing, failing, slow). */
  lookup(kind: RenderKind, referenceId: string): Promise<RenderHit | null>;
  /** Fetches a render URL's image (service only); null when it fails or is slow. */
  fetchImage?(url: string): Promise<Response | null>;
}

export interface RenderOptions {
  fetch?: typeof fetch;
  log?: Logger;
  timeoutMs?: number;
}

/** width=-1 -> width=1500 (spec section 9, render width). */
export function withRenderWidth(url: string): string {
  return url.replace(/([?&]width=)-1(?=&|#|$)/gu, `$1${RENDER_WIDTH}`);
}

/** The dump as a map of lowercased reference id -> render URL; entries that are not both strings are skipped. */
export function parseDump(body: unknown): Record<string, string> {
  const list = Array.isArray(body) ? body : Array.isArray((body as { data?: unknown } | null)?.data) ? (body as { data: unknown[] }).data : [];
  const map: Record<string, string> = {};
  for (const item of list) {
    const e = item as { referenceId?: unknown; renderUrl?: unknown };
    if (typeof e?.referenceId === "string" && typeof e.renderUrl === "string" && /^https:\/\//u.test(e.renderUrl)) {
      map[e.referenceId.toLowerCase()] = withRenderWidth(e.renderUrl);
    }
  }
  return map;
}

export const embeddedRender: RenderAdapter = {
  name: "embedded",
  lookup: async () => ({ kind: "drawn" }),
};

export function serviceRender(env: Pick<Env, "CACHE" | "RENDER_HOST" | "RENDER_API_KEY">, options: RenderOptions = {}): RenderAdapter {
  const log = options.log ?? createLogger({ adapter: "render" });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const host = (env.RENDER_HOST ?? "").replace(/\/+$/u, "");

  async function dump(kind: RenderKind): Promise<Record<string, string> | null> {
    const key = `render:dump:${kind}`;
    const cached = await env.CACHE.get<Record<string, string>>(key, "json").catch(() => null);
    if (cached) return cached;
    return withFallback(
      async () => {
        const res = await providerFetch(`${host}/${kind}/dump`, { headers: { Accept: "application/json", [RENDER_KEY_HEADER]: env.RENDER_API_KEY ?? "" } }, { fetch: doFetch, timeoutMs });
        const map = parseDump(await providerJson(res, z.unknown()));
        await env.CACHE.put(key, JSON.stringify(map), { expirationTtl: RENDER_CACHE_TTL_S }).catch((err: unknown) => log.warn("render dump not cached", { error: String(err) }));
        return map;
      },
      null,
      log,
      "render dump failed; the fallback image shows",
      { kind },
    );
  }

  return {
    name: "service",
    async lookup(kind, referenceId) {
      const url = (await dump(kind))?.[referenceId.toLowerCase()];
      if (!url) {
        log.info("no render for reference id; the fallback image shows", { kind, referenceId });
        return null;
      }
      return { kind: "url", url };
    },
    async fetchImage(url) {
      return withFallback(
        async () => {
          const res = await providerFetch(url, {}, { fetch: doFetch, timeoutMs });
          if ((res.headers.get("Content-Type") ?? "").startsWith("image/")) return res;
          await res.body?.cancel();
          throw new ProviderFailure("malformed", `not an image: ${res.headers.get("Content-Type") ?? "no type"}`);
        },
        null,
        log,
        "render image failed; the fallback image shows",
      );
    },
  };
}

/** The render service when RENDER_PROVIDER is "service" and RENDER_HOST and RENDER_API_KEY are set, else the drawing. */
export function renderAdapter(env: Env, options: RenderOptions = {}): RenderAdapter {
  if (env.RENDER_PROVIDER === "service" && env.RENDER_HOST && env.RENDER_API_KEY) return serviceRender(env, options);
  return embeddedRender;
}
