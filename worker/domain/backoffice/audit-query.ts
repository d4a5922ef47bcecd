/**
 * The audit log page's filters (docs/decisions/035): by entity (with or without its id), by member of staff
 * (the e-mail the row was written under), by date (from, to; calendar days in the Netherlands), newest first,
 * AUDIT_PAGE_SIZE rows a page. Pure: no I/O.
 */
import { z } from "../../../app/lib/schemas/zod.ts";

export const AUDIT_PAGE_SIZE = 50;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/u, { error: "Vul een datum in als jjjj-mm-dd." })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, { error: "Deze datum bestaat niet." });

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), schema.optional());

export const auditQuerySchema = z
  .object({
    entity: optional(z.string().trim().regex(/^[a-z_]{1,40}$/u, { error: "Kies een onderdeel uit de lijst." })),
    entity_id: optional(z.string().trim().max(60, { error: "Dit nummer is te lang." })),
    staff: optional(z.string().trim().toLowerCase().max(254, { error: "Kies een medewerker uit de lijst." })),
    from: optional(day),
    to: optional(day),
    page: z.preprocess((v) => (v === "" || v === undefined ? 1 : Number(v)), z.number().int({ error: "Ongeldige pagina." }).min(1, { error: "Ongeldige pagina." }).max(10_000, { error: "Ongeldige pagina." })),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: "De einddatum ligt voor de begindatum.", path: ["to"] });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** Minutes Amsterdam is ahead of UTC at a moment (60 in winter, 120 in summer). */
function amsterdamOffsetMinutes(ms: number): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Amsterdam", timeZoneName: "longOffset" }).formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName")?.value ?? "GMT+01:00";
  const m = /GMT([+-])(\d{2}):(\d{2})/u.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * Unix seconds of 00:00 in the Netherlands on a calendar day (YYYY-MM-DD). Summer time changes at 02:00 or
 * 03:00, never at midnight, so the offset at that day's 00:00 UTC is the offset at local midnight.
 */
export function amsterdamDayStart(date: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return Math.floor((utcMidnight - amsterdamOffsetMinutes(utcMidnight) * 60_000) / 1000);
}

/** The next calendar day (YYYY-MM-DD). */
export const nextDay = (date: string): string => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The query's time window in unix seconds: [fromS, untilS), either end open. */
export function auditWindow(q: Pick<AuditQuery, "from" | "to">): { fromS?: number; untilS?: number } {
  return { fromS: q.from ? amsterdamDayStart(q.from) : undefined, untilS: q.to ? amsterdamDayStart(nextDay(q.to)) : undefined };
}
