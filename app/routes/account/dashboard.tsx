import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { orRouteError } from "../../lib/api/route-errors";
import { ACCOUNT_MENU } from "../../lib/account/constants";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Mijn account | Droomnest" }, { name: "robots", content: "noindex" }];

/** The auth guard only lets logged-in customers here; GET /v1/customer for the name and the reminder. */
export async function loader({ context }: Route.LoaderArgs) {
  const profile = await orRouteError(context.get(edgeContext).api.customer.profile());
  return { firstName: profile.first_name, emailConfirmed: profile.email_confirmed, email: profile.email };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div className="account-page">
      <h1 className="page-title">Welkom terug, {loaderData.firstName}</h1>
      {!loaderData.emailConfirmed ? (
        <p className="account-reminder">
          Je e-mailadres {loaderData.email} is nog niet bevestigd. Klik op de link in de e-mail die we je stuurden; kijk ook in je spammap.
        </p>
      ) : null}
      <p>Vanuit je account beheer je je gegevens, adressen, bestellingen en nieuwsbrieven.</p>
      <ul className="dashboard-links">
        {ACCOUNT_MENU.filter((i) => i.to !== "/account/" && i.to !== "/account/logout/").map((i) => (
          <li key={i.to}>
            <Link to={i.to}>{i.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
