import { createContext } from "react-router";
import type { ApiClient } from "./api/client";

/** What the edge hands to React Router per request (set by worker/ssr.ts). */
export interface EdgeContext {
  api: ApiClient;
  nonce: string;
  requestId: string;
  session: { customerId: number; firstName: string } | null;
  config: { fourPerRowCategories: string[]; longTitleCategories: string[] };
}

export const edgeContext = createContext<EdgeContext>();
