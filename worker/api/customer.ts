import { Hono } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { deleteSession } from "../store/sessions";
import { newsletterSignupSchema } from "../../app/lib/schemas/newsletter";
import type { AppEnv } from "../env";
import { mailAdapter } from "../edge/mail";
import { apiError } from "./errors";

/** /v1/customer: in this issue the newsletter subscription and logout. */
export const customerApi = new Hono<AppEnv>();

customerApi.post("/subscription", async (c) => {
  let payload: unknown;
  try {
    payload = await c.req.json();
  } catch {
    return apiError(c, 400, "invalid_json", "De gegevens zijn geen geldige JSON.");
  }
  const parsed = newsletterSignupSchema.safeParse(payload);
  if (!parsed.success) return apiError(c, 422, "invalid_email", parsed.error.issues[0]?.message ?? "Ongeldige invoer");
  await mailAdapter(c.env).subscribe(parsed.data.email, "newsletter-popup");
  return c.json({ data: { message: "Inschrijven gelukt!" } }, 201);
});

/** GET /v1/customer/logout (spec section 7): ends the session and clears the cookie. */
customerApi.get("/logout", async (c) => {
  const site = c.req.header("Sec-Fetch-Site");
  if (site && site !== "same-origin" && site !== "none") {
    return apiError(c, 403, "csrf_rejected", "Dit verzoek komt niet van deze website en is geweigerd.");
  }
  await deleteSession(c.env.DB, getCookie(c, SESSION_COOKIE));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  return c.json({ data: { loggedIn: false } });
});
