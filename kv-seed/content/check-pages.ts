/**
 * Checks the service pages (kv-seed/content/service/*.json) and blog articles
 * (kv-seed/content/blog/*.json): every file must parse against servicePageSchema or
 * blogArticleSchema, carry no keys the schema would strip, be pretty-printed with 2-space
 * indentation, and be named after its slug. Content rules on top: the required service pages
 * exist, the contact page has the contactformulier anchor and the footer's phone number and
 * hours, the general terms mention '14 dagen' and hold the model withdrawal form, there are at
 * least 6 blog articles, internal links resolve, and blog metadata (dates, image, reading time,
 * categories) is consistent, and the privacy statement's retention periods come from app/lib/retention.ts.
 *
 * Run from the repository root: ./node_modules/.bin/node kv-seed/content/check-pages.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import {
  blogArticleSchema,
  footerSchema,
  servicePageSchema,
  type BlogArticle,
  type RichBlock,
  type ServicePage,
} from "../../app/lib/schemas/content.ts";
import { SERVICE_PAGE_SLUGS as REQUIRED_SERVICE_SLUGS } from "../../app/lib/constants.ts";
import { figureProblems, findStrippedKeys } from "./check-helpers.ts";
import { fillFigures, retentionSectionProblems } from "./figures.ts";
import { SHOP_IDENTITY } from "../../app/lib/shop-identity.ts";

const dir = dirname(fileURLToPath(import.meta.url));
const problems: string[] = [];
const fail = (file: string, message: string): void => {
  problems.push(`${file}: ${message}`);
};

const MIN_BLOG_ARTICLES = 6;
const BLOG_CATEGORIES = new Set([
  "matrassen",
  "dekbed",
  "dekbedovertrek",
  "hoofdkussen",
  "boxsprings",
  "molton",
  "kussensloop",
  "badtextiel",
]);
const BLOG_WORDS = { min: 600, max: 1100 };
const WORDS_PER_MINUTE = 200;
const LATEST_PUBLISHED = "2026-11-20";
/** Placeholder text and a few common English words that have no place in Dutch copy. */
const FORBIDDEN = /\b(lorem|ipsum|todo|tbd|the|and|your|please|click here)\b/iu;


/** All visible text of a block. */
function blockText(block: RichBlock): string {
  return "items" in block ? block.items.join("\n") : block.text;
}

function pageText(page: { title: string; intro: string; blocks: RichBlock[] }): string {
  return [page.title, page.intro, ...page.blocks.map(blockText)].join("\n");
}

function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Reads and validates every *.json in a folder; returns the parsed documents by slug. */
function loadFolder<T extends { slug: string }>(folder: string, schema: z.ZodType<T>): Map<string, T> {
  const docs = new Map<string, T>();
  let names: string[];
  try {
    names = readdirSync(join(dir, folder)).filter((n) => n.endsWith(".json")).sort();
  } catch (error) {
    fail(`${folder}/`, `cannot read folder: ${(error as Error).message}`);
    return docs;
  }
  for (const name of names) {
    const file = `${folder}/${name}`;
    let text: string;
    let data: unknown;
    try {
      text = readFileSync(join(dir, folder, name), "utf8");
      data = JSON.parse(text);
    } catch (error) {
      fail(file, `cannot read or parse JSON: ${(error as Error).message}`);
      continue;
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      fail(file, `schema validation failed\n${z.prettifyError(result.error)}`);
      continue;
    }
    const doc = result.data;
    const stripped: string[] = [];
    findStrippedKeys(data, doc, "$", stripped);
    if (stripped.length > 0) fail(file, `keys unknown to the schema: ${stripped.join(", ")}`);
    if (text !== `${JSON.stringify(data, null, 2)}\n`) {
      fail(file, "not pretty-printed as JSON.stringify(data, null, 2) plus a final newline");
    }
    if (name !== `${doc.slug}.json`) fail(file, `file name must equal the slug: expected ${doc.slug}.json`);
    for (const problem of figureProblems(text)) fail(file, problem);
    docs.set(doc.slug, doc);
  }
  return docs;
}

