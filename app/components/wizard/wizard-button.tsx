/**
 * Opens the wizard overlay. Only this button is in the page's first JavaScript: the overlay (and its state
 * machine) loads on the first click.
 */
import { lazy, Suspense, useCallback, useState } from "react";

const WizardOverlay = lazy(() => import("./wizard-overlay"));

export function WizardButton({ code, categoryId, title, label, className = "btn btn--ghost" }: { code: string; categoryId?: number; title: string; label: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)} data-wizard={code}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WizardOverlay code={code} categoryId={categoryId} title={title} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
