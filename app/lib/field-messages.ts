/**
 * Dutch field messages shared by every form (spec section 5, checkout messages table), without zod so
 * client code can show them before sending. The account and checkout forms add their rows here.
 */
export const FIELD_MESSAGES = {
  email: "Vul een geldig e-mailadres in",
} as const;
