import { z } from "./zod";
import { CART_MESSAGES } from "../cart/messages";

const id = z.coerce.number({ error: CART_MESSAGES.itemId }).int(CART_MESSAGES.itemId).positive(CART_MESSAGES.itemId).max(2_147_483_647, CART_MESSAGES.itemId);

const quantity = (min: 0 | 1) =>
  z.coerce
    .number({ error: CART_MESSAGES.quantity })
    .int(CART_MESSAGES.quantity)
    .min(min, CART_MESSAGES.quantity)
    .max(999, CART_MESSAGES.quantityMax);

/**
 * POST /v1/cart/item (spec section 7): item_id is the variant id. Anything the client says about price
 * (price, special_price_incl, ...) is not part of the schema and is dropped; `custom` is for the
 * configurator's lines, priced on the server.
 */
export const addCartItemSchema = z.object({
  item_id: id,
  quantity: quantity(1).default(1),
  custom: z.record(z.string().max(64), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
});

/** PUT /v1/cart/item: set a line's quantity; 0 removes the line. */
export const updateCartItemSchema = z.object({
  id: z.string({ error: CART_MESSAGES.lineId }).min(1, CART_MESSAGES.lineId).max(64, CART_MESSAGES.lineId),
  quantity: quantity(0),
});

/** DELETE /v1/cart/item?id=<line id> (or a JSON body with id). */
export const removeCartItemSchema = z.object({
  id: z.string({ error: CART_MESSAGES.lineId }).min(1, CART_MESSAGES.lineId).max(64, CART_MESSAGES.lineId),
});

/** POST /v1/cart/discount: codes are trimmed and case-insensitive. */
export const discountCodeSchema = z.object({
  discount_code: z
    .string({ error: CART_MESSAGES.code })
    .trim()
    .min(1, CART_MESSAGES.code)
    .max(64, CART_MESSAGES.code)
    .transform((s) => s.toUpperCase()),
});

/** POST /v1/cart/restore: the opaque token of the reminder mail's link. */
export const restoreCartSchema = z.object({
  token: z.string({ error: CART_MESSAGES.token }).min(16, CART_MESSAGES.token).max(512, CART_MESSAGES.token),
});

export type AddCartItem = z.infer<typeof addCartItemSchema>;
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;
export type DiscountCode = z.infer<typeof discountCodeSchema>;
