import { Link } from "react-router";
import type { Route } from "./+types/privacy-deleted";
import { Alert } from "../../components/form";
import { ACCOUNT_MESSAGES } from "../../lib/account/messages";

export const meta: Route.MetaFunction = () => [{ title: "Account verwijderd | Droomnest" }, { name: "robots", content: "noindex" }];

/** Where /account/privacy/delete/ sends the (now logged out) visitor after the account was deleted. */
export default function PrivacyDeleted() {
  return (
    <div className="account-page privacy-delete">
      <h1 className="page-title">Account verwijderd</h1>
      <Alert tone="success" fadeAfterMs={0}>
        {ACCOUNT_MESSAGES.accountDeleted}
      </Alert>
      <p>
        Je bent uitgelogd. Bedankt dat je bij Droomnest hebt gewinkeld. <Link to="/">Naar de homepage</Link>
      </p>
    </div>
  );
}
