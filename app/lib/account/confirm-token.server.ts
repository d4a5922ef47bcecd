/**
 * The server side of a "confirm a mailed token with a button" page (the account's e-mail confirmation and
 * the newsletter opt-in): the loader keeps only a well-formed ?token=, and the action validates the posted
 * token and calls the API. Opening a link confirms nothing (mail scanners and previews fetch links first).
 */
import { tokenSchema } from "../schemas/account";
import { ACCOUNT_MESSAGES } from "./messages";
import { acceptForm, apiFailure, readAccountSubmission, refuseForm } from "./action.server";

/** The link's ?token= when it has the token's shape, else "" (the page then says the link is invalid). */
export function tokenFromLink(request: Request): { token: string } {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token: tokenSchema.safeParse({ token }).success ? token : "" };
}

/** The button's post: a malformed token is refused (400), else `confirm` answers the success message. */
export async function confirmTokenAction(
  request: Request,
  confirm: (token: string) => Promise<{ message?: string | undefined }>,
  options: { success: string; requestId: string; what: string },
) {
  const sub = await readAccountSubmission(request);
  const parsed = tokenSchema.safeParse({ token: sub.values.token ?? "" });
  if (!parsed.success) return refuseForm(sub, 400, { message: ACCOUNT_MESSAGES.tokenInvalid });
  try {
    const result = await confirm(parsed.data.token);
    return acceptForm(sub, result.message ?? options.success);
  } catch (err) {
    return apiFailure(sub, err, { requestId: options.requestId, what: options.what, failure: ACCOUNT_MESSAGES.saveFailed });
  }
}
