/**
 * The account forms' payload, the same on the server (route actions) and in the browser (validation on
 * touch): the form's text entries as a plain object, without the plumbing fields `js` and `intent`.
 * An unchecked checkbox or unselected radio group is absent, as in a form post.
 */
export const PLUMBING_FIELDS = ["js", "intent"] as const;

/** Fields that are never echoed back into a page (a failed post keeps them empty). */
export const SECRET_FIELDS = ["password", "password_confirmation", "current_password"] as const;

export type FormValues = Record<string, string>;

export function formEntries(form: FormData): FormValues {
  const out: FormValues = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || (PLUMBING_FIELDS as readonly string[]).includes(name)) continue;
    if (!(name in out)) out[name] = value;
  }
  return out;
}

/** The entries to show again after a failed post: everything except the passwords. */
export function echoValues(values: FormValues): FormValues {
  const out: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!(SECRET_FIELDS as readonly string[]).includes(name)) out[name] = value;
  }
  return out;
}

/** What a route action answers to an account form (see app/lib/account/action.server.ts). */
export interface AccountFormState {
  /** The form this answers (pages with two forms tell them apart by their hidden `intent`). */
  intent: string;
  ok: boolean;
  /** The alert above the form: success (role=status) when ok, danger (role=alert) otherwise. */
  message?: string;
  /** Per-field messages, shown next to their fields. */
  errors?: Record<string, string>;
  /** The entries to put back into the fields after a failed post (no passwords). */
  values?: FormValues;
}
