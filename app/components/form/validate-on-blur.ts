import type { FocusEvent, FormEvent } from "react";
import { PLUMBING_FIELDS } from "../../lib/account/form";

/** Hidden fields every no-JS form posts; never validated. */
const PLUMBING = new Set<string>(PLUMBING_FIELDS);

export interface ValidateOnBlurOptions {
  /** Check a field the user left. */
  onLeave(name: string, field: HTMLInputElement): void;
  /** Check a field again while it is corrected (it shows a message) or when a radio or box is chosen. */
  onRecheck(name: string, field: HTMLInputElement): void;
  /** Whether the field shows a message now. */
  showsMessage(name: string): boolean;
  /** Any change of a named field (e.g. a message from the server goes once its field is edited). */
  onEdit?(name: string): void;
  /**
   * "group" (default): leaving a radio group checks it, moving between its radios does not.
   * "never": radios are checked when chosen only (e.g. the review's stars).
   */
  radioBlur?: "group" | "never";
}

/**
 * The form's onBlur and onChange: a field is checked when it loses focus, and again on every change while
 * it shows a message; radios and boxes when chosen. Put both on the <form> (focus events bubble in React).
 */
export function validateOnBlur({ onLeave, onRecheck, showsMessage, onEdit, radioBlur = "group" }: ValidateOnBlurOptions) {
  return {
    onBlur(event: FocusEvent<HTMLFormElement>) {
      const field = event.target as unknown as HTMLInputElement;
      const name = field.name;
      if (!name || PLUMBING.has(name)) return;
      if (field.type === "radio") {
        if (radioBlur === "never") return;
        // Moving between the radios of one group is not leaving the field.
        const next = event.relatedTarget as HTMLInputElement | null;
        if (next && next.name === name && next.type === "radio") return;
      }
      onLeave(name, field);
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const field = event.target as unknown as HTMLInputElement;
      const name = field.name;
      if (!name) return;
      onEdit?.(name);
      if (showsMessage(name) || field.type === "radio" || field.type === "checkbox") onRecheck(name, field);
    },
  };
}
