import { z } from "zod";
import { NEWSLETTER_MESSAGES } from "../newsletter";

export { NEWSLETTER_MESSAGES };

/** Newsletter sign-up (spec section 5: email required). Used by the pop-up form and POST /v1/customer/subscription. */
export const newsletterSignupSchema = z.object(
  {
  email: z
    .string({ error: NEWSLETTER_MESSAGES.email })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.email)
    .max(255, NEWSLETTER_MESSAGES.email)
    .pipe(z.email({ error: NEWSLETTER_MESSAGES.email })),
  },
  { error: NEWSLETTER_MESSAGES.email },
);

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
