import { redirect } from "react-router";
import type { Route } from "./+types/payment-methods";
import { paymentFormFlatSchema, toPaymentInput } from "../../components/checkout/form-values";
import { PaymentStepForm } from "../../components/checkout/payment-step-form";
import { readAccountSubmission, runAccountForm } from "../../lib/account/action.server";
import { flattenApiFields, guardStep } from "../../lib/checkout/action.server";
import { CHECKOUT_STEP_PATHS } from "../../lib/checkout/constants";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Verzend- & betaalmethode | Bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

/** GET /v1/checkout; without a saved step 1 back to it. */
export async function loader({ context }: Route.LoaderArgs) {
  const checkout = await context.get(edgeContext).api.checkout.state();
  guardStep(checkout, 2);
  return { checkout, completedStep: checkout.completed_step };
}

/** Validates the flat form with the method's rule set, POST /v1/checkout/paymentmethod, then step 3. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const method = sub.values.method ?? "";
  const apiField = (key: string): string | null => {
    const field = key.startsWith("customer.") ? key.slice("customer.".length) : key;
    if (field === "customer") return null;
    return ["dob", "gender", "terms", "phone", "installment"].includes(field) ? `${method}_${field}` : field;
  };
  return runAccountForm(
    sub,
    paymentFormFlatSchema,
    () =>
      api.checkout.savePayment(toPaymentInput(sub.values)).catch((err: unknown) => {
        throw flattenApiFields(err, apiField);
      }),
    { success: () => redirect(CHECKOUT_STEP_PATHS[2], 303), requestId, what: "checkout payment method" },
  );
}

export default function PaymentMethods({ loaderData, actionData }: Route.ComponentProps) {
  return <PaymentStepForm checkout={loaderData.checkout} state={actionData} />;
}
