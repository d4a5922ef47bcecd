import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage, ErrorPageGuard, isChunkLoadError } from "./components/error/error-page";
import { SiteShell } from "./components/layout/default-shell";
import { GlobalLoading } from "./components/layout/global-loading";
import { ConsentDefaults } from "./components/consent/consent-defaults";
import { COOKIE_CONSENT_NAME, SHELL_END_ID } from "./lib/constants";
import { edgeContext } from "./lib/context";
import { readyNow } from "./lib/deferred.server";
import { createLogger, type Logger } from "./lib/log";
import { parseCookieSetting, readCookie } from "./lib/cookies";
import { isBeheerPath } from "./lib/beheer/constants";
import { INLINE_CSS_HREF, useInlineCss } from "./lib/inline-css";
import { useNonce } from "./lib/nonce";
import { useVitalsAfterConsent } from "./lib/vitals/use-vitals";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: Route.MetaFunction = () => [
  { title: "Droomnest | Matrassen, dekbedden, boxsprings en beddengoed" },
  {
    name: "description",
    content: "Droomnest: matrassen, boxsprings, dekbedden, hoofdkussens en beddengoed. Snel in huis in Nederland en België, achteraf betalen.",
  },
];

const logFailure = (log: Logger, what: string) => (err: unknown) => {
  log.warn(`${what} not loaded`, { error: String(err) });
  return null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, session, newsletterActionUrl, requestId } = context.get(edgeContext);
  const consent = parseCookieSetting(readCookie(request.headers.get("Cookie"), COOKIE_CONSENT_NAME));
  // The back office has its own frame (docs/decisions/035): none of the shop's shell is read for it.
  if (isBeheerPath(new URL(request.url).pathname)) {
    return { navigation: null, usps: null, notification: null, footer: null, consent, user: null, newsletterActionUrl };
  }
  const log = createLogger({ request_id: requestId });
  // Above the fold: awaited in parallel; a failing part is logged and left out, never a 500.
  const [navigation, usps, notification] = await Promise.all([
    api.content.navigation().catch(logFailure(log, "navigation")),
    api.content.usps().catch(logFailure(log, "usps")),
    api.content.notification().catch(logFailure(log, "notification")),
  ]);
  // Below the fold: streamed in later, unless the render memo had it at once (then written in place: ADR 023,
  // "Deferred data that is already there"; the shell is safe against a part-way paint, "Part-way paint").
  const footerRead = api.content.footer().catch(logFailure(log, "footer"));
  const footerNow = await readyNow(footerRead);
  const footer = footerNow ? footerNow.value : footerRead;
  return {
    navigation,
    usps,
    notification,
    footer,
    consent,
    user: session ? { id: session.customerId, firstName: session.firstName } : null,
    newsletterActionUrl,
  };
}

/** The shell's data changes only with the session; keep it across client navigations. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== "GET" ? defaultShouldRevalidate : false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const css = useInlineCss();
  return (
    <html lang="nl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a44" />
        {/* The stylesheet inline (ADR 024, second pass): the first paint waits for no request. React hoists it
            ahead of the preloads; in the browser it keeps the server's element (same href), text and all. */}
        <style href={INLINE_CSS_HREF} precedence="default" nonce={nonce || undefined}>
          {css}
        </style>
        {/* No paint before the shell is parsed to its end (docs/measurements/023-server-render-cost.md, "Part-way paint"): a document painted
            part-way (a list item with half its text, a bottom bar with only its title) moves when the rest
            arrives. What streams after the shell is revealed whole by React, so it cannot do that. */}
        <link rel="expect" href={`#${SHELL_END_ID}`} blocking="render" />
        <ConsentDefaults nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#inhoud">
          Naar de inhoud
        </a>
        {children}
        <div id={SHELL_END_ID} hidden />
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  useVitalsAfterConsent();
  return (
    <>
      <GlobalLoading />
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // A failed chunk is answered by a reload (ErrorPage), not reported as an error.
  if (!isRouteErrorResponse(error) && !isChunkLoadError(error)) console.error(error);
  return (
    <ErrorPageGuard>
      <SiteShell>
        <ErrorPage status={status} error={error} />
      </SiteShell>
    </ErrorPageGuard>
  );
}
