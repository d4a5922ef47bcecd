/**
 * JSON-LD of the shop's pages (schema.org), every URL absolute: Product with its offer, brand and rating,
 * the Organization of the home page, a blog article. Breadcrumbs: breadcrumbLd in seo.ts.
 */
import { decimalAmount } from "../kernel/money";
import type { Product } from "./api/types/catalog";
import { absoluteUrl, LOGO_PATH, SITE_NAME } from "./seo.server";

/** A Dutch phone number as the international form schema.org asks for ("085 - 060 40 50" -> "+31850604050"). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/[^\d+]/gu, "");
  return digits.startsWith("0") ? `+31${digits.slice(1)}` : digits;
}

/** Product: price in euros from the server's cents, availability, brand, rating figures of the product. */
export function productLd(origin: string, product: Product): Record<string, unknown> {
  const url = absoluteUrl(origin, product.url);
  return {
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.title,
    sku: product.sku,
    description: product.description,
    url,
    image: product.images.map((i) => absoluteUrl(origin, i.src)),
    brand: { "@type": "Brand", name: product.brand.name },
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "EUR",
      price: decimalAmount(product.price.price),
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: SITE_NAME },
    },
    ...(product.rating.count > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The shop as an Organization (home page): name, url, logo and the customer service phone. */
export function organizationLd(origin: string, phone: string | null): Record<string, unknown> {
  return {
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, LOGO_PATH),
    ...(phone
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            telephone: internationalPhone(phone),
            contactType: "customer service",
            areaServed: ["NL", "BE"],
            availableLanguage: "nl",
            url: absoluteUrl(origin, "/service/klantenservice-contact/"),
          },
        }
      : {}),
  };
}

/** A blog article: headline, image, author and date, with the article's own URL. */
export function articleLd(
  origin: string,
  a: { slug: string; title: string; meta_description: string; author: string; published: string; image: { src: string } },
): Record<string, unknown> {
  const url = absoluteUrl(origin, `/blog/${a.slug}/`);
  return {
    "@type": "BlogPosting",
    headline: a.title,
    description: a.meta_description,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(origin, a.image.src),
    datePublished: a.published,
    author: { "@type": "Person", name: a.author },
    publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: absoluteUrl(origin, LOGO_PATH) } },
  };
}
