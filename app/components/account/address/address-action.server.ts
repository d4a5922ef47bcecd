/**
 * The address pages' loader data and action, shared by /account/billing-address/ and
 * /account/shipping-address/. The action validates with the same schema as the form and the API; a post
 * without street or city (no JavaScript, so no lookup in the page) for NL looks the address up first.
 */
import { redirect } from "react-router";
import { ApiError } from "../../../lib/api/client";
import { loginPathFor } from "../../../kernel/login-target";
import type { ApiClient } from "../../../lib/api/server-client";
import type { Addresses } from "../../../lib/api/types/account";
import { readAccountSubmission, refuseForm, runAccountForm, type AccountSubmission } from "../../../lib/account/action.server";
import type { EdgeContext } from "../../../lib/context";
import { FIELD_MESSAGES } from "../../../lib/form/messages";
import { ACCOUNT_MESSAGES } from "../../../lib/account/messages";
import { createLogger } from "../../../lib/log";
import { billingAddressSchema, fieldErrors, normalizeZipcode, shippingAddressSchema } from "../../../lib/schemas/account";
import type { AddressDefaults } from "./countries";

export interface AddressPageData {
  addresses: Addresses;
  /** The customer's names, to prefill a form when no address is saved yet. */
  names: AddressDefaults;
}

/**
 * Not logged in (the session ended after the page was loaded; the auth guard only catches page loads):
 * to the login page, which brings the customer back here.
 */
function toLogin(request: Request): Response {
  const url = new URL(request.url);
  return redirect(loginPathFor(url.pathname), 303);
}

/** The saved addresses and the customer's names (a failing profile call only loses the prefill). */
export async function loadAddressPage(edge: EdgeContext, request: Request): Promise<AddressPageData> {
  const { api, session, requestId } = edge;
  if (!session) throw toLogin(request);
  const [addresses, profile] = await Promise.all([
    api.customer.addresses().catch((err: unknown) => {
      throw err instanceof ApiError && err.status === 401 ? toLogin(request) : err;
    }),
    api.customer.profile().catch((err: unknown) => {
      createLogger({ request_id: requestId }).warn("address page: profile for the prefill failed", { error: String(err) });
      return null;
    }),
  ]);
  const names = profile ? { first_name: profile.first_name, last_name: profile.last_name, company: profile.company } : { first_name: session.firstName };
  return { addresses, names };
}

/**
 * NL, street or city empty, zipcode and house number filled: street and city from the lookup. Not found
 * (or a failed lookup): the zip code is flagged, as in the hydrated form. null: nothing to look up.
 */
export async function lookUpMissing(api: ApiClient, sub: AccountSubmission): Promise<Record<string, string> | null> {
  const v = sub.values;
  const country = v.country_code || "NL";
  if (country !== "NL" || (v.street?.trim() && v.city?.trim()) || !v.zipcode?.trim() || !v.house_number?.trim()) return null;
  if (!normalizeZipcode(v.zipcode, "NL")) return null; // the schema's own message
  try {
    const found = await api.checkout.postcode({ zipcode: v.zipcode, house_number: v.house_number, extension: v.extension ?? "", country_code: "NL" });
    if (found.valid && found.street && found.city) {
      v.street = found.street;
      v.city = found.city;
      return null;
    }
  } catch {
    // a failed lookup flags the zip code (spec section 5)
  }
  v.street = "";
  v.city = "";
  return { zipcode: FIELD_MESSAGES.zipcode };
}

export async function addressAction(edge: EdgeContext, request: Request, kind: "billing" | "shipping") {
  const { api, session, requestId } = edge;
  if (!session) return toLogin(request);
  const sub = await readAccountSubmission(request);
  if (sub.intent !== kind) return refuseForm(sub, 400, { message: ACCOUNT_MESSAGES.saveFailed });
  const lookupErrors = await lookUpMissing(api, sub);
  const schema = kind === "billing" ? billingAddressSchema : shippingAddressSchema;
  // An unchecked box posts nothing, and the schema reads a missing sameDeliveryAddress as true.
  const prepare = kind === "billing" ? (values: Record<string, string>, form: FormData) => ({ ...values, sameDeliveryAddress: form.has("sameDeliveryAddress") }) : undefined;
  if (lookupErrors) {
    const input = prepare ? prepare(sub.values, sub.form) : sub.values;
    const parsed = schema.safeParse(input);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    delete errors.street; // emptied by the lookup: the zip code is what is wrong
    delete errors.city;
    return refuseForm(sub, 422, { errors: { ...errors, ...lookupErrors } });
  }
  const options = { success: () => ACCOUNT_MESSAGES.saved, requestId, what: `${kind} address` };
  if (kind === "billing") return runAccountForm(sub, billingAddressSchema, (_input, address) => api.customer.saveBillingAddress(address), { ...options, prepare });
  return runAccountForm(sub, shippingAddressSchema, (_input, address) => api.customer.saveShippingAddress(address), options);
}
