/**
 * The reports' periods (docs/decisions/044): a range of calendar days van..tot (both included, at most 366 days)
 * for the accountant's exports, and a quarter for the VAT overview. One schema for the API (worker/api/beheer/
 * reports.ts) and the Rapportages pages, with the Dutch messages of app/lib/beheer/messages/books.ts.
 */
import { z } from "./zod";
import { BOOKS_MESSAGES as M } from "../beheer/messages/books";

export const MAX_PERIOD_DAYS = 366;

const day = z
  .string({ error: M.periodRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: M.invalidDate })
  .refine((s) => {
    // Runs after a failed format too: only a well-formed date is checked for existing.
    const d = new Date(`${s}T00:00:00Z`);
    return Number.isNaN(d.getTime()) || d.toISOString().startsWith(s);
  }, { error: M.noSuchDate });

export const reportPeriodSchema = z
  .object({ van: day, tot: day })
  .refine((q) => q.van <= q.tot, { error: M.toBeforeFrom, path: ["tot"] })
  .refine((q) => (Date.parse(q.tot) - Date.parse(q.van)) / 86_400_000 < MAX_PERIOD_DAYS, { error: M.periodTooLong, path: ["tot"] });

export type ReportPeriod = z.output<typeof reportPeriodSchema>;

export const reportQuarterSchema = z.object({
  jaar: z.coerce.number({ error: M.invalidQuarter }).int(M.invalidQuarter).min(2000, M.invalidQuarter).max(2100, M.invalidQuarter),
  kwartaal: z.coerce.number({ error: M.invalidQuarter }).int(M.invalidQuarter).min(1, M.invalidQuarter).max(4, M.invalidQuarter),
});

/** Today's date in the Netherlands (YYYY-MM-DD). */
export function dutchToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(now);
}

/** The quarter a day (YYYY-MM-DD) lies in, with its first and last day. */
export function quarterAround(date: string): { year: number; quarter: number; first: string; last: string } {
  const year = Number(date.slice(0, 4));
  const quarter = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
  const firstMonth = quarter * 3 - 2;
  const lastDay = new Date(Date.UTC(year, quarter * 3, 0)).toISOString().slice(0, 10);
  return { year, quarter, first: `${year}-${String(firstMonth).padStart(2, "0")}-01`, last: lastDay };
}
