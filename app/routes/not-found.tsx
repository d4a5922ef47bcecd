import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { ErrorPage } from "../components/error/error-page";
import { STRINGS } from "../lib/constants";

/** Unknown pages: 'This page could not be found' with HTTP status 404, inside the Default layout. */
export function loader() {
  return data({ status: 404 }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: `${STRINGS.notFound} | Droomnest` }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return <ErrorPage status={404} />;
}
