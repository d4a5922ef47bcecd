import { Form, Link } from "react-router";
import type { Route } from "./+types/confirm-email";
import { Alert, JsFlag } from "../../components/account/form";
import { acceptForm, apiFailure, readAccountSubmission, refuseForm } from "../../lib/account-action.server";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account-messages";
import { tokenSchema } from "../../lib/schemas/account";

export const meta: Route.MetaFunction = () => [{ title: "E-mailadres bevestigen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * The mailed link lands here with ?token=. Opening the link confirms nothing: mail scanners and link
 * previews fetch links before the customer does, and would use up the single-use token. The customer
 * confirms with the button (a POST), which calls POST /v1/customer/email/confirm.
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
    const result = await api.customer.confirmEmail(parsed.data.token);
    return acceptForm(sub, result.message);
  } catch (err) {
    return apiFailure(sub, err, { requestId, what: "e-mail confirmation", failure: ACCOUNT_MESSAGES.saveFailed });
  }
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const done = actionData?.ok === true;
  const invalid = !loaderData.token || (actionData && !actionData.ok);
  return (
    <div className="account-page">
      <h1 className="page-title">E-mailadres bevestigen</h1>
      {done ? (
        <>
          <Alert tone="success" fadeAfterMs={0}>
            {actionData.message ?? ACCOUNT_MESSAGES.emailConfirmed}
          </Alert>
          <p>
            <Link to="/account/">Naar mijn account</Link>
          </p>
        </>
      ) : invalid ? (
        <>
          <Alert tone="danger">{actionData?.message ?? ACCOUNT_MESSAGES.tokenInvalid}</Alert>
          <p>
            Is je e-mailadres al bevestigd? Dan hoef je niets meer te doen. <Link to="/account/">Naar mijn account</Link>
          </p>
        </>
      ) : (
        <>
          <p>Bevestig je e-mailadres met de knop hieronder.</p>
          <Form method="post" aria-label="E-mailadres bevestigen" className="account-form">
            <input type="hidden" name="token" value={loaderData.token} />
            <input type="hidden" name="intent" value="confirm" />
            <JsFlag />
            <button type="submit" className="btn btn--primary">
              Bevestig mijn e-mailadres
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
