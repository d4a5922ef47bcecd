import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { ApiError } from "../lib/api/client";
import { edgeContext } from "../lib/context";
import { createLogger } from "../lib/log";
import { NEWSLETTER_SUCCESS_PARAM } from "../lib/newsletter/signup";
import { safeRedirectPath } from "../kernel/safe-redirect";
import { newsletterSignupSchema } from "../lib/schemas/newsletter";

/** What the pop-up gets back when the sign-up could not be saved: nothing to tell the shopper. */
export interface NewsletterIgnored {
  ignored: true;
}

/**
 * The newsletter pop-up posts here (without NEWSLETTER_ACTION_URL). An invalid address gets its Dutch
 * message (400); success returns to the page with ?newsletter=succes. A failure to save the address is
 * ignored (spec section 8): logged, and the pop-up closes without a message, never the error page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSignupSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  try {
    await context.get(edgeContext).api.customer.subscribe(parsed.data.email);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return data({ error: err.message }, { status: err.status });
    createLogger({ request_id: context.get(edgeContext).requestId }).warn("newsletter sign-up not saved", { error: String(err) });
    return { ignored: true } satisfies NewsletterIgnored;
  }
  const back = safeRedirectPath(String(form.get("return_to") ?? "/")) ?? "/";
  const url = new URL(back, "https://droomnest.invalid");
  url.searchParams.set(NEWSLETTER_SUCCESS_PARAM.name, NEWSLETTER_SUCCESS_PARAM.value);
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** In the browser: a sign-up request that fails on the way (network, server error) is ignored as well. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (err) {
    // The success redirect comes back as a thrown Response: it is not a failure.
    if (err instanceof Response) throw err;
    console.warn("newsletter sign-up not saved", err);
    return { ignored: true } satisfies NewsletterIgnored;
  }
}

/** A GET here (no pop-up) goes home. */
export function loader() {
  return redirect("/", 302);
}
