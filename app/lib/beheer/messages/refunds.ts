/** Dutch strings of refunds, cancels and credit notes in the back office (docs/decisions/037). */
import { formatEuro } from "../../format";

export const REFUND_STATUS_LABELS = { pending: "in behandeling", refunded: "terugbetaald", failed: "mislukt" } as const;

export const REFUND_MESSAGES = {
  // Refusals (the API's Dutch errors).
  orderNotFound: "Deze bestelling bestaat niet.",
  notPaid: "Deze bestelling is niet betaald: er valt niets terug te betalen.",
  nothingToRefund: "Kies minstens één regel, de verzendkosten of een bedrag om terug te betalen.",
  unknownLine: "Een gekozen regel hoort niet bij deze bestelling.",
  lineQuantity: (title: string, left: number) => `Van "${title}" kan nog ${left} stuk(s) worden terugbetaald.`,
  shippingRefunded: "De verzendkosten zijn al terugbetaald.",
  amountInvalid: "Vul een bedrag in euro's in, groter dan € 0,00.",
  amountAboveLines: (max: number) => `Het bedrag is hoger dan wat de gekozen regels en verzendkosten kosten (${formatEuro(max)}).`,
  aboveRefundable: (left: number) => `Je kunt niet meer terugbetalen dan er betaald is: er kan nog ${formatEuro(left)} worden terugbetaald.`,
  overLimit: (limit: number) => `Je mag als medewerker tot ${formatEuro(limit)} terugbetalen. Vraag de eigenaar om deze terugbetaling te doen.`,
  noPermission: "Je hebt geen toegang tot terugbetalingen.",
  keyReused: "Deze aanvraag is al voor een andere terugbetaling gebruikt. Vernieuw de pagina en probeer het opnieuw.",
  keyInvalid: "De aanvraag is ongeldig. Vernieuw de pagina en probeer het opnieuw.",
  pspRefused: "De betaalprovider heeft de terugbetaling geweigerd. Er is niets terugbetaald.",
  pspUnavailable: "De betaalprovider is nu niet bereikbaar. Er is niets terugbetaald; probeer het zo opnieuw.",
  noPayment: "Van deze bestelling is geen betaling bekend bij de betaalprovider.",
  noInvoice: "Deze bestelling heeft nog geen factuur: een creditnota kan pas na de factuur.",
  cancelShipped: "Deze bestelling is (deels) verzonden en kan niet meer worden geannuleerd. Gebruik een retour of terugbetaling.",
  cancelDone: "Deze bestelling is al geannuleerd.",
  cancelNotPossible: "Deze bestelling kan niet worden geannuleerd.",
  creditNoteNotFound: "Deze creditnota bestaat niet.",
  // The panel.
  panelTitle: "Terugbetalen en annuleren",
  refunded: "Terugbetaald",
  refundable: "Nog terug te betalen",
  lineHeading: "Regels",
  quantityLabel: (title: string) => `Aantal terug te betalen van ${title}`,
  restockLabel: (title: string) => `Voorraad terugboeken van ${title}`,
  shippingLabel: (amount: number) => `Verzendkosten terugbetalen (${formatEuro(amount)})`,
  amountLabel: "Bedrag (optioneel, in euro's)",
  amountHint: "Leeg laten: het bedrag van de gekozen regels en verzendkosten.",
  reasonLabel: "Reden",
  fullLabel: "Alles terugbetalen",
  submit: "Terugbetalen",
  cancel: "Annuleren",
  cancelHint: "Annuleren betaalt het hele bedrag terug, boekt de voorraad terug en annuleert de verzending.",
  cancelUnpaidHint: "Deze bestelling is niet betaald: annuleren betaalt niets terug.",
  done: "De terugbetaling is aangemaakt.",
  cancelled: "De bestelling is geannuleerd.",
  history: "Terugbetalingen",
  creditNote: (number: string) => `Creditnota ${number} (PDF)`,
  none: "Nog geen terugbetalingen.",
} as const;

/** The customer's credit note mail. */
export const CREDIT_NOTE_MAIL = {
  subject: (order: string) => `Creditnota bij je bestelling ${order}`,
  heading: "We hebben een bedrag aan je terugbetaald",
  intro: (amount: string) =>
    `We betalen ${amount} aan je terug via je oorspronkelijke betaalmethode. Afhankelijk van je bank staat het bedrag binnen enkele werkdagen op je rekening.`,
  linkText: "Bekijk je bestelling en download de creditnota",
} as const;
