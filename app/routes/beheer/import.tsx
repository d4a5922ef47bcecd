/**
 * /beheer/import/ "Import en export" (docs/decisions/040): upload a catalogue file (CSV or JSON) for its dry
 * run, read the report (errors first, then per product what changes), confirm the import of exactly that
 * file (by its hash; a second confirm changes nothing), and download the catalogue. The upload is a native
 * multipart form (no JavaScript needed, a large file is never sent through fetch); after it the page
 * redirects to the report (?bestand=<hash>). Permission "assortment" (the owner).
 */
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/import";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { asPageError, formText, formatDateTime, pageRead } from "../../lib/beheer/access-form";
import { BEHEER_IMPORT_MESSAGES as M } from "../../lib/beheer/messages/import";
import { IMPORT_MAX_BYTES, IMPORT_PAGE_PATH, exportPath, type CatalogueSummary, type ImportReport } from "../../lib/beheer/types/import";
import { BeheerPageError } from "../../components/beheer/page-error";
import { ImportChanges, ImportErrors } from "../../components/beheer/import-report";
import { Alert } from "../../components/form/alert";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

const HASH = /^[0-9a-f]{64}$/u;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const summary = await pageRead(() => beheer.get<CatalogueSummary>("/beheer/api/catalogue"));
  const hash = new URL(request.url).searchParams.get("bestand") ?? "";
  if (!HASH.test(hash)) return { summary, report: null, missing: hash !== "" };
  try {
    return { summary, report: await beheer.get<ImportReport>(`/beheer/api/catalogue/uploads/${hash}`), missing: false };
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return { summary, report: null, missing: true };
    throw asPageError(err);
  }
}

type ActionResult = { ok: boolean; message: string };

export async function action({ context, request }: Route.ActionArgs): Promise<ActionResult | Response> {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = formText(form, "intent");
  try {
    if (intent === "check") {
      const file = form.get("bestand");
      if (!(file instanceof File) || file.size === 0) return { ok: false, message: file instanceof File && file.name ? M.empty : M.noFile };
      if (file.size > IMPORT_MAX_BYTES) return { ok: false, message: M.tooLarge };
      const report = await beheer.send<ImportReport>("POST", "/beheer/api/catalogue/uploads", { name: file.name, content: await file.text() });
      return redirect(`${IMPORT_PAGE_PATH}?bestand=${report.hash}`, 303);
    }
    if (intent === "import") {
      const hash = formText(form, "hash");
      if (!HASH.test(hash)) return { ok: false, message: M.uploadNotFound };
      const done = await beheer.send<ImportReport & { again: boolean }>("POST", `/beheer/api/catalogue/uploads/${hash}/import`, {});
      return { ok: true, message: done.again ? M.alreadyImported : M.imported(done.counts) };
    }
    return { ok: false, message: M.invalid };
  } catch (err) {
    if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 403) return { ok: false, message: err.message };
    throw asPageError(err);
  }
}

export default function BeheerImport({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, report, missing } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData && "ok" in actionData ? actionData : null;
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      {result ? (
        <Alert tone={result.ok ? "success" : "danger"} fadeAfterMs={0} resetKey={JSON.stringify(result)}>
          {result.message}
        </Alert>
      ) : null}
      {missing ? (
        <p role="alert" className="beheer-refusal">
          {M.uploadNotFound}
        </p>
      ) : null}
      <section aria-labelledby="import-upload" className="beheer-section">
        <h2 id="import-upload">{M.uploadHeading}</h2>
        {/* A native post: the file goes in one multipart request, with or without JavaScript. */}
        <form method="post" action={IMPORT_PAGE_PATH} encType="multipart/form-data" className="beheer-form beheer-import-upload">
          <input type="hidden" name="intent" value="check" />
          <div className="account-field">
            <label htmlFor="import-bestand">{M.fileLabel}</label>
            <input id="import-bestand" name="bestand" type="file" accept=".csv,.json,.txt,text/csv,application/json" required aria-describedby="import-bestand-hint" />
            <p id="import-bestand-hint" className="account-field__hint">
              {M.fileHint}
            </p>
          </div>
          <button type="submit" className="btn btn--primary">
            {M.check}
          </button>
        </form>
      </section>
      {report ? (
        <section aria-labelledby="import-report" className="beheer-section beheer-import-report">
          <h2 id="import-report">{M.reportHeading}</h2>
          <p>
            <strong>{report.name}</strong>: {M.summary(report.counts)}
          </p>
          {report.imported_at !== null ? (
            <p>{M.importedAt(formatDateTime(report.imported_at))}</p>
          ) : (
            <>
              <ImportErrors report={report} />
              <ImportChanges report={report} />
              {report.errors.length === 0 ? (
                <Form method="post" className="beheer-form">
                  <input type="hidden" name="intent" value="import" />
                  <input type="hidden" name="hash" value={report.hash} />
                  <p>{M.confirmHint}</p>
                  <button type="submit" className="btn btn--primary" disabled={busy}>
                    {M.confirm}
                  </button>
                </Form>
              ) : (
                <p>{M.hasErrors}</p>
              )}
            </>
          )}
        </section>
      ) : null}
      <section aria-labelledby="import-export" className="beheer-section">
        <h2 id="import-export">{M.exportHeading}</h2>
        <p>
          {M.exportIntro} {M.catalogueSize(summary.products, summary.variants)}
        </p>
        <ul className="beheer-import-exports">
          <li>
            <a href={exportPath("csv")} download>
              {M.exportCsv}
            </a>
          </li>
          <li>
            <a href={exportPath("json")} download>
              {M.exportJson}
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
