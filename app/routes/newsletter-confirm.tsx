import { Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { ConfirmToken } from "../components/account/confirm-token";
import { confirmTokenAction, tokenFromLink } from "../lib/account/confirm-token.server";
import { edgeContext } from "../lib/context";
import { ACCOUNT_MESSAGES } from "../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Inschrijving nieuwsbrief bevestigen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * The newsletter opt-in link lands here with ?token=. Opening the link confirms nothing: mail scanners and
 * link previews fetch links before the reader does and would use up the single-use token. The reader
 * confirms with the button (a POST, works without JavaScript), which calls POST /v1/customer/subscription/confirm.
 */
export function loader({ request }: Route.LoaderArgs) {
  return tokenFromLink(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  return confirmTokenAction(request, (token) => api.customer.confirmSubscription(token), { success: ACCOUNT_MESSAGES.newsletterConfirmed, requestId, what: "newsletter confirmation" });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="inhoud" tabIndex={-1} className="container account-page newsletter-confirm">
      <h1 className="page-title">Inschrijving nieuwsbrief</h1>
      <ConfirmToken
        token={loaderData.token}
        state={actionData}
        intro="Nog één klik: bevestig dat je de nieuwsbrief van Droomnest wilt ontvangen."
        formLabel="Inschrijving nieuwsbrief bevestigen"
        button="Bevestig inschrijving"
        success={ACCOUNT_MESSAGES.newsletterConfirmed}
        next={<Link to="/">Verder winkelen</Link>}
        invalidHelp={
          <>
            Al bevestigd? Dan hoef je niets meer te doen. Anders kun je je opnieuw aanmelden onderaan elke pagina of in{" "}
            <Link to="/account/subscription/">je account</Link>.
          </>
        }
      />
    </main>
  );
}
