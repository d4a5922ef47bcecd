import { useEffect, type RefObject } from "react";

/** Moves the focus to the form's first field marked aria-invalid, if any. */
export function focusFirstInvalid(form: HTMLElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * After a failed submit (checked in the browser or answered by the server), the first invalid field gets
 * the focus. `trigger` changes with each failed submit (a counter, or the action's answer); a falsy
 * value does nothing. Runs after the render that marked the fields.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, trigger: unknown): void {
  useEffect(() => {
    if (trigger) focusFirstInvalid(form.current);
  }, [form, trigger]);
}
