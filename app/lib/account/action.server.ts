/**
 * Route actions of the account forms (see app/components/form/index.ts): read the post, validate
 * it with the form's zod schema (the same one the hydrated form and the API use), call the API, and answer
 * AccountFormState as data, or the success's redirect. A refusal keeps the entries (never a password).
 * Posted without JavaScript a refusal has its 4xx status; posted by the hydrated form (hidden js=1) it is
 * 200, since a 4xx to a fetch counts as a failed load in the browser (the cart and contact forms do the same).
 */
import { data, redirect } from "react-router";
import type { z } from "zod";
import { echoValues, formEntries, type AccountFormState, type FormValues } from "./form";
import { ApiError } from "../api/client";
import { loginPathFor } from "../../kernel/login-target";
import { ACCOUNT_MESSAGES } from "./messages";
import { createLogger } from "../log";
import { fieldErrors } from "../schemas/account";

export interface AccountSubmission {
  form: FormData;
  /** The hidden `intent` of the posting form ("save" when absent). */
  intent: string;
  /** Posted by the hydrated form. */
  js: boolean;
  /** The text entries without `js` and `intent`. */
  values: FormValues;
  /** Path and query of the posted page (the target to come back to after logging in again). */
  path: string;
}

export async function readAccountSubmission(request: Request): Promise<AccountSubmission> {
  const form = await request.formData();
  const intent = form.get("intent");
  const url = new URL(request.url);
  const path = `${url.pathname.replace(/\/_\.data$/u, "/").replace(/\.data$/u, "")}${url.search}`;
  return { form, intent: typeof intent === "string" && intent ? intent : "save", js: form.get("js") === "1", values: formEntries(form), path };
}

/** A refusal as the route's answer: its status without JavaScript, 200 for the hydrated form. */
export function refuseForm(sub: AccountSubmission, status: number, state: Omit<AccountFormState, "intent" | "ok" | "values">) {
  return data<AccountFormState>({ intent: sub.intent, ok: false, values: echoValues(sub.values), ...state }, { status: sub.js ? 200 : status });
}

/** A success that stays on the page: the message for the success alert. */
export function acceptForm(sub: AccountSubmission, message: string) {
  return data<AccountFormState>({ intent: sub.intent, ok: true, message }, { status: 200 });
}

/** Per-field messages of a 422 from the API, when it sends them (`error.fields`). */
function apiFieldErrors(err: ApiError): Record<string, string> | undefined {
  const fields = err.fields;
  if (!fields) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === "string") out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Known API refusals that belong to one field. */
const FIELD_OF_CODE: Record<string, string> = {
  email_taken: "email",
  current_password_wrong: "current_password",
  wrong_password: "current_password",
};

/** An API failure as form state: a 4xx keeps its Dutch message (and fields), anything else is logged. */
export function apiFailure(
  sub: AccountSubmission,
  err: unknown,
  options: { failure?: string; requestId?: string; what?: string } = {},
) {
  // The session ended while the page was open: log in again and come back here (spec section 4).
  if (err instanceof ApiError && err.status === 401 && err.code === "not_logged_in") {
    throw redirect(loginPathFor(sub.path), 303);
  }
  if (err instanceof ApiError && err.status >= 400 && err.status < 500) {
    const errors = apiFieldErrors(err) ?? (FIELD_OF_CODE[err.code] ? { [FIELD_OF_CODE[err.code]!]: err.message } : undefined);
    return refuseForm(sub, err.status, { message: err.message, errors });
  }
  createLogger({ request_id: options.requestId }).error(`${options.what ?? "account form"} failed`, { error: String(err) });
  return refuseForm(sub, 503, { message: options.failure ?? ACCOUNT_MESSAGES.saveFailed });
}

export interface RunOptions<T> {
  /** What a success answers: a message for the success alert, or a Response (a redirect). */
  success: (result: T) => string | Response;
  /** The message of a failure that is not a 4xx (default ACCOUNT_MESSAGES.saveFailed). */
  failure?: string;
  /** Adds entries the schema expects that the form does not send (e.g. an unchecked box). */
  prepare?: (values: FormValues, form: FormData) => Record<string, unknown>;
  requestId?: string;
  /** Named in the log line of an unexpected failure. */
  what?: string;
}

/**
 * Validates the submission with `schema`; on success calls `send` with the raw entries (the API validates
 * them with the same schema; the parsed output is passed too) and answers what `success` says.
 */
export async function runAccountForm<S extends z.ZodType, T>(
  sub: AccountSubmission,
  schema: S,
  send: (input: Record<string, unknown>, parsed: z.output<S>) => Promise<T>,
  options: RunOptions<T>,
) {
  const input = options.prepare ? options.prepare(sub.values, sub.form) : sub.values;
  const parsed = schema.safeParse(input);
  if (!parsed.success) return refuseForm(sub, 422, { errors: fieldErrors(parsed.error as z.ZodError) });
  let result: T;
  try {
    result = await send(input, parsed.data);
  } catch (err) {
    return apiFailure(sub, err, options);
  }
  const answer = options.success(result);
  return typeof answer === "string" ? acceptForm(sub, answer) : answer;
}
