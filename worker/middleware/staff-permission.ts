/** A back-office route only for the roles that may do it (worker/domain/backoffice/permissions.ts, docs/decisions/035). */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { can, type Permission } from "../domain/backoffice/permissions";
import { ApiHttpError } from "../http/errors";
import { NOT_ALLOWED_MESSAGE, STAFF_ONLY_MESSAGE } from "../../app/lib/beheer/messages/common";

export function requirePermission(permission: Permission): MiddlewareHandler<AppEnv> {
  return async function requirePermissionMiddleware(c, next) {
    const staff = c.get("staff");
    if (!staff) throw new ApiHttpError(403, "staff_only", STAFF_ONLY_MESSAGE);
    if (!can(staff, permission)) throw new ApiHttpError(403, "not_allowed", NOT_ALLOWED_MESSAGE);
    await next();
  };
}
