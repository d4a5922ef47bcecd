import { Link } from "react-router";
import type { Route } from "./+types/order-return";
import { ReturnForm } from "../../components/returns/return-form";
import { loadReturnPage, submitReturn } from "../../lib/returns/route.server";
import { RETURN_MESSAGES } from "../../lib/returns/messages";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${RETURN_MESSAGES.pageTitle}${loaderData ? ` ${loaderData.page.order}` : ""} | Droomnest` },
  { name: "robots", content: "noindex" },
];

/** /account/orders/{order}/retour/: the logged-in customer's return of their own order (docs/decisions/038). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadReturnPage(context, params.order);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return submitReturn(context, params.order, request);
}

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
