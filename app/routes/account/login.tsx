import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Inloggen | Droomnest" }, { name: "robots", content: "noindex" }];

/** Guest page. The login form itself arrives with the account issue. */
export default function Login() {
  return (
    <>
      <h1 className="page-title">Inloggen</h1>
      <p>Inloggen in je Droomnest-account is binnenkort mogelijk. Bestellen kan ook zonder account.</p>
    </>
  );
}
