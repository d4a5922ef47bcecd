/** What the dead-letter and failed-webhook tiles point at (docs/decisions/043): the rows themselves and what to do. */
import { Link } from "react-router";
import { DASHBOARD_MESSAGES as M } from "../../lib/beheer/messages/dashboard";
import type { DeadLetterView, WebhookFailureView } from "../../lib/beheer/types/access";
import { formatDateTime } from "../../lib/beheer/access-form";

const C = M.columns;

export function DeadLetterList({ rows }: { rows: readonly DeadLetterView[] }) {
  return (
    <section id="mails" aria-labelledby="overzicht-mails" className="beheer-section">
      <h2 id="overzicht-mails">{M.deadLetterList}</h2>
      {rows.length === 0 ? (
        <p>{M.noDeadLetters}</p>
      ) : (
        <>
          <p className="dashboard-note">{M.deadLetterHelp}</p>
          <div className="beheer-table-wrap" tabIndex={0} role="region" aria-labelledby="overzicht-mails-caption">
            <table className="beheer-table beheer-table--cards">
              <caption id="overzicht-mails-caption">{M.deadLetterList}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.id}</th>
                  <th scope="col">{C.subject}</th>
                  <th scope="col">{C.to}</th>
                  <th scope="col">{C.when}</th>
                  <th scope="col">{C.error}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label={C.id}>{r.id}</td>
                    <td data-label={C.subject}>{r.subject}</td>
                    <td data-label={C.to}>{r.to_address}</td>
                    <td data-label={C.when}>{r.dead_at ? formatDateTime(r.dead_at) : ""}</td>
                    <td data-label={C.error}>{r.last_error ?? ""}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

export function WebhookFailureList({ rows }: { rows: readonly WebhookFailureView[] }) {
  return (
    <section id="betaalmeldingen" aria-labelledby="overzicht-webhooks" className="beheer-section">
      <h2 id="overzicht-webhooks">{M.webhookList}</h2>
      {rows.length === 0 ? (
        <p>{M.noWebhookFailures}</p>
      ) : (
        <>
          <p className="dashboard-note">{M.webhookHelp}</p>
          <div className="beheer-table-wrap" tabIndex={0} role="region" aria-labelledby="overzicht-webhooks-caption">
            <table className="beheer-table beheer-table--cards">
              <caption id="overzicht-webhooks-caption">{M.webhookList}</caption>
              <thead>
                <tr>
                  <th scope="col">{C.order}</th>
                  <th scope="col">{C.payment}</th>
                  <th scope="col">{C.when}</th>
                  <th scope="col">{C.error}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label={C.order}>{r.order_number ? <Link to={`/beheer/bestellingen/${r.order_number}/`}>{r.order_number}</Link> : M.unknownOrder}</td>
                    <td data-label={C.payment}>{r.provider_id}</td>
                    <td data-label={C.when}>{formatDateTime(r.created_at)}</td>
                    <td data-label={C.error}>{r.error}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
