import { useEffect, useState, type ReactNode } from "react";
import { SUCCESS_ALERT_MS } from "../../lib/account/constants";

export interface AlertProps {
  tone: "danger" | "success";
  /** The message; a success alert without one renders its (empty) live region only. */
  children?: ReactNode;
  /** Success alerts disappear after this long (spec: 5 s); 0 keeps them. Danger alerts always stay. */
  fadeAfterMs?: number;
  /** A new value shows the success message again and restarts its timer (e.g. a second save). */
  resetKey?: string | number;
  className?: string;
}

/**
 * The account screens' alert. Danger is role="alert", read out when it appears. Success is a role="status"
 * live region that stays in the page (screen readers announce what is put into an existing region most
 * reliably); its message disappears after SUCCESS_ALERT_MS once hydrated (without JavaScript it stays).
 */
export function Alert({ tone, children, fadeAfterMs = SUCCESS_ALERT_MS, resetKey, className = "" }: AlertProps) {
  const [visible, setVisible] = useState(true);
  const hasMessage = children !== undefined && children !== null && children !== false && children !== "";
  useEffect(() => {
    setVisible(true);
    if (tone !== "success" || fadeAfterMs <= 0 || !hasMessage) return;
    const timer = setTimeout(() => setVisible(false), fadeAfterMs);
    return () => clearTimeout(timer);
  }, [tone, fadeAfterMs, hasMessage, resetKey]);
  if (tone === "danger") {
    return hasMessage ? (
      <div role="alert" className={`account-alert account-alert--danger ${className}`.trim()}>
        {children}
      </div>
    ) : null;
  }
  return (
    <div role="status" className="account-status">
      {visible && hasMessage ? <div className={`account-alert account-alert--success ${className}`.trim()}>{children}</div> : null}
    </div>
  );
}
