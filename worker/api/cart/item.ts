import { Hono } from "hono";
import type { CartWriteResult } from "../../../app/lib/api/types/cart";
import { addCartItemSchema, removeCartItemSchema, updateCartItemSchema } from "../../../app/lib/schemas/cart";
import { isAvailable, variantPrice, type VariantView } from "../../domain/cart/build";
import { CART_TEXT } from "../../domain/cart/messages";
import type { AppEnv, Env } from "../../env";
import { ApiHttpError, MALFORMED_JSON_MESSAGE } from "../../http/errors";
import { ok } from "../../http/respond";
import { parseOrThrow, zv } from "../../http/validate";
import { todayIso } from "../../store/catalog";
import { loadCartData } from "../../store/cart/pricing";
import { cookieCart, newCart, writeResult, type CartRef } from "./service";
import { configuredCustom } from "./configured";
import { configuredLinePrice } from "../../../app/kernel/configurator-price";
import { configuredLine } from "../../domain/configurator/line";
import { CONFIGURATOR_CART_QUANTITY } from "../../../app/lib/configurator/constants";
import { CONFIGURATOR_MESSAGES } from "../../../app/lib/configurator/messages";

/** POST, PUT and DELETE /v1/cart/item: add a variant, set a line's quantity, remove a line. */
export const itemRoutes = new Hono<AppEnv>();

/** Same custom data, same line: keys sorted so the JSON is canonical. */
function canonicalCustom(custom: Record<string, unknown> | undefined): string {
  if (!custom || Object.keys(custom).length === 0) return "";
  return JSON.stringify(Object.fromEntries(Object.entries(custom).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** The variant as D1 has it now: 404 when it does not exist. */
async function variantOf(env: Env, variantId: number): Promise<VariantView> {
  const data = await loadCartData(env.DB, [variantId], null);
  const v = data.variants.get(variantId);
  if (!v) throw new ApiHttpError(404, "item_not_found", CART_TEXT.itemNotFound);
  return v;
}

const unavailable = () => new ApiHttpError(422, "item_unavailable", CART_TEXT.itemUnavailable);
const lineNotFound = () => new ApiHttpError(404, "line_not_found", CART_TEXT.lineNotFound);

async function lineOf(ref: CartRef | null, lineId: string) {
  if (!ref) throw lineNotFound();
  const line = (await ref.stub.state()).lines.find((l) => l.id === lineId);
  if (!line) throw lineNotFound();
  return { ref, line };
}

itemRoutes.post("/item", zv("json", addCartItemSchema), async (c) => {
  const { item_id, quantity, custom } = c.req.valid("json");
  const v = await variantOf(c.env, item_id);
  if (!isAvailable(v)) throw unavailable();
  // A configured boxspring (spec sections 2 and 7): checked and priced from D1, one piece, the same one added again is a no-op.
  const configured = custom ? await configuredCustom(c.env, v.product_id, item_id, custom) : null;
  const lineCustom = canonicalCustom(configured ? { ...configured } : custom);
  // The cart object exists from the first add on: a read never creates one.
  const ref = cookieCart(c) ?? newCart(c.env);
  if (configured) {
    const state = await ref.stub.state();
    const same = state.lines.find((l) => l.variant_id === item_id && l.custom === lineCustom);
    if (same) return ok<CartWriteResult>(c, await writeResult(c, ref, state, null, same.id));
  }
  const price = configuredLinePrice(variantPrice(v, todayIso()).price, configured?.extra);
  const outcome = await ref.stub.add(item_id, configured ? CONFIGURATOR_CART_QUANTITY : quantity, lineCustom, v.stock, price);
  if (!outcome.ok) throw outcome.reason === "max_lines" ? new ApiHttpError(422, "cart_full", CART_TEXT.maxLines) : unavailable();
  return ok<CartWriteResult>(c, await writeResult(c, ref, outcome.state, outcome.message, outcome.lineId));
});

itemRoutes.put("/item", zv("json", updateCartItemSchema), async (c) => {
  const { id, quantity } = c.req.valid("json");
  const { ref, line } = await lineOf(cookieCart(c), id);
  let stock = 0;
  let price = line.price_at_add;
  const configured = configuredLine(line.custom);
  if (configured && quantity > CONFIGURATOR_CART_QUANTITY) throw new ApiHttpError(422, "configuration_quantity", CONFIGURATOR_MESSAGES.oneOnly);
  if (quantity > 0) {
    const v = await variantOf(c.env, line.variant_id);
    if (!isAvailable(v)) throw unavailable();
    stock = v.stock;
    price = configuredLinePrice(variantPrice(v, todayIso()).price, configured?.extra);
  }
  const outcome = await ref.stub.setQuantity(id, quantity, stock, price);
  if (!outcome.ok) throw lineNotFound();
  return ok<CartWriteResult>(c, await writeResult(c, ref, outcome.state, outcome.message, quantity > 0 ? id : null));
});

/** DELETE /v1/cart/item?id=<line id>, or with a JSON body { "id": ... }. */
itemRoutes.delete("/item", async (c) => {
  let id: unknown = c.req.query("id");
  if (id === undefined && c.req.header("Content-Type")?.toLowerCase().startsWith("application/json")) {
    const body = await c.req.json<unknown>().catch(() => {
      throw new ApiHttpError(400, "bad_request", MALFORMED_JSON_MESSAGE);
    });
    id = body && typeof body === "object" ? (body as { id?: unknown }).id : undefined;
  }
  const parsed = parseOrThrow(removeCartItemSchema, { id }, 422);
  const { ref } = await lineOf(cookieCart(c), parsed.id);
  const outcome = await ref.stub.remove(parsed.id);
  if (!outcome.ok) throw lineNotFound();
  return ok<CartWriteResult>(c, await writeResult(c, ref, outcome.state, null, null));
});