/** Rules shared by service pages and blog articles. */
function checkCommon(file: string, page: { title: string; intro: string; blocks: RichBlock[] }): void {
  const text = pageText(page);
  const forbidden = FORBIDDEN.exec(text);
  if (forbidden) fail(file, `contains placeholder or English text: '${forbidden[0]}'`);

  const ids = page.blocks.flatMap((b) => (b.type === "h2" && b.id ? [b.id] : []));
  const dupes = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (dupes.length > 0) fail(file, `duplicate h2 ids: ${[...new Set(dupes)].join(", ")}`);

  const last = page.blocks.at(-1);
  if (last && (last.type === "h2" || last.type === "h3")) fail(file, "must not end with a heading");
  page.blocks.forEach((block, i) => {
    const next = page.blocks[i + 1];
    if (block.type === "h3" && next?.type === "h3") {
      fail(file, `blocks[${i}] h3 '${block.text}' is followed directly by another h3`);
    }
  });
}

/** Internal links must end with '/', and /service/… and /blog/… links must point at existing pages. */
function checkLinks(file: string, blocks: RichBlock[], services: Set<string>, articles: Set<string>): void {
  blocks.forEach((block, i) => {
    if (block.type !== "link") return;
    const href = block.href;
    if (!href.endsWith("/")) fail(file, `blocks[${i}] link must end with '/': ${href}`);
    const service = /^\/service\/([^/]+)\/$/u.exec(href);
    if (service && !services.has(service[1]!)) fail(file, `blocks[${i}] links to a missing service page: ${href}`);
    const blog = /^\/blog\/([^/]+)\/$/u.exec(href);
    if (blog && !articles.has(blog[1]!)) fail(file, `blocks[${i}] links to a missing blog article: ${href}`);
  });
}

const services = loadFolder<ServicePage>("service", servicePageSchema);
const articles = loadFolder<BlogArticle>("blog", blogArticleSchema);
const serviceSlugs = new Set(services.keys());
const articleSlugs = new Set(articles.keys());

// Service pages.
for (const slug of REQUIRED_SERVICE_SLUGS) {
  if (!services.has(slug)) fail(`service/${slug}.json`, "required service page is missing");
}
for (const [slug, page] of services) {
  const file = `service/${slug}.json`;
  checkCommon(file, page);
  checkLinks(file, page.blocks, serviceSlugs, articleSlugs);
}

let footer: z.infer<typeof footerSchema> | undefined;
try {
  footer = footerSchema.parse(JSON.parse(readFileSync(join(dir, "footer.json"), "utf8")));
} catch (error) {
  fail("footer.json", `cannot read the footer for the contact facts: ${(error as Error).message}`);
}

const contact = services.get("klantenservice-contact");
if (contact) {
  const file = "service/klantenservice-contact.json";
  const at = contact.blocks.findIndex((b) => b.type === "h2" && b.id === "contactformulier");
  if (at < 0) {
    fail(file, "needs an h2 block with id 'contactformulier'");
  } else {
    const next = contact.blocks[at + 1];
    if (!next || !["p", "ul", "ol"].includes(next.type)) {
      fail(file, "the 'contactformulier' heading must be followed by text on how to reach us");
    }
  }
  // The page as the seed stores it: its address comes from the shop's identity ({{figures}}, kv-seed/content/figures.ts).
  const text = pageText(fillFigures(contact));
  for (const fact of [SHOP_IDENTITY.replyTo, SHOP_IDENTITY.zipcodeCity]) {
    if (!text.includes(fact)) fail(file, `must mention '${fact}'`);
  }
  if (footer) {
    if (!text.includes(footer.phone_number)) fail(file, `must mention the footer's phone number '${footer.phone_number}'`);
    // The footer says 'Ma t/m vr 9:00 - 17:30'; the page must state the same times.
    const times = footer.phone_hours.match(/\d{1,2}:\d{2}/gu) ?? [];
    for (const time of times) {
      if (!text.includes(time)) fail(file, `must mention the footer's opening time ${time} (${footer.phone_hours})`);
    }
  }
}

