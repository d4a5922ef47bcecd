import { z } from "./zod";
import { NEWSLETTER_MESSAGES } from "../newsletter/signup";
import { emailField } from "./fields";

export { NEWSLETTER_MESSAGES };

/** Newsletter sign-up (spec section 5: email required). Used by the pop-up form and POST /v1/customer/subscription. */
export const newsletterSignupSchema = z.object(
  {
  email: emailField(NEWSLETTER_MESSAGES.email),
  },
  { error: NEWSLETTER_MESSAGES.email },
);

export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;
