import { Link } from "react-router";
import type { Route } from "./+types/confirm-email";
import { ConfirmToken } from "../../components/account/confirm-token";
import { confirmTokenAction, tokenFromLink } from "../../lib/account/confirm-token.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "E-mailadres bevestigen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * The mailed link lands here with ?token=. Opening the link confirms nothing: mail scanners and link
 * previews fetch links before the customer does, and would use up the single-use token. The customer
 * confirms with the button (a POST), which calls POST /v1/customer/email/confirm.
 */
export function loader({ request }: Route.LoaderArgs) {
  return tokenFromLink(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  return confirmTokenAction(request, (token) => api.customer.confirmEmail(token), { success: ACCOUNT_MESSAGES.emailConfirmed, requestId, what: "e-mail confirmation" });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">E-mailadres bevestigen</h1>
      <ConfirmToken
        token={loaderData.token}
        state={actionData}
        intro="Bevestig je e-mailadres met de knop hieronder."
        formLabel="E-mailadres bevestigen"
        button="Bevestig mijn e-mailadres"
        success={ACCOUNT_MESSAGES.emailConfirmed}
        next={<Link to="/account/">Naar mijn account</Link>}
        invalidHelp={
          <>
            Is je e-mailadres al bevestigd? Dan hoef je niets meer te doen. <Link to="/account/">Naar mijn account</Link>
          </>
        }
      />
    </div>
  );
}
