import type { ReactNode } from "react";
import { Form } from "react-router";
import type { AccountFormState } from "../../lib/account/form";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";
import { Alert, JsFlag } from "../form";

/**
 * The body of a "confirm a mailed token with a button" page (app/lib/account/confirm-token.server.ts): the button
 * (a POST that works without JavaScript), then the success message with what to do next, or the invalid
 * link's message with its explanation.
 */
export function ConfirmToken({
  token,
  state,
  intro,
  formLabel,
  button,
  success,
  next,
  invalidHelp,
}: {
  token: string;
  state: AccountFormState | undefined;
  intro: ReactNode;
  formLabel: string;
  button: string;
  /** The success message when the API gave none. */
  success: string;
  /** Shown under the success message (a link onwards). */
  next: ReactNode;
  /** Shown under the invalid link's message. */
  invalidHelp: ReactNode;
}) {
  if (state?.ok === true) {
    return (
      <>
        <Alert tone="success" fadeAfterMs={0}>
          {state.message ?? success}
        </Alert>
        <p>{next}</p>
      </>
    );
  }
  if (!token || state) {
    return (
      <>
        <Alert tone="danger">{state?.message ?? ACCOUNT_MESSAGES.tokenInvalid}</Alert>
        <p>{invalidHelp}</p>
      </>
    );
  }
  return (
    <>
      <p>{intro}</p>
      <Form method="post" aria-label={formLabel} className="account-form">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="intent" value="confirm" />
        <JsFlag />
        <button type="submit" className="btn btn--primary">
          {button}
        </button>
      </Form>
    </>
  );
}
