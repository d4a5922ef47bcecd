import { Link, redirectDocument } from "react-router";
import type { Route } from "./+types/pay";
import { AccountForm, Checkbox, SubmitButton, useAccountForm } from "../../components/form";
import { CheckoutCosts } from "../../components/checkout/costs";
import { payFormSchema } from "../../components/checkout/form-values";
import { checkoutSchemas } from "../../components/checkout/lazy-schemas";
import { CheckoutOverview } from "../../components/checkout/overview";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { guardStep, newIdempotencyKey } from "../../lib/checkout/action.server";
import { CHECKOUT_STEP_PATHS } from "../../lib/checkout/constants";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout/messages";

export const meta: Route.MetaFunction = () => [{ title: "Betaling | Bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

/** GET /v1/checkout (the server's amounts) and a fresh idempotency key for this render's order button. */
export async function loader({ context }: Route.LoaderArgs) {
  const checkout = await context.get(edgeContext).api.checkout.state();
  guardStep(checkout, 3);
  return { checkout, completedStep: checkout.completed_step, idempotencyKey: newIdempotencyKey() };
}

/**
 * 'Bestellen en betalen': POST /v1/checkout/payment-url with the page's key (a double click makes one order),
 * then a document redirect (303) to the PSP's page. A refusal keeps the key, so trying again pays the same order.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  return runAccountForm(sub, payFormSchema, (_input, parsed) => api.checkout.paymentUrl(parsed.idempotency_key), {
    success: (result) => redirectDocument(result.checkout_url, 303),
    failure: CHECKOUT_MESSAGES.providerUnavailable,
    requestId,
    what: "checkout payment url",
  });
}

/** The key of this render, or of the failed post that is shown again. */
function IdempotencyKey({ fallback }: { fallback: string }) {
  const form = useAccountForm();
  return <input type="hidden" name="idempotency_key" value={form.initial("idempotency_key", fallback)} />;
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, idempotencyKey } = loaderData;
  return (
    <div className="checkout-step checkout-step--pay">
      <CheckoutOverview checkout={checkout} />
      <p className="checkout-step__change">
        <Link to={CHECKOUT_STEP_PATHS[0]}>Adres wijzigen</Link> · <Link to={CHECKOUT_STEP_PATHS[1]}>Verzend- of betaalmethode wijzigen</Link>
      </p>
      <CheckoutCosts totals={checkout.totals} />
      <AccountForm schema={checkoutSchemas.pay} state={actionData} intent="pay" label="Bestellen en betalen" className="checkout-form">
        <IdempotencyKey fallback={idempotencyKey} />
        <Checkbox name="terms" label="Ik ga akkoord met de algemene voorwaarden" />
        <p className="checkout-terms-link">
          <a href="/service/algemene-voorwaarden/" target="_blank" rel="noopener">
            Lees de algemene voorwaarden (opent in een nieuw venster)
          </a>
        </p>
        <SubmitButton busyText="Bezig met bestellen...">Bestellen en betalen</SubmitButton>
      </AccountForm>
    </div>
  );
}
