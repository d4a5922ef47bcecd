import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/cart-restore";
import { RESTORED_PARAM, RESTORED_TEXT } from "../components/cart-restore/restored-notice";
import { ApiError } from "../lib/api/client";
import { CART_RESTORE_TTL_S } from "../lib/constants";
import { edgeContext } from "../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Winkelwagen terughalen | Droomnest" }, { name: "robots", content: "noindex" }];

type Problem = { kind: "invalid" } | { kind: "busy"; message: string };

/**
 * /cart/restore/{token}: the link of the abandoned-cart mail (spec section 2). The token is opaque (not the
 * cart id). The loader asks POST /v1/cart/restore to add the mailed lines to this visitor's own cart (the
 * cookie's, else a new one) at today's prices; a new cart's cookie reaches the browser on this response
 * (worker/ssr.ts). Without left-out lines: 303 to /cart/?teruggezet=1; with
 * left-out lines this page lists them. A forged, expired, unknown or missing token: a friendly page (404).
 *
 * A GET that changes state: each visit adds the mailed lines to the visitor's own cart (the mailed cart
 * itself is never handed out, nor any checkout detail), so a prefetch by a mail scanner makes a cart of its
 * own and harms nobody; a second visit adds the lines again, clamped to stock like any add. The app never links here, so React Router never prefetches it.
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
            De link om je winkelwagen terug te halen is verlopen of ongeldig. Een link uit onze herinneringsmail werkt{" "}
            {CART_RESTORE_TTL_S / 86400} dagen en zet de artikelen uit die mail terug in je winkelwagen.
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
