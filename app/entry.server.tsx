import { isbot } from "isbot";
// React's Node build of the streaming renderer, not the "workerd" condition's edge build (nodejs_compat is on):
// the edge build encodes every string of the markup into its own Uint8Array (a TextEncoder call per tag name,
// attribute and text), which costs a fifth of a render's CPU in workerd; the Node build writes the strings
// into 4 KB views. Same web-stream API, byte-identical documents (docs/measurements/023-server-render-cost.md, "The renderer's build").
import { renderToReadableStream } from "react-dom/server.node";
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
 * React Router's module preloads (hoisted into the head) are dropped: the page's modules are asked for by its
 * module script at the end of the shell, after the browser has the whole first screen. With the preloads in
 * the head (even at low priority) the scripts, 130 KB gzip with the framework, arrived before the first
 * paint on a fast connection, and Lighthouse's mobile simulation then counts all of them into the LCP (home
 * 2.0-2.3 s, filtered category 2.2 s). Without them: LCP 0.9-1.1 s on home, category and product; the cost
 * is that the shared chunks are found one import level later (docs/decisions/024, fourth pass).
 */
function withoutModulePreloads(res: Response): Response {
  return new HTMLRewriter().on('link[rel="modulepreload"]', { element: (el) => void el.remove() }).transform(res);
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
        // head already, and outlined boundaries paint late and shift the page (ADR 024's finding).
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
    return withoutModulePreloads(new Response(body, { headers: responseHeaders, status }));
  } catch (error) {
    // The shell could not render. The first time, React Router renders the error boundary instead;
    // when the error page itself fails, this plain page is the last resort (spec section 8).
    if (!rendersError) throw error;
    log.error("error page failed", { error: String(error) });
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(errorPageFailedHtml(), { headers: responseHeaders, status: 500 });
  }
}
