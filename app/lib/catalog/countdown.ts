/**
 * Countdowns of the category header (Europe/Amsterdam time, correct across daylight-saving changes):
 * daily deals run to the next midnight, weekly deals to the next Tuesday midnight (Tuesday 00:00).
 */
const TZ = "Europe/Amsterdam";

/**
 * Made on first use, not when the module loads: the module sits in the chunk every page loads, and the
 * first time-zone formatter costs the ICU set-up (about 25 ms, 85-100 ms at 4x CPU throttling), a long task
 * on pages without a countdown (docs/decisions/024, third pass).
 */
let partsFormat: Intl.DateTimeFormat | null = null;
const newPartsFormat = () => new Intl.DateTimeFormat("en-GB", {
  timeZone: TZ,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

function localParts(t: number): LocalParts {
  const p: Record<string, string> = {};
  partsFormat ??= newPartsFormat();
  for (const part of partsFormat.formatToParts(new Date(t))) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS[p.weekday ?? "Sun"] ?? 0,
  };
}

/** Offset of Amsterdam from UTC at instant t, in ms. */
function offsetAt(t: number): number {
  const p = localParts(t);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant of local midnight (00:00 Amsterdam) at the start of the given local date. */
function localMidnight(year: number, month: number, day: number): number {
  const naive = Date.UTC(year, month - 1, day);
  let t = naive - offsetAt(naive);
  t = naive - offsetAt(t);
  return t;
}

export type CountdownKind = "daily" | "weekly";

/** The instant (ms) the current deal ends. */
export function countdownTarget(kind: CountdownKind, now: number): number {
  const p = localParts(now);
  const daysAhead = kind === "daily" ? 1 : ((2 - p.weekday + 7) % 7 || 7);
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day + daysAhead));
  return localMidnight(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
}

export function remaining(target: number, now: number): Remaining {
  const totalMs = Math.max(0, target - now);
  const s = Math.floor(totalMs / 1000);
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60, totalMs };
}
