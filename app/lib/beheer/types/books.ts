/** The reports' answers (/beheer/api/reports, docs/decisions/044). Money in cents. */

export interface VatRateLine {
  rate: number;
  /** Turnover excl. VAT. */
  base: number;
  vat: number;
}

export interface BeheerVatOverview {
  year: number;
  quarter: number;
  /** Dutch VAT per rate, with the return's rubric ("1a" 21 %, "1b" 9 %). */
  domestic: (VatRateLine & { rubric: string })[];
  domestic_vat: number;
  /** Intra-community supplies (ICP return, rubric 3b) per customer VAT number. */
  icp: { vat_number: string; customer: string; amount: number }[];
  icp_total: number;
  /** Distance sales to Belgian consumers above the threshold: Belgian VAT per rate (OSS return). */
  oss: VatRateLine[];
  oss_vat: number;
  /** Distance sales to Belgian consumers under the threshold (in 1a/1b with Dutch VAT), excl. VAT. */
  distance_below_threshold: number;
  threshold: { limit: number; previous_year: number; current_year: number; passed: boolean };
  /** The invoice and credit-note numbers of the quarter. */
  invoices?: Numbering;
  credit_notes?: Numbering;
}

export interface Numbering {
  first: string | null;
  last: string | null;
  count: number;
  gaps: string[];
}
