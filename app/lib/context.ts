import { createContext } from "react-router";
import type { ApiClient } from "./api/server-client";
import type { BeheerClient } from "./api/beheer-client";
import type { Staff } from "./beheer/types/staff";

/** What the edge hands to React Router per request (set by worker/ssr.ts). */
export interface EdgeContext {
  api: ApiClient;
  nonce: string;
  requestId: string;
  session: { customerId: number; firstName: string } | null;
  /** The mailing provider's form action (NEWSLETTER_ACTION_URL, checked); null: the pop-up posts to /nieuwsbrief/. */
  newsletterActionUrl: string | null;
  /** The configured public origin (PUBLIC_ORIGIN) for canonical and share URLs; absent/empty: the request's origin. */
  publicOrigin?: string | null;
  /** The back office's client of /beheer/api (docs/decisions/035); only a member of staff gets answers. */
  beheer: BeheerClient;
  /** The member of staff of a back-office request; null elsewhere. */
  staff: Staff | null;
}

export const edgeContext = createContext<EdgeContext>();
