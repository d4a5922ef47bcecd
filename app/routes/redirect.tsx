import { data, redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { safeRedirectPath } from "../kernel/safe-redirect";

/** /redirect/?url=/pad/: sends only to same-site paths; anything else is refused with 400. */
export function loader({ url }: Route.LoaderArgs) {
  const target = url.searchParams.get("url");
  const safe = safeRedirectPath(target);
  if (!safe) throw data("Deze doorverwijzing is niet toegestaan.", { status: 400 });
  return redirect(safe, 302);
}
