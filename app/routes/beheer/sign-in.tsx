/**
 * The development sign-in, /beheer/aanmelden/ (docs/decisions/035): the seeded staff to choose from, no
 * password. Only in development: elsewhere worker/routes/beheer-sign-in.ts answers 403 before this page, and
 * staff come in through Cloudflare Access. The form posts natively to that route (it sets the session cookie).
 */
import type { Route } from "./+types/sign-in";
import { edgeContext } from "../../lib/context";
import { BEHEER_SIGN_IN_API_PATH, BEHEER_SIGN_IN_PATH } from "../../lib/beheer/constants";
import { SIGN_IN_MESSAGES as M } from "../../lib/beheer/messages/access";
import type { SignInList } from "../../lib/beheer/types/access";
import { ROLE_LABELS } from "../../lib/beheer/nav";

export const meta: Route.MetaFunction = () => [{ title: `${M.title} | Beheer | Droomnest` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { staff } = await context.get(edgeContext).beheer.get<SignInList>(BEHEER_SIGN_IN_API_PATH);
  return { staff, back: url.searchParams.get("terug") ?? "/beheer/", unknown: url.searchParams.get("fout") === "onbekend" };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { staff, back, unknown } = loaderData;
  return (
    <div className="beheer-narrow">
      <h1>{M.title}</h1>
      <p>{M.intro}</p>
      {unknown ? (
        <p role="alert" className="beheer-refusal">
          {M.unknown}
        </p>
      ) : null}
      {staff.length === 0 ? (
        <p>{M.none}</p>
      ) : (
        <form method="post" action={BEHEER_SIGN_IN_PATH} className="beheer-form">
          <input type="hidden" name="terug" value={back} />
          <fieldset className="beheer-choices">
            <legend>{M.legend}</legend>
            {staff.map((s, i) => (
              <div key={s.id} className="beheer-choice">
                <input type="radio" id={`aanmelden-${s.id}`} name="staff_id" value={s.id} defaultChecked={i === 0} required />
                <label htmlFor={`aanmelden-${s.id}`}>
                  {s.name} ({ROLE_LABELS[s.role]}, {s.email})
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn--primary">
            {M.submit}
          </button>
        </form>
      )}
    </div>
  );
}
