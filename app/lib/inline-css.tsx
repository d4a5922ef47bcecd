import { createContext, useContext, type ReactNode } from "react";

/**
 * The shop's stylesheet as text, inlined in the document head by the server (docs/decisions/024, second
 * pass): no render-blocking stylesheet request before the first paint. Only the server provides it
 * (app/entry.server.tsx); in the browser it is empty: React finds the server's `<style data-href>` by its
 * href and keeps it as it is, so the text is never part of the JavaScript.
 */
const InlineCssContext = createContext<string>("");

export function InlineCssProvider({ value, children }: { value: string; children: ReactNode }) {
  return <InlineCssContext.Provider value={value}>{children}</InlineCssContext.Provider>;
}

export function useInlineCss(): string {
  return useContext(InlineCssContext);
}

/** The href React keys the inlined stylesheet by (a name, never fetched). */
export const INLINE_CSS_HREF = "droomnest-app-css";
