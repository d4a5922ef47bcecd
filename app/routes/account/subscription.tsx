import type { Route } from "./+types/subscription";
import { Alert } from "../../components/form";
import { SubscriptionStatus } from "../../components/account/subscription-status";
import { CART_REMINDER_INTENT, CartReminderChoice } from "../../components/account/cart-reminder-choice";
import { REMINDER_MESSAGES } from "../../lib/abandon/messages";
import { acceptForm, apiFailure, readAccountSubmission } from "../../lib/account/action.server";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Nieuwsbrieven | Droomnest" }, { name: "robots", content: "noindex" }];

/** The auth guard only lets logged-in customers here: their address, its newsletter state and the reminder choice. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(edgeContext);
  const [profile, reminders] = await Promise.all([orRouteError(api.customer.profile()), orRouteError(api.customer.cartReminders())]);
  return { subscription: await orRouteError(api.customer.subscription(profile.email)), reminders: reminders.enabled };
}

/**
 * intent "subscribe": POST /v1/customer/subscription with the account's address (pending and an opt-in
 * mail, or still subscribed); "unsubscribe": DELETE /v1/customer/subscription/{id}. Always the account's
 * own address, never one from the form. "reminders": PUT /v1/customer/cart-reminders with the box's state
 * (docs/decisions/028).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  try {
    if (sub.intent === CART_REMINDER_INTENT) {
      const choice = await api.customer.setCartReminders(sub.values.cart_reminders === "on");
      return acceptForm(sub, choice.enabled ? REMINDER_MESSAGES.choiceOn : REMINDER_MESSAGES.choiceOff);
    }
    const profile = await api.customer.profile();
    if (sub.intent === "unsubscribe") {
      const current = await api.customer.subscription(profile.email);
      if (current.id !== null && current.status !== "none") await api.customer.unsubscribe(current.id);
      return acceptForm(sub, ACCOUNT_MESSAGES.newsletterUnsubscribed);
    }
    const result = await api.customer.subscribeAccount(profile.email);
    return acceptForm(sub, result.status === "subscribed" ? ACCOUNT_MESSAGES.newsletterConfirmed : ACCOUNT_MESSAGES.newsletterPending);
  } catch (err) {
    return apiFailure(sub, err, { requestId, what: "newsletter" });
  }
}

export default function SubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">Nieuwsbrieven</h1>
      {actionData?.message ? (
        <Alert key={`${actionData.intent}-${actionData.message}`} tone={actionData.ok ? "success" : "danger"} fadeAfterMs={actionData.intent === "subscribe" ? 0 : undefined}>
          {actionData.message}
        </Alert>
      ) : null}
      <SubscriptionStatus subscription={loaderData.subscription} />
      <CartReminderChoice enabled={loaderData.reminders} />
    </div>
  );
}
