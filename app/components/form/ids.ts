/**
 * The ids and aria attributes every form field uses: the control's id, its hint (`-uitleg`) and its error
 * text (`-fout`), and the aria-describedby list that ties hint and error to the control.
 */
export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** The ids of field `name` in the form with id prefix `prefix` (from useId). */
export function fieldIds(prefix: string, name: string): FieldIds {
  const id = `${prefix}-${name}`;
  return { id, hintId: `${id}-uitleg`, errorId: `${id}-fout` };
}

/** The ids a control points at with aria-describedby: its hint and, when shown, its error. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list || undefined;
}

/** aria-invalid and aria-describedby of a control: the error id only while there is an error. */
export function controlAria(error: string | undefined, errorId: string, ...hintIds: (string | false | null | undefined)[]) {
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy(...hintIds, error && errorId),
  };
}
