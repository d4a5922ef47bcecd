import { z } from "./zod";
import { VITALS_MAX, VITALS_PAGE_TYPES } from "../vitals/constants";

/** Dutch messages of POST /v1/vitals, defined once. */
export const VITALS_MESSAGES = {
  pageType: `Kies een paginatype uit: ${VITALS_PAGE_TYPES.join(", ")}.`,
  lcp: `LCP is een aantal milliseconden van 0 tot ${VITALS_MAX.lcp}, of null.`,
  inp: `INP is een aantal milliseconden van 0 tot ${VITALS_MAX.inp}, of null.`,
  cls: `CLS is een getal van 0 tot ${VITALS_MAX.cls}, of null.`,
  empty: "Stuur ten minste één meetwaarde (lcp, inp of cls).",
} as const;

const figure = (max: number, message: string) => z.number({ error: message }).min(0, message).max(max, message).nullable();

/**
 * One page view's Core Web Vitals as the browser reports them (app/lib/vitals/vitals-report.ts): the page type and
 * LCP, INP (ms) and CLS; a figure the page did not produce is null (no interaction: no INP).
 */
export const vitalsReportSchema = z
  .strictObject({
    page_type: z.enum(VITALS_PAGE_TYPES, { error: VITALS_MESSAGES.pageType }),
    lcp: figure(VITALS_MAX.lcp, VITALS_MESSAGES.lcp),
    inp: figure(VITALS_MAX.inp, VITALS_MESSAGES.inp),
    cls: figure(VITALS_MAX.cls, VITALS_MESSAGES.cls),
  })
  .refine((r) => r.lcp !== null || r.inp !== null || r.cls !== null, { error: VITALS_MESSAGES.empty, path: ["lcp"] });

export type VitalsReport = z.infer<typeof vitalsReportSchema>;
