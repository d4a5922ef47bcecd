import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { REMINDER_MESSAGES } from "../../lib/abandon/messages";
import { JsFlag } from "../form";

/** The form intent of the choice on /account/subscription/. */
export const CART_REMINDER_INTENT = "reminders";

/**
 * /account/subscription/: the customer's choice for the abandoned-cart reminder (docs/decisions/028), stored
 * on the account. A box and a save button (a POST that works without JavaScript).
 */
export function CartReminderChoice({ enabled }: { enabled: boolean }) {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === CART_REMINDER_INTENT;
  return (
    <section className="subscription-status" aria-labelledby={`${id}-titel`}>
      <h2 id={`${id}-titel`} className="subscription-status__title">
        {REMINDER_MESSAGES.choiceHeading}
      </h2>
      <Form method="post" className="subscription-status__form" aria-labelledby={`${id}-titel`}>
        <input type="hidden" name="intent" value={CART_REMINDER_INTENT} />
        <JsFlag />
        <div className="account-check">
          {/* Keyed by the stored choice: after a save the box shows what is stored. */}
          <input key={String(enabled)} type="checkbox" id={`${id}-keuze`} name="cart_reminders" defaultChecked={enabled} aria-describedby={`${id}-uitleg`} />
          <label htmlFor={`${id}-keuze`}>{REMINDER_MESSAGES.choiceLabel}</label>
        </div>
        <p id={`${id}-uitleg`} className="account-field__hint">
          {REMINDER_MESSAGES.choiceHint}
        </p>
        <div className="subscription-status__actions">
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            {busy ? "Bezig..." : REMINDER_MESSAGES.choiceSave}
          </button>
        </div>
      </Form>
    </section>
  );
}
