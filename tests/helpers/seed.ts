import { env } from "cloudflare:workers";
import { contentSql } from "../../kv-seed/content-sql";
import { fillFigures } from "../../kv-seed/content/figures";
import footer from "../../kv-seed/content/footer.json";
import homepage from "../../kv-seed/content/homepage.json";
import navigation from "../../kv-seed/content/navigation.json";
import newsletterPopup from "../../kv-seed/content/newsletter-popup.json";
import notification from "../../kv-seed/content/notification.json";
import textpage from "../../kv-seed/content/textpage.json";
import usps from "../../kv-seed/content/usps.json";
import cartPromo from "../../kv-seed/content/cart-promo.json";
import promoBanner from "../../kv-seed/content/promo-banner.json";

/** The content documents as the seed stores them (shop figures such as {{gratis_vanaf}} filled in). */
export const seedContent = fillFigures({ navigation, footer, notification, "newsletter-popup": newsletterPopup, homepage, usps, textpage, "cart-promo": cartPromo, "promo-banner": promoBanner });

/** Loads the real kv-seed content into the test D1, as `npm run seed` does. */
export async function seedD1(): Promise<void> {
  const statements = contentSql(seedContent)
    .split("\n")
    .map((sql) => env.DB.prepare(sql));
  await env.DB.batch(statements);
}

/** Inserts a customer and a live session; returns the cookie token. */
export async function insertSession(opts: { firstName?: string; ttlS?: number } = {}): Promise<string> {
  const { createSession } = await import("../../worker/store/sessions");
  const email = `klant-${crypto.randomUUID()}@droomnest.test`;
  const row = await env.DB.prepare("INSERT INTO customers (email, first_name, last_name) VALUES (?1, ?2, ?3) RETURNING id")
    .bind(email, opts.firstName ?? "Sanne", "de Vries")
    .first<{ id: number }>();
  const now = Math.floor(Date.now() / 1000);
  return createSession(env.DB, row!.id, now, opts.ttlS ?? 86400);
}

export const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
