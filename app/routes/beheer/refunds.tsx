/**
 * /beheer/bestellingen/{order}/terugbetalen/ (docs/decisions/037): the refund panel of one order on its own page,
 * and the action the panel's forms post to (also from the order detail page, which embeds the panel). The
 * action sends only what to refund to /beheer/api/refunds; the API computes the money and answers in Dutch.
 */
import { data, Link } from "react-router";
import type { Route } from "./+types/refunds";
import { RefundPanel, type RefundPanelState } from "../../components/beheer/refund-panel";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { REFUND_MESSAGES as M } from "../../lib/beheer/messages/refunds";
import { cancelBodyFromForm, newRefundKey, refundBodyFromForm, REFUND_FIELDS } from "../../lib/beheer/refund-form";
import type { RefundAnswer, RefundPanelData } from "../../lib/beheer/types/refunds";

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Terugbetalen ${params.order} | Beheer | Droomnest` }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const panel = await beheer.get<RefundPanelData>(`/beheer/api/refunds/${encodeURIComponent(params.order)}`);
  return { panel, keys: { refund: newRefundKey(), cancel: newRefundKey() } };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { beheer } = context.get(edgeContext);
  const form = await request.formData();
  const intent = form.get(REFUND_FIELDS.intent) === "cancel" ? "cancel" : "refund";
  const key = String(form.get(REFUND_FIELDS.key) ?? "");
  // Hydrated (js=1), a refusal is a 200 (a 4xx to the router's fetch counts as a failed load); without JavaScript the 4xx.
  const status = (code: number) => (form.get("js") === "1" ? 200 : code);
  const path = `/beheer/api/refunds/${encodeURIComponent(params.order)}`;
  try {
    const panel = await beheer.get<RefundPanelData>(path);
    const positions = panel.lines.map((l) => l.position);
    if (intent === "cancel") {
      await beheer.send<RefundAnswer>("POST", `${path}/cancel`, cancelBodyFromForm(form, positions));
      return { intent, ok: true, message: M.cancelled } satisfies RefundPanelState;
    }
    const { body, amountInvalid } = refundBodyFromForm(form, positions);
    if (amountInvalid) return data({ intent, ok: false, message: M.amountInvalid, key } satisfies RefundPanelState, status(422));
    await beheer.send<RefundAnswer>("POST", path, body);
    return { intent, ok: true, message: M.done } satisfies RefundPanelState;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return data({ intent, ok: false, message: error.message, key } satisfies RefundPanelState, status(error.status));
    if (error instanceof ApiError) return data({ intent, ok: false, message: error.message, key } satisfies RefundPanelState, status(503));
    throw error;
  }
}

export default function RefundsPage({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <>
      <p>
        <Link to={`/beheer/bestellingen/${params.order}/`}>Terug naar bestelling {params.order}</Link>
      </p>
      <h1>Terugbetalen: bestelling {params.order}</h1>
      <RefundPanel data={loaderData.panel} keys={loaderData.keys} action={`/beheer/bestellingen/${params.order}/terugbetalen/`} state={actionData ?? null} />
    </>
  );
}
