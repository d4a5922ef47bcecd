import { z } from "./zod";
import { typedOrderNumber } from "../../kernel/patterns";
import { emailField } from "./fields";
import { CONTACT_MESSAGES, CONTACT_QUESTION } from "../contact/messages";

export { CONTACT_MESSAGES, CONTACT_QUESTION };


/**
 * The contact form of klantenservice-contact (#contactformulier): name, e-mail, optional order number,
 * question. One schema for the form (route action) and POST /v1/contact.
 */
export const contactMessageSchema = z.object(
  {
    name: z.string({ error: CONTACT_MESSAGES.name }).trim().min(1, CONTACT_MESSAGES.name).max(100, CONTACT_MESSAGES.nameMax),
    email: emailField(CONTACT_MESSAGES.email),
    order_number: z
      .string({ error: CONTACT_MESSAGES.orderNumber })
      .trim()
      .max(20, CONTACT_MESSAGES.orderNumber)
      .optional()
      .nullable()
      .transform((v, ctx) => {
        if (!v) return undefined;
        // As the chat has it (spec section 5): digits only, at most 7, prefix KJD added when missing.
        const number = typedOrderNumber(v);
        if (!number) {
          ctx.addIssue({ code: "custom", message: CONTACT_MESSAGES.orderNumber });
          return z.NEVER;
        }
        return number;
      }),
    question: z
      .string({ error: CONTACT_MESSAGES.question })
      .trim()
      .min(CONTACT_QUESTION.min, CONTACT_MESSAGES.question)
      .max(CONTACT_QUESTION.max, CONTACT_MESSAGES.questionMax),
  },
  { error: CONTACT_MESSAGES.name },
);

export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

/** Field errors of a failed parse: the first message per field (the form shows them next to the fields). */
export function contactFieldErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}
