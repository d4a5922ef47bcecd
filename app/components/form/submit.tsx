import type { ReactNode } from "react";

export interface BusyButtonProps {
  /** True while the form posts. */
  busy: boolean;
  children: ReactNode;
  /** The label while busy (e.g. "Bezig..."); without one the label stays. */
  busyText?: ReactNode;
  className?: string;
  /**
   * "disabled" (default) disables the button while busy; "aria" only marks it aria-disabled, so focus
   * stays on it (the chat, where the form stays in view while its answer is awaited).
   */
  busyMode?: "disabled" | "aria";
}

/** A form's submit button that says it is busy while the form posts (a second press does nothing). */
export function BusyButton({ busy, children, busyText, className = "btn btn--primary", busyMode = "disabled" }: BusyButtonProps) {
  return (
    <button type="submit" className={className} disabled={busyMode === "disabled" ? busy : undefined} aria-disabled={busyMode === "aria" && busy ? true : undefined}>
      {busy && busyText !== undefined ? busyText : children}
    </button>
  );
}
