import { data } from "react-router";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = () => [{ title: "Bestelling | Droomnest" }, { name: "robots", content: "noindex" }];

/** /account/orders/{order}/: there are no orders yet, so every order number is unknown (404 page). */
export function loader(_args: Route.LoaderArgs): never {
  throw data("Deze bestelling kunnen we niet vinden.", { status: 404 });
}

export default function Order() {
  return null;
}
