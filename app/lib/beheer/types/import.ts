/**
 * The catalogue import and export of the back office (docs/decisions/040): the file's columns, the upload
 * limit and the dry run's report, shared by /beheer/api/catalogue and the page /beheer/import/.
 */

/** The file's columns (CSV header, JSON keys), named after the product and variant fields of 0002_catalog.sql. */
export const CATALOGUE_COLUMNS = [
  "sku",
  "slug",
  "title",
  "brand",
  "type",
  "main_category",
  "categories",
  "description",
  "specifications",
  "delivery",
  "color_title",
  "color_hex",
  "price",
  "available",
  "variant_sku",
  "options",
  "price_delta",
  "stock",
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** The variant's own columns; the others belong to the product (filled on its first row, may repeat). */
export const VARIANT_COLUMNS: readonly CatalogueColumn[] = ["variant_sku", "options", "price_delta", "stock"];

/** Largest file the import takes (bytes): a 20 000-product catalogue fits with room. */
export const IMPORT_MAX_BYTES = 24 * 1024 * 1024;

export type CatalogueFormat = "csv" | "json";

/** The page's paths. */
export const IMPORT_PAGE_PATH = "/beheer/import/";
export const exportPath = (format: CatalogueFormat) => `/beheer/import/export/${format}/`;

/** GET /beheer/api/catalogue: the catalogue's size (and a 403 for a role without "assortment"). */
export interface CatalogueSummary {
  products: number;
  variants: number;
}

/** One error of the file: where (line and column, 1-based; column as shown by a spreadsheet or an editor) and why. */
export interface ImportIssue {
  line: number;
  column: string;
  field: string;
  message: string;
}

export interface FieldChange {
  field: string;
  old: string;
  new: string;
}

/** What the import does to one product (its first line), with its variants' changes as fields "variant SKU: field". */
export interface ImportRowReport {
  line: number;
  sku: string;
  status: "new" | "changed" | "unchanged";
  changes: FieldChange[];
}

export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  variants_created: number;
  price_changes: number;
}

/** The dry run of an uploaded file (nothing written): errors first, then per product what changes. */
export interface ImportReport {
  hash: string;
  name: string;
  format: CatalogueFormat;
  errors: ImportIssue[];
  rows: ImportRowReport[];
  counts: ImportCounts;
  /** Set once the file was imported (a second confirm answers this again). */
  imported_at: number | null;
}
