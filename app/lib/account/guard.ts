/**
 * The account pages' guard inside React Router (spec sections 4 and 6), the middleware of the account
 * layout. The Hono auth guard (worker/middleware/auth-guard.ts) redirects document requests before any
 * rendering; React Router's own data requests (`.data`, client navigations and form posts of a hydrated
 * page) pass through to here, because only React Router can answer them with a redirect the browser's
 * router understands. Both apply the one rule of app/kernel/login-target.ts.
 */
import { redirect, type MiddlewareFunction } from "react-router";
import { accountGuardTarget } from "../../kernel/login-target";
import { edgeContext } from "../context";

export const accountGuard: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const target = accountGuardTarget(new URL(request.url), context.get(edgeContext).session !== null, request.method);
  if (target) throw redirect(target, request.method === "GET" || request.method === "HEAD" ? 302 : 303);
  return next();
};
