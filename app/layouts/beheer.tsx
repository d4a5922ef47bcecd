/**
 * The back office's layout (docs/decisions/035): its own stylesheet and chunks (no shop page loads them), a
 * bar with the nav of what the role may open, and the page. Every page under it needs a member of staff
 * (worker/middleware/staff-identity.ts); the loader asks the API who it is.
 */
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/beheer";
import beheerCss from "../styles/beheer/index.css?url";
import { edgeContext } from "../lib/context";
import { BEHEER_NAV, BEHEER_TITLE } from "../lib/beheer/messages/common";
import type { StaffMe } from "../lib/beheer/types/common";
import { navPermission, ROLE_LABELS } from "../lib/beheer/nav";
import { BEHEER_SIGN_OUT_PATH } from "../lib/beheer/constants";
import { SIGN_IN_MESSAGES } from "../lib/beheer/messages/access";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: beheerCss }];

export const meta: Route.MetaFunction = () => [{ title: `${BEHEER_TITLE} | Droomnest` }];

export async function loader({ context }: Route.LoaderArgs) {
  const { beheer, staff } = context.get(edgeContext);
  // The sign-in page has no member of staff yet: the frame without nav.
  if (!staff) return { me: null };
  return { me: await beheer.get<StaffMe>("/beheer/api/me") };
}

export default function BeheerLayout({ loaderData }: Route.ComponentProps) {
  const { me } = loaderData;
  const items = me ? BEHEER_NAV.filter((item) => me.permissions.includes(navPermission(item.to))) : [];
  return (
    <div className="beheer">
      {/* Every back-office page, whatever its own meta (React hoists this into the head); the header says it too. */}
      <meta name="robots" content="noindex, nofollow" />
      <header className="beheer-bar">
        <p className="beheer-bar__title">Droomnest {BEHEER_TITLE}</p>
        {me ? (
          <nav className="beheer-nav" aria-label="Beheer">
            <ul>
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/beheer/"}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {me ? (
          <p className="beheer-bar__who">
            {me.staff.name} ({ROLE_LABELS[me.staff.role]})
          </p>
        ) : null}
        {me ? (
          // A native post (worker/routes/beheer-sign-in.ts): the session ends, or Access's own logout follows.
          <form method="post" action={BEHEER_SIGN_OUT_PATH} className="beheer-signout">
            <button type="submit">{SIGN_IN_MESSAGES.signOut}</button>
          </form>
        ) : null}
      </header>
      <main id="inhoud" tabIndex={-1} className="beheer-main">
        <Outlet />
      </main>
    </div>
  );
}
