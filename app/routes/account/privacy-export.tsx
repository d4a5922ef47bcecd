import { redirect } from "react-router";
import type { Route } from "./+types/privacy-export";
import { ApiError } from "../../lib/api/client";
import { loginPathFor } from "../../kernel/login-target";
import { edgeContext } from "../../lib/context";

/**
 * /account/privacy/export/ (a resource route: no page): the customer's data from GET /v1/customer/export
 * as a JSON file the browser saves ("Download mijn gegevens"). The auth guard protects /account/*; a
 * session that ended meanwhile goes to the login page and comes back here.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  let body: Record<string, unknown>;
  try {
    body = await api.customer.exportData();
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      throw redirect(loginPathFor("/account/privacy/export/"), 302);
    }
    throw err;
  }
  const id = (body.customer as { id?: unknown } | undefined)?.id;
  return new Response(`${JSON.stringify(body, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="droomnest-gegevens-${typeof id === "number" ? id : "export"}.json"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
