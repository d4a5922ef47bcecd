/**
 * The file's rows judged against the catalogue (docs/decisions/040): every value parsed (prices in euros
 * with a comma or a point to cents, brand and categories by slug), every error in Dutch with its line and
 * column; rows grouped per product SKU, variants matched by their own SKU. Pure: the catalogue comes in.
 */
import { BEHEER_IMPORT_MESSAGES as M } from "../../../app/lib/beheer/messages/import";
import { VARIANT_COLUMNS, type CatalogueColumn, type ImportIssue } from "../../../app/lib/beheer/types/import";
import { OPTION_TITLES, PRODUCT_FIELDS, PRODUCT_TYPES, parseEuros, type CatalogueSnapshot, type OptionPick, type ProductField, type ProductFields, type SnapshotProduct, type SnapshotVariant, type Spec } from "./model";
import type { Cell, SourceRead } from "./rows";

export interface ParsedVariant {
  line: number;
  sku: string;
  existing: SnapshotVariant | null;
  options: OptionPick[];
  price_delta: number;
  stock: number;
}

export interface ParsedProduct {
  line: number;
  sku: string;
  existing: SnapshotProduct | null;
  fields: ProductFields;
  variants: ParsedVariant[];
}

const SKU = /^[A-Za-z0-9._-]{1,64}$/u;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/u;
const HEX = /^#[0-9a-fA-F]{6}$/u;
const MAX_TEXT: Partial<Record<ProductField, number>> = { title: 200, delivery: 200, color_title: 60, description: 20_000, slug: 120 };
const REQUIRED_NEW: readonly ProductField[] = ["slug", "title", "brand", "type", "main_category", "description", "delivery", "color_title", "color_hex", "price"];

