import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { ACCOUNT_MENU } from "../../lib/constants";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn account | Droomnest" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  // The auth guard only lets logged-in customers here.
  const session = context.get(edgeContext).session;
  return { firstName: session?.firstName ?? "" };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="page-title">Welkom terug, {loaderData.firstName}</h1>
      <p>Vanuit je account beheer je je gegevens, adressen, bestellingen en nieuwsbrieven.</p>
      <ul className="dashboard-links">
        {ACCOUNT_MENU.filter((i) => i.to !== "/account/" && i.to !== "/account/logout/").map((i) => (
          <li key={i.to}>
            <Link to={i.to}>{i.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
