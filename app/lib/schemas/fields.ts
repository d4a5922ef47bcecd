import { z } from "./zod";
import { FIELD_MESSAGES } from "../form/messages";

/** An e-mail address as every form takes it: required, trimmed, at most 255 characters, valid. */
export function emailField(message: string = FIELD_MESSAGES.email) {
  return z.string({ error: message }).trim().min(1, message).max(255, message).pipe(z.email({ error: message }));
}
