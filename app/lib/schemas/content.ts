import { z } from "./zod.ts";
import { SLUG } from "../../kernel/patterns.ts";

/** Shapes of the content calls (spec section 3 and 7). One schema per payload, used by the seed
 * loader, the /v1/content API and the storefront. */

const link = z.string().regex(/^\/[^/\\]/u, "Een link moet een pad binnen de winkel zijn (beginnend met /).").or(z.literal("/"));

export const navSubItemSchema = z.object({
  title: z.string().min(1),
  content: z.array(z.object({ title: z.string().min(1), link })).min(1),
});

export const navColorSchema = z.object({
  title: z.string().min(1),
  hex: z.string().regex(/^#[0-9a-f]{6}$/iu),
  link,
});

export const navItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(1),
  link,
  highlight: z.boolean().default(false),
  colors: z.array(navColorSchema).default([]),
  sub_items: z.array(navSubItemSchema).default([]),
});

export const navigationSchema = z.object({ items: z.array(navItemSchema).min(1) });

export const footerSchema = z.object({
  help_text: z.object({ title: z.string().min(1), text: z.string().min(1) }),
  phone_number: z.string().min(1),
  phone_hours: z.string().min(1),
  opening_hours_link: link,
  service_links: z.array(
    z.object({ title: z.string().min(1), links: z.array(z.object({ title: z.string().min(1), link })).min(1) }),
  ).min(1),
  social_links: z.array(
    z.object({
      network: z.enum(["facebook", "instagram", "pinterest", "youtube", "tiktok", "linkedin"]),
      title: z.string().min(1),
      url: z.string().url(),
    }),
  ).min(1),
});

export const notificationSchema = z.object({
  notification: z.string(),
  style: z.enum(["info", "success", "warning", "action"]),
  link: link.nullable(),
});

export const newsletterPopupSchema = z.object({
  active: z.boolean(),
  title: z.string().min(1),
  content: z.string().min(1),
  button_text: z.string().min(1),
  small_text: z.string().min(1),
});

export const imageSchema = z.object({
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

export const promoSlideSchema = z.object({
  image: imageSchema,
  image_mobile: imageSchema,
  title: z.string().min(1),
  sub_title: z.string(),
  show_title: z.boolean(),
  is_light_background: z.boolean(),
  link,
  button_text: z.string().nullable(),
});

export const homepageSchema = z.object({
  promos: z.array(promoSlideSchema).min(1),
  category_blocks: z.array(z.object({ title: z.string().min(1), link, image: imageSchema })).min(1),
  about: z.object({ title: z.string().min(1), text: z.array(z.string().min(1)).min(1), link, link_text: z.string().min(1) }),
});

export const uspsSchema = z.object({ items: z.array(z.object({ text: z.string().min(1), link: link.nullable() })).min(3) });

export const textpageSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  sections: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
});

/** A block of rich text: headings, paragraphs, lists and links (no HTML). */
export const richBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("h2"), text: z.string().min(1), id: z.string().regex(/^[a-z0-9-]+$/u).optional() }),
  z.object({ type: z.literal("h3"), text: z.string().min(1) }),
  z.object({ type: z.literal("p"), text: z.string().min(1) }),
  z.object({ type: z.literal("ul"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("ol"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ type: z.literal("link"), text: z.string().min(1), href: z.string().regex(/^\/[^/\\]/u) }),
]);

export const servicePageSchema = z.object({
  slug: z.string().regex(SLUG),
  title: z.string().min(1),
  meta_description: z.string().min(1).max(170),
  intro: z.string().min(1),
  blocks: z.array(richBlockSchema).min(3),
});

export const blogArticleSchema = z.object({
  slug: z.string().regex(SLUG),
  title: z.string().min(1),
  meta_description: z.string().min(1).max(170),
  author: z.string().min(1),
  published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u),
  reading_minutes: z.number().int().min(1).max(30),
  image: imageSchema,
  intro: z.string().min(1),
  blocks: z.array(richBlockSchema).min(5),
  related_categories: z.array(z.string().regex(/^[a-z0-9-/]+$/u)).max(4),
});

export type RichBlock = z.infer<typeof richBlockSchema>;
export type ServicePage = z.infer<typeof servicePageSchema>;
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const cartPromoSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  link,
  link_text: z.string().min(1),
});
export type CartPromo = z.infer<typeof cartPromoSchema>;

/** The promo tile in the product grid of categories with promo_banner (at PROMO_BANNER_INDEX). */
export const promoBannerSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  link,
  link_text: z.string().min(1),
});
export type PromoBanner = z.infer<typeof promoBannerSchema>;

export type NavItem = z.infer<typeof navItemSchema>;
export type Navigation = z.infer<typeof navigationSchema>;
export type Footer = z.infer<typeof footerSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type NewsletterPopup = z.infer<typeof newsletterPopupSchema>;
export type PromoSlide = z.infer<typeof promoSlideSchema>;
export type Homepage = z.infer<typeof homepageSchema>;
export type Usps = z.infer<typeof uspsSchema>;
export type Textpage = z.infer<typeof textpageSchema>;
export type Image = z.infer<typeof imageSchema>;

/** Every content key the seed holds, with its schema. */
export const contentSchemas = {
  navigation: navigationSchema,
  footer: footerSchema,
  notification: notificationSchema,
  "newsletter-popup": newsletterPopupSchema,
  homepage: homepageSchema,
  usps: uspsSchema,
  textpage: textpageSchema,
  "cart-promo": cartPromoSchema,
  "promo-banner": promoBannerSchema,
} as const;

export type ContentKey = keyof typeof contentSchemas;
