import { Hono } from "hono";
import type { SubscriptionResult } from "../../../app/lib/api/types/common";
import { newsletterSignupSchema } from "../../../app/lib/schemas/newsletter";
import type { AppEnv } from "../../env";
import { mailAdapter } from "../../edge/mail";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";

/** /v1/customer/subscription: the newsletter (pop-up and account page). */
export const subscriptionRoutes = new Hono<AppEnv>();

subscriptionRoutes.post("/subscription", zv("json", newsletterSignupSchema, { code: "invalid_email" }), async (c) => {
  await mailAdapter(c.env).subscribe(c.req.valid("json").email, "newsletter-popup");
  return ok<SubscriptionResult>(c, { message: "Inschrijven gelukt!" }, 201);
});
