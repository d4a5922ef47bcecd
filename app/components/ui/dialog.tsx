import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import { createScrollLock } from "../../lib/scroll-lock";

/** One lock for the page: nested dialogs keep it locked until the last one closes. */
const pageScroll = createScrollLock(() => document.body);

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  /** Called for the close button, Escape and (unless turned off) a click on the backdrop. */
  onClose: () => void;
  /** A visible heading (h2) that names the dialog. */
  title?: ReactNode;
  /** Or: the id of a heading inside `children` that names the dialog. */
  labelledBy?: string;
  /** Or: a name without a visible heading (e.g. while the content loads). */
  label?: string;
  children: ReactNode;
  /** Classes for the panel (the visible box). */
  className?: string;
  /** Focused on open; by default the first focusable element (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A centred modal, or a drawer from the left edge (mobile menu). */
  variant?: "modal" | "drawer";
  closeLabel?: string;
  closeOnBackdrop?: boolean;
}

/**
 * The shop's one dialog: a native <dialog> opened with showModal(), so focus stays inside and the page
 * behind is inert. Focus moves in on open and back to the opener on close; Escape closes; the page does
 * not scroll while it is open, and scrolls again however the dialog goes away (close, unmount, error).
 * Rendered only while `open`.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, labelledBy, label, children, className, initialFocusRef, variant = "modal", closeLabel = "Sluiten", closeOnBackdrop = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const latestClose = useRef(onClose);
  useLayoutEffect(() => {
    latestClose.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = ref.current!;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = pageScroll.lock();
    let unmounting = false;
    const onCancel = (e: Event) => {
      e.preventDefault();
      latestClose.current();
    };
    // The browser may close the dialog itself (a second Escape without user activation): follow it.
    const onNativeClose = () => !unmounting && latestClose.current();
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    if (!dialog.open) dialog.showModal();
    (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      unmounting = true;
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef]);

  return (
    // The dialog element itself is only hit by clicks on its backdrop: the panel fills it.
    <dialog
      ref={ref}
      className={`dialog dialog--${variant}`}
      aria-modal="true"
      aria-labelledby={title ? titleId : labelledBy}
      aria-label={title || labelledBy ? undefined : label}
      onClick={(e) => closeOnBackdrop && e.target === e.currentTarget && onClose()}
    >
      <div className={className ? `dialog__panel ${className}` : "dialog__panel"}>
        <button type="button" className="dialog__close icon-button" onClick={onClose}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
        {title && (
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </dialog>
  );
}
