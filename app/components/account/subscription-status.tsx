import { Form, useNavigation } from "react-router";
import type { Subscription } from "../../lib/api/types/account";
import { JsFlag } from "../form";

const STATUS_TEXT: Record<Subscription["status"], (email: string) => string> = {
  none: (email) => `Je bent niet ingeschreven voor de nieuwsbrief. Meld je aan en ontvang tips, acties en nieuws op ${email}.`,
  pending: (email) =>
    `Je inschrijving wacht op bevestiging. Klik op de link in de e-mail die we naar ${email} stuurden (kijk ook in je spammap). Geen e-mail ontvangen? Meld je dan opnieuw aan.`,
  subscribed: (email) => `Je bent ingeschreven voor de nieuwsbrief op ${email}.`,
};

function ActionButton({ intent, children }: { intent: "subscribe" | "unsubscribe"; children: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" className="subscription-status__form" aria-label={children}>
      <input type="hidden" name="intent" value={intent} />
      <JsFlag />
      <button type="submit" className={intent === "subscribe" ? "btn btn--primary" : "btn btn--ghost"} disabled={busy}>
        {busy ? "Bezig..." : children}
      </button>
    </Form>
  );
}

/** /account/subscription/: the newsletter state of the customer's address and the buttons that change it. */
export function SubscriptionStatus({ subscription }: { subscription: Subscription }) {
  const { status, email } = subscription;
  return (
    <section className="subscription-status" aria-labelledby="subscription-status-title">
      <h2 id="subscription-status-title" className="subscription-status__title">
        Nieuwsbrief
      </h2>
      <p className={`subscription-status__text subscription-status__text--${status}`}>{STATUS_TEXT[status](email)}</p>
      <div className="subscription-status__actions">
        {status !== "subscribed" && <ActionButton intent="subscribe">Aanmelden voor de nieuwsbrief</ActionButton>}
        {status !== "none" && <ActionButton intent="unsubscribe">Afmelden voor de nieuwsbrief</ActionButton>}
      </div>
    </section>
  );
}
