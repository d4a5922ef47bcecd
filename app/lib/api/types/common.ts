/** The envelopes of /v1 (spec section 7): `{ data }` on success, `{ error: { code, message } }` otherwise. */
export interface Envelope<T> {
  data: T;
}

export interface ApiErrorBody {
  /** fields: the first Dutch message per field of a refused form payload (account forms). */
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** GET /v1/health: liveness, and with ?deep=1 the D1 and KV checks. */
export interface Health {
  status: "ok" | "degraded";
  /** development | staging | production (docs/decisions/033-environments.md). */
  environment: string;
  /** "incomplete": a configuration problem keeps the checkout closed (details only in the log). */
  configuration: "complete" | "incomplete";
  /** Provider per setting (PAYMENT_PROVIDER, MAIL_PROVIDER, ...): the real provider's name or "embedded"; never a secret. */
  providers: Record<string, string>;
  checks?: Record<string, "ok" | "fail">;
  /**
   * Only for a request that names this version's own id in X-Deploy-Check (the deploy script, which has just
   * uploaded it, docs/operations/releases.md): the version id and each configuration problem with its fix
   * (names of settings, never a value).
   */
  version?: string;
  problems?: string[];
}

/** POST /v1/customer/subscription */
export interface SubscriptionResult {
  message: string;
}

/** GET /v1/customer/logout */
export interface LoggedOut {
  loggedIn: false;
}
