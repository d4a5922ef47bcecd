import { Link, Outlet, useLocation, useMatches } from "react-router";
import { SiteShell } from "../components/layout/default-shell";
import { STRINGS } from "../lib/constants";
import { CHECKOUT_STEP_PATHS, CHECKOUT_STEPS } from "../lib/checkout/constants";

/** The completed step a checkout step's loader reports (`completedStep`), 0 on the other checkout pages. */
function useCompletedStep(): number {
  for (const match of useMatches()) {
    const data = match.loaderData as { completedStep?: unknown } | null | undefined;
    if (data && typeof data.completedStep === "number") return data.completedStep;
  }
  return 0;
}

/**
 * Checkout layout: 'Bestellen', the checkout header (usp slider hidden at 992px and below), the three-step
 * progress indicator (a completed step links back, a later one does not) and the footer.
 */
export default function CheckoutLayout() {
  const { pathname } = useLocation();
  const completed = useCompletedStep();
  const found = CHECKOUT_STEP_PATHS.findIndex((p) => pathname.startsWith(p));
  const current = found < 0 ? -1 : found;
  return (
    <SiteShell headerVariant="checkout">
      <main id="inhoud" tabIndex={-1} className="container checkout-layout">
        <h1 className="page-title">{STRINGS.checkoutTitle}</h1>
        {current >= 0 ? (
          <nav aria-label="Stappen van je bestelling">
            <ol className="checkout-progress">
              {CHECKOUT_STEPS.map((step, i) => {
                const done = i < completed && i !== current;
                const label = (
                  <>
                    <span className="checkout-progress__number" aria-hidden="true">
                      {i + 1}
                    </span>
                    {step}
                    {done ? <span className="visually-hidden"> (klaar)</span> : null}
                  </>
                );
                return (
                  <li
                    key={step}
                    className={`checkout-progress__step${i === current ? " is-current" : ""}${done ? " is-done" : ""}`}
                    aria-current={i === current ? "step" : undefined}
                  >
                    {done ? <Link to={CHECKOUT_STEP_PATHS[i]!}>{label}</Link> : <span>{label}</span>}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <Outlet />
      </main>
    </SiteShell>
  );
}
