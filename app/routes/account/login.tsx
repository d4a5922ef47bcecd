import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = () => [{ title: "Inloggen | Droomnest" }, { name: "robots", content: "noindex" }];

/** Guest page: the login page, without a login form so far. */
export default function Login() {
  return (
    <>
      <h1 className="page-title">Inloggen</h1>
      <p>Inloggen in je Droomnest-account is binnenkort mogelijk. Bestellen kan ook zonder account.</p>
    </>
  );
}
