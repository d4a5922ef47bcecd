/**
 * Beheer's start page, the dashboard at /beheer/ (docs/decisions/035, 043): what needs doing (each tile links
 * to the list that resolves it), the money of today and this week for the "reports" permission only, the ZIP
 * of a period's invoices and credit notes, the latest changes, the areas the role may open.
 */
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { BEHEER_NAV } from "../../lib/beheer/messages/common";
import { AUDIT_ENTITY_LABELS } from "../../lib/beheer/messages/access";
import { DASHBOARD_MESSAGES as M, PERIOD_MESSAGES } from "../../lib/beheer/messages/dashboard";
import { navPermission } from "../../lib/beheer/nav";
import type { StaffMe } from "../../lib/beheer/types/common";
import type { Overview } from "../../lib/beheer/types/access";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { formatDateTime, pageRead } from "../../lib/beheer/access-form";
import { formatDutchDate } from "../../lib/format";
import { BeheerPageError } from "../../components/beheer/page-error";
import { DashboardMoney } from "../../components/beheer/dashboard-money";
import { DeadLetterList, WebhookFailureList } from "../../components/beheer/dashboard-lists";
import { DocumentsForm, type DocumentsFormPlace, type DocumentsFormState } from "../../components/beheer/documents-form";

const DOCUMENTS_ON_DASHBOARD: DocumentsFormPlace = {
  sectionId: "documenten",
  headingId: "overzicht-documenten",
  title: M.documents,
  intro: M.documentsHelp,
  introClassName: "dashboard-note",
  from: M.from,
  to: M.to,
  submit: M.download,
};

export const meta: Route.MetaFunction = () => [{ title: "Overzicht | Beheer | Droomnest" }];

/** The low-stock filter of the product list (/beheer/producten/, its "voorraad" filter). */
export const LOW_STOCK_LIST = "/beheer/producten/?low=1";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const overview = await pageRead(() => beheer.get<Overview>("/beheer/api/overview"));
  const url = new URL(request.url);
  const documents: DocumentsFormState = { van: url.searchParams.get("van") ?? "", tot: url.searchParams.get("tot") ?? "" };
  // A period that came back from the ZIP download (refused or empty): the API says why, in Dutch.
  if (overview.money && (url.searchParams.has("van") || url.searchParams.has("tot"))) {
    try {
      const counts = await beheer.get<{ invoices: number; credit_notes: number }>(`/beheer/api/documents?${new URLSearchParams({ van: documents.van, tot: documents.tot }).toString()}`);
      if (counts.invoices + counts.credit_notes === 0) documents.message = PERIOD_MESSAGES.empty;
      else documents.found = M.documentsFound(counts.invoices, counts.credit_notes);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status >= 500) throw err;
      documents.message = err.message;
      documents.fields = err.fields;
    }
  }
  return { overview, documents };
}

export default function BeheerIndex({ loaderData }: Route.ComponentProps) {
  const { overview, documents } = loaderData;
  const me = useRouteLoaderData<{ me: StaffMe | null }>("layouts/beheer")?.me;
  const items = BEHEER_NAV.filter((item) => item.to !== "/beheer/" && me?.permissions.includes(navPermission(item.to)));
  const due = overview.next_refund_due ? M.nextRefundDue(formatDutchDate(new Date(overview.next_refund_due * 1000))) : undefined;
  const figures: { label: string; value: number; to: string; note?: string }[] = [
    { label: M.toShip, value: overview.to_ship, to: "/beheer/bestellingen/?status=paid" },
    { label: M.paidToday, value: overview.paid_today, to: "/beheer/bestellingen/?status=paid" },
    { label: M.openReturns, value: overview.open_returns, to: "/beheer/retouren/" },
    { label: M.refundsDueSoon, value: overview.refunds_due_soon, to: "/beheer/retouren/", note: due ?? M.refundsDueNote },
    { label: M.pendingRefunds, value: overview.pending_refunds, to: "/beheer/bestellingen/" },
    { label: M.lowStock, value: overview.low_stock, to: LOW_STOCK_LIST },
    { label: M.deadLetters, value: overview.dead_letters, to: "#mails" },
    { label: M.failedWebhooks, value: overview.failed_webhooks, to: "#betaalmeldingen" },
  ];
  return (
    <>
      <h1>{M.title}</h1>
      <section aria-labelledby="overzicht-todo">
        <h2 id="overzicht-todo">{M.todo}</h2>
        <ul className="beheer-figures">
          {figures.map((f) => (
            <li key={f.label} className={`beheer-figure${f.value > 0 ? " beheer-figure--attention" : ""}`}>
              <Link to={f.to}>
                <span className="beheer-figure__value">{f.value}</span> <span className="beheer-figure__label">{f.label}</span>
              </Link>
              {f.note ? <p className="beheer-figure__note">{f.note}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      {overview.money ? <DashboardMoney today={overview.money.today} week={overview.money.week} /> : null}
      <DeadLetterList rows={overview.dead_letter_list} />
      <WebhookFailureList rows={overview.webhook_failure_list} />
      {overview.money ? <DocumentsForm state={documents} place={DOCUMENTS_ON_DASHBOARD} /> : null}
      <section aria-labelledby="overzicht-recent" className="beheer-section">
        <h2 id="overzicht-recent">{M.recent}</h2>
        {overview.recent.length === 0 ? (
          <p>{M.noRecent}</p>
        ) : (
          <ul className="beheer-recent">
            {overview.recent.map((r) => (
              <li key={r.id}>
                <time dateTime={new Date(r.created_at * 1000).toISOString()}>{formatDateTime(r.created_at)}</time> {r.staff_email}: {r.action} ({AUDIT_ENTITY_LABELS[r.entity] ?? r.entity} {r.entity_id})
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/beheer/auditlog/">{M.allAudit}</Link>
        </p>
      </section>
      <nav aria-label={M.goTo} className="beheer-section">
        <h2>{M.goTo}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
