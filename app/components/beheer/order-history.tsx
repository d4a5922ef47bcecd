import type { ReactNode } from "react";
import type { AreaRow, OrderDetail } from "../../lib/beheer/types/orders";
import { OUTBOX_STATE_LABELS, PAYMENT_EVENT_SOURCES, ORDERS_MESSAGES as M } from "../../lib/beheer/messages/orders";
import { formatEuro } from "../../lib/format";
import { formatDateTime } from "../../lib/beheer/order-format";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="beheer-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Every answer of the PSP about the order's payments. */
export function PaymentHistory({ order }: { order: OrderDetail }) {
  return (
    <Section id="bestelling-betalingen" title={M.paymentsTitle}>
      {order.payments.length === 0 ? (
        <p>{M.noPayments}</p>
      ) : (
        <table className="beheer-table beheer-table--cards">
          <thead>
            <tr>
              <th scope="col">Tijdstip</th>
              <th scope="col">Betaling</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Bedrag
              </th>
              <th scope="col" className="num">
                Terugbetaald
              </th>
              <th scope="col">Bron</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((p, i) => (
              <tr key={`${p.provider_id}-${i}`}>
                <td data-label="Tijdstip">{formatDateTime(p.created_at)}</td>
                <td data-label="Betaling">{p.provider_id}</td>
                <td data-label="Status">{p.status}</td>
                <td data-label="Bedrag" className="num">
                  {formatEuro(p.amount)}
                </td>
                <td data-label="Terugbetaald" className="num">
                  {formatEuro(p.refunded)}
                </td>
                <td data-label="Bron">{PAYMENT_EVENT_SOURCES[p.source]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The mails about the order with their outbox state. */
export function OrderMails({ order }: { order: OrderDetail }) {
  return (
    <Section id="bestelling-mails" title={M.mailsTitle}>
      {order.mails.length === 0 ? (
        <p>{M.noMails}</p>
      ) : (
        <table className="beheer-table beheer-table--cards">
          <thead>
            <tr>
              <th scope="col">Aangemaakt</th>
              <th scope="col">Onderwerp</th>
              <th scope="col">Aan</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {order.mails.map((m) => (
              <tr key={m.id}>
                <td data-label="Aangemaakt">{formatDateTime(m.created_at)}</td>
                <td data-label="Onderwerp">{m.subject}</td>
                <td data-label="Aan">{m.to}</td>
                <td data-label="Status">
                  <span className={`beheer-badge beheer-badge--mail-${m.state}`}>{OUTBOX_STATE_LABELS[m.state]}</span>
                  {m.sent_at ? ` (${formatDateTime(m.sent_at)})` : m.attempts > 0 ? ` (${m.attempts} pogingen)` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

/** The invoice (PDF) and the credit notes of the order's refunds. */
export function OrderInvoices({ order }: { order: OrderDetail }) {
  return (
    <Section id="bestelling-factuur" title={M.invoiceTitle}>
      {order.invoice ? (
        <p>
          <a href={`/beheer/api/orders/${order.number}/invoice`} download>
            {M.invoiceLink(order.invoice.number)}
          </a>{" "}
          <span className="beheer-muted">({formatDateTime(order.invoice.created_at)})</span>
        </p>
      ) : (
        <p>{M.noInvoice}</p>
      )}
      {order.credit_notes.length > 0 ? (
        <ul>
          {order.credit_notes.map((c) => (
            <li key={String(c.number)}>
              Creditnota {String(c.number)}
              {typeof c.amount === "number" ? `: ${formatEuro(c.amount)}` : ""}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The order's audit trail, newest first (who, what, when; before and after as the audit log holds them). */
export function OrderAudit({ order }: { order: OrderDetail }) {
  return (
    <Section id="bestelling-audit" title={M.auditTitle}>
      {order.audit.length === 0 ? (
        <p>{M.noAudit}</p>
      ) : (
        <ol className="beheer-log">
          {order.audit.map((a) => (
            <li key={a.id}>
              <time dateTime={a.created_at}>{formatDateTime(a.created_at)}</time> · {a.staff_email} · <code>{a.action}</code>
              {a.before !== null || a.after !== null ? (
                <span className="beheer-muted">
                  {" "}
                  {a.before !== null ? JSON.stringify(a.before) : "—"} → {a.after !== null ? JSON.stringify(a.after) : "—"}
                </span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

const cell = (v: unknown) => (v === null || v === undefined ? "—" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** Rows of another back-office area (shipments, refunds, returns) as a plain table, until its own panel shows them. */
export function AreaRows({ id, title, rows, columns }: { id: string; title: string; rows: AreaRow[]; columns: readonly (readonly [string, string])[] }) {
  return (
    <Section id={id} title={title}>
      {rows.length === 0 ? (
        <p>{M.noRows}</p>
      ) : (
        <table className="beheer-table beheer-table--cards">
          <thead>
            <tr>
              {columns.map(([key, label]) => (
                <th key={key} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={cell(r.id ?? i)}>
                {columns.map(([key, label]) => (
                  <td key={key} data-label={label}>
                    {key === "amount" && typeof r[key] === "number" ? formatEuro(r[key]) : key.endsWith("_at") && typeof r[key] === "string" ? formatDateTime(r[key]) : cell(r[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
