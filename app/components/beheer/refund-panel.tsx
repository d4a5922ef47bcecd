/**
 * The refund and cancel panel of an order in the back office (docs/decisions/037): what was paid and refunded,
 * the refunds with their state and credit note, a refund form (units per line, restock per line, shipping,
 * everything, an optional lower amount, a reason) and, for an unshipped order, "Annuleren". Plain forms that
 * post to the panel's action route (app/routes/beheer/refunds.tsx): they work without JavaScript.
 */
import { Form, useNavigation } from "react-router";
import { formatEuro } from "../../lib/format";
import { REFUND_MESSAGES as M, REFUND_STATUS_LABELS } from "../../lib/beheer/messages/refunds";
import { REFUND_FIELDS as F } from "../../lib/beheer/refund-form";
import type { RefundPanelData } from "../../lib/beheer/types/refunds";
import { Alert } from "../form/alert";
import { BusyButton } from "../form/submit";
import { JsFlag } from "../form/no-js";

export interface RefundPanelState {
  intent: "refund" | "cancel";
  ok: boolean;
  message: string;
  /** After a failure: the key of the failed form (a retry resumes the same refund). */
  key?: string;
}

export interface RefundPanelProps {
  data: RefundPanelData;
  /** The action route the forms post to. */
  action: string;
  /** One fresh key per form (from the loader). */
  keys: { refund: string; cancel: string };
  state?: RefundPanelState | null;
}

const dateTime = (s: number) => new Intl.DateTimeFormat("nl-NL", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" }).format(new Date(s * 1000));

export function RefundPanel({ data, action, keys, state }: RefundPanelProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const keyFor = (intent: "refund" | "cancel") => (state && !state.ok && state.intent === intent && state.key ? state.key : keys[intent]);
  const message = (intent: "refund" | "cancel") =>
    state?.intent === intent ? (
      <Alert tone={state.ok ? "success" : "danger"} fadeAfterMs={0}>
        {state.message}
      </Alert>
    ) : null;
  return (
    <section className="refund-panel" aria-labelledby="refund-panel-title">
      <h2 id="refund-panel-title">{M.panelTitle}</h2>
      <dl className="refund-panel__totals">
        <dt>Betaald</dt>
        <dd>{data.status === "paid" ? formatEuro(data.grand_total) : "Niet betaald"}</dd>
        <dt>{M.refunded}</dt>
        <dd>{formatEuro(data.refunded)}</dd>
        <dt>{M.refundable}</dt>
        <dd>{formatEuro(data.refundable)}</dd>
      </dl>
      <h3>{M.history}</h3>
      {data.refunds.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <ul className="refund-panel__history">
          {data.refunds.map((r) => (
            <li key={r.id}>
              {dateTime(r.created_at)}: {formatEuro(r.amount)}, {REFUND_STATUS_LABELS[r.status]}
              {r.reason ? ` (${r.reason})` : ""}
              {r.credit_note ? (
                <>
                  {" "}
                  <a href={`/beheer/bestellingen/${data.order}/creditnota/${r.credit_note.number}/`} download={`creditnota-${r.credit_note.number}.pdf`}>
                    {M.creditNote(r.credit_note.number)}
                  </a>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {message("refund")}
      {data.status === "paid" && data.refundable > 0 ? (
        <Form method="post" action={action} className="refund-panel__form">
          <JsFlag />
          <input type="hidden" name={F.intent} value="refund" />
          <input type="hidden" name={F.key} value={keyFor("refund")} />
          <fieldset>
            <legend>{M.lineHeading}</legend>
            {data.lines.map((line) => (
              <div className="refund-panel__line" key={line.position}>
                <label htmlFor={`refund-qty-${line.position}`}>{M.quantityLabel(line.title)}</label>
                <span className="refund-panel__left" id={`refund-left-${line.position}`}>
                  nog {line.left} van {line.quantity}, {formatEuro(line.row_total)}
                </span>
                <input id={`refund-qty-${line.position}`} name={F.quantity(line.position)} type="number" inputMode="numeric" min={0} max={line.left} defaultValue="0" aria-describedby={`refund-left-${line.position}`} disabled={line.left === 0} />
                <label className="refund-panel__check">
                  <input type="checkbox" name={F.restock(line.position)} value="1" defaultChecked />
                  {M.restockLabel(line.title)}
                </label>
              </div>
            ))}
          </fieldset>
          {data.shipping_left > 0 ? (
            <label className="refund-panel__check">
              <input type="checkbox" name={F.shipping} value="1" />
              {M.shippingLabel(data.shipping_left)}
            </label>
          ) : null}
          <label className="refund-panel__check">
            <input type="checkbox" name={F.full} value="1" />
            {M.fullLabel} ({formatEuro(data.refundable)})
          </label>
          <div className="refund-panel__field">
            <label htmlFor="refund-amount">{M.amountLabel}</label>
            <p id="refund-amount-hint">{M.amountHint}</p>
            <input id="refund-amount" name={F.amount} type="text" inputMode="decimal" autoComplete="off" aria-describedby="refund-amount-hint" />
          </div>
          <div className="refund-panel__field">
            <label htmlFor="refund-reason">{M.reasonLabel}</label>
            <textarea id="refund-reason" name={F.reason} rows={2} maxLength={500} />
          </div>
          <BusyButton busy={busy} busyText="Bezig...">
            {M.submit}
          </BusyButton>
        </Form>
      ) : null}
      {message("cancel")}
      {data.cancellable ? (
        <Form method="post" action={action} className="refund-panel__cancel">
          <JsFlag />
          <input type="hidden" name={F.intent} value="cancel" />
          <input type="hidden" name={F.key} value={keyFor("cancel")} />
          {data.lines.map((line) => (
            <input key={line.position} type="hidden" name={F.restock(line.position)} value="1" />
          ))}
          <p>{data.status === "paid" ? M.cancelHint : M.cancelUnpaidHint}</p>
          <BusyButton busy={busy} busyText="Bezig..." className="btn btn--ghost">
            {M.cancel}
          </BusyButton>
        </Form>
      ) : null}
    </section>
  );
}
