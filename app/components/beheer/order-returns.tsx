/**
 * The returns of one order in the back office (docs/decisions/038): on the order detail page (the answer's
 * `returns`, worker/store/backoffice/returns-view.ts returnsOfOrder) and per card on /beheer/retouren/.
 * The actions are ReturnActions (./return-actions.tsx), posting to the page's action.
 */
import { Link } from "react-router";
import type { BeheerReturn } from "../../lib/beheer/types/returns";
import { BEHEER_RETURN_MESSAGES as M } from "../../lib/beheer/messages/returns";
import { RETURN_MESSAGES } from "../../lib/returns/messages";
import { formatDutchDate, formatEuro } from "../../lib/format";

/** One return's facts: status, kind, lines, the refund deadline (overdue marked). */
export function ReturnFacts({ ret, withOrder = false }: { ret: BeheerReturn; withOrder?: boolean }) {
  return (
    <dl className="beheer-return__facts">
      {withOrder ? (
        <>
          <dt>{M.order}</dt>
          <dd>
            <Link to={`/beheer/bestellingen/${ret.order}/`}>{ret.order}</Link>
          </dd>
        </>
      ) : null}
      <dt>{M.status}</dt>
      <dd>
        <span className={`beheer-status beheer-status--${ret.status}`}>{RETURN_MESSAGES.statusLabels[ret.status]}</span>
      </dd>
      <dt>{M.kind}</dt>
      <dd>{RETURN_MESSAGES.kindLabels[ret.kind]}</dd>
      <dt>{M.created}</dt>
      <dd>{formatDutchDate(ret.created_at)}</dd>
      <dt>{M.due}</dt>
      <dd>
        {formatDutchDate(ret.refund_due_at)}
        {ret.overdue ? <strong className="beheer-return__overdue"> ({M.overdue})</strong> : null}
      </dd>
      <dt>{M.lines}</dt>
      <dd>
        {ret.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")} ({formatEuro(ret.lines_total)})
      </dd>
      <dt>{M.reason}</dt>
      <dd>{ret.reason}</dd>
      {ret.decision_note ? (
        <>
          <dt>{M.rejectNote}</dt>
          <dd>{ret.decision_note}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The order detail's section: its returns, each with a link to act on it in the returns list. */
export function OrderReturns({ returns }: { returns: BeheerReturn[] }) {
  return (
    <section className="beheer-section" aria-labelledby="bestelling-retouren">
      <h2 id="bestelling-retouren">{M.orderReturns}</h2>
      {returns.length === 0 ? (
        <p>{M.noReturns}</p>
      ) : (
        <ul className="beheer-returns">
          {returns.map((r) => (
            <li key={r.number} className="beheer-return">
              <h3>
                <Link to={`/beheer/retouren/?status=${r.status}#${r.number}`}>
                  {M.number} {r.number}
                </Link>
              </h3>
              <ReturnFacts ret={r} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default OrderReturns;
