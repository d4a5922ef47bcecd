/**
 * Which paths are JSON APIs rather than pages: /v1 and the Auth calls of spec section 7
 * (POST /login, /api/auth/*, worker/edge/auth-api.ts). CSRF takes only JSON writes there, and page-form
 * rules do not apply.
 */
export function isAuthApiPath(pathname: string): boolean {
  return pathname === "/login" || pathname.startsWith("/api/auth/");
}

export function isJsonApiPath(pathname: string): boolean {
  return pathname.startsWith("/v1/") || isAuthApiPath(pathname);
}
