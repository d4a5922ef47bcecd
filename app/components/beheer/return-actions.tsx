/**
 * A return's actions in the back office (docs/decisions/038), plain forms to the page's action (keyboard and
 * no JavaScript): aangemeld -> ontvangen (with restock per line) or afgekeurd (a note, mailed); ontvangen ->
 * terugbetaald (the refunds service; needs the refunds permission, the API decides).
 */
import { Form } from "react-router";
import type { BeheerReturn } from "../../lib/beheer/types/returns";
import { BEHEER_RETURN_MESSAGES as M } from "../../lib/beheer/messages/returns";
import { formatEuro } from "../../lib/format";

export function ReturnActions({ ret, refundKey }: { ret: BeheerReturn; refundKey: string }) {
  const id = (what: string) => `${ret.number}-${what}`;
  if (ret.status === "requested") {
    return (
      <div className="beheer-return__actions">
        <Form method="post" className="beheer-form">
          <input type="hidden" name="intent" value="receive" />
          <input type="hidden" name="number" value={ret.number} />
          <fieldset>
            <legend>{M.receiveHint}</legend>
            {ret.lines.map((l) => (
              <label key={l.position} className="beheer-check">
                <input type="checkbox" name="restock" value={l.position} defaultChecked /> {M.restockLabel(l.title)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary">
            {M.receive}
          </button>
        </Form>
        <Form method="post" className="beheer-form">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="number" value={ret.number} />
          <label htmlFor={id("note")}>{M.rejectNote}</label>
          <textarea id={id("note")} name="note" rows={2} maxLength={1000} required />
          <button type="submit" className="btn">
            {M.reject}
          </button>
        </Form>
      </div>
    );
  }
  if (ret.status === "received") {
    return (
      <Form method="post" className="beheer-form beheer-return__actions">
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="number" value={ret.number} />
        <input type="hidden" name="idempotency_key" value={refundKey} />
        <label className="beheer-check">
          <input type="checkbox" name="shipping" value="1" /> {M.refundShipping}
        </label>
        <button type="submit" className="btn btn--primary">
          {M.refundAmount(formatEuro(ret.lines_total))}
        </button>
      </Form>
    );
  }
  return null;
}
