/** The page links under a back-office list: previous, "Pagina n van m", next (docs/decisions/035). */
import { Link } from "react-router";
import { PAGER_MESSAGES as M } from "../../lib/beheer/messages/common";

export function BeheerPager({ page, pages, href, label }: { page: number; pages: number; href: (page: number) => string; label?: string }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label ?? M.page(page, pages)} className="beheer-pages">
      {page > 1 ? <Link to={href(page - 1)}>{M.previous}</Link> : null}
      <span>{M.page(page, pages)}</span>
      {page < pages ? <Link to={href(page + 1)}>{M.next}</Link> : null}
    </nav>
  );
}
