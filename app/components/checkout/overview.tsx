import type { Address } from "../../lib/api/types/account";
import type { CheckoutState } from "../../lib/api/types/checkout";
import { formatEuro } from "../../lib/format";
import { methodsFor } from "./payment-step-form";
import { DeliveryFacts } from "./delivery-facts";

function AddressLines({ address }: { address: Address }) {
  return (
    <p className="checkout-address">
      {[address.first_name, address.last_name].filter(Boolean).join(" ")}
      {address.company ? <><br />{address.company}</> : null}
      <br />
      {address.street} {address.house_number}
      {address.extension ? ` ${address.extension}` : ""}
      <br />
      {address.zipcode} {address.city}
      <br />
      {address.country_code === "BE" ? "België" : "Nederland"}
    </p>
  );
}

/** Step 3's overview: the lines, the addresses, the shipping and payment method. */
export function CheckoutOverview({ checkout }: { checkout: CheckoutState }) {
  const billing = checkout.billing_address;
  const shipping = billing?.sameDeliveryAddress ? billing : (checkout.shipping_address ?? billing);
  const shippingMethod = checkout.shippingMethods.find((m) => m.code === checkout.shipping_method);
  const method = checkout.payment ? methodsFor(checkout).concat(checkout.paymentMethods).find((m) => m.code === checkout.payment!.method) : undefined;
  const issuer = method?.issuers.find((i) => i.id === checkout.payment?.issuer);
  return (
    <div className="checkout-overview">
      <section aria-labelledby="checkout-artikelen">
        <h2 id="checkout-artikelen">Je bestelling</h2>
        <table className="checkout-lines">
          <caption className="visually-hidden">Artikelen in je bestelling</caption>
          <thead>
            <tr>
              <th scope="col">Artikel</th>
              <th scope="col">Aantal</th>
              <th scope="col">Prijs</th>
            </tr>
          </thead>
          <tbody>
            {checkout.cart.items.map((line) => (
              <tr key={line.id}>
                <td>{line.title}</td>
                <td>{line.quantity}</td>
                <td>{formatEuro(line.price.row_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <div className="checkout-overview__grid">
        {billing ? (
          <section aria-labelledby="checkout-overzicht-factuur">
            <h2 id="checkout-overzicht-factuur">Factuuradres</h2>
            <AddressLines address={billing} />
            {checkout.details ? <p>{checkout.details.email}</p> : null}
          </section>
        ) : null}
        {shipping ? (
          <section aria-labelledby="checkout-overzicht-aflever">
            <h2 id="checkout-overzicht-aflever">Afleveradres</h2>
            <AddressLines address={shipping} />
          </section>
        ) : null}
        <section aria-labelledby="checkout-overzicht-verzending">
          <h2 id="checkout-overzicht-verzending">Verzending</h2>
          <p>{shippingMethod?.title ?? "Standaard bezorging"}</p>
          {checkout.payment?.insurance ? <p>Verzekerde verzending</p> : null}
          <DeliveryFacts delivery={checkout.delivery} />
        </section>
        <section aria-labelledby="checkout-overzicht-betaling">
          <h2 id="checkout-overzicht-betaling">Betaalmethode</h2>
          <p>
            {method?.title ?? checkout.payment?.method ?? ""}
            {issuer ? ` (${issuer.name})` : ""}
          </p>
        </section>
      </div>
    </div>
  );
}
