import { z } from "./zod";
import { FIELD_MESSAGES } from "../form/messages";
import { emailField } from "./fields";
import { CATEGORY_PATH } from "../../kernel/patterns";

/** Dutch messages of the abandonment payloads, defined once. */
export const ABANDON_MESSAGES = {
  quoteId: "De winkelwagen ontbreekt of is ongeldig.",
  updatedAt: "Het tijdstip van de winkelwagen is ongeldig.",
  products: "Geef een lijst van productnummers mee (hooguit 50).",
  category: "Geef een geldige categorie mee.",
  email: FIELD_MESSAGES.email,
  consent: "Geef aan waar het e-mailadres is ingevuld.",
  unsubscribeToken: "Deze afmeldlink is ongeldig of verlopen.",
  choice: "Geef aan of je herinneringen wilt ontvangen.",
} as const;

/** Most product ids one signal may carry (a cart holds at most CART_MAX_LINES lines). */
export const ABANDON_MAX_PRODUCTS = 50;

const productId = z.number({ error: ABANDON_MESSAGES.products }).int(ABANDON_MESSAGES.products).positive(ABANDON_MESSAGES.products).max(2_147_483_647, ABANDON_MESSAGES.products);
const products = z
  .array(productId, { error: ABANDON_MESSAGES.products })
  .min(1, ABANDON_MESSAGES.products)
  .max(ABANDON_MAX_PRODUCTS, ABANDON_MESSAGES.products)
  // Order and repeats carry no meaning: stored sorted and unique, so the same signal is stored once.
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b));

/** POST /v1/abandon/cart (spec section 7): quote_id, updated_at, products as ids. */
export const abandonCartSchema = z.object(
  {
    quote_id: z.string({ error: ABANDON_MESSAGES.quoteId }).min(1, ABANDON_MESSAGES.quoteId).max(128, ABANDON_MESSAGES.quoteId),
    updated_at: z.union([z.string().max(40, ABANDON_MESSAGES.updatedAt), z.number().int(ABANDON_MESSAGES.updatedAt).nonnegative(ABANDON_MESSAGES.updatedAt), z.null()], { error: ABANDON_MESSAGES.updatedAt }),
    products,
  },
  { error: ABANDON_MESSAGES.products },
);

/** POST /v1/abandon/browse: the products viewed. */
export const abandonBrowseSchema = z.object({ products }, { error: ABANDON_MESSAGES.products });

/** POST /v1/abandon/category: a category path (e.g. "matrassen/pocketvering") or its numeric id. */
export const abandonCategorySchema = z.object(
  {
    category: z.union(
      [
        z.number().int(ABANDON_MESSAGES.category).positive(ABANDON_MESSAGES.category).max(2_147_483_647, ABANDON_MESSAGES.category),
        z
          .string()
          .trim()
          .min(1, ABANDON_MESSAGES.category)
          .max(200, ABANDON_MESSAGES.category)
          .regex(CATEGORY_PATH, ABANDON_MESSAGES.category),
      ],
      { error: ABANDON_MESSAGES.category },
    ),
  },
  { error: ABANDON_MESSAGES.category },
);

/**
 * POST /v1/abandon/email: the shopper's own address (no cookie consent needed: they typed it). `consent`
 * names the form that showed the reminder statement under the field (docs/decisions/028); without it the
 * address is kept but never reminded.
 */
export const abandonEmailSchema = z.object(
  {
    email: emailField(ABANDON_MESSAGES.email).transform((e) => e.toLowerCase()),
    consent: z.enum(["checkout", "newsletter"], { error: ABANDON_MESSAGES.consent }).optional(),
  },
  { error: ABANDON_MESSAGES.email },
);

/** POST /v1/abandon/unsubscribe: the token of a reminder's unsubscribe link. */
export const abandonUnsubscribeSchema = z.object(
  { token: z.string({ error: ABANDON_MESSAGES.unsubscribeToken }).regex(/^[A-Za-z0-9_-]{43}$/u, ABANDON_MESSAGES.unsubscribeToken) },
  { error: ABANDON_MESSAGES.unsubscribeToken },
);

/** PUT /v1/customer/cart-reminders: the account's choice. */
export const cartReminderChoiceSchema = z.object(
  { enabled: z.boolean({ error: ABANDON_MESSAGES.choice }) },
  { error: ABANDON_MESSAGES.choice },
);

export type AbandonCart = z.input<typeof abandonCartSchema>;
export type AbandonBrowse = z.input<typeof abandonBrowseSchema>;
export type AbandonCategory = z.input<typeof abandonCategorySchema>;
export type AbandonEmail = z.input<typeof abandonEmailSchema>;
export type CartReminderChoice = z.input<typeof cartReminderChoiceSchema>;
export type AbandonKind = "cart" | "browse" | "category" | "email";
