import type { ReactNode } from "react";

export interface ErrorTextProps {
  /** The id the control's (or fieldset's) aria-describedby names. */
  id: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
  /** Classes next to `form-error`, the class every error text has. */
  className?: string;
  /** A short inline error (e.g. in the chat) is a span; the default is a paragraph. */
  as?: "p" | "span";
  /** "alert" when the message must be read out as it appears outside a field (e.g. a missing choice). */
  role?: "alert";
}

/** A field's error text, referenced by its control's aria-describedby. */
export function ErrorText({ id, children, className = "", as: Tag = "p", role }: ErrorTextProps) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <Tag id={id} role={role} className={`form-error ${className}`.trim()}>
      {children}
    </Tag>
  );
}
