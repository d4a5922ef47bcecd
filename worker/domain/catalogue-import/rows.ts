/**
 * A catalogue file (CSV or the shop's JSON, docs/decisions/040) as rows of cells, each cell with the line
 * and column it came from: one row per variant, the product's columns on its first row (JSON: per product,
 * with its variants in "variants"). Shape errors (a missing column, a broken quote, bad JSON) become issues
 * with their position; the values are judged later (validate.ts).
 */
import { BEHEER_IMPORT_MESSAGES as M } from "../../../app/lib/beheer/messages/import";
import { CATALOGUE_COLUMNS, VARIANT_COLUMNS, type CatalogueColumn, type ImportIssue } from "../../../app/lib/beheer/types/import";
import { columnLetter, parseCsv } from "./csv";
import { JsonSyntaxError, parseJsonWithPositions, type JsonNode } from "./json-source";

export interface Cell {
  text: string;
  line: number;
  /** "M" (CSV, as a spreadsheet shows it) or "18" (JSON, the character in the line). */
  column: string;
}

export interface SourceRow {
  line: number;
  cells: Partial<Record<CatalogueColumn, Cell>>;
}

export interface SourceRead {
  rows: SourceRow[];
  issues: ImportIssue[];
  /** Columns present in the file (absent ones keep the catalogue's value). */
  columns: Set<CatalogueColumn>;
}

const isColumn = (name: string): name is CatalogueColumn => (CATALOGUE_COLUMNS as readonly string[]).includes(name);

export function readCsv(text: string): SourceRead {
  const { records, problems } = parseCsv(text);
  const issues: ImportIssue[] = problems.map((p) => ({ line: p.line, column: columnLetter(p.index), field: "", message: M.csv[p.problem] }));
  const header = records[0];
  const columns = new Set<CatalogueColumn>();
  if (!header) return { rows: [], issues: [...issues, { line: 1, column: "A", field: "", message: M.empty }], columns };
  const byIndex: (CatalogueColumn | null | undefined)[] = [];
  for (const f of header.fields) {
    const name = f.text.trim().toLowerCase();
    const column = columnLetter(f.index);
    // An unnamed column (Excel's trailing ";") is no column: a value in it is an error below.
    if (name === "") {
      byIndex.push(undefined);
      continue;
    }
    if (!isColumn(name)) {
      issues.push({ line: f.line, column, field: f.text, message: M.csv.unknownColumn(f.text) });
      byIndex.push(null);
    } else if (columns.has(name)) {
      issues.push({ line: f.line, column, field: name, message: M.csv.duplicateColumn(name) });
      byIndex.push(null);
    } else {
      columns.add(name);
      byIndex.push(name);
    }
  }
  if (!columns.has("sku")) issues.push({ line: header.line, column: columnLetter(header.fields.length + 1), field: "sku", message: M.csv.missingColumn("sku") });
  const rows: SourceRow[] = [];
  for (const record of records.slice(1)) {
    // A row of empty cells (a spreadsheet's ";;;;") is no row.
    if (record.fields.every((f) => f.text.trim() === "")) continue;
    const cells: SourceRow["cells"] = {};
    for (const f of record.fields) {
      const name = byIndex[f.index - 1];
      if (name === undefined) {
        if (f.text.trim() !== "") issues.push({ line: f.line, column: columnLetter(f.index), field: "", message: M.csv.tooManyCells });
        continue;
      }
      if (name !== null) cells[name] = { text: f.text.trim(), line: f.line, column: columnLetter(f.index) };
    }
    rows.push({ line: record.line, cells });
  }
  return { rows, issues, columns };
}

/** A JSON value as the text a CSV cell would hold (the same validation judges both). */
function cellText(column: CatalogueColumn, node: JsonNode): string | null {
  switch (node.kind) {
    case "string":
      return node.value.trim();
    case "number":
      return node.raw;
    case "boolean":
      return node.value ? "ja" : "nee";
    case "null":
      return "";
    case "array":
      if (column === "categories" && node.items.every((n) => n.kind === "string")) return node.items.map((n) => (n.kind === "string" ? n.value : "")).join("|");
      if (column === "specifications") {
        const lines: string[] = [];
        for (const n of node.items) {
          if (n.kind !== "object") return null;
          const get = (k: string) => n.entries.find((e) => e.key === k)?.node;
          const label = get("label");
          const value = get("value");
          if (label?.kind !== "string" || value?.kind !== "string") return null;
          lines.push(`${label.value}: ${value.value}`);
        }
        return lines.join("\n");
      }
      return null;
    case "object":
      if (column === "options" && node.entries.every((e) => e.node.kind === "string")) {
        return node.entries.map((e) => `${e.key}=${e.node.kind === "string" ? e.node.value : ""}`).join("|");
      }
      return null;
  }
}

export function readJson(text: string): SourceRead {
  const issues: ImportIssue[] = [];
  const columns = new Set<CatalogueColumn>();
  let root: JsonNode;
  try {
    root = parseJsonWithPositions(text);
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { rows: [], issues: [{ line: error.line, column: String(error.column), field: "", message: M.json.syntax }], columns };
  }
  const at = (node: JsonNode, field: string, message: string): ImportIssue => ({ line: node.line, column: String(node.column), field, message });
  const products = root.kind === "object" ? root.entries.find((e) => e.key === "products")?.node : undefined;
  if (products?.kind !== "array") return { rows: [], issues: [at(products ?? root, "products", M.json.shape)], columns };
  const rows: SourceRow[] = [];
  const take = (cells: SourceRow["cells"], key: string, node: JsonNode, allowed: readonly CatalogueColumn[]) => {
    if (!isColumn(key) || !allowed.includes(key)) return issues.push(at(node, key, M.json.unknownKey(key)));
    const text = cellText(key, node);
    if (text === null) return issues.push(at(node, key, M.json.notText));
    columns.add(key);
    cells[key] = { text, line: node.line, column: String(node.column) };
  };
  const productColumns = CATALOGUE_COLUMNS.filter((c) => !VARIANT_COLUMNS.includes(c));
  for (const p of products.items) {
    if (p.kind !== "object") {
      issues.push(at(p, "", M.json.notObject));
      continue;
    }
    const cells: SourceRow["cells"] = {};
    let variants: JsonNode | undefined;
    for (const { key, node } of p.entries) {
      if (key === "variants") variants = node;
      else take(cells, key, node, productColumns);
    }
    if (variants === undefined) {
      rows.push({ line: p.line, cells });
      continue;
    }
    if (variants.kind !== "array") {
      issues.push(at(variants, "variants", M.json.notList));
      continue;
    }
    columns.add("variant_sku");
    variants.items.forEach((v, n) => {
      if (v.kind !== "object") return issues.push(at(v, "variants", M.json.notObject));
      // The product's cells go with its first variant, as on a CSV's first row of a product.
      const row: SourceRow["cells"] = n === 0 ? { ...cells } : { sku: cells.sku };
      for (const { key, node } of v.entries) take(row, key === "sku" ? "variant_sku" : key, node, VARIANT_COLUMNS);
      rows.push({ line: n === 0 ? p.line : v.line, cells: row });
    });
    if (variants.items.length === 0) rows.push({ line: p.line, cells });
  }
  return { rows, issues, columns };
}
