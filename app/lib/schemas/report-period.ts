/**
 * A period of reports and downloads for the accountant (docs/decisions/043): ?van=YYYY-MM-DD&tot=YYYY-MM-DD,
 * Amsterdam calendar days, both included, van not after tot, at most 366 days. Errors are Dutch, per field.
 */
import { z } from "./zod";
import { PERIOD_MESSAGES as M } from "../beheer/messages/dashboard";

const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u;
/** The longest period, in days (a leap year). */
export const MAX_PERIOD_DAYS = 366;

const day = z
  .string({ error: M.date })
  .regex(ISO_DAY, M.date)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, M.date);

const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

export const reportPeriodSchema = z
  .object({ van: day, tot: day })
  .refine((p) => p.van <= p.tot, { message: M.order, path: ["tot"] })
  .refine((p) => p.van > p.tot || daysBetween(p.van, p.tot) < MAX_PERIOD_DAYS, { message: M.tooLong, path: ["tot"] });

export type ReportPeriod = z.infer<typeof reportPeriodSchema>;
