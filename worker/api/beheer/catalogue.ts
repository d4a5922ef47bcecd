/**
 * /beheer/api/catalogue (docs/decisions/040): upload a catalogue file for its dry run (nothing written),
 * read that report again by the file's hash, import exactly that file (all or nothing, at most once) and
 * export the catalogue as CSV or JSON. Permission "assortment". The upload has its own size limit; every
 * other route keeps the back office's small one.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { stream } from "hono/streaming";
import { z } from "../../../app/lib/schemas/zod";
import { noInputSchema } from "../../../app/lib/schemas/no-input";
import { BEHEER_IMPORT_MESSAGES as M } from "../../../app/lib/beheer/messages/import";
import { IMPORT_MAX_BYTES, type CatalogueFormat, type CatalogueSummary, type ImportReport } from "../../../app/lib/beheer/types/import";
import type { AppEnv } from "../../env";
import { catalogueCsv, catalogueJson } from "../../domain/catalogue-import/export";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { saveUpload } from "../../store/backoffice/catalogue-uploads";
import { catalogueSnapshot } from "../../store/catalog/catalogue-snapshot";
import { checkFile, fileFormat, importUpload, sha256Hex, uploadReport } from "./catalogue-import-service";

/** The upload's own path: the back office's 64 KB body limit does not apply to it (worker/api/beheer/index.ts). */
export const CATALOGUE_UPLOAD_API_PATH = "/beheer/api/catalogue/uploads";
/** The JSON envelope of a file: its text escaped (a quote or a line break takes two characters) plus the name. */
const UPLOAD_BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 4096;

export const catalogueApi = new Hono<AppEnv>();
catalogueApi.use("*", requirePermission("assortment"));

const HASH = /^[0-9a-f]{64}$/u;
const tooLarge = () => new ApiHttpError(413, "file_too_large", M.tooLarge);

catalogueApi.get("/", async (c) => {
  const row = await c.env.DB.prepare("SELECT (SELECT COUNT(*) FROM products) AS products, (SELECT COUNT(*) FROM variants) AS variants").first<CatalogueSummary>();
  return ok<CatalogueSummary>(c, row!);
});

const uploadBody = z.object({
  name: z.string({ error: M.noFile }).trim().min(1, M.noFile).max(200, M.invalid),
  content: z.string({ error: M.noFile }),
});

catalogueApi.post(
  "/uploads",
  bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: () => {
      throw tooLarge();
    },
  }),
  zv("json", uploadBody),
  async (c) => {
    const { name, content } = c.req.valid("json");
    if (new TextEncoder().encode(content).byteLength > IMPORT_MAX_BYTES) throw tooLarge();
    if (content.replace(/^\uFEFF/u, "").trim() === "") throw new ApiHttpError(422, "file_empty", M.empty);
    if (content.includes("\u0000") || content.includes("\uFFFD")) throw new ApiHttpError(422, "file_not_text", M.notText);
    const upload = { hash: await sha256Hex(content), format: fileFormat(name, content), name, text: content };
    const staff = c.get("staff")!;
    await saveUpload(c.env.DB, upload, staff.id, Math.floor(Date.now() / 1000));
    return ok<ImportReport>(c, checkFile(upload, await catalogueSnapshot(c.env.DB)).report, 201);
  },
);

function hashOf(raw: string | undefined): string {
  if (!raw || !HASH.test(raw)) throw new ApiHttpError(404, "upload_not_found", M.uploadNotFound);
  return raw;
}

catalogueApi.get("/uploads/:hash", async (c) => ok<ImportReport>(c, await uploadReport(c.env.DB, hashOf(c.req.param("hash")))));

catalogueApi.post("/uploads/:hash/import", zv("json", noInputSchema), async (c) => {
  const { report, again } = await importUpload(c.env, c.get("staff")!, hashOf(c.req.param("hash")));
  return ok<ImportReport & { again: boolean }>(c, { ...report, again });
});

const FORMATS: Record<CatalogueFormat, { type: string; write: typeof catalogueCsv }> = {
  csv: { type: "text/csv; charset=utf-8", write: catalogueCsv },
  json: { type: "application/json; charset=utf-8", write: catalogueJson },
};

catalogueApi.get("/export/:format", async (c) => {
  const format = c.req.param("format") as CatalogueFormat;
  const kind = FORMATS[format];
  if (!Object.hasOwn(FORMATS, format) || !kind) throw new ApiHttpError(404, "not_found", M.invalid);
  const catalogue = await catalogueSnapshot(c.env.DB);
  const day = new Date().toISOString().slice(0, 10);
  c.header("Content-Type", kind.type);
  c.header("Content-Disposition", `attachment; filename="droomnest-catalogus-${day}.${format}"`);
  c.header("Cache-Control", "private, no-store");
  return stream(c, async (s) => {
    let chunk = "";
    for (const piece of kind.write(catalogue)) {
      chunk += piece;
      if (chunk.length > 64 * 1024) {
        await s.write(chunk);
        chunk = "";
      }
    }
    if (chunk) await s.write(chunk);
  });
});
