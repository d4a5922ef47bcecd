/**
 * Btw-overzicht, /beheer/rapportages/btw/ (docs/decisions/044), the owner's only (permission "reports"): per
 * quarter the Dutch VAT per rate (rubrics 1a/1b), the intra-community supplies per customer VAT number (ICP,
 * rubric 3b), and the distance sales to Belgian consumers with the One-Stop-Shop threshold explained, the
 * year's running total against it and the Belgian VAT per rate above it. The quarter is a GET form.
 */
import { Form, Link } from "react-router";
import type { Route } from "./+types/vat-overview";
import { edgeContext } from "../../lib/context";
import { ApiError } from "../../lib/api/client";
import { asPageError, pageRead } from "../../lib/beheer/access-form";
import { BOOKS_MESSAGES as M } from "../../lib/beheer/messages/books";
import type { BeheerVatOverview, Numbering, VatRateLine } from "../../lib/beheer/types/books";
import { dutchToday, quarterAround } from "../../lib/schemas/report-period";
import { formatEuro } from "../../lib/format";
import { BeheerField } from "../../components/beheer/text-field";
import { BeheerPageError } from "../../components/beheer/page-error";
import { BeheerTable } from "../../components/beheer/table";

export const meta: Route.MetaFunction = () => [{ title: `${M.vatTitle} | Beheer | Droomnest` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const now = quarterAround(dutchToday());
  const jaar = url.searchParams.get("jaar") ?? String(now.year);
  const kwartaal = url.searchParams.get("kwartaal") ?? String(now.quarter);
  const { beheer } = context.get(edgeContext);
  const read = (y: string, q: string) => beheer.get<BeheerVatOverview>(`/beheer/api/reports/vat?${new URLSearchParams({ jaar: y, kwartaal: q })}`);
  try {
    return { jaar, kwartaal, overview: await read(jaar, kwartaal), error: null, thisYear: now.year };
  } catch (err) {
    // A quarter the API refuses: its message, and this quarter's figures.
    if (err instanceof ApiError && err.status === 400) return { jaar, kwartaal, overview: await pageRead(() => read(String(now.year), String(now.quarter))), error: err.message, thisYear: now.year };
    throw asPageError(err);
  }
}

function numbering(n: Numbering | undefined): string {
  if (!n) return "";
  const range = M.numbering(n.first, n.last, n.count);
  if (n.count === 0) return range;
  return `${range}, ${n.gaps.length === 0 ? M.noGaps : M.gaps(n.gaps)}`;
}

function Money({ cents }: { cents: number }) {
  return <td className="beheer-amount">{formatEuro(cents)}</td>;
}

/** Turnover and VAT per rate with their total (the Dutch rubrics, the OSS's Belgian rates). */
function RateTable<L extends VatRateLine>({ id, caption, head, lines, label, vat }: { id: string; caption: string; head: string; lines: L[]; label: (l: L) => string; vat: number }) {
  return (
    <BeheerTable id={id} caption={caption}>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{M.turnover}</th>
          <th scope="col">{M.vat}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.rate}>
            <th scope="row">{label(l)}</th>
            <Money cents={l.base} />
            <Money cents={l.vat} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{M.total}</th>
          <Money cents={lines.reduce((s, l) => s + l.base, 0)} />
          <Money cents={vat} />
        </tr>
      </tfoot>
    </BeheerTable>
  );
}

