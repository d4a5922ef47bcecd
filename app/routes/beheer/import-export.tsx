/** /beheer/import/export/{csv|json}/: the catalogue as a download in the import's format (docs/decisions/040). */
import type { Route } from "./+types/import-export";
import { edgeContext } from "../../lib/context";
import { pageRead } from "../../lib/beheer/access-form";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { beheer } = context.get(edgeContext);
  return pageRead(() => beheer.raw(`/beheer/api/catalogue/export/${encodeURIComponent(params.format)}`));
}
