/**
 * /beheer/rapportages/documenten.zip?van=&tot=: the invoice and credit note PDFs of a period as one ZIP
 * (docs/decisions/043), streamed from /beheer/api/documents/zip. A period the API refuses (a bad date, an
 * empty period, too many documents) goes back to the dashboard's form with van/tot, which shows why in Dutch.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/documents-zip";
import { ApiError } from "../../lib/api/client";
import { edgeContext } from "../../lib/context";
import { asPageError } from "../../lib/beheer/access-form";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  const url = new URL(request.url);
  const period = new URLSearchParams({ van: url.searchParams.get("van") ?? "", tot: url.searchParams.get("tot") ?? "" }).toString();
  try {
    return await beheer.raw(`/beheer/api/documents/zip?${period}`);
  } catch (err) {
    if (err instanceof ApiError && err.status !== 403 && err.status < 500) return redirect(`/beheer/?${period}#documenten`, 303);
    throw asPageError(err);
  }
}
