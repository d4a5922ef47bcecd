import { data, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/pay-again";
import { AccountForm, SubmitButton, useAccountForm } from "../../components/form";
import { payAgainFormSchema, toPayAgainInput } from "../../components/checkout/form-values";
import { checkoutSchemas } from "../../components/checkout/lazy-schemas";
import { FAILED_PAYMENT_TEXT } from "../../components/checkout/order-status";
import { orderNumberOf } from "../../kernel/patterns";
import { PayAgainMethods } from "../../components/checkout/pay-again-methods";
import { readAccountSubmission, refuseForm, runAccountForm } from "../../lib/account/action.server";
import { orRouteError } from "../../lib/api/route-errors";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import { flattenApiFields, newIdempotencyKey } from "../../lib/checkout/action.server";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout/messages";
import { formatEuro } from "../../lib/format";
import { createLogger } from "../../lib/log";

export const meta: Route.MetaFunction = () => [{ title: "Opnieuw betalen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * /checkout/betalen/{order}/: the unpaid order, what went wrong, and every method of the order's country to
 * pay it with now; a pay-later or instalment method asks again for its fields (the order does not keep them).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, requestId } = context.get(edgeContext);
  const number = orderNumberOf(params.order);
  if (!number) throw data(CHECKOUT_MESSAGES.orderNotFound, { status: 404 });
  const order = await orRouteError(api.order.get(number), CHECKOUT_MESSAGES.orderNotFound);
  if (order.status === "paid") throw redirect(`/checkout/thankyou?order=${number}`);
  const methods = await api.checkout.paymentMethods(order.shipping_address.country_code).catch((err: unknown) => {
    createLogger({ request_id: requestId }).warn("pay again: payment methods failed", { error: String(err) });
    return [] as PaymentMethod[];
  });
  return { order, methods, idempotencyKey: newIdempotencyKey() };
}

/**
 * Validates the method and its fields with step 2's rule sets, POST /v1/order/payment-url (which checks them
 * again), then a document redirect to the PSP's page. The API's field messages land on the flat names.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const number = orderNumberOf(params.order);
  if (!number) return refuseForm(sub, 404, { message: CHECKOUT_MESSAGES.orderNotFound });
  return runAccountForm(
    sub,
    payAgainFormSchema,
    () =>
      api.order.retry({ order: number, ...toPayAgainInput(sub.values) }).catch((err: unknown) => {
        // The same rules ran above: a "customer" message of the API (a field of the method) shows as the form's.
        throw flattenApiFields(err, (key) => (key === "customer" ? null : key));
      }),
    { success: (result) => redirectDocument(result.checkout_url, 303), failure: CHECKOUT_MESSAGES.providerUnavailable, requestId, what: "pay again" },
  );
}

function IdempotencyKey({ fallback }: { fallback: string }) {
  const form = useAccountForm();
  return <input type="hidden" name="idempotency_key" value={form.initial("idempotency_key", fallback)} />;
}

export default function PayAgain({ loaderData, actionData }: Route.ComponentProps) {
  const { order, methods, idempotencyKey } = loaderData;
  const posted = actionData?.values?.method;
  return (
    <section className="checkout-result" aria-labelledby="checkout-opnieuw">
      <h2 id="checkout-opnieuw">Betaal je bestelling {order.number}</h2>
      <div role="alert" className="account-alert account-alert--danger">
        {FAILED_PAYMENT_TEXT[order.status] ?? ""} {CHECKOUT_MESSAGES.paymentFailed}
      </div>
      <p>
        Je bestelling is bewaard (totaal met {order.payment_method.title}: <strong>{formatEuro(order.totals.grand_total)}</strong>). Kies hieronder hoe je
        nu wilt betalen.
      </p>
      <AccountForm schema={checkoutSchemas.payAgain} state={actionData} intent="retry" label="Opnieuw betalen" className="checkout-form">
        <IdempotencyKey fallback={idempotencyKey} />
        <PayAgainMethods methods={methods} current={order.payment_method.code} phone={order.customer.phone_number} totals={order.totals} posted={posted} />
        <SubmitButton busyText="Bezig...">Opnieuw betalen</SubmitButton>
      </AccountForm>
    </section>
  );
}
