import { createContext, useContext, type ReactNode } from "react";

/** The CSP nonce of this response, for inline scripts rendered on the server. Empty in the browser. */
const NonceContext = createContext<string>("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
