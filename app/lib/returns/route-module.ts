/**
 * The shopper's return page's meta (docs/decisions/038), shared by the account route and the guest route
 * (their loader and action are app/lib/returns/route.server.ts).
 */
import { RETURN_MESSAGES } from "./messages";

export function returnPageMeta({ loaderData }: { loaderData?: { page: { order: string } } }) {
  return [{ title: `${RETURN_MESSAGES.pageTitle}${loaderData ? ` ${loaderData.page.order}` : ""} | Droomnest` }, { name: "robots", content: "noindex" }];
}
