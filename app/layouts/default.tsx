import { Outlet } from "react-router";
import { SiteShell } from "../components/layout/default-shell";

/** Default layout: header, page, footer, cookie bar, newsletter pop-up and the chat slot. */
export default function DefaultLayout() {
  return (
    <SiteShell withOverlays>
      <Outlet />
    </SiteShell>
  );
}
