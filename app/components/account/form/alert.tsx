import { useEffect, useState, type ReactNode } from "react";
import { SUCCESS_ALERT_MS } from "../../../lib/constants";

export interface AlertProps {
  tone: "danger" | "success";
  children: ReactNode;
  /** Success alerts disappear after this long (spec: 5 s); 0 keeps them. Danger alerts always stay. */
  fadeAfterMs?: number;
  className?: string;
}

/**
 * The account screens' alert: danger is role="alert" (read out at once), success is role="status" and
 * disappears after SUCCESS_ALERT_MS once hydrated (without JavaScript it simply stays). Give it a new
 * `key` for every new message so a second save shows it again.
 */
export function Alert({ tone, children, fadeAfterMs = SUCCESS_ALERT_MS, className = "" }: AlertProps) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (tone !== "success" || fadeAfterMs <= 0) return;
    const timer = setTimeout(() => setVisible(false), fadeAfterMs);
    return () => clearTimeout(timer);
  }, [tone, fadeAfterMs]);
  if (!visible) return null;
  return (
    <div role={tone === "danger" ? "alert" : "status"} className={`account-alert account-alert--${tone} ${className}`.trim()}>
      {children}
    </div>
  );
}