// The privacy statement's retention periods come from app/lib/retention.ts, the table the Cron's jobs use.
const privacy = services.get("privacy");
if (privacy) for (const problem of retentionSectionProblems(privacy)) fail("service/privacy.json", problem);

const terms = services.get("algemene-voorwaarden");
if (terms) {
  const file = "service/algemene-voorwaarden.json";
  if (!pageText(terms).includes("14 dagen")) fail(file, "must mention '14 dagen'");
  const at = terms.blocks.findIndex((b) => b.type === "h2" && b.text === "Modelformulier voor herroeping");
  if (at < 0) {
    fail(file, "needs an h2 'Modelformulier voor herroeping'");
  } else if (!terms.blocks.slice(at + 1, at + 3).some((b) => b.type === "ul" || b.type === "ol")) {
    fail(file, "the model withdrawal form heading must be followed by its lines as a list");
  }
}

if (footer) {
  for (const [slug, page] of services) {
    const text = pageText(page);
    if (/\b085\b/u.test(text) && !text.includes(footer.phone_number)) {
      fail(`service/${slug}.json`, `phone number differs from the footer's '${footer.phone_number}'`);
    }
  }
}

// Blog articles.
if (articles.size < MIN_BLOG_ARTICLES) {
  fail("blog/", `needs at least ${MIN_BLOG_ARTICLES} articles, has ${articles.size}`);
}
for (const [slug, article] of articles) {
  const file = `blog/${slug}.json`;
  checkCommon(file, article);
  checkLinks(file, article.blocks, serviceSlugs, articleSlugs);

  const date = new Date(`${article.published}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== article.published) {
    fail(file, `published is not a real date: ${article.published}`);
  } else if (!article.published.startsWith("2026-") || article.published > LATEST_PUBLISHED) {
    fail(file, `published must be in 2026 and no later than ${LATEST_PUBLISHED}: ${article.published}`);
  }

  const { image } = article;
  if (image.src !== `/img/blog/${slug}.svg`) fail(file, `image.src must be /img/blog/${slug}.svg, is ${image.src}`);
  if (image.width !== 1200 || image.height !== 630) fail(file, `image must be 1200x630, is ${image.width}x${image.height}`);
  if (!image.alt.trim()) fail(file, "image needs an alt text");

  for (const category of article.related_categories) {
    if (!BLOG_CATEGORIES.has(category)) fail(file, `related category not allowed: ${category}`);
  }
  if (new Set(article.related_categories).size !== article.related_categories.length) {
    fail(file, "related_categories has duplicates");
  }

  const words = countWords([article.intro, ...article.blocks.map(blockText)].join("\n"));
  if (words < BLOG_WORDS.min || words > BLOG_WORDS.max) {
    fail(file, `needs ${BLOG_WORDS.min}-${BLOG_WORDS.max} words, has ${words}`);
  }
  const expected = Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
  if (Math.abs(article.reading_minutes - expected) > 1) {
    fail(file, `reading_minutes ${article.reading_minutes} does not match ${words} words (expected about ${expected})`);
  }
}

if (problems.length > 0) {
  console.error(`Page check failed (${problems.length}):\n\n${problems.join("\n\n")}`);
  process.exit(1);
}
const summary = [...articles].map(([slug, a]) => {
  const words = countWords([a.intro, ...a.blocks.map(blockText)].join("\n"));
  return `  ${slug}: ${words} words, ${a.reading_minutes} min`;
});
console.log(
  `Page check passed: ${services.size} service pages (${[...serviceSlugs].join(", ")}), ${articles.size} blog articles\n${summary.join("\n")}`,
);
