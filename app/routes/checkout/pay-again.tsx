import { data, redirect, redirectDocument } from "react-router";
import type { Route } from "./+types/pay-again";
import { AccountForm, SubmitButton, useAccountForm } from "../../components/account/form";
import { payAgainFormSchema } from "../../components/checkout/form-values";
import { checkoutSchemas } from "../../components/checkout/lazy-schemas";
import { FAILED_PAYMENT_TEXT, orderNumber } from "../../components/checkout/order-status";
import { PayAgainMethods } from "../../components/checkout/pay-again-methods";
import { readAccountSubmission, refuseForm, runAccountForm } from "../../lib/account-action.server";
import { orRouteError } from "../../lib/api/route-errors";
import type { PaymentMethod } from "../../lib/api/types/checkout";
import { newIdempotencyKey } from "../../lib/checkout-action.server";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout-messages";
import { formatEuro } from "../../lib/format";
import { createLogger } from "../../lib/log";

export const meta: Route.MetaFunction = () => [{ title: "Opnieuw betalen | Droomnest" }, { name: "robots", content: "noindex" }];

/**
 * /checkout/betalen/{order}/: the unpaid order, what went wrong, and the methods to pay it with now. The
 * pay-later methods ask for personal details the order does not keep, so pay again offers the others.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api, requestId } = context.get(edgeContext);
  const number = orderNumber(params.order);
  if (!number) throw data(CHECKOUT_MESSAGES.orderNotFound, { status: 404 });
  const order = await orRouteError(api.order.get(number), CHECKOUT_MESSAGES.orderNotFound);
  if (order.status === "paid") throw redirect(`/checkout/thankyou?order=${number}`);
  const all = await api.checkout.paymentMethods().catch((err: unknown) => {
    createLogger({ request_id: requestId }).warn("pay again: payment methods failed", { error: String(err) });
    return [] as PaymentMethod[];
  });
  const belgian = order.shipping_address.country_code === "BE";
  const methods = all
    .filter((m) => m.rule_set === "default")
    .sort((a, b) => (belgian ? Number(b.code === "bancontact") - Number(a.code === "bancontact") : 0));
  return { order, methods, idempotencyKey: newIdempotencyKey() };
}

/** POST /v1/order/payment-url with the chosen method, then a document redirect to the PSP's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const number = orderNumber(params.order);
  if (!number) return refuseForm(sub, 404, { message: CHECKOUT_MESSAGES.orderNotFound });
  return runAccountForm(
    sub,
    payAgainFormSchema,
    (_input, parsed) => api.order.retry({ order: number, method: parsed.method, issuer: parsed.method === "ideal" ? parsed.issuer : "", idempotency_key: parsed.idempotency_key }),
    { success: (result) => redirectDocument(result.checkout_url, 303), failure: CHECKOUT_MESSAGES.providerUnavailable, requestId, what: "pay again" },
  );
}

function IdempotencyKey({ fallback }: { fallback: string }) {
  const form = useAccountForm();
  return <input type="hidden" name="idempotency_key" value={form.initial("idempotency_key", fallback)} />;
}

export default function PayAgain({ loaderData, actionData }: Route.ComponentProps) {
  const { order, methods, idempotencyKey } = loaderData;
  return (
    <section className="checkout-result" aria-labelledby="checkout-opnieuw">
      <h2 id="checkout-opnieuw">Betaal je bestelling {order.number}</h2>
      <div role="alert" className="account-alert account-alert--danger">
        {FAILED_PAYMENT_TEXT[order.status] ?? ""} {CHECKOUT_MESSAGES.paymentFailed}
      </div>
      <p>
        Je bestelling is bewaard. Te betalen: <strong>{formatEuro(order.totals.grand_total)}</strong>.
      </p>
      <AccountForm schema={checkoutSchemas.payAgain} state={actionData} intent="retry" label="Opnieuw betalen" className="checkout-form">
        <IdempotencyKey fallback={idempotencyKey} />
        <PayAgainMethods methods={methods} current={order.payment_method.code} />
        <SubmitButton busyText="Bezig...">Opnieuw betalen</SubmitButton>
      </AccountForm>
    </section>
  );
}
