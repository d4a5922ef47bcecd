import type { Route } from "./+types/billing-address";
import { AddressForm } from "../../components/account/address-form";
import { addressAction, loadAddressPage } from "../../components/account/address/address-action.server";
import { edgeContext } from "../../lib/context";

export const meta: Route.MetaFunction = () => [{ title: "Factuuradres | Droomnest" }, { name: "robots", content: "noindex" }];

/** The auth guard only lets logged-in customers here. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadAddressPage(context.get(edgeContext), request);
}

/** PUT /v1/customer/address/billing with the form's entries (validated here with the same schema). */
export function action({ request, context }: Route.ActionArgs) {
  return addressAction(context.get(edgeContext), request, "billing");
}

export default function BillingAddress({ loaderData, actionData }: Route.ComponentProps) {
  const { billing } = loaderData.addresses;
  return (
    <div className="account-page">
      <h1 className="page-title">Factuuradres</h1>
      <p>Het adres dat op je facturen staat. Vul voor een Nederlands adres je postcode en huisnummer in: straat en plaats vullen we dan voor je in.</p>
      <AddressForm kind="billing" state={actionData} values={billing ?? loaderData.names} sameDeliveryAddress={billing?.sameDeliveryAddress ?? true} />
    </div>
  );
}
