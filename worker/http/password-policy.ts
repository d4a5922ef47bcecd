import type { MiddlewareHandler } from "hono";
import type { z } from "zod";
import { passwordRefusal } from "../domain/passwords/policy";
import { breachCheck } from "../edge/breach-check";
import type { AppEnv } from "../env";
import { ApiHttpError } from "./errors";
import { logFor } from "./log";
import { issuesByField } from "./validate";

export interface PasswordPolicyOptions {
  /** The field with the new password (default "password"). */
  field?: string;
  /** Whether this body sets a password at all (e.g. the checkout only with create_account). */
  when?: (body: Record<string, unknown>) => boolean;
}

/**
 * Refuses a new password that is too common (or, with PASSWORD_BREACH_CHECK on, breached) with a 422 and
 * the Dutch message on the password field, before `zv` validates the rest; the other fields' messages of
 * `schema` come along, so the form shows them all at once. The common-password message wins over the
 * form's own password rule (it says why "Wachtwoord1" is refused). The breach check only runs for a body
 * that passes `schema`. Bodies that are not a JSON object are left to `zv`.
 */
export function passwordPolicy(schema: z.ZodType, options: PasswordPolicyOptions = {}): MiddlewareHandler<AppEnv> {
  const field = options.field ?? "password";
  return async function passwordPolicyMiddleware(c, next) {
    if (!/^application\/(?:[\w.+-]+\+)?json\b/iu.test(c.req.header("Content-Type") ?? "")) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    if (body === null || typeof body !== "object" || Array.isArray(body)) return next();
    const record = body as Record<string, unknown>;
    const password = Object.hasOwn(record, field) ? record[field] : undefined;
    if (typeof password !== "string" || password === "" || (options.when && !options.when(record))) return next();
    const parsed = schema.safeParse(body);
    const refusal = await passwordRefusal(password, breachCheck(c.env, { log: logFor(c) }), parsed.success);
    if (!refusal) return next();
    const fields = parsed.success ? {} : issuesByField(parsed.error);
    throw new ApiHttpError(422, "invalid_input", refusal, {}, { ...fields, [field]: refusal });
  };
}
