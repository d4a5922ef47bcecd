/**
 * Server helpers of the checkout routes (app/routes/checkout/): the step guard (a step whose earlier step is
 * not done sends the shopper back to it), the per-render idempotency key of the order button, and the API
 * call of a form whose 422 field messages come back on the flat names of the checkout forms.
 */
import { redirect } from "react-router";
import { ApiError } from "../api/client";
import type { CheckoutState } from "../api/types/checkout";
import { CHECKOUT_STEP_PATHS } from "./constants";

/** Where a shopper belongs who opens step `step` (1-3) with this state; null: the step may be shown. */
export function stepRedirect(state: Pick<CheckoutState, "cart" | "completed_step">, step: 1 | 2 | 3): string | null {
  if (state.cart.totals.total_quantity === 0) return "/cart/";
  if (step > state.completed_step + 1) return CHECKOUT_STEP_PATHS[state.completed_step];
  return null;
}

/** Throws the redirect of stepRedirect, if any. */
export function guardStep(state: Pick<CheckoutState, "cart" | "completed_step">, step: 1 | 2 | 3): void {
  const to = stepRedirect(state, step);
  if (to) throw redirect(to);
}

/** A fresh idempotency key for one render of a pay form: a double click posts it twice, a reload makes a new one. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/**
 * The API's per-field messages use the payload's top-level keys (details, billing_address, customer); the
 * form's fields are flat. Keys the form knows pass; nested ones name the field through `rename`.
 */
export function flattenApiFields(err: unknown, rename: (key: string) => string | null): unknown {
  if (!(err instanceof ApiError) || !err.fields) return err;
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(err.fields)) {
    const name = rename(k);
    if (name) fields[name] = v;
  }
  return new ApiError(err.status, err.code, err.message, Object.keys(fields).length > 0 ? fields : undefined);
}

/** Is this the checkout state API saying the cart is empty (409 cart_empty)? */
export const isCartEmpty = (err: unknown): boolean => err instanceof ApiError && err.code === "cart_empty";
