import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { edgeContext } from "../../lib/context";

/** 'Afmelden': ends the session (POST only) and goes home. */
export async function action({ context }: Route.ActionArgs) {
  const res = await context.get(edgeContext).api.customer.logout();
  const headers = new Headers();
  for (const c of res.setCookies) headers.append("Set-Cookie", c);
  return redirect("/", { status: 303, headers });
}

export default function Logout() {
  return (
    <>
      <h1 className="page-title">Afmelden</h1>
      <form method="post">
        <button type="submit" className="btn btn--primary">
          Afmelden
        </button>
      </form>
    </>
  );
}
