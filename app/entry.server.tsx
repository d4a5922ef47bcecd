import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { edgeContext } from "./lib/context";
import { createLogger } from "./lib/log";
import { InlineCssProvider } from "./lib/inline-css";
import { NonceProvider } from "./lib/nonce";
import appCss from "./styles/app.css?inline";
import { errorPageFailedHtml } from "./components/error/fallback-html";

export const streamTimeout = 5000;

/**
 * React Router's module preloads (in the head) ask for the page's JavaScript at high priority, where it
 * competes with the LCP image for the connection, and Lighthouse's simulation counts every high-priority
 * script that arrived before the paint as render-blocking. At low priority the first paint and the LCP image
 * go first; the same requests still start from the head, so hydration starts as early (docs/decisions/024).
 */
function modulePreloadsAtLowPriority(res: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', { element: (el) => void el.setAttribute("fetchpriority", "low") })
    .transform(res);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce, requestId } = loadContext.get(edgeContext);
  const log = createLogger({ request_id: requestId });
  let status = responseStatusCode;
  const rendersError = routerContext.staticHandlerContext.errors !== null;
  try {
    const body = await renderToReadableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={appCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        // The style nonce goes on the inlined stylesheet (app/root.tsx) that React writes into the head.
        nonce: { script: nonce, style: nonce },
        // Completed Suspense boundaries are written in place, never outlined (a hidden copy after the shell
        // revealed up to 300 ms later): with the stylesheet inline, the default 12 800 bytes are passed in the
        // head already, and outlined boundaries paint late and shift the page (ADR 024, H4's finding).
        // Boundaries that really wait (the footer's data) still stream.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        signal: AbortSignal.timeout(streamTimeout + 1000),
        onError(error: unknown) {
          status = 500;
          log.error("render error", { error: String(error) });
        },
      },
    );
    // Bots and crawlers get the whole document at once; people get it streamed.
    if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return modulePreloadsAtLowPriority(new Response(body, { headers: responseHeaders, status }));
  } catch (error) {
    // The shell could not render. The first time, React Router renders the error boundary instead;
    // when the error page itself fails, this plain page is the last resort (spec section 8).
    if (!rendersError) throw error;
    log.error("error page failed", { error: String(error) });
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(errorPageFailedHtml(), { headers: responseHeaders, status: 500 });
  }
}
