import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/cart-restore";
import { RESTORED_PARAM, RESTORED_TEXT } from "../components/cart-restore/restored-notice";
import { ApiError } from "../lib/api/client";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Winkelwagen terughalen | Droomnest" }, { name: "robots", content: "noindex" }];

type Problem = { kind: "invalid" } | { kind: "busy"; message: string };

/**
 * /cart/restore/{token}: the link of the abandoned-cart mail (issue 7, 5.3). The loader asks
 * POST /v1/cart/restore for a new cart with the mailed cart's lines at today's prices; its cookie reaches
 * the browser on this response (worker/ssr.ts). Without left-out lines: 303 to /cart/?teruggezet=1; with
 * left-out lines this page lists them. A forged, expired, unknown or missing token: a friendly page (404).
 *
 * A GET that changes state: each visit gives the visitor a new cart holding the mailed lines (the mailed
 * cart itself is never handed out), so a second visit or a prefetch by a mail scanner gives the same lines
 * again and harms nobody. The app never links here, so React Router never prefetches it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const token = params.token ?? "";
  if (!token) return data({ problem: { kind: "invalid" } as Problem, notices: [] as string[] }, { status: 404 });
  try {
    const result = await context.get(edgeContext).api.cart.restore(token);
    const leftOut = result.cart.notices;
    if (leftOut.length === 0) return redirect(`/cart/?${RESTORED_PARAM}=1`, 303);
    return { problem: null, notices: leftOut };
  } catch (err) {
    if (err instanceof ApiError && err.status === 429) return data({ problem: { kind: "busy", message: err.message } as Problem, notices: [] }, { status: 429 });
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) return data({ problem: { kind: "invalid" } as Problem, notices: [] }, { status: 404 });
    throw err;
  }
}

export default function CartRestore({ loaderData }: Route.ComponentProps) {
  const { problem, notices } = loaderData;
  if (!problem) {
    return (
      <section className="cart-restore" aria-labelledby="teruggezet">
        <h2 id="teruggezet">{RESTORED_TEXT}</h2>
        <ul className="cart-restore__notices">
          {notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <div className="cart-restore__actions">
          <Link to="/cart/" className="btn btn--primary">
            Naar mijn winkelwagen
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="cart-restore" aria-labelledby="link-werkt-niet">
      <h2 id="link-werkt-niet">{problem.kind === "busy" ? "Even geduld" : "Deze link werkt niet (meer)"}</h2>
      {problem.kind === "busy" ? (
        <p>{problem.message}</p>
      ) : (
        <>
          <p>
            De link om je winkelwagen terug te halen is verlopen of ongeldig. Een link uit onze herinneringsmail werkt 14 dagen en
            haalt alleen de winkelwagen terug waarvoor hij is verstuurd.
          </p>
          <p>Geen zorgen: je kunt je favoriete producten gewoon opnieuw in je winkelwagen leggen.</p>
        </>
      )}
      <div className="cart-restore__actions">
        <Link to="/" className="btn btn--primary">
          Verder winkelen
        </Link>
        <Link to="/cart/" className="btn btn--ghost">
          Naar mijn winkelwagen
        </Link>
      </div>
    </section>
  );
}
