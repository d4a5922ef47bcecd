/** What the dead-letter and failed-webhook tiles point at (docs/decisions/043): the rows themselves and what to do. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DASHBOARD_MESSAGES as M } from "../../lib/beheer/messages/dashboard";
import type { DeadLetterView, WebhookFailureView } from "../../lib/beheer/types/access";
import { formatDateTime } from "../../lib/beheer/access-form";
import { BeheerTable } from "./table";

const C = M.columns;

interface Column<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

/** A dashboard list: a heading the tile links to (#id), what to do, and a table that turns into cards on a phone. */
function DashboardList<T extends { id: number }>(props: { id: string; title: string; help: string; empty: string; rows: readonly T[]; columns: readonly Column<T>[] }) {
  const { id, title, help, empty, rows, columns } = props;
  return (
    <section id={id} aria-labelledby={`overzicht-${id}`} className="beheer-section">
      <h2 id={`overzicht-${id}`}>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <p className="dashboard-note">{help}</p>
          <BeheerTable id={`overzicht-${id}`} className="beheer-table--cards" caption={title}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  {columns.map((c) => (
                    <td key={c.label} data-label={c.label}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </BeheerTable>
        </>
      )}
    </section>
  );
}

const DEAD_LETTER_COLUMNS: readonly Column<DeadLetterView>[] = [
  { label: C.id, cell: (r) => r.id },
  { label: C.subject, cell: (r) => r.subject },
  { label: C.to, cell: (r) => r.to_address },
  { label: C.when, cell: (r) => (r.dead_at ? formatDateTime(r.dead_at) : "") },
  { label: C.error, cell: (r) => r.last_error ?? "" },
];

const WEBHOOK_COLUMNS: readonly Column<WebhookFailureView>[] = [
  { label: C.order, cell: (r) => (r.order_number ? <Link to={`/beheer/bestellingen/${r.order_number}/`}>{r.order_number}</Link> : M.unknownOrder) },
  { label: C.payment, cell: (r) => r.provider_id },
  { label: C.when, cell: (r) => formatDateTime(r.created_at) },
  { label: C.error, cell: (r) => r.error },
];

export function DeadLetterList({ rows }: { rows: readonly DeadLetterView[] }) {
  return <DashboardList id="mails" title={M.deadLetterList} help={M.deadLetterHelp} empty={M.noDeadLetters} rows={rows} columns={DEAD_LETTER_COLUMNS} />;
}

export function WebhookFailureList({ rows }: { rows: readonly WebhookFailureView[] }) {
  return <DashboardList id="betaalmeldingen" title={M.webhookList} help={M.webhookHelp} empty={M.noWebhookFailures} rows={rows} columns={WEBHOOK_COLUMNS} />;
}
