import type { Route } from "./+types/guest";
import { ReturnForm } from "../../components/returns/return-form";
import { loadReturnPage, submitReturn } from "../../lib/returns/route.server";
import { RETURN_MESSAGES } from "../../lib/returns/messages";
import { returnPageMeta } from "../../lib/returns/route-module";

export const meta = returnPageMeta;

/**
 * /retour/{order}/: a guest's return, through the order's access (the browser that placed the order holds its
 * access cookie, worker/api/order/access.ts); a logged-in customer's own order works here too (docs/decisions/038).
 */
export const loader = ({ context, params }: Route.LoaderArgs) => loadReturnPage(context, params.order);
export const action = ({ context, params, request }: Route.ActionArgs) => submitReturn(context, params.order, request);

export default function GuestReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { page, idempotencyKey } = loaderData;
  return (
    <main id="inhoud" tabIndex={-1} className="container content-page">
      <h1 className="page-title">
        {RETURN_MESSAGES.pageTitle}: {page.order}
      </h1>
      <ReturnForm page={page} idempotencyKey={idempotencyKey} result={actionData} />
    </main>
  );
}
