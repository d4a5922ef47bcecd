/**
 * The period form of the ZIP of invoice and credit note PDFs (docs/decisions/043): a plain GET form to
 * /beheer/rapportages/documenten.zip (works without JavaScript); a refused period comes back to the dashboard
 * with van/tot in the address, and the page shows the API's Dutch message per field.
 */
import { DASHBOARD_MESSAGES as M } from "../../lib/beheer/messages/dashboard";
import { BeheerField } from "./text-field";

export const DOCUMENTS_ZIP_PATH = "/beheer/rapportages/documenten.zip";

export interface DocumentsFormState {
  van: string;
  tot: string;
  fields?: Record<string, string>;
  message?: string;
  found?: string;
}

export function DocumentsForm({ state }: { state: DocumentsFormState }) {
  return (
    <section id="documenten" aria-labelledby="overzicht-documenten" className="beheer-section">
      <h2 id="overzicht-documenten">{M.documents}</h2>
      <p className="dashboard-note">{M.documentsHelp}</p>
      <form method="get" action={DOCUMENTS_ZIP_PATH} className="beheer-filters" aria-labelledby="overzicht-documenten">
        <BeheerField form="documenten" name="van" label={M.from} type="date" required defaultValue={state.van} error={state.fields?.van} />
        <BeheerField form="documenten" name="tot" label={M.to} type="date" required defaultValue={state.tot} error={state.fields?.tot} />
        <div className="beheer-filters__actions">
          <button type="submit" className="btn btn--primary">
            {M.download}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {state.message ? (
          <p role="alert" className="beheer-refusal">
            {state.message}
          </p>
        ) : state.found ? (
          <p>{state.found}</p>
        ) : null}
      </div>
    </section>
  );
}
