import { Link } from "react-router";
import type { Route } from "./+types/thankyou";
import { LOGIN_PATH } from "../../kernel/login-target";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Bedankt voor je registratie | Droomnest" }, { name: "robots", content: "noindex" }];

/** After registering: the confirmation mail is on its way (the account can log in before confirming). */
export default function Thankyou() {
  return (
    <div className="account-page">
      <h1 className="page-title">Bedankt voor je registratie</h1>
      <p role="status" className="account-alert account-alert--success">
        {ACCOUNT_MESSAGES.registered}
      </p>
      <p>Niets ontvangen? Kijk dan ook in je spammap. Je kunt alvast inloggen; bevestig je e-mailadres wanneer het je uitkomt.</p>
      <p>
        <Link to={LOGIN_PATH} className="btn btn--primary">
          Inloggen
        </Link>
      </p>
    </div>
  );
}
