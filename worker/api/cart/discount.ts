import { Hono, type Context } from "hono";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { discountCodeSchema } from "../../../app/lib/schemas/cart";
import { buildCart } from "../../domain/cart/build";
import { codeRefusalMessage } from "../../domain/cart/messages";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { todayIso } from "../../store/catalog";
import { loadCartData } from "../../store/cart/pricing";
import { readCheckoutState } from "../../store/checkout-state";
import { customerKeys, maxUsesPerCustomer, usesByCustomer } from "../../store/reservations";
import { currentCustomer } from "../customer/session";
import { cartFor, cookieCart, writeResult } from "./service";

/**
 * POST and DELETE /v1/cart/discount: one code per cart, each refusal with its own Dutch reason. A code whose
 * uses are all taken (paid or held by an unpaid order, migration 0017) is "used_up"; one this customer or
 * checkout e-mail address already used up to max_uses_per_customer is "used_by_customer".
 */
export const discountRoutes = new Hono<AppEnv>();

const refused = (reason: Parameters<typeof codeRefusalMessage>[0], minOrder = 0) =>
  new ApiHttpError(422, `discount_${reason}`, codeRefusalMessage(reason, minOrder));

/**
 * Whether this shopper has used a code with a per-customer limit up to that limit: the logged-in customer's
 * orders and the orders of the checkout e-mail address when step 1 gave one (trimmed, lower-cased). Only a
 * hint before paying: the order's own batch enforces the limit atomically (worker/store/reservations.ts).
 */
async function usedByThisCustomer(c: Context<AppEnv>, cartId: string, code: string): Promise<boolean> {
  const max = await maxUsesPerCustomer(c.env.DB, code);
  if (max === null) return false;
  const [session, saved] = await Promise.all([currentCustomer(c), readCheckoutState(c.env.DB, cartId)]);
  // A checkout state saved by a customer is theirs only (as in the checkout itself).
  const email = saved && (saved.customerId === null || saved.customerId === session?.customerId) ? (saved.details?.email ?? "") : "";
  const keys = email ? await customerKeys(session?.customerId ?? null, email) : session ? [`c:${session.customerId}`] : [];
  return (await usesByCustomer(c.env.DB, code, keys)) >= max;
}

discountRoutes.post("/discount", zv("json", discountCodeSchema), async (c) => {
  const code = c.req.valid("json").discount_code;
  const ref = cookieCart(c);
  const state = ref ? await ref.stub.state() : null;
  if (state?.code && state.code !== code) throw refused("already_applied");
  const data = await loadCartData(c.env.DB, state?.lines.map((l) => l.variant_id) ?? [], code);
  // The code is tried on the cart as it is: the same rules as every later read of the cart.
  const trial = buildCart({
    id: ref?.id ?? null,
    createdAt: state?.created_at ?? null,
    updatedAt: state?.updated_at ?? null,
    code,
    country: state?.country ?? "NL",
    lines: state?.lines ?? [],
    variants: data.variants,
    codeRule: data.code,
    campaigns: data.campaigns,
    today: todayIso(),
  });
  if (!data.code || !data.code.active) throw refused("unknown");
  if (trial.codeRefusal !== null) throw new ApiHttpError(422, `discount_${trial.codeRefusal.reason}`, trial.codeRefusal.message);
  if (!ref || !state) throw refused("not_applicable");
  if (await usedByThisCustomer(c, ref.id, code)) throw refused("used_by_customer");
  const applied = await ref.stub.applyCode(code);
  if (!applied.applied) throw refused("already_applied");
  return ok<CartWriteResult>(c, await writeResult(c, ref, applied.state, `Kortingscode ${code} is toegepast.`, null));
});

/** Removing the code twice is fine: the second time there is simply none. */
discountRoutes.delete("/discount", async (c) => {
  const ref = cookieCart(c);
  if (!ref) return ok<CartWriteResult>(c, { cart: await cartFor(c.env, null), message: null, line: null });
  const state = await ref.stub.clearCode();
  if (state.created_at === null) return ok<CartWriteResult>(c, { cart: await cartFor(c.env, ref, state), message: null, line: null });
  return ok<CartWriteResult>(c, await writeResult(c, ref, state, null, null));
});
