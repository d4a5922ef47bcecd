/** Beheer's start page, /beheer/ (docs/decisions/035): what needs doing today, the latest changes, the areas the role may open. */
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { BEHEER_NAV } from "../../lib/beheer/messages/common";
import { AUDIT_ENTITY_LABELS, OVERVIEW_MESSAGES as M } from "../../lib/beheer/messages/access";
import { navPermission } from "../../lib/beheer/nav";
import type { StaffMe } from "../../lib/beheer/types/common";
import type { Overview } from "../../lib/beheer/types/access";
import { edgeContext } from "../../lib/context";
import { formatDateTime, pageRead } from "../../lib/beheer/access-form";
import { formatDutchDate } from "../../lib/format";
import { BeheerPageError } from "../../components/beheer/page-error";

export const meta: Route.MetaFunction = () => [{ title: "Overzicht | Beheer | Droomnest" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await pageRead(() => context.get(edgeContext).beheer.get<Overview>("/beheer/api/overview")) };
}

export default function BeheerIndex({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const me = useRouteLoaderData<{ me: StaffMe | null }>("layouts/beheer")?.me;
  const items = BEHEER_NAV.filter((item) => item.to !== "/beheer/" && me?.permissions.includes(navPermission(item.to)));
  const figures: { label: string; value: number; to: string; note?: string }[] = [
    { label: M.toShip, value: overview.to_ship, to: "/beheer/bestellingen/" },
    { label: M.paidToday, value: overview.paid_today, to: "/beheer/bestellingen/" },
    { label: M.openReturns, value: overview.open_returns, to: "/beheer/retouren/", note: overview.next_refund_due ? M.nextRefundDue(formatDutchDate(new Date(overview.next_refund_due * 1000))) : undefined },
    { label: M.pendingRefunds, value: overview.pending_refunds, to: "/beheer/bestellingen/" },
  ];
  return (
    <>
      <h1>{M.title}</h1>
      <ul className="beheer-figures">
        {figures.map((f) => (
          <li key={f.label} className="beheer-figure">
            <Link to={f.to}>
              <span className="beheer-figure__value">{f.value}</span> <span className="beheer-figure__label">{f.label}</span>
            </Link>
            {f.note ? <p className="beheer-figure__note">{f.note}</p> : null}
          </li>
        ))}
      </ul>
      <section aria-labelledby="overzicht-recent" className="beheer-section">
        <h2 id="overzicht-recent">{M.recent}</h2>
        {overview.recent.length === 0 ? (
          <p>{M.noRecent}</p>
        ) : (
          <ul className="beheer-recent">
            {overview.recent.map((r) => (
              <li key={r.id}>
                <time dateTime={new Date(r.created_at * 1000).toISOString()}>{formatDateTime(r.created_at)}</time> {r.staff_email}: {r.action} ({AUDIT_ENTITY_LABELS[r.entity] ?? r.entity} {r.entity_id})
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link to="/beheer/auditlog/">{M.allAudit}</Link>
        </p>
      </section>
      <nav aria-label={M.goTo} className="beheer-section">
        <h2>{M.goTo}</h2>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

export function ErrorBoundary() {
  return <BeheerPageError title={M.title} />;
}
