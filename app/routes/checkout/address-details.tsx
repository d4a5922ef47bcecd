import { redirect } from "react-router";
import type { Route } from "./+types/address-details";
import { lookUpMissing } from "../../components/account/address/address-action.server";
import { CustomerStepForm } from "../../components/checkout/customer-step-form";
import { checkoutCustomerFormSchema, SHIPPING_PREFIX, toCustomerInput } from "../../components/checkout/form-values";
import { readAccountSubmission, refuseForm, runAccountForm } from "../../lib/account/action.server";
import { flattenApiFields, guardStep } from "../../lib/checkout/action.server";
import { CHECKOUT_STEP_PATHS } from "../../lib/checkout/constants";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Adres | Bestellen | Droomnest" }, { name: "robots", content: "noindex" }];

/** GET /v1/checkout: the saved step 1 (or the account's data for a customer who has not saved it yet). */
export async function loader({ context }: Route.LoaderArgs) {
  const checkout = await context.get(edgeContext).api.checkout.state();
  guardStep(checkout, 1);
  return { checkout, completedStep: checkout.completed_step };
}

/** The API's field keys of POST /v1/checkout/customer on the form's flat names. */
const apiField = (key: string): string | null => {
  if (key.startsWith("shipping_address.")) return `${SHIPPING_PREFIX}${key.slice("shipping_address.".length)}`;
  const dot = key.lastIndexOf(".");
  if (dot >= 0) return key.slice(dot + 1);
  return ["details", "billing_address", "shipping_address", "_form"].includes(key) ? null : key;
};

/** Validates step 1 (a post without JavaScript looks the NL address up first), POST /v1/checkout/customer, step 2. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api, requestId } = context.get(edgeContext);
  const sub = await readAccountSubmission(request);
  const lookupErrors = await lookUpMissing(api, sub);
  if (lookupErrors) {
    const parsed = checkoutCustomerFormSchema.safeParse(sub.values);
    const errors: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    delete errors.street;
    delete errors.city;
    return refuseForm(sub, 422, { errors: { ...errors, ...lookupErrors } });
  }
  return runAccountForm(
    sub,
    checkoutCustomerFormSchema,
    (_input) =>
      api.checkout.saveCustomer(toCustomerInput(sub.values)).catch((err: unknown) => {
        throw flattenApiFields(err, apiField);
      }),
    { success: () => redirect(CHECKOUT_STEP_PATHS[1], 303), requestId, what: "checkout customer" },
  );
}

export default function AddressDetails({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerStepForm checkout={loaderData.checkout} state={actionData} />;
}
