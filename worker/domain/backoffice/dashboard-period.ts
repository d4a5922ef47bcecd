/**
 * The dashboard's periods (docs/decisions/043): "today" is the Amsterdam calendar day of now, "this week"
 * Monday 00:00 to the next Monday 00:00 in Amsterdam (ISO weeks), across daylight-saving changes.
 * Windows are [from, until) in unix seconds.
 */
import { amsterdamDay, amsterdamDayStart, nextDay } from "./order-search";

export interface Window {
  from: number;
  until: number;
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The Monday (YYYY-MM-DD) of the ISO week of an Amsterdam calendar day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function dashboardPeriods(nowS: number): { today: Window; week: Window } {
  const day = amsterdamDay(nowS);
  const monday = mondayOf(day);
  return {
    today: { from: amsterdamDayStart(day), until: amsterdamDayStart(nextDay(day)) },
    week: { from: amsterdamDayStart(monday), until: amsterdamDayStart(addDays(monday, 7)) },
  };
}
