/**
 * The shipping panel of the order detail page (docs/decisions/036): the fulfilment state, the parcels with
 * their track & trace, label and "bezorgd" button, and the form for a new parcel: quantities per line,
 * carrier and tracking code typed by staff, or "Maak label aan" through the shipping platform. Its forms post
 * to app/routes/beheer/shipment-action.tsx (a fetcher with JavaScript, a plain post without).
 */
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { CARRIER_CODES, CARRIER_EXAMPLES, CARRIER_TITLES } from "../../kernel/carriers";
import type { FulfilmentCode, OrderStatusCode } from "../../lib/api/types/order";
import { SHIPMENT_MESSAGES as M } from "../../lib/beheer/messages/shipments";
import type { BeheerShipment } from "../../lib/beheer/types/shipments";
import { formatDutchDate } from "../../lib/format";
import { FULFILMENT_LABELS } from "../../lib/shipping/messages";
import { ErrorText } from "../form/error-text";
import { controlAria } from "../form/ids";
import { JsFlag } from "../form/no-js";
import type { ShipmentActionResult } from "../../routes/beheer/shipment-action";

export interface ShippingPanelProps {
  order: {
    number: string;
    status: OrderStatusCode;
    fulfilment: FulfilmentCode;
    /** The order's lines in order; `position` as stored (1, 2, ...), else their place in the list. */
    lines: { position?: number; title: string; quantity: number }[];
  };
  shipments: BeheerShipment[];
}

const SHIPPABLE: FulfilmentCode[] = ["new", "processing", "partially_shipped"];

/** The Dutch message of a refusal named in ?verzendfout= (a post without JavaScript). */
const ERROR_BY_CODE: Record<string, string> = {
  wrong_state: M.wrongState,
  not_paid: M.notPaidError,
  unknown_shipment: M.shipmentNotFound,
  empty: M.empty,
  unknown_line: M.unknownLine,
  over_shipment: M.overShipment,
  bad_quantity: M.badQuantity,
  duplicate_line: M.duplicateLine,
  invalid_input: M.empty,
  shipping_platform_unavailable: M.platformDown,
  order_not_found: M.orderNotFound,
};

