import { data, redirect } from "react-router";
import type { Route } from "./+types/newsletter";
import { ApiError } from "../lib/api/client";
import { edgeContext } from "../lib/context";
import { safeRedirectPath } from "../lib/safe-redirect";
import { newsletterSignupSchema } from "../lib/schemas/newsletter";

/** The newsletter pop-up posts here; success returns to the page with ?newsletter=succes. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = newsletterSignupSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  try {
    await context.get(edgeContext).api.customer.subscribe(parsed.data.email);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return data({ error: err.message }, { status: err.status });
    throw err;
  }
  const back = safeRedirectPath(String(form.get("return_to") ?? "/")) ?? "/";
  const url = new URL(back, "https://droomnest.invalid");
  url.searchParams.set("newsletter", "succes");
  return redirect(`${url.pathname}${url.search}`, 303);
}

/** A GET here (no pop-up) goes home. */
export function loader() {
  return redirect("/", 302);
}
