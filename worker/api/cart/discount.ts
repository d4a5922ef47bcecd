import { Hono } from "hono";
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
import { cartFor, cookieCart, writeResult } from "./service";

/** POST and DELETE /v1/cart/discount: one code per cart, each refusal with its own Dutch reason. */
export const discountRoutes = new Hono<AppEnv>();

const refused = (reason: Parameters<typeof codeRefusalMessage>[0], minOrder = 0) =>
  new ApiHttpError(422, `discount_${reason}`, codeRefusalMessage(reason, minOrder));

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
