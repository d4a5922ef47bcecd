/**
 * What a new password may not be, beyond the form's rules (app/lib/schemas/account.ts): one of the
 * 10 000 most common passwords (always; case-insensitive exact match against the embedded list), or, when
 * PASSWORD_BREACH_CHECK is on, a password found in a known breach (worker/edge/breach-check.ts).
 * Server-only (the list stays out of the browser bundle); the refusal is mapped to the password field.
 */
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { COMMON_PASSWORDS } from "./common-passwords";

let common: Set<string> | null = null;

/** True when the password, in any letter case, is one of the 10 000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n").filter((p) => p !== "").map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** How many distinct entries (case-insensitive) the embedded list holds. */
export function commonPasswordCount(): number {
  isCommonPassword("");
  return common!.size;
}

export interface BreachLookup {
  isBreached(password: string): Promise<boolean>;
}

/**
 * The Dutch message a new password is refused with, or null when it may be used. The breach check runs
 * only for a password that is not common and that `checkBreach` allows (a password that passes the form's rules).
 */
export async function passwordRefusal(password: string, breaches: BreachLookup, checkBreach = true): Promise<string | null> {
  if (isCommonPassword(password)) return ACCOUNT_MESSAGES.passwordCommon;
  if (checkBreach && (await breaches.isBreached(password))) return ACCOUNT_MESSAGES.passwordBreached;
  return null;
}
