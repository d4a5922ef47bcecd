import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/default-shell";
import { STRINGS } from "../lib/constants";

/** Cart layout: titled 'Mijn Winkelwagen'; the footer shows the rating block (cart page only). */
export default function CartLayout() {
  return (
    <SiteShell showRating>
      <main id="inhoud" tabIndex={-1} className="container cart-layout">
        <h1 className="page-title">{STRINGS.cartTitle}</h1>
        <Outlet />
      </main>
    </SiteShell>
  );
}
