/**
 * The first message per field of a failed zod parse (forms show them next to their fields). Zod-free at
 * run time (a type import only), so a form can show messages without loading zod up front.
 */
import type { z } from "zod";

export function fieldErrors(error: Pick<z.ZodError, "issues">): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "_form";
    if (!out[field]) out[field] = issue.message;
  }
  return out;
}
