import { Link } from "react-router";
import type { Breadcrumb } from "../../lib/api/types/catalog";

/** The breadcrumb trail of a page (the last item is the current page); its own module, as most pages with one show no category header. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="Kruimelpad" className="breadcrumbs">
      <ol>
        {items.map((b, i) => (
          <li key={b.url}>
            {i === items.length - 1 ? <span aria-current="page">{b.title}</span> : <Link to={b.url}>{b.title}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
