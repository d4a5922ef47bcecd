import { useEffect } from "react";
import { data, redirect, useRevalidator } from "react-router";
import type { Route } from "./+types/pending";
import { statusPath } from "../../components/checkout/order-status";
import { orderNumberOf } from "../../kernel/patterns";
import { orRouteError } from "../../lib/api/route-errors";
import { edgeContext } from "../../lib/context";
import { CHECKOUT_MESSAGES } from "../../lib/checkout/messages";

/** How often the page asks for the payment status (ADR 018). */
const POLL_MS = 2000;

export const meta: Route.MetaFunction = () => [{ title: "Betaling wordt verwerkt | Droomnest" }, { name: "robots", content: "noindex" }];

/** GET /v1/order/{number}/status: settled -> thank-you or pay again; still open -> this page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const number = orderNumberOf(new URL(request.url).searchParams.get("order"));
  if (!number) throw data(CHECKOUT_MESSAGES.orderNotFound, { status: 404 });
  const status = await orRouteError(context.get(edgeContext).api.order.status(number), CHECKOUT_MESSAGES.orderNotFound);
  if (status.next !== "wait") throw redirect(statusPath(status));
  return { order: number };
}

/**
 * Waits for the PSP's webhook: hydrated, the loader runs again every 2 s (its redirect moves on once the
 * status is settled); without JavaScript a meta refresh reloads the page.
 */
export default function Pending({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <section className="checkout-result" aria-labelledby="checkout-wachten">
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
      <h2 id="checkout-wachten">We wachten op de bevestiging van je betaling</h2>
      <p role="status">
        Bestelling {loaderData.order}: je betaling wordt verwerkt. Dit duurt meestal maar een paar seconden; deze pagina gaat vanzelf verder.
      </p>
      <p>Sluit deze pagina niet. Je ontvangt een bevestiging per e-mail zodra je betaling binnen is.</p>
    </section>
  );
}
