/**
 * VAT-number check (ADR 017; spec section 5: a technical failure counts as valid). Two implementations,
 * chosen by configuration (docs/decisions/017-checkout-and-vat.md):
 * - Embedded default: format and checksum of NL and BE numbers (worker/domain/vat-number.ts). Offline; it
 *   cannot tell whether the number is registered, only whether it can be one.
 * - EU VIES REST API (VAT_PROVIDER=vies): asks the member state's register. No key needed; VAT_API_KEY (a
 *   secret) is sent as a Bearer token when set, for a paid VIES proxy at VAT_API_URL. A number that fails
 *   the checksum is refused without asking. A slow (> VAT_TIMEOUT_MS), failing or unreadable answer is
 *   {valid: true, checked: false}. Register answers are cached in KV for a day (key by number).
 */
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { validVatChecksum } from "../domain/vat-number";

export interface VatCheck {
  valid: boolean;
  /** False when the service could not answer (the spec counts that as valid). */
  checked: boolean;
}

export interface VatAdapter {
  readonly name: "embedded" | "vies";
  /** Checks a prefixed number (NL... or BE...). Never throws. */
  check(prefixed: string): Promise<VatCheck>;
}

export interface VatOptions {
  log?: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const VIES_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number";
export const VAT_TIMEOUT_MS = 3000;
export const VAT_CACHE_TTL_S = 86400;
const UNCHECKED: VatCheck = { valid: true, checked: false };

export const vatCacheKey = (prefixed: string) => `vat:v1:${prefixed}`;

export function embeddedVat(): VatAdapter {
  return { name: "embedded", check: async (prefixed) => ({ valid: validVatChecksum(prefixed), checked: true }) };
}

/** VIES answers `{ valid: boolean, ... }`; an error answer carries `errorWrappers` or `userError` (e.g. MS_UNAVAILABLE). */
export function parseViesAnswer(body: unknown): VatCheck | null {
  const b = body as { valid?: unknown; userError?: unknown; errorWrappers?: unknown } | null;
  if (!b || typeof b !== "object" || b.errorWrappers) return null;
  if (typeof b.userError === "string" && b.userError !== "VALID" && b.userError !== "INVALID") return null;
  return typeof b.valid === "boolean" ? { valid: b.valid, checked: true } : null;
}

export function viesVat(kv: KVNamespace, options: VatOptions & { url?: string; apiKey?: string } = {}): VatAdapter {
  const log = options.log ?? createLogger({ adapter: "vat" });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? VAT_TIMEOUT_MS;
  return {
    name: "vies",
    async check(prefixed) {
      if (!validVatChecksum(prefixed)) return { valid: false, checked: true };
      const key = vatCacheKey(prefixed);
      const cached = await kv.get<VatCheck>(key, "json").catch(() => null);
      if (cached) return cached;
      try {
        const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
        if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
        const res = await doFetch(options.url || VIES_URL, {
          method: "POST",
          headers,
          body: JSON.stringify({ countryCode: prefixed.slice(0, 2), vatNumber: prefixed.slice(2) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) {
          await res.body?.cancel();
          log.warn("VAT check refused; the number counts as valid", { provider: "vies", status: res.status });
          return UNCHECKED;
        }
        const answer = parseViesAnswer(await res.json());
        if (!answer) {
          log.warn("VAT check answered no verdict; the number counts as valid", { provider: "vies" });
          return UNCHECKED;
        }
        await kv.put(key, JSON.stringify(answer), { expirationTtl: VAT_CACHE_TTL_S }).catch((err: unknown) => log.warn("VAT cache write failed", { error: String(err) }));
        return answer;
      } catch (err) {
        log.warn("VAT check failed; the number counts as valid", { provider: "vies", error: String(err) });
        return UNCHECKED;
      }
    },
  };
}

/** VIES when VAT_PROVIDER is "vies", else the embedded checksum check. */
export function vatAdapter(env: Env, options: VatOptions = {}): VatAdapter {
  if (env.VAT_PROVIDER === "vies") return viesVat(env.CACHE, { ...options, url: env.VAT_API_URL, apiKey: env.VAT_API_KEY });
  return embeddedVat();
}
