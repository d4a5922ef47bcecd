import { z } from "./zod";
import { ACCOUNT_MESSAGES } from "../account/messages";
import { PASSWORD_MAX } from "./account";

/** POST /v1/customer/delete and /account/privacy/delete/: the account's password confirms the deletion. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: "Vul je wachtwoord in om je account te verwijderen." })
    .min(1, "Vul je wachtwoord in om je account te verwijderen.")
    .max(PASSWORD_MAX, ACCOUNT_MESSAGES.passwordWrong),
});
