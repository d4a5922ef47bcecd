/** Star rating drawn with CSS widths; the label carries the value for screen readers. */
export function Stars({ value, max = 5, label }: { value: number; max?: number; label: string }) {
  const pct = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars__fill" style={{ width: `${pct}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__base" aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
