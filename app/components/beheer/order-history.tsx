import type { ReactNode } from "react";
import type { OrderDetail } from "../../lib/beheer/types/orders";
import { REFUND_STATUS_LABELS } from "../../lib/beheer/messages/refunds";
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
      {order.refunds.some((r) => r.credit_note) ? (
        <ul>
          {order.refunds.map((r) =>
            r.credit_note ? (
              <li key={r.credit_note.number}>
                <a href={`/beheer/bestellingen/${order.number}/creditnota/${r.credit_note.number}/`} download>
                  {M.creditNoteLink(r.credit_note.number)}
                </a>
                : {formatEuro(r.amount)}
              </li>
            ) : null,
          )}
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

/** The order's refunds with their state and credit note; refunding and cancelling happen on the refund page. */
export function OrderRefunds({ order }: { order: OrderDetail }) {
  return (
    <Section id="bestelling-terugbetalingen" title={M.refundsTitle}>
      {order.refunds.length === 0 ? (
        <p>{M.noRows}</p>
      ) : (
        <table className="beheer-table beheer-table--cards">
          <thead>
            <tr>
              <th scope="col">Aangemaakt</th>
              <th scope="col" className="num">
                Bedrag
              </th>
              <th scope="col">Status</th>
              <th scope="col">Creditnota</th>
            </tr>
          </thead>
          <tbody>
            {order.refunds.map((r) => (
              <tr key={r.id}>
                <td data-label="Aangemaakt">{formatDateTime(new Date(r.created_at * 1000).toISOString())}</td>
                <td data-label="Bedrag" className="num">
                  {formatEuro(r.amount)}
                </td>
                <td data-label="Status">{REFUND_STATUS_LABELS[r.status]}</td>
                <td data-label="Creditnota">{r.credit_note ? r.credit_note.number : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <a href={`/beheer/bestellingen/${order.number}/terugbetalen/`}>{M.refundLink}</a>
      </p>
    </Section>
  );
}
