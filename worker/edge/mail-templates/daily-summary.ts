import { formatEuro } from "../../../app/lib/format";
import { ORDERS_MESSAGES } from "../../../app/lib/schemas/beheer-orders";
import type { MailMessage } from "../mail";
import type { DailyFigures } from "../../store/backoffice/daily-summary";
import { deliveryDayLabel } from "../../domain/delivery-calendar";
import { renderMail } from "./layout";

export interface DailySummaryInput {
  /** The Amsterdam day summed up (YYYY-MM-DD). */
  day: string;
  figures: DailyFigures;
  to: string;
  origin: string;
  /** Days within which a refund counts as due soon. */
  dueDays: number;
}

/**
 * The shop's daily summary (must-send, docs/decisions/035): yesterday's paid orders and revenue and what
 * waits for the staff now. One per day (kind daily_summary, related_id the day); no personal data.
 */
export function dailySummaryMail(input: DailySummaryInput): MailMessage {
  const f = input.figures;
  const label = deliveryDayLabel(input.day);
  const { html, text } = renderMail({
    preheader: `${f.paidOrders} betaalde bestellingen, ${formatEuro(f.revenue)} omzet`,
    heading: `Dagoverzicht van ${label}`,
    blocks: [
      {
        type: "facts",
        rows: [
          ["Betaalde bestellingen", String(f.paidOrders)],
          ["Omzet (incl. btw)", formatEuro(f.revenue)],
        ],
      },
      { type: "p", text: "Wat nu openstaat:" },
      {
        type: "facts",
        rows: [
          ["Nog te verzenden", String(f.openToShip)],
          ["Open retouren", String(f.openReturns)],
          [`Terugbetalingen binnen ${input.dueDays} dagen verplicht`, String(f.refundsDueSoon)],
          ["Waarvan de termijn al verstreken is", String(f.refundsOverdue)],
        ],
      },
      { type: "button", href: `${input.origin}/beheer/`, label: "Open Beheer" },
    ],
  });
  return { to: input.to, subject: ORDERS_MESSAGES.summarySubject(label), html, text, kind: "daily_summary", related_id: input.day };
}
