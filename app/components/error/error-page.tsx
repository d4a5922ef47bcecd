import { Component, useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { STRINGS } from "../../lib/constants";
import { SnoreButton } from "./snore-button";

const CHUNK_RELOAD_KEY = "droomnest:chunk-reload";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? "");
  return /Loading chunk [\w-]+ failed|Loading chunk failed|Failed to fetch dynamically imported module|Importing a module script failed/iu.test(message);
}

/** Spec section 8: a failed route chunk reloads the page (once per session, so it cannot loop). */
function useChunkReload(error: unknown) {
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY) === window.location.href) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, window.location.href);
    window.location.reload();
  }, [error]);
}

function ErrorContent({ status }: { status: number }) {
  return (
    <main id="inhoud" tabIndex={-1} className="error-page container">
      <p className="error-page__status">{status}</p>
      <h1 className="error-page__title">{status === 404 ? STRINGS.notFound : STRINGS.genericError}</h1>
      <div className="error-page__actions">
        <Link to="/" className="btn btn--primary">
          {STRINGS.goBack}
        </Link>
        <SnoreButton />
      </div>
    </main>
  );
}

export function ErrorPageFailed() {
  return (
    <main id="inhoud" tabIndex={-1} className="error-page container">
      <h1 className="error-page__title">{STRINGS.errorPageFailed}</h1>
      <p>
        <a href="/">Naar de homepage</a>
      </p>
    </main>
  );
}

/** Catches a failure of the error page itself in the browser. */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error("error page failed", error);
  }
  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

export function ErrorPage({ status, error }: { status: number; error?: unknown }) {
  useChunkReload(error);
  return <ErrorContent status={status} />;
}
