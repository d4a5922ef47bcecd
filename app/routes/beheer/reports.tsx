/**
 * Rapportages, /beheer/rapportages/ (docs/decisions/044), the owner's only (permission "reports"; a medewerker
 * gets the layout's refusal): the accountant's CSV exports for a chosen period (orders, invoices, credit notes,
 * downloaded from /beheer/api/reports/*.csv), the period's invoice and credit-note PDFs as one ZIP, and the way
 * to the VAT overview per quarter. The period is a GET form, so a chosen period is a link; works without JavaScript.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/reports";
import { edgeContext } from "../../lib/context";
import { pageRead } from "../../lib/beheer/access-form";
import { BOOKS_MESSAGES as M } from "../../lib/beheer/messages/books";
import type { BeheerVatOverview } from "../../lib/beheer/types/books";
import { dutchToday, quarterAround, reportPeriodSchema } from "../../lib/schemas/report-period";
import { formatEuro } from "../../lib/format";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { DocumentsForm, type DocumentsFormPlace } from "../../components/beheer/documents-form";

const DOCUMENTS_ON_REPORTS: DocumentsFormPlace = {
  headingId: "rapportages-zip",
  title: M.zipTitle,
  intro: M.zipIntro,
  from: M.from,
  to: M.to,
  dateHint: M.dateHint,
  submit: M.zipDownload,
};

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = dutchToday();
  const q = quarterAround(today);
  const van = url.searchParams.get("van") ?? q.first;
  const tot = url.searchParams.get("tot") ?? today;
  const parsed = reportPeriodSchema.safeParse({ van, tot });
  // The quarter so far: also what refuses a role without "reports" (403 in the layout's frame).
  const current = await pageRead(() => context.get(edgeContext).beheer.get<BeheerVatOverview>(`/beheer/api/reports/vat?jaar=${q.year}&kwartaal=${q.quarter}`));
  return { van, tot, error: parsed.success ? null : (parsed.error.issues[0]?.message ?? M.invalidDate), current };
}

const DOWNLOADS = [
  ["orders.csv", M.downloadOrders],
  ["invoices.csv", M.downloadInvoices],
  ["credit-notes.csv", M.downloadCreditNotes],
] as const;

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { van, tot, error, current } = loaderData;
  const period = new URLSearchParams({ van, tot }).toString();
  return (
    <>
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      <section aria-labelledby="rapportages-btw" className="beheer-section">
        <h2 id="rapportages-btw">{M.vatLink}</h2>
        <p>{M.vatLinkIntro}</p>
        <p>
          {M.quarterLabel(current.year, current.quarter)}: {M.vat} {formatEuro(current.domestic_vat)} (NL), {formatEuro(current.oss_vat)} (OSS).{" "}
          <Link to={`/beheer/rapportages/btw/?jaar=${current.year}&kwartaal=${current.quarter}`}>{M.vatLink}</Link>
        </p>
      </section>
      <section aria-labelledby="rapportages-csv" className="beheer-section">
        <h2 id="rapportages-csv">{M.exportsTitle}</h2>
        <p>{M.exportsIntro}</p>
        <Form method="get" className="beheer-filters" aria-labelledby="rapportages-csv">
          <BeheerField form="rapportages" name="van" label={M.from} type="date" hint={M.dateHint} defaultValue={van} required />
          <BeheerField form="rapportages" name="tot" label={M.to} type="date" hint={M.dateHint} defaultValue={tot} required error={error ?? undefined} />
          <div className="beheer-filters__actions">
            <button type="submit" className="btn btn--secondary">
              {M.showPeriod}
            </button>
          </div>
        </Form>
        {error ? null : (
          <ul className="beheer-downloads">
            {DOWNLOADS.map(([file, label]) => (
              <li key={file}>
                <a href={`/beheer/api/reports/${file}?${period}`} download>
                  {label}
                </a>{" "}
                <span className="beheer-downloads__period">
                  ({van} {M.to.toLowerCase()} {tot})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DocumentsForm state={{ van, tot }} place={DOCUMENTS_ON_REPORTS} />
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
