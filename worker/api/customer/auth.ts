import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import type { LoggedOut } from "../../../app/lib/api/types/common";
import { SESSION_COOKIE } from "../../../app/lib/constants";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { ok } from "../../http/respond";
import { deleteSession } from "../../store/sessions";

/** /v1/customer: logout. */
export const authRoutes = new Hono<AppEnv>();

/** GET /v1/customer/logout (spec section 7): ends the session and clears the cookie. */
authRoutes.get("/logout", async (c) => {
  const site = c.req.header("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") {
    throw new ApiHttpError(403, "csrf_rejected", "Dit verzoek komt niet van deze website en is geweigerd.");
  }
  await deleteSession(c.env.DB, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  return ok<LoggedOut>(c, { loggedIn: false });
});
