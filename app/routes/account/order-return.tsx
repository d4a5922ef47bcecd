import { Link } from "react-router";
import type { Route } from "./+types/order-return";
import { ReturnForm } from "../../components/returns/return-form";
import { loadReturnPage, submitReturn } from "../../lib/returns/route.server";
import { RETURN_MESSAGES } from "../../lib/returns/messages";
import { returnPageMeta } from "../../lib/returns/route-module";

export const meta = returnPageMeta;

/** /account/orders/{order}/retour/: the logged-in customer's return of their own order (docs/decisions/038). */
export const loader = ({ context, params }: Route.LoaderArgs) => loadReturnPage(context, params.order);
export const action = ({ context, params, request }: Route.ActionArgs) => submitReturn(context, params.order, request);

export default function AccountOrderReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { page, idempotencyKey } = loaderData;
  return (
    <div className="account-page">
      <p>
        <Link to={`/account/orders/${page.order}/`}>Terug naar bestelling {page.order}</Link>
      </p>
      <h1 className="page-title">
        {RETURN_MESSAGES.pageTitle}: {page.order}
      </h1>
      <ReturnForm page={page} idempotencyKey={idempotencyKey} result={actionData} />
    </div>
  );
}
