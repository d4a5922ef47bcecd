/** The breadcrumb rule: Home, then the category chain from the top, then (optionally) the page itself. Pure. */
import type { Breadcrumb } from "../../app/lib/api/types/catalog";

export function categoryBreadcrumbs(chain: readonly { title: string; slug: string }[], last?: Breadcrumb): Breadcrumb[] {
  return [{ title: "Home", url: "/" }, ...chain.map((cat) => ({ title: cat.title, url: `/${cat.slug}/` })), ...(last ? [last] : [])];
}
