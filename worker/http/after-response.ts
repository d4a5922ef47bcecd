import type { Context } from "hono";
import type { AppEnv } from "../env";
import { logFor } from "./log";

/**
 * Runs work after the response is sent (ExecutionContext.waitUntil), so what the work finds or does never
 * changes how long the answer takes. A failure is logged, never thrown at the shopper. Without an
 * ExecutionContext (a bare app.fetch) the work still runs, unawaited.
 */
export function afterResponse(c: Context<AppEnv>, what: string, task: () => Promise<void>): void {
  const work = Promise.resolve()
    .then(task)
    .catch((err: unknown) => logFor(c).error(`${what} failed`, { error: String(err) }));
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No ExecutionContext: nothing to extend.
  }
}
