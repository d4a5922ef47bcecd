import type { Env, MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
// The Dutch fallback of zod's own messages (set once in the shared kernel) for every schema checked here.
import "../../app/lib/schemas/zod";
import { ApiHttpError } from "./errors";

/** The first issue of a zod error as a shopper-readable message ("field: message"). */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Ongeldige invoer.";
  return issue.message;
}

/** The first message per field ("_form" for issues of the whole payload), for forms that show them per field. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    if (!out[field]) out[field] = issue.message;
  }
  return out;
}

/**
 * Parses a value with a schema or throws a 4xx ApiHttpError with the schema's (Dutch) message; with
 * `fields`, the error also carries the first message of every field (error.fields).
 */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  status: 400 | 404 | 422 = 422,
  code = "invalid_input",
  fields = false,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new ApiHttpError(status, code, firstIssue(result.error), {}, fields ? issuesByField(result.error) : undefined);
  }
  return result.data;
}

type Target = "json" | "query" | "param";

/**
 * hono's validator with a zod schema. JSON that does not parse is a 400; a payload of the wrong shape a
 * 422 (a bad path or query parameter: the status given, 400 by default); the handler reads
 * c.req.valid(target) fully typed.
 */
export function zv<T extends Target, S extends z.ZodType, E extends Env = Env, P extends string = string>(
  target: T,
  schema: S,
  options: { status?: 400 | 404 | 422; code?: string; fields?: boolean } = {},
): MiddlewareHandler<E, P, { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }> {
  const status = options.status ?? (target === "json" ? 422 : 400);
  const code = options.code ?? (target === "json" ? "invalid_input" : "invalid_parameter");
  // Malformed JSON: hono's validator throws a 400 HTTPException, which onApiError answers in our shape.
  return validator(target as keyof ValidationTargets, (value) => parseOrThrow(schema, value, status, code, options.fields ?? false)) as unknown as MiddlewareHandler<E, P, { in: { [K in T]: z.input<S> }; out: { [K in T]: z.output<S> } }>;
}
