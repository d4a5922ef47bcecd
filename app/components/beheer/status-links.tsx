/**
 * A list's status choice as links (reviews by moderation state, returns by state): one link per status, the
 * shown one marked `aria-current="page"`, so the choice is an address that works without JavaScript.
 */
import { Link } from "react-router";

export interface StatusLink<T> {
  value: T;
  title: string;
}

export function StatusLinks<T extends string | null>({ label, links, current, href }: { label: string; links: StatusLink<T>[]; current: T; href: (value: T) => string }) {
  return (
    <nav aria-label={label} className="beheer-filters">
      <ul>
        {links.map((l) => (
          <li key={l.value ?? ""}>
            <Link to={href(l.value)} aria-current={l.value === current ? "page" : undefined}>
              {l.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
