/**
 * Cart form posts (product page and cart page actions) turned into /v1/cart calls: one switch on the
 * form's `intent` (Hydrogen's cart pattern). The same forms post without JavaScript (a document POST)
 * and with it (a fetcher); both get the same result to render.
 */
import { ApiError } from "../api/client";
import type { ApiClient } from "../api/server-client";
import type { CartWriteResult } from "../api/types/cart";
import { CART_WRITE_FAILED } from "./messages";
import { addCartItemSchema, discountCodeSchema, removeCartItemSchema, updateCartItemSchema } from "../schemas/cart";

export const CART_INTENTS = ["add", "quantity", "remove", "code", "remove-code"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What the live region says after a write that went through (spec: changes are announced). */
export const CART_ANNOUNCE: Record<CartIntent, string> = {
  add: "Toegevoegd aan je winkelwagen",
  quantity: "Aantal aangepast",
  remove: "Artikel verwijderd",
  code: "Kortingscode toegepast",
  "remove-code": "Kortingscode verwijderd",
};

export type CartActionResult =
  | { ok: true; intent: CartIntent; result: CartWriteResult; message: string }
  | { ok: false; intent: CartIntent | null; status: number; message: string };

function refused(intent: CartIntent | null, status: number, message: string): CartActionResult {
  return { ok: false, intent, status, message };
}

function field(form: FormData, name: string): string | undefined {
  const v = form.get(name);
  return typeof v === "string" ? v : undefined;
}

/** Runs one cart intent; input errors and the API's refusals come back as Dutch messages, never thrown. */
export async function runCartIntent(api: ApiClient, form: FormData, itemId?: number): Promise<CartActionResult> {
  const raw = field(form, "intent");
  const intent = CART_INTENTS.find((i) => i === raw) ?? null;
  if (!intent) return refused(null, 400, "Deze actie kennen we niet.");
  let write: () => Promise<CartWriteResult>;
  switch (intent) {
    case "add": {
      const p = addCartItemSchema.safeParse({ item_id: itemId ?? field(form, "item_id"), quantity: field(form, "quantity") || 1 });
      if (!p.success) return refused(intent, 422, p.error.issues[0]!.message);
      write = () => api.cart.add({ item_id: p.data.item_id, quantity: p.data.quantity });
      break;
    }
    case "quantity": {
      const p = updateCartItemSchema.safeParse({ id: field(form, "id"), quantity: field(form, "quantity") });
      if (!p.success) return refused(intent, 422, p.error.issues[0]!.message);
      write = () => api.cart.setQuantity(p.data.id, p.data.quantity);
      break;
    }
    case "remove": {
      const p = removeCartItemSchema.safeParse({ id: field(form, "id") });
      if (!p.success) return refused(intent, 422, p.error.issues[0]!.message);
      write = () => api.cart.remove(p.data.id);
      break;
    }
    case "code": {
      const p = discountCodeSchema.safeParse({ discount_code: field(form, "discount_code") ?? "" });
      if (!p.success) return refused(intent, 422, p.error.issues[0]!.message);
      write = () => api.cart.applyCode(p.data.discount_code);
      break;
    }
    case "remove-code":
      write = () => api.cart.removeCode();
      break;
  }
  try {
    const result = await write();
    const removed = intent === "quantity" && field(form, "quantity") === "0";
    return { ok: true, intent, result, message: result.message ?? CART_ANNOUNCE[removed ? "remove" : intent] };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return refused(intent, err.status, err.message);
    console.error("cart write failed", err);
    return refused(intent, 503, CART_WRITE_FAILED);
  }
}
