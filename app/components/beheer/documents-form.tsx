/**
 * The period form of the ZIP of invoice and credit note PDFs (docs/decisions/043), on the dashboard and on the
 * reports page: a plain GET form to /beheer/rapportages/documenten.zip (a file download, not a page; works
 * without JavaScript). A refused period comes back to the dashboard with van/tot in the address, and the
 * dashboard shows the API's Dutch message per field.
 */
import { BeheerField } from "./text-field";

export const DOCUMENTS_ZIP_PATH = "/beheer/rapportages/documenten.zip";

/** The texts and ids of one place the form is shown. */
export interface DocumentsFormPlace {
  /** The section's id (a refused period comes back to `#documenten` on the dashboard). */
  sectionId?: string;
  headingId: string;
  title: string;
  intro: string;
  introClassName?: string;
  from: string;
  to: string;
  dateHint?: string;
  submit: string;
}

export interface DocumentsFormState {
  van: string;
  tot: string;
  fields?: Record<string, string>;
  message?: string;
  found?: string;
}

export function DocumentsForm({ state, place }: { state: DocumentsFormState; place: DocumentsFormPlace }) {
  return (
    <section id={place.sectionId} aria-labelledby={place.headingId} className="beheer-section">
      <h2 id={place.headingId}>{place.title}</h2>
      <p className={place.introClassName}>{place.intro}</p>
      <form method="get" action={DOCUMENTS_ZIP_PATH} className="beheer-filters" aria-labelledby={place.headingId}>
        <BeheerField form="documenten" name="van" label={place.from} type="date" hint={place.dateHint} required defaultValue={state.van} error={state.fields?.van} />
        <BeheerField form="documenten" name="tot" label={place.to} type="date" hint={place.dateHint} required defaultValue={state.tot} error={state.fields?.tot} />
        <div className="beheer-filters__actions">
          <button type="submit" className="btn btn--primary">
            {place.submit}
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
