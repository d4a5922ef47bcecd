/**
 * Search and share tags of the indexable pages (spec section 2): an absolute canonical URL, a meta
 * description, Open Graph and Twitter card tags, and JSON-LD with absolute URLs. Server only: a page's
 * loader builds its tags (`seo` in its data) and the route's meta function returns them, so none of this
 * code is in the browser's JavaScript (the budget of docs/decisions/009).
 */
import type { MetaDescriptor, RouterContextProvider } from "react-router";
import { fitTitle } from "../kernel/page-title";
import { edgeContext } from "./context";

export const SITE_NAME = "Droomnest";
/** Longest meta description (characters): what search results show before they cut it off. */
export const META_DESCRIPTION_MAX = 155;
/** The shop's logo for Organization and as the share image of pages without one of their own. */
export const LOGO_PATH = "/icons/icon-512.png";
export const NOINDEX = { name: "robots", content: "noindex" } as const;
export const NOINDEX_FOLLOW = { name: "robots", content: "noindex, follow" } as const;

/**
 * The origin of every absolute URL a page carries: the configured public origin (PUBLIC_ORIGIN, checked in
 * worker/ssr.ts) or the request's own. Loaders compute the tags (this module stays out of the browser's
 * JavaScript); the route's meta function returns them.
 */
export function siteOrigin(pageUrl: URL | string, context: Readonly<RouterContextProvider>): string {
  return context.get(edgeContext).publicOrigin || new URL(pageUrl).origin;
}

/** An absolute URL of a site path (an absolute URL stays as it is). */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//u.test(path)) return path;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** Plain text trimmed to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function describe(text: string, max = META_DESCRIPTION_MAX): string {
  const plain = text.replace(/\s+/gu, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/u, "")}…`;
}

export interface PageSeo {
  origin: string;
  title: string;
  description: string;
  /** Site path of the canonical URL (e.g. "/matrassen/"). */
  path: string;
  /** Share tags (Open Graph, Twitter card): product, category and blog pages. */
  share?: { type: "website" | "article" | "product"; image?: string | null; imageAlt?: string };
  /** "noindex, follow" for a filtered or sorted variant whose canonical is the base page. */
  noindex?: boolean;
  jsonLd?: Record<string, unknown>[];
}

/** The meta descriptors of an indexable page. */
export function pageMeta(p: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(p.origin, p.path);
  const description = describe(p.description);
  const out: MetaDescriptor[] = [
    { title: fitTitle(p.title) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
  ];
  if (p.noindex) out.push(NOINDEX_FOLLOW);
  if (p.share) {
    const image = absoluteUrl(p.origin, p.share.image || LOGO_PATH);
    const title = p.title.replace(/ \| Droomnest$/u, "");
    out.push(
      { property: "og:site_name", content: SITE_NAME },
      { property: "og:locale", content: "nl_NL" },
      { property: "og:type", content: p.share.type },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      ...(p.share.imageAlt ? [{ property: "og:image:alt", content: p.share.imageAlt }] : []),
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
    );
  }
  for (const data of p.jsonLd ?? []) out.push({ "script:ld+json": { "@context": "https://schema.org", ...data } as never });
  return out;
}

/** BreadcrumbList JSON-LD with absolute item URLs. */
export function breadcrumbLd(origin: string, items: readonly { title: string; url: string }[]): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((b, i) => ({ "@type": "ListItem", position: i + 1, name: b.title, item: absoluteUrl(origin, b.url) })),
  };
}
