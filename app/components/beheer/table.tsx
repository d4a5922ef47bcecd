/**
 * A back-office table: wider than a phone, it scrolls inside a region that the keyboard can reach (tabIndex 0)
 * and that is named by the table's caption (WCAG 2.2 1.4.10 and 2.1.1). The head and body are the children.
 */
import type { ReactNode } from "react";

export function BeheerTable({ id, caption, className, children }: { id: string; caption: ReactNode; className?: string; children: ReactNode }) {
  const captionId = `${id}-caption`;
  return (
    <div className="beheer-table-wrap" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={className ? `beheer-table ${className}` : "beheer-table"}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
