/**
 * Checks the content seed: every kv-seed/content/{key}.json must parse against its schema in
 * contentSchemas, carry no keys the schema would silently strip, and be pretty-printed with
 * 2-space indentation. A few content rules of the spec are checked on top (menu, promos, links).
 *
 * Run from the repository root: ./node_modules/.bin/node kv-seed/content/check.ts
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { contentSchemas, type ContentKey } from "../../app/lib/schemas/content.ts";
import { figureProblems, findStrippedKeys } from "./check-helpers.ts";

const dir = dirname(fileURLToPath(import.meta.url));
const problems: string[] = [];
const fail = (file: string, message: string): void => {
  problems.push(`${file}: ${message}`);
};


/** Every same-site `link` (and image `src`) in the document, with its path. */
function collect(value: unknown, path: string, keys: string[], found: [string, string][]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => collect(item, `${path}[${i}]`, keys, found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && typeof child === "string") found.push([`${path}.${key}`, child]);
      else collect(child, `${path}.${key}`, keys, found);
    }
  }
}

const parsed: Partial<Record<ContentKey, unknown>> = {};

for (const key of Object.keys(contentSchemas) as ContentKey[]) {
  const file = `${key}.json`;
  let text: string;
  let data: unknown;
  try {
    text = readFileSync(join(dir, file), "utf8");
    data = JSON.parse(text);
  } catch (error) {
    fail(file, `cannot read or parse JSON: ${(error as Error).message}`);
    continue;
  }

  const schema: z.ZodType = contentSchemas[key];
  const result = schema.safeParse(data);
  if (!result.success) {
    fail(file, `schema validation failed\n${z.prettifyError(result.error)}`);
    continue;
  }
  parsed[key] = result.data;

  const stripped: string[] = [];
  findStrippedKeys(data, result.data, "$", stripped);
  if (stripped.length > 0) fail(file, `keys unknown to the schema: ${stripped.join(", ")}`);

  if (text !== `${JSON.stringify(data, null, 2)}\n`) {
    fail(file, "not pretty-printed as JSON.stringify(data, null, 2) plus a final newline");
  }

  for (const problem of figureProblems(text)) fail(file, problem);

  const links: [string, string][] = [];
  collect(data, "$", ["link", "opening_hours_link"], links);
  for (const [at, link] of links) {
    if (!link.endsWith("/")) fail(file, `${at} must end with '/': ${link}`);
  }
  const images: [string, string][] = [];
  collect(data, "$", ["src"], images);
  for (const [at, src] of images) {
    if (!src.startsWith("/images/")) fail(file, `${at} must be a path under /images/: ${src}`);
  }
}

// Content rules beyond the schemas.
const navigation = parsed.navigation as z.infer<typeof contentSchemas.navigation> | undefined;
if (navigation) {
  const items = navigation.items;
  if (items.length <= 10) fail("navigation.json", `needs more than 10 top-level items, has ${items.length}`);
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) fail("navigation.json", `ids are not unique: ${ids.join(", ")}`);
  const highlighted = items.filter((item) => item.highlight);
  if (highlighted.length !== 1 || highlighted[0]?.title !== "Acties") {
    fail("navigation.json", "exactly one item, titled 'Acties', must have highlight: true");
  }
  // The main menu shows only the first 9 items when there are more than 10: Acties and Kleur must be among them.
  for (const title of ["Acties", "Kleur"]) {
    const at = items.findIndex((item) => item.title === title);
    if (at < 0 || at >= 9) fail("navigation.json", `'${title}' must be one of the first 9 items (the main menu shows 9), is at ${at + 1}`);
  }
  const withColors = items.filter((item) => item.colors.length > 0);
  const kleur = withColors[0];
  if (withColors.length !== 1 || kleur?.title !== "Kleur") {
    fail("navigation.json", "exactly one item, titled 'Kleur', must have colours");
  } else if (kleur.colors.length < 8 || kleur.colors.length > 10) {
    fail("navigation.json", `'Kleur' needs 8 to 10 colours, has ${kleur.colors.length}`);
  }
}

const homepage = parsed.homepage as z.infer<typeof contentSchemas.homepage> | undefined;
if (homepage) {
  if (homepage.promos.length !== 3) {
    fail("homepage.json", `needs exactly 3 promos (main plus two side promos), has ${homepage.promos.length}`);
  }
  homepage.promos.forEach((promo, i) => {
    if (!promo.image.alt.trim() || !promo.image_mobile.alt.trim()) fail("homepage.json", `promos[${i}] needs alt texts`);
  });
  homepage.category_blocks.forEach((block, i) => {
    if (!block.image.alt.trim()) fail("homepage.json", `category_blocks[${i}] needs an alt text`);
  });
}

if (problems.length > 0) {
  console.error(`Content check failed (${problems.length}):\n\n${problems.join("\n\n")}`);
  process.exit(1);
}
console.log(`Content check passed: ${Object.keys(parsed).join(", ")}`);
