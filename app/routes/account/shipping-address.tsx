import { Link } from "react-router";
import type { Route } from "./+types/shipping-address";
import { AddressForm } from "../../components/account/address-form";
import { addressAction, loadAddressPage } from "../../components/account/address/address-action.server";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Afleveradres | Droomnest" }, { name: "robots", content: "noindex" }];

/** The auth guard only lets logged-in customers here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressPage(context.get(edgeContext), request);
}

/** PUT /v1/customer/address/shipping with the form's entries (validated here with the same schema). */
export function action({ request, context }: Route.ActionArgs) {
  return addressAction(context.get(edgeContext), request, "shipping");
}

export default function ShippingAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { billing, shipping } = loaderData.addresses;
  // Billing's 'Afleveradres is hetzelfde als factuuradres' (default checked) means: deliver to the billing address.
  if (billing?.sameDeliveryAddress) {
    return (
      <div className="account-page">
        <h1 className="page-title">Afleveradres</h1>
        <div className="address-same">
          <p>We bezorgen je bestellingen op je factuuradres:</p>
          <address>
            {billing.name}
            {billing.company ? <><br />{billing.company}</> : null}
            <br />
            {billing.street} {billing.house_number}
            {billing.extension ? ` ${billing.extension}` : ""}
            <br />
            {billing.zipcode} {billing.city}
            <br />
            {billing.country_code === "BE" ? "België" : "Nederland"}
          </address>
          <p>
            Wil je op een ander adres laten bezorgen? Zet dan bij je <Link to="/account/billing-address/">factuuradres</Link> het vinkje
            &lsquo;Afleveradres is hetzelfde als factuuradres&rsquo; uit.
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1 className="page-title">Afleveradres</h1>
      <p>Het adres waar we je bestellingen bezorgen. Vul voor een Nederlands adres je postcode en huisnummer in: straat en plaats vullen we dan voor je in.</p>
      <AddressForm kind="shipping" state={actionData} values={shipping ?? billing ?? loaderData.names} />
    </div>
  );
}
