/** Dutch strings of the delivery of bulky goods: delivery day and "oude matras retour" (docs/decisions/029). */
import { formatEuro } from "../format";

export const DELIVERY_MESSAGES = {
  /** Step 2: no day chosen, or a day the calendar does not offer for the delivery postcode. */
  dayInvalid: "Kies een bezorgdag die voor jouw postcode beschikbaar is.",
  /** The calendar has no day for the postcode (every day closed, or an area without a van). */
  noDays: "Voor jouw postcode kunnen we op dit moment geen bezorgdag aanbieden. Neem contact met ons op, dan plannen we de bezorging samen.",
  dayLegend: "Bezorgdag",
  dayLabel: "Kies je bezorgdag",
  dayHint: "Matrassen en boxsprings bezorgen we aan huis op de dag die je kiest.",
  takeBackTitle: "Oude matras retour",
  takeBackLabel: (count: number, price: number) =>
    `Oude matras retour: we nemen ${count === 1 ? "je oude matras" : `${count} oude matrassen`} mee (${formatEuro(price)} per matras)`,
  takeBackLine: (count: number) => `Oude matras retour (${count} × matras)`,
  cartNote: (price: number) =>
    `Matrassen en boxsprings bezorgen we op een dag naar keuze: die kies je bij het afrekenen. Je oude matras nemen we desgewenst mee voor ${formatEuro(price)} per matras.`,
} as const;
