/**
 * VAT-number check (ADR 017; spec section 5: a technical failure counts as valid). Two implementations,
 * chosen by configuration (docs/decisions/017-checkout-and-vat.md):
 * - Embedded default: format and checksum of NL and BE numbers (worker/domain/vat-number.ts). Offline; it
 *   cannot tell whether the number is registered, only whether it can be one.
 * - EU VIES REST API (VAT_PROVIDER=vies): asks the member state's register. No key needed; VAT_API_KEY (a
 *   secret) is sent as a Bearer token when set, for a paid VIES proxy at VAT_API_URL. A number that fails
 *   the checksum is refused without asking. A slow (> VAT_TIMEOUT_MS), failing, unreadable or malformed answer (logged) is
 *   {valid: true, checked: false}. Register answers are cached in KV for a day (key by number).
 */
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { validVatChecksum } from "../domain/vat-number";
import { z } from "../../app/lib/schemas/zod";
import { parseProviderAnswer, ProviderFailure, providerFetch, providerJson, withFallback } from "./provider-fetch";

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

/**
 * VIES's check-vat-number answer: `{ countryCode, vatNumber, requestDate, valid, name, address, ... }`; when a
 * member state's register cannot answer, `{ actionSucceed: false, errorWrappers: [{ error: "MS_UNAVAILABLE", message }] }`
 * (or a `userError` other than VALID/INVALID). Only the verdict is read; names and addresses are not kept.
 */
const ViesVerdictAnswer = z.object({
  countryCode: z.string().optional(),
  vatNumber: z.string().optional(),
  requestDate: z.string().optional(),
  valid: z.boolean(),
  userError: z.string().optional(),
});
const ViesErrorAnswer = z.object({
  actionSucceed: z.boolean().optional(),
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().optional() })).min(1),
});

/** The verdict of a VIES answer; an error answer or one of another shape throws ProviderFailure (logged by the caller). */
export function viesVerdict(body: unknown): VatCheck {
  const error = ViesErrorAnswer.safeParse(body);
  if (error.success) throw new ProviderFailure("status", `vies error ${error.data.errorWrappers.map((e) => e.error).join(",")}`);
  const answer = parseProviderAnswer(ViesVerdictAnswer, body);
  if (answer.userError && answer.userError !== "VALID" && answer.userError !== "INVALID") throw new ProviderFailure("status", `vies userError ${answer.userError}`);
  return { valid: answer.valid, checked: true };
}

/** The verdict, or null when VIES gave none (an error answer or a malformed one). */
export function parseViesAnswer(body: unknown): VatCheck | null {
  try {
    return viesVerdict(body);
  } catch {
    return null;
  }
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
      const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
      return withFallback(
        async () => {
          const res = await providerFetch(
            options.url || VIES_URL,
            { method: "POST", headers, body: JSON.stringify({ countryCode: prefixed.slice(0, 2), vatNumber: prefixed.slice(2) }) },
            { fetch: doFetch, timeoutMs },
          );
          const answer = viesVerdict(await providerJson(res, z.unknown()));
          await kv.put(key, JSON.stringify(answer), { expirationTtl: VAT_CACHE_TTL_S }).catch((err: unknown) => log.warn("VAT cache write failed", { error: String(err) }));
          return answer;
        },
        UNCHECKED,
        log,
        "VAT check failed; the number counts as valid",
        { provider: "vies" },
      );
    },
  };
}

/** VIES when VAT_PROVIDER is "vies", else the embedded checksum check. */
export function vatAdapter(env: Env, options: VatOptions = {}): VatAdapter {
  if (env.VAT_PROVIDER === "vies") return viesVat(env.CACHE, { ...options, url: env.VAT_API_URL, apiKey: env.VAT_API_KEY });
  return embeddedVat();
}
