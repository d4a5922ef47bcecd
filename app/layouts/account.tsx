import { NavLink, Outlet, useLocation } from "react-router";
import { SiteShell } from "../components/layout/default-shell";
import { STRINGS } from "../lib/constants";
import { ACCOUNT_MENU } from "../lib/account/constants";
import { isGuestAccountPage } from "../kernel/login-target";
import { useRootData } from "../lib/root-data";
import { accountGuard } from "../lib/account/guard";

/** Guards React Router's data requests of the account pages (documents are guarded at the edge too). */
export const middleware = [accountGuard];

/** Account layout: header, the 'Mijn account' side menu (for logged-in customers), footer. */
export default function AccountLayout() {
  const root = useRootData();
  const { pathname } = useLocation();
  const guestPage = isGuestAccountPage(pathname);
  return (
    <SiteShell>
      <div className="account-layout container">
        {root?.user && !guestPage && (
          <nav className="account-menu" aria-labelledby="account-menu-title">
            <h2 id="account-menu-title" className="account-menu__title">
              {STRINGS.accountMenuTitle}
            </h2>
            <ul>
              {ACCOUNT_MENU.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/account/"} className="account-menu__link">
                    {item.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="inhoud" tabIndex={-1} className="account-layout__main">
          <Outlet />
        </main>
      </div>
    </SiteShell>
  );
}
