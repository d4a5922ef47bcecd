/**
 * Breached-password check (docs/decisions/014), chosen by configuration:
 * - Embedded default (PASSWORD_BREACH_CHECK empty or anything but "hibp"): off; no password is checked
 *   against breaches (the 10 000 most common ones are refused anyway, worker/domain/passwords/policy.ts).
 * - "hibp": the Pwned Passwords range API with k-anonymity. Only the first 5 hex characters of the
 *   password's SHA-1 leave the Worker; the API answers every suffix it knows with that prefix
 *   ("SUFFIX:COUNT" lines, padded with count-0 decoys by Add-Padding) and the comparison happens here.
 *   A slow (> BREACH_CHECK_TIMEOUT_MS), failing or unreadable answer never blocks the customer: the
 *   password then counts as not breached.
 */
import type { Env } from "../env";
import { createLogger, type Logger } from "../http/log";
import { providerFetch, withFallback } from "./provider-fetch";

export interface BreachCheck {
  readonly name: "off" | "hibp";
  /** True only when the service answered that the password appears in a breach. Never throws. */
  isBreached(password: string): Promise<boolean>;
}

export interface BreachCheckOptions {
  log?: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const HIBP_RANGE_URL = "https://api.pwnedpasswords.com/range/";
export const BREACH_CHECK_TIMEOUT_MS = 2000;

/** Upper-case hex SHA-1 of a password (the range API's format). */
export async function sha1Hex(password: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(password));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
}

/** True when a range answer lists `suffix` (35 hex characters) with a count above 0 (count-0 lines are padding). */
export function rangeHasSuffix(body: string, suffix: string): boolean {
  for (const line of body.split(/\r?\n/u)) {
    const [lineSuffix, count] = line.trim().split(":");
    if (lineSuffix?.toUpperCase() === suffix && Number(count) > 0) return true;
  }
  return false;
}

export function offBreachCheck(): BreachCheck {
  return { name: "off", isBreached: async () => false };
}

export function hibpBreachCheck(options: BreachCheckOptions = {}): BreachCheck {
  const log = options.log ?? createLogger({ adapter: "breach-check" });
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? BREACH_CHECK_TIMEOUT_MS;
  return {
    name: "hibp",
    async isBreached(password) {
      return withFallback(
        async () => {
          const hash = await sha1Hex(password);
          const res = await providerFetch(`${HIBP_RANGE_URL}${hash.slice(0, 5)}`, { headers: { "Add-Padding": "true", "User-Agent": "Droomnest-shop" } }, { fetch: doFetch, timeoutMs });
          return rangeHasSuffix(await res.text(), hash.slice(5));
        },
        false,
        log,
        "breached-password check failed; the password is let through",
      );
    },
  };
}

/** The range API when PASSWORD_BREACH_CHECK is "hibp", else off. */
export function breachCheck(env: Pick<Env, "PASSWORD_BREACH_CHECK">, options: BreachCheckOptions = {}): BreachCheck {
  return env.PASSWORD_BREACH_CHECK === "hibp" ? hibpBreachCheck(options) : offBreachCheck();
}
