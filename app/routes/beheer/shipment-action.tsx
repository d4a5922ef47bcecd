/**
 * /beheer/bestellingen/{number}/verzending/ (docs/decisions/036). POST: the shipping panel's forms
 * (app/components/beheer/shipping-panel.tsx) through /beheer/api/shipments. intent: "processing", "ship"
 * (mode "manual" with carrier and code, or "platform": Maak label aan) or "delivered" (shipment).
 * With JavaScript the panel's fetcher gets `{ ok }` or `{ error, fields }` (200, see JsFlag); without it the
 * browser goes back to the page the form was on ("terug"), a refusal named in `?verzendfout=` (the panel
 * shows its Dutch message). GET: the panel on a page of its own (the order's page shows it as a section).
 */
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/shipment-action";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { SHIPMENT_MESSAGES as M } from "../../lib/beheer/messages/shipments";
import type { ShipmentsResult, ShippingOverview } from "../../lib/beheer/types/shipments";
import { ShippingPanel } from "../../components/beheer/shipping-panel";
import { shippingFormKey } from "../../lib/beheer/shipping-form";

export interface ShipmentActionResult {
  ok: boolean;
  intent: string;
  error?: string;
  fields?: Record<string, string>;
  fulfilment?: ShipmentsResult["fulfilment"];
}

const orderPath = (number: string) => `/beheer/bestellingen/${number}/`;

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Verzending ${params.number} | Beheer | Droomnest` }];

export async function loader({ params, context }: Route.LoaderArgs) {
  return { overview: await context.get(edgeContext).beheer.get<ShippingOverview>(`/beheer/api/shipments/${encodeURIComponent(params.number)}`) };
}

/** Where a post without JavaScript goes back to: the page the form was on, if it is this order's. */
function backTo(number: string, terug: string): string {
  const own = orderPath(number);
  return terug === own || terug === `${own}verzending/` ? terug : own;
}

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  return (
    <>
      <p>
        <Link to={orderPath(overview.order)}>Terug naar bestelling {overview.order}</Link>
      </p>
      <h1>Verzending van bestelling {overview.order}</h1>
      <ShippingPanel order={{ number: overview.order, status: overview.status, fulfilment: overview.fulfilment, lines: overview.lines }} shipments={overview.shipments} />
    </>
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const number = params.number;
  const js = text("js") === "1";
  const intent = text("intent");
  const base = `/beheer/api/shipments/${encodeURIComponent(number)}`;
  try {
    let result: ShipmentsResult;
    if (intent === "processing") result = await beheer.send<ShipmentsResult>("POST", `${base}/processing`, {});
    else if (intent === "delivered") result = await beheer.send<ShipmentsResult>("POST", `${base}/${encodeURIComponent(text("shipment"))}/delivered`, {});
    else if (intent === "ship") {
      const positions = form.getAll("position").map(String);
      const lines = positions.map((p) => ({ position: Number(p), quantity: Number(text(`quantity-${p}`) || "0") }));
      const body = { mode: text("mode") === "platform" ? "platform" : "manual", carrier: text("carrier"), tracking_code: text("tracking_code"), lines };
      // The same form submitted twice (a double click, a resend) carries the same key: one parcel.
      result = await beheer.send<ShipmentsResult>("POST", base, { ...body, idempotency_key: await shippingFormKey(number, text("seen"), body) });
    } else throw new ApiError(422, "invalid_input", M.wrongState);
    return js ? data<ShipmentActionResult>({ ok: true, intent, fulfilment: result.fulfilment }) : redirect(`${backTo(number, text("terug"))}#verzending`);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status >= 500 && error.code !== "shipping_platform_unavailable")) throw error;
    if (js) return data<ShipmentActionResult>({ ok: false, intent, error: error.message, fields: error.fields });
    return redirect(`${backTo(number, text("terug"))}?verzendfout=${encodeURIComponent(error.code)}#verzending`);
  }
}
