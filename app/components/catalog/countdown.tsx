import { useEffect, useState } from "react";
import { countdownTarget, remaining, type CountdownKind } from "../../lib/catalog/countdown";

const two = (n: number) => n.toString().padStart(2, "0");

/** Daily deals count down to the next midnight, weekly deals to Tuesday 00:00 (Europe/Amsterdam). */
export function Countdown({ kind }: { kind: CountdownKind }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  const label = kind === "daily" ? "Deze dagdeals eindigen over" : "Deze weekdeals eindigen over";
  // Rendered only in the browser: the server's clock would make the text differ at hydration.
  if (now === null) return <p className="countdown" aria-hidden="true">&nbsp;</p>;
  const r = remaining(countdownTarget(kind, now), now);
  return (
    <p className="countdown" role="timer" aria-live="off">
      {label}{" "}
      <strong>
        {r.days > 0 ? `${r.days}d ` : ""}
        {two(r.hours)}:{two(r.minutes)}:{two(r.seconds)}
      </strong>
    </p>
  );
}
