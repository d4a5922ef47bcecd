import { createRequestHandler, RouterContextProvider } from "react-router";
import { createApiClient } from "../app/lib/api/client";
import { edgeContext } from "../app/lib/context";
import type { Env, Vars } from "./env";
import { v1Fetch } from "./api";

const handle = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const list = (v: string | undefined) =>
  (v ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** Hands a request to React Router with the edge context: in-process API client, nonce, session. */
export function renderApp(request: Request, env: Env, ctx: ExecutionContext, vars: Vars): Promise<Response> {
  const origin = new URL(request.url).origin;
  const api = createApiClient((path, init) => {
    const headers = new Headers(init?.headers);
    headers.set("X-Request-Id", vars.requestId);
    // The API sees the shopper's cookies (session, cart), exactly as a browser call would.
    const cookie = request.headers.get("Cookie");
    if (cookie) headers.set("Cookie", cookie);
    return v1Fetch(new Request(new URL(path, origin), { ...init, headers }), env, ctx);
  });
  const context = new RouterContextProvider();
  context.set(edgeContext, {
    api,
    nonce: vars.nonce,
    requestId: vars.requestId,
    session: vars.session,
    config: {
      fourPerRowCategories: list(env.FOUR_PER_ROW_CATEGORIES),
      longTitleCategories: list(env.LONG_TITLE_CATEGORIES),
    },
  });
  return handle(request, context);
}
