/**
 * The VAT overview of a quarter (docs/decisions/044): what the owner and the accountant copy into the Dutch VAT
 * return (rubrics 1a and 1b: Dutch VAT per rate; 3b: intra-community supplies), the ICP return (per customer VAT
 * number) and the OSS return (distance sales to Belgian consumers with Belgian VAT per rate), from the quarter's
 * invoices and credit notes (a credit note lowers the figures of the quarter it was made in). Pure: no I/O.
 */
import type { BeheerVatOverview, VatRateLine } from "../../../app/lib/beheer/types/books";
import { OSS_THRESHOLD_CENTS, VAT_RATES, type DistanceSales } from "../../../app/kernel/tax";
import type { BookDocument } from "./document";

/** The Dutch return's rubric of a Dutch rate. */
export function rubricOf(rate: number): string {
  if (rate === VAT_RATES.NL.standard) return "1a";
  if (rate === VAT_RATES.NL.reduced) return "1b";
  return "1c";
}

function addRate(into: Map<number, VatRateLine>, rate: number, base: number, vat: number): void {
  const line = into.get(rate) ?? { rate, base: 0, vat: 0 };
  line.base += base;
  line.vat += vat;
  into.set(rate, line);
}

const sorted = (m: Map<number, VatRateLine>) => [...m.values()].sort((a, b) => b.rate - a.rate);

export interface OverviewInput {
  year: number;
  quarter: number;
  documents: readonly BookDocument[];
  /** Distance sales (excl. VAT) of the previous year and of this year up to the end of the quarter (or today). */
  distanceSales: DistanceSales;
}

export function vatOverview(input: OverviewInput): BeheerVatOverview {
  const domestic = new Map<number, VatRateLine>();
  const oss = new Map<number, VatRateLine>();
  const icp = new Map<string, { vat_number: string; customer: string; amount: number }>();
  let distanceBelow = 0;
  for (const doc of input.documents) {
    for (const r of doc.rates) {
      if (doc.scheme === "domestic") addRate(domestic, r.rate, r.base, r.vat);
      else if (doc.scheme === "oss") addRate(oss, r.rate, r.base, r.vat);
      else {
        const entry = icp.get(doc.vatNumber) ?? { vat_number: doc.vatNumber, customer: doc.customer, amount: 0 };
        entry.amount += r.base;
        icp.set(doc.vatNumber, entry);
      }
      if (doc.scheme === "domestic" && doc.country !== "NL") distanceBelow += r.base;
    }
  }
  const icpLines = [...icp.values()].sort((a, b) => a.vat_number.localeCompare(b.vat_number));
  const domesticLines = sorted(domestic).map((l) => ({ ...l, rubric: rubricOf(l.rate) }));
  const ossLines = sorted(oss);
  const { previousYear, currentYear } = input.distanceSales;
  return {
    year: input.year,
    quarter: input.quarter,
    domestic: domesticLines,
    domestic_vat: domesticLines.reduce((s, l) => s + l.vat, 0),
    icp: icpLines,
    icp_total: icpLines.reduce((s, l) => s + l.amount, 0),
    oss: ossLines,
    oss_vat: ossLines.reduce((s, l) => s + l.vat, 0),
    distance_below_threshold: distanceBelow,
    threshold: {
      limit: OSS_THRESHOLD_CENTS,
      previous_year: previousYear,
      current_year: currentYear,
      passed: previousYear > OSS_THRESHOLD_CENTS || currentYear > OSS_THRESHOLD_CENTS,
    },
  };
}

/** The numbers of a year's series in the period: first, last, and the numbers missing in between (none by construction). */
export function numberingOf(numbers: readonly string[]): { first: string | null; last: string | null; count: number; gaps: string[] } {
  const parsed = numbers
    .map((n) => /^(C?\d{4}-)(\d{6})$/u.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ prefix: m[1]!, seq: Number(m[2]) }))
    .sort((a, b) => a.prefix.localeCompare(b.prefix) || a.seq - b.seq);
  const gaps: string[] = [];
  for (let i = 1; i < parsed.length; i++) {
    const a = parsed[i - 1]!;
    const b = parsed[i]!;
    if (a.prefix !== b.prefix) continue;
    for (let s = a.seq + 1; s < b.seq; s++) gaps.push(`${a.prefix}${String(s).padStart(6, "0")}`);
  }
  const name = (p: { prefix: string; seq: number } | undefined) => (p ? `${p.prefix}${String(p.seq).padStart(6, "0")}` : null);
  return { first: name(parsed[0]), last: name(parsed.at(-1)), count: parsed.length, gaps };
}