export default function VatOverview({ loaderData }: Route.ComponentProps) {
  const { jaar, kwartaal, overview: v, error, thisYear } = loaderData;
  const years: [string, string][] = Array.from({ length: 6 }, (_, i) => String(thisYear - i)).map((y) => [y, y]);
  if (!years.some(([y]) => y === jaar)) years.push([jaar, jaar]);
  const quarters: [string, string][] = ["1", "2", "3", "4"].map((q) => [q, `${q}e kwartaal`]);
  const t = v.threshold;
  const title = M.quarterLabel(v.year, v.quarter);
  return (
    <>
      <p>
        <Link to="/beheer/rapportages/">{M.backToReports}</Link>
      </p>
      <h1>
        {M.vatTitle}: {title}
      </h1>
      <p>{M.vatIntro}</p>
      <Form method="get" className="beheer-filters" aria-labelledby="btw-kies">
        <h2 id="btw-kies" className="beheer-filters__title">
          {M.quarter}
        </h2>
        <BeheerField form="btw" name="jaar" label={M.year} options={years} defaultValue={jaar} />
        <BeheerField form="btw" name="kwartaal" label={M.quarter} options={quarters} defaultValue={kwartaal} error={error ?? undefined} />
        <div className="beheer-filters__actions">
          <button type="submit" className="btn btn--primary">
            {M.show}
          </button>
        </div>
      </Form>

      <section aria-labelledby="btw-nl" className="beheer-section">
        <h2 id="btw-nl">{M.domesticTitle}</h2>
        {v.domestic.length === 0 ? (
          <p>{M.noneDomestic}</p>
        ) : (
          <RateTable id="btw-nl" caption={`${M.domesticTitle}, ${title}`} head={M.rubric} lines={v.domestic} label={(l) => M.rubricLabel(l.rubric, l.rate)} vat={v.domestic_vat} />
        )}
      </section>

      <section aria-labelledby="btw-icp" className="beheer-section">
        <h2 id="btw-icp">{M.icpTitle}</h2>
        <p>{M.icpIntro}</p>
        {v.icp.length === 0 ? (
          <p>{M.noneIcp}</p>
        ) : (
          <BeheerTable id="btw-icp" caption={<>ICP, {title}</>}>
            <thead>
              <tr>
                <th scope="col">{M.vatNumber}</th>
                <th scope="col">{M.customer}</th>
                <th scope="col">{M.amount}</th>
              </tr>
            </thead>
            <tbody>
              {v.icp.map((l) => (
                <tr key={l.vat_number}>
                  <th scope="row">{l.vat_number}</th>
                  <td>{l.customer}</td>
                  <Money cents={l.amount} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {M.total} (3b)
                </th>
                <Money cents={v.icp_total} />
              </tr>
            </tfoot>
          </BeheerTable>
        )}
      </section>

      <section aria-labelledby="btw-oss" className="beheer-section">
        <h2 id="btw-oss">{M.ossTitle}</h2>
        <p>{M.ossExplain}</p>
        <dl className="beheer-facts">
          <dt>{M.thresholdPrevious(v.year - 1)}</dt>
          <dd>{formatEuro(t.previous_year)}</dd>
          <dt>{M.thresholdCurrent(v.year)}</dt>
          <dd>{formatEuro(t.current_year)}</dd>
          <dt>{M.thresholdLimit}</dt>
          <dd>{formatEuro(t.limit)}</dd>
        </dl>
        <p className="beheer-threshold">{t.passed ? M.thresholdPassed : M.thresholdNotPassed(Math.max(0, t.limit - t.current_year))}</p>
        <p>
          {M.belowThreshold}: {formatEuro(v.distance_below_threshold)}
        </p>
        {v.oss.length === 0 ? (
          <p>{M.noneOss}</p>
        ) : (
          <RateTable id="btw-oss" caption={`${M.ossRates}, ${title}`} head={M.rate} lines={v.oss} label={(l) => `België ${l.rate}%`} vat={v.oss_vat} />
        )}
      </section>

      <section aria-labelledby="btw-nummering" className="beheer-section">
        <h2 id="btw-nummering">{M.numberingTitle}</h2>
        <dl className="beheer-facts">
          <dt>{M.invoiceNumbers}</dt>
          <dd>{numbering(v.invoices)}</dd>
          <dt>{M.creditNoteNumbers}</dt>
          <dd>{numbering(v.credit_notes)}</dd>
        </dl>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.vatTitle} />;
}
