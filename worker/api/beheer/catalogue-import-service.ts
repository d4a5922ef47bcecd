/**
 * The catalogue import as a service (docs/decisions/040): a file is checked (the dry run: nothing written)
 * against the catalogue now, and imported by its hash in one D1 batch (all or nothing, at most once); then
 * the touched products are re-indexed for search (docs/decisions/031) and the caches told
 * (worker/edge/catalog-change.ts). Plain inputs; the HTTP layer is worker/api/beheer/catalogue.ts.
 */
import { BEHEER_IMPORT_MESSAGES as M } from "../../../app/lib/beheer/messages/import";
import type { CatalogueFormat, ImportReport } from "../../../app/lib/beheer/types/import";
import type { Env } from "../../env";
import type { Staff } from "../../domain/backoffice/permissions";
import type { CatalogueSnapshot } from "../../domain/catalogue-import/model";
import { planImport, type ImportPlan } from "../../domain/catalogue-import/plan";
import { readCsv, readJson } from "../../domain/catalogue-import/rows";
import { validateRows } from "../../domain/catalogue-import/validate";
import { catalogChanged } from "../../edge/catalog-change";
import { ApiHttpError } from "../../http/errors";
import { importedFile, loadUpload, type StoredUpload } from "../../store/backoffice/catalogue-uploads";
import { catalogueSnapshot } from "../../store/catalog/catalogue-snapshot";
import { categoryEnds, importStatements } from "../../store/catalog/catalogue-import";
import { todayIso } from "../../store/catalog/products";
import { reindexProducts } from "../../store/catalog/search-index";

/** Products re-indexed per search batch (ADR 031's reindex is one batch per call). */
const REINDEX_PART = 500;

/** JSON when the name says so or the text starts with "{"; CSV for .csv/.txt or anything else that is text. */
export function fileFormat(name: string, text: string): CatalogueFormat {
  if (/\.json$/iu.test(name)) return "json";
  if (/\.(csv|txt)$/iu.test(name)) return "csv";
  return /^\uFEFF?\s*\{/u.test(text) ? "json" : "csv";
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The dry run: what the file would change, and every error, against the catalogue now. Writes nothing. */
export function checkFile(upload: StoredUpload, catalogue: CatalogueSnapshot): { report: ImportReport; plan: ImportPlan | null } {
  const read = upload.format === "json" ? readJson(upload.text) : readCsv(upload.text);
  if (read.rows.length === 0 && read.issues.length === 0) read.issues.push({ line: 1, column: upload.format === "json" ? "1" : "A", field: "", message: M.empty });
  const { products, issues } = validateRows(read, catalogue);
  const plan = issues.length === 0 ? planImport(products, catalogue) : null;
  return {
    report: {
      hash: upload.hash,
      name: upload.name,
      format: upload.format,
      errors: issues,
      rows: plan?.rows ?? [],
      counts: plan?.counts ?? { created: 0, updated: 0, unchanged: 0, variants_created: 0, price_changes: 0 },
      imported_at: null,
    },
    plan,
  };
}

export async function uploadReport(db: D1Database, hash: string): Promise<ImportReport> {
  const upload = await loadUpload(db, hash);
  if (!upload) throw new ApiHttpError(404, "upload_not_found", M.uploadNotFound);
  const done = await importedFile(db, hash);
  if (done) return doneReport(upload, done);
  return checkFile(upload, await catalogueSnapshot(db)).report;
}

function doneReport(upload: StoredUpload, done: { created_at: number; result: string }): ImportReport {
  const result = JSON.parse(done.result) as Pick<ImportReport, "counts">;
  return { hash: upload.hash, name: upload.name, format: upload.format, errors: [], rows: [], counts: result.counts, imported_at: done.created_at };
}

/** The import of an uploaded file: all or nothing; a file already imported answers its first import again. */
export async function importUpload(env: Env, staff: Pick<Staff, "id" | "email">, hash: string, nowMs = Date.now()): Promise<{ report: ImportReport; again: boolean }> {
  const db = env.DB;
  const upload = await loadUpload(db, hash);
  if (!upload) throw new ApiHttpError(404, "upload_not_found", M.uploadNotFound);
  const before = await importedFile(db, hash);
  if (before) return { report: doneReport(upload, before), again: true };
  const { report, plan } = checkFile(upload, await catalogueSnapshot(db));
  if (!plan) throw new ApiHttpError(422, "import_has_errors", M.hasErrors);
  const nowS = Math.floor(nowMs / 1000);
  const result = { name: upload.name, format: upload.format, counts: report.counts };
  try {
    await db.batch(importStatements(db, { hash, staff, nowS, today: todayIso(nowMs), plan: plan.write, result, categoryEnds: await categoryEnds(db) }));
  } catch (error) {
    // A second confirm that raced the first: the hash is there now, nothing else was written.
    const done = await importedFile(db, hash);
    if (done) return { report: doneReport(upload, done), again: true };
    // A concurrent writer took an id or a slug the plan chose: the batch rolled back as a whole.
    if (error instanceof Error && /constraint/iu.test(error.message)) throw new ApiHttpError(409, "import_conflict", M.conflict);
    throw error;
  }
  const touched = plan.write.touched;
  for (let i = 0; i < touched.length; i += REINDEX_PART) await reindexProducts(db, touched.slice(i, i + REINDEX_PART));
  if (touched.length > 0) await catalogChanged(env, { productIds: touched });
  return { report: { ...report, imported_at: nowS }, again: false };
}
