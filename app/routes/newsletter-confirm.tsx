import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { Alert, JsFlag } from "../components/account/form";
import { acceptForm, apiFailure, readAccountSubmission, refuseForm } from "../lib/account-action.server";
import { edgeContext } from "../lib/context";
import { ACCOUNT_MESSAGES } from "../lib/account-messages";
import { tokenSchema } from "../lib/schemas/account";

export const meta: Route.MetaFunction = () => [{ title: "Inschrijving nieuwsbrief bevestigen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * The newsletter opt-in link lands here with ?token=. Opening the link confirms nothing: mail scanners and
 * link previews fetch links before the reader does and would use up the single-use token. The reader
 * confirms with the button (a POST, works without JavaScript), which calls POST /v1/customer/subscription/confirm.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: tokenSchema.safeParse({ token }).success ? token : "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const parsed = tokenSchema.safeParse({ token: sub.values.token ?? "" });
  if (!parsed.success) return refuseForm(sub, 400, { message: ACCOUNT_MESSAGES.tokenInvalid });
  try {
    const result = await api.customer.confirmSubscription(parsed.data.token);
    return acceptForm(sub, result.message ?? ACCOUNT_MESSAGES.newsletterConfirmed);
  } catch (err) {
    return apiFailure(sub, err, { requestId, what: "newsletter confirmation", failure: ACCOUNT_MESSAGES.saveFailed });
  }
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.ok === true;
  const invalid = !loaderData.token || (actionData && !actionData.ok);
  return (
    <main id="inhoud" tabIndex={-1} className="container account-page newsletter-confirm">
      <h1 className="page-title">Inschrijving nieuwsbrief</h1>
      {done ? (
        <>
          <Alert tone="success" fadeAfterMs={0}>
            {actionData.message ?? ACCOUNT_MESSAGES.newsletterConfirmed}
          </Alert>
          <p>
            <Link to="/">Verder winkelen</Link>
          </p>
        </>
      ) : invalid ? (
        <>
          <Alert tone="danger">{actionData?.message ?? ACCOUNT_MESSAGES.tokenInvalid}</Alert>
          <p>
            Al bevestigd? Dan hoef je niets meer te doen. Anders kun je je opnieuw aanmelden onderaan elke pagina of in{" "}
            <Link to="/account/subscription/">je account</Link>.
          </p>
        </>
      ) : (
        <>
          <p>Nog één klik: bevestig dat je de nieuwsbrief van Droomnest wilt ontvangen.</p>
          <Form method="post" aria-label="Inschrijving nieuwsbrief bevestigen" className="account-form">
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="intent" value="confirm" />
            <JsFlag />
            <button type="submit" className="btn btn--primary">
              Bevestig inschrijving
            </button>
          </Form>
        </>
      )}
    </main>
  );
}