export function ShippingPanel({ order, shipments }: ShippingPanelProps) {
  const fetcher = useFetcher<ShipmentActionResult>({ key: `verzending-${order.number}` });
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const action = `/beheer/bestellingen/${order.number}/verzending/`;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const noJsError = params.get("verzendfout");
  const error = result && !result.ok ? result.error : noJsError ? (ERROR_BY_CODE[noJsError] ?? M.wrongState) : undefined;
  const fields = result?.ok === false ? (result.fields ?? {}) : {};
  // Field errors stand at their fields; the alert then only says that something was refused.
  const alert = error && Object.keys(fields).length > 0 ? M.checkFields : error;
  const busy = fetcher.state !== "idle";
  const lines = order.lines.map((l, i) => {
    const position = l.position ?? i + 1;
    const shipped = shipments.reduce((sum, s) => sum + s.lines.filter((x) => x.position === position).reduce((a, x) => a + x.quantity, 0), 0);
    return { position, title: l.title, left: Math.max(0, l.quantity - shipped) };
  });
  const anythingLeft = lines.some((l) => l.left > 0);
  const paid = order.status === "paid";
  const id = (name: string) => `verzending-${order.number}-${name}`;

  return (
    <section id="verzending" className="beheer-panel shipping-panel" aria-labelledby={id("titel")}>
      <h2 id={id("titel")}>{M.heading}</h2>
      <p>
        {M.fulfilment}: <strong className={`shipping-state shipping-state--${order.fulfilment}`}>{FULFILMENT_LABELS[order.fulfilment]}</strong>
      </p>
      {alert ? (
        <p role="alert" className="shipping-panel__error">
          {alert}
        </p>
      ) : null}
      <p role="status" className="shipping-panel__status">
        {result?.ok ? M.saved : ""}
      </p>
      {!paid ? <p>{M.notPaid}</p> : null}

      {paid && order.fulfilment === "new" ? (
        <fetcher.Form method="post" action={action}>
          <JsFlag />
          <input type="hidden" name="terug" value={pathname} />
          <input type="hidden" name="intent" value="processing" />
          <button type="submit" className="btn btn--ghost" disabled={busy}>
            {M.startProcessing}
          </button>
        </fetcher.Form>
      ) : null}

      <h3>{M.parcels}</h3>
      {shipments.length === 0 ? <p>{M.noParcels}</p> : null}
      <ul className="shipping-parcels">
        {shipments.map((s) => (
          <li key={s.id} className="shipping-parcel">
            <p className="shipping-parcel__title">
              {s.carrier_title}:{" "}
              <a href={s.tracking_url} target="_blank" rel="noopener noreferrer">
                {s.tracking_code}
                <span className="visually-hidden"> (track & trace bij {s.carrier_title}, opent in een nieuw venster)</span>
              </a>
            </p>
            <p>{s.lines.map((l) => `${l.quantity} × ${l.title}`).join(", ")}</p>
            <p>
              Verzonden op {formatDutchDate(s.created_at)}
              {s.delivered_at ? ` · ${M.deliveredDone} op ${formatDutchDate(s.delivered_at)}` : null}
            </p>
            <div className="shipping-parcel__actions">
              {s.has_label ? (
                <a className="btn btn--ghost" href={`/beheer/api/shipments/${order.number}/${s.id}/label.pdf`} target="_blank" rel="noopener">
                  {M.label}
                  <span className="visually-hidden"> van pakket {s.tracking_code}</span>
                </a>
              ) : null}
              {!s.delivered_at && order.fulfilment !== "delivered" ? (
                <fetcher.Form method="post" action={action}>
                  <JsFlag />
          <input type="hidden" name="terug" value={pathname} />
                  <input type="hidden" name="intent" value="delivered" />
                  <input type="hidden" name="shipment" value={s.id} />
                  <button type="submit" className="btn btn--ghost" disabled={busy}>
                    {M.delivered}
                    <span className="visually-hidden"> (pakket {s.tracking_code})</span>
                  </button>
                </fetcher.Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      {paid && SHIPPABLE.includes(order.fulfilment) && anythingLeft ? (
        <fetcher.Form method="post" action={action} className="shipping-form" key={shipments.length}>
          <JsFlag />
          <input type="hidden" name="terug" value={pathname} />
          <input type="hidden" name="intent" value="ship" />
          <input type="hidden" name="seen" value={shipments.length} />
          <fieldset aria-describedby={fields.lines ? id("lines-fout") : undefined}>
            <legend>{M.linesLegend}</legend>
            {lines.map((l) => (
              <div key={l.position} className="account-field shipping-form__line">
                <input type="hidden" name="position" value={l.position} />
                <label htmlFor={id(`aantal-${l.position}`)}>{M.lineQuantity(l.title, l.left)}</label>
                <input
                  id={id(`aantal-${l.position}`)}
                  name={`quantity-${l.position}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={l.left}
                  step={1}
                  defaultValue={l.left}
                  disabled={l.left === 0}
                 
                />
              </div>
            ))}
            <ErrorText id={id("lines-fout")} className="account-field__error">{fields.lines}</ErrorText>
          </fieldset>
          <div className="account-field shipping-form__field">
            <label htmlFor={id("vervoerder")}>{M.carrier}</label>
            <select id={id("vervoerder")} name="carrier" defaultValue="" {...controlAria(fields.carrier, id("vervoerder-fout"))}>
              <option value="">{M.chooseCarrier}</option>
              {CARRIER_CODES.map((c) => (
                <option key={c} value={c}>
                  {CARRIER_TITLES[c]}
                </option>
              ))}
            </select>
            <ErrorText id={id("vervoerder-fout")} className="account-field__error">{fields.carrier}</ErrorText>
          </div>
          <div className="account-field shipping-form__field">
            <label htmlFor={id("code")}>{M.trackingCode}</label>
            <p id={id("code-uitleg")} className="shipping-form__hint">
              {M.trackingHint(CARRIER_EXAMPLES.postnl)}
            </p>
            <input id={id("code")} name="tracking_code" autoComplete="off" spellCheck={false} maxLength={60} {...controlAria(fields.tracking_code, id("code-fout"), id("code-uitleg"))} />
            <ErrorText id={id("code-fout")} className="account-field__error">{fields.tracking_code}</ErrorText>
          </div>
          <div className="shipping-form__actions">
            <button type="submit" name="mode" value="manual" className="btn btn--primary" disabled={busy}>
              {M.manualSubmit}
            </button>
            <button type="submit" name="mode" value="platform" className="btn btn--ghost" disabled={busy} aria-describedby={id("platform-uitleg")}>
              {M.platformSubmit}
            </button>
          </div>
          <p id={id("platform-uitleg")} className="shipping-form__hint">
            {M.platformHint}
          </p>
        </fetcher.Form>
      ) : paid && !anythingLeft ? (
        <p>{M.nothingLeft}</p>
      ) : null}
    </section>
  );
}
