/** /beheer/bestellingen/{order}/creditnota/{number}/: the credit note PDF for staff (docs/decisions/037), from /beheer/api/refunds. */
import type { Route } from "./+types/credit-note";
import { edgeContext } from "../../lib/context";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  return beheer.raw(`/beheer/api/refunds/${encodeURIComponent(params.order)}/credit-notes/${encodeURIComponent(params.creditNote)}`);
}
