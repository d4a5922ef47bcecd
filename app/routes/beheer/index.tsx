/** Beheer's start page (docs/decisions/035): who is signed in and where to go. */
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/index";
import { BEHEER_NAV } from "../../lib/beheer/messages/common";
import { navPermission } from "../../lib/beheer/nav";
import type { StaffMe } from "../../lib/beheer/types/common";

export const meta: Route.MetaFunction = () => [{ title: "Overzicht | Beheer | Droomnest" }];

export default function BeheerIndex() {
  const me = useRouteLoaderData<{ me: StaffMe | null }>("layouts/beheer")?.me;
  const items = BEHEER_NAV.filter((item) => item.to !== "/beheer/" && me?.permissions.includes(navPermission(item.to)));
  return (
    <>
      <h1>Overzicht</h1>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
