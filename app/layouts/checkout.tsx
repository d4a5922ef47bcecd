import { Outlet, useLocation } from "react-router";
import { SiteShell } from "../components/layout/default-shell";
import { CHECKOUT_STEPS, STRINGS } from "../lib/constants";

const STEP_PATHS = ["/checkout/address-details/", "/checkout/payment-methods/", "/checkout/pay/"];

/** Checkout layout: 'Bestellen', the checkout header (usp slider hidden at 992px and below), progress. */
export default function CheckoutLayout() {
  const { pathname } = useLocation();
  const found = STEP_PATHS.findIndex((p) => pathname.startsWith(p));
  const current = found < 0 ? 0 : found;
  return (
    <SiteShell headerVariant="checkout">
      <main id="inhoud" tabIndex={-1} className="container checkout-layout">
        <h1 className="page-title">{STRINGS.checkoutTitle}</h1>
        <ol className="checkout-progress" aria-label="Voortgang van je bestelling">
          {CHECKOUT_STEPS.map((step, i) => (
            <li
              key={step}
              className={`checkout-progress__step${i === current ? " is-current" : ""}${i < current ? " is-done" : ""}`}
              aria-current={i === current ? "step" : undefined}
            >
              <span className="checkout-progress__number" aria-hidden="true">
                {i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <Outlet />
      </main>
    </SiteShell>
  );
}