export function validateRows(read: SourceRead, catalogue: CatalogueSnapshot): { products: ParsedProduct[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [...read.issues];
  const issue = (cell: Cell, field: string, message: string) => issues.push({ line: cell.line, column: cell.column, field, message });

  // Rows per product SKU, in file order.
  const groups = new Map<string, { first: Cell; rows: SourceRead["rows"] }>();
  for (const row of read.rows) {
    const sku = row.cells.sku;
    if (!sku || sku.text === "") {
      issues.push({ line: row.line, column: sku?.column ?? "A", field: "sku", message: M.field.required });
      continue;
    }
    if (!SKU.test(sku.text)) {
      issue(sku, "sku", M.field.sku);
      continue;
    }
    const g = groups.get(sku.text) ?? { first: sku, rows: [] };
    g.rows.push(row);
    groups.set(sku.text, g);
  }

  const slugOwner = new Map<string, string>();
  const variantOwner = new Map<string, string>();
  for (const p of catalogue.products.values()) {
    slugOwner.set(p.fields.slug, p.sku);
    for (const v of p.variants) variantOwner.set(v.sku, p.sku);
  }
  const variantLine = new Map<string, number>();
  const products: ParsedProduct[] = [];

  for (const [sku, { first, rows }] of groups) {
    const existing = catalogue.products.get(sku) ?? null;
    const before = issues.length;
    // The product's cells: the first filled one per column; a later filled one must say the same.
    const cells = new Map<CatalogueColumn, Cell>();
    for (const row of rows) {
      for (const [column, cell] of Object.entries(row.cells) as [CatalogueColumn, Cell][]) {
        if (VARIANT_COLUMNS.includes(column) || column === "sku" || cell.text === "") continue;
        const seen = cells.get(column);
        if (!seen) cells.set(column, cell);
        else if (seen.text !== cell.text) issue(cell, column, M.field.differs(seen.line));
      }
    }
    const parsed: Partial<ProductFields> = {};
    for (const field of PRODUCT_FIELDS) {
      const cell = cells.get(field);
      if (!cell) continue;
      const value = parseField(field, cell, catalogue, (message) => issue(cell, field, message));
      if (value !== undefined) (parsed as Record<string, unknown>)[field] = value;
    }
    for (const field of REQUIRED_NEW) {
      if (parsed[field] !== undefined || cells.has(field)) continue;
      // An existing product keeps its value where the file has none (absent column or empty cell).
      if (!existing) issue(first, field, M.field.required);
    }
    const fields = { ...(existing?.fields ?? { categories: [], specifications: [], available: true }), ...parsed } as ProductFields;
    // Main category first, the others by slug (the snapshot's order: a reordered list is no change).
    if (fields.main_category) fields.categories = [fields.main_category, ...fields.categories.filter((c) => c !== fields.main_category).sort()];
    const slugCell = cells.get("slug");
    if (slugCell && parsed.slug) {
      const owner = slugOwner.get(parsed.slug);
      if (owner && owner !== sku) issue(slugCell, "slug", M.field.slugTaken(owner));
      else slugOwner.set(parsed.slug, sku);
    }

    const variants: ParsedVariant[] = [];
    for (const row of rows) {
      const vsku = row.cells.variant_sku;
      if (!vsku || vsku.text === "") {
        for (const c of ["options", "price_delta", "stock"] as const) if (row.cells[c]?.text) issue(vsku ?? row.cells[c]!, "variant_sku", M.field.required);
        continue;
      }
      if (!SKU.test(vsku.text)) {
        issue(vsku, "variant_sku", M.field.sku);
        continue;
      }
      const dup = variantLine.get(vsku.text);
      if (dup !== undefined) issue(vsku, "variant_sku", M.field.variantDuplicate(dup));
      variantLine.set(vsku.text, vsku.line);
      const owner = variantOwner.get(vsku.text);
      if (owner && owner !== sku) issue(vsku, "variant_sku", M.field.variantOfOther(owner));
      const old = existing?.variants.find((v) => v.sku === vsku.text) ?? null;
      const v: ParsedVariant = { line: vsku.line, sku: vsku.text, existing: old, options: old?.options ?? [], price_delta: old?.price_delta ?? 0, stock: old?.stock ?? 0 };
      const opt = row.cells.options;
      if (opt) {
        const picks = parseOptions(opt.text);
        if (!picks) issue(opt, "options", M.field.options);
        else if (old && JSON.stringify(picks) !== JSON.stringify(old.options)) issue(opt, "options", M.field.optionsChanged);
        else v.options = picks;
      }
      const delta = row.cells.price_delta;
      if (delta && delta.text !== "") {
        const cents = parseEuros(delta.text);
        if (cents === null) issue(delta, "price_delta", M.field.price(delta.text));
        else v.price_delta = cents;
      }
      const stock = row.cells.stock;
      // Stock is set only for a new variant; an existing one keeps its stock (changes go through the stock page, with a reason).
      if (stock && stock.text !== "" && !old) {
        if (!/^\d{1,6}$/u.test(stock.text)) issue(stock, "stock", M.field.stock);
        else v.stock = Number(stock.text);
      }
      if (fields.price !== undefined && fields.price + v.price_delta <= 0) issue(delta ?? vsku, "price_delta", M.field.variantPriceNotPositive);
      variants.push(v);
    }
    if (!existing && variants.length === 0) issue(rows[0]!.cells.variant_sku ?? first, "variant_sku", M.field.required);
    checkOptions(existing, variants, (line, message) => issues.push({ line, column: rows.find((r) => r.line === line)?.cells.options?.column ?? first.column, field: "options", message }));
    if (issues.length === before) products.push({ line: rows[0]!.line, sku, existing, fields, variants });
  }
  issues.sort((a, b) => a.line - b.line || a.column.length - b.column.length || a.column.localeCompare(b.column));
  return { products, issues };
}

function parseField(field: ProductField, cell: Cell, catalogue: CatalogueSnapshot, fail: (message: string) => void): unknown {
  const t = cell.text;
  const max = MAX_TEXT[field];
  if (max !== undefined && t.length > max) return fail(M.field.tooLong(max));
  switch (field) {
    case "slug":
      return SLUG.test(t) ? t : fail(M.field.slug);
    case "brand":
      return catalogue.brands.has(t) ? t : fail(M.field.brand(t));
    case "type":
      return (PRODUCT_TYPES as readonly string[]).includes(t) ? t : fail(M.field.type(PRODUCT_TYPES.join(", ")));
    case "main_category":
      return catalogue.categories.has(t) ? t : fail(M.field.category(t));
    case "categories": {
      const slugs = [...new Set(t.split("|").map((s) => s.trim()).filter(Boolean))];
      const unknown = slugs.find((s) => !catalogue.categories.has(s));
      return unknown === undefined ? slugs : fail(M.field.category(unknown));
    }
    case "specifications": {
      const specs: Spec[] = [];
      for (const line of t.split(/\r?\n/u).filter((l) => l.trim() !== "")) {
        const at = line.indexOf(":");
        if (at <= 0 || line.slice(at + 1).trim() === "") return fail(M.field.specifications);
        specs.push({ label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() });
      }
      return specs;
    }
    case "color_hex":
      return HEX.test(t) ? t.toLowerCase() : fail(M.field.colorHex);
    case "price": {
      const cents = parseEuros(t);
      if (cents === null) return fail(M.field.price(t));
      return cents > 0 ? cents : fail(M.field.priceNotPositive);
    }
    case "available": {
      const v = t.toLowerCase();
      if (["ja", "1", "true", "waar"].includes(v)) return true;
      if (["nee", "0", "false", "onwaar"].includes(v)) return false;
      return fail(M.field.available);
    }
    default:
      return t;
  }
}

/** "maat=80x200|kleur=Wit" -> picks; "" -> no options; null when it does not read. */
export function parseOptions(text: string): OptionPick[] | null {
  if (text.trim() === "") return [];
  const picks: OptionPick[] = [];
  for (const part of text.split("|")) {
    const at = part.indexOf("=");
    const code = part.slice(0, at).trim().toLowerCase();
    const title = part.slice(at + 1).trim();
    if (at <= 0 || !(code in OPTION_TITLES) || title === "" || title.length > 80 || picks.some((p) => p.code === code)) return null;
    picks.push({ code, title });
  }
  return picks;
}

/** Every variant of a product has the same option codes in the same order, and no two the same values. */
function checkOptions(existing: SnapshotProduct | null, variants: ParsedVariant[], fail: (line: number, message: string) => void) {
  const codes = (o: OptionPick[]) => o.map((p) => p.code).join("|");
  const reference = existing?.variants[0]?.options ?? variants[0]?.options;
  if (!reference) return;
  const seen = new Map<string, string>();
  for (const v of existing?.variants ?? []) seen.set(JSON.stringify(v.options), v.sku);
  for (const v of variants) {
    if (codes(v.options) !== codes(reference)) {
      fail(v.line, M.field.optionsOfOthers);
      continue;
    }
    const key = JSON.stringify(v.options);
    const other = seen.get(key);
    if (other !== undefined && other !== v.sku) fail(v.line, M.field.duplicateOptions(other));
    seen.set(key, v.sku);
  }
}
