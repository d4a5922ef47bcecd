/** The Dutch strings of returns and the model withdrawal form (docs/decisions/038). */
import { RETURN_LINK_TEXT } from "./constants";

export const RETURN_MESSAGES = {
  pageTitle: RETURN_LINK_TEXT,
  intro:
    "Binnen 14 dagen na ontvangst kun je je bestelling zonder opgave van redenen herroepen. Op matrassen heb je daarnaast 100 nachten proefslapen. Kies hieronder wat je terugstuurt; het modelformulier voor herroeping vullen we voor je in.",
  linesLegend: "Wat stuur je terug?",
  quantityLabel: (title: string) => `Aantal van ${title}`,
  sealLabel: "De hygiëneverzegeling is nog intact",
  deadlineWithdrawal: (date: string) => `Bedenktijd tot en met ${date}`,
  deadlineTrial: (date: string) => `Proefslapen tot en met ${date}`,
  reasonLabel: "Reden (niet verplicht)",
  reasonHint: "Je hoeft geen reden op te geven. Een reden helpt ons wel om beter te worden.",
  noReason: "Geen reden opgegeven",
  preferenceLegend: "Wat wil je na het proefslapen?",
  preferenceRefund: "Mijn geld terug",
  preferenceExchange: "Ruilen voor een andere matras",
  formTitle: "Modelformulier voor herroeping",
  formIntro: "Dit formulier vul je alleen in als je de overeenkomst wilt herroepen. We hebben het ingevuld met de gegevens van je bestelling; naam en adres kun je aanpassen.",
  to: "Aan",
  personLegend: "Wie herroept?",
  personIk: "Ik (één consument)",
  personWij: "Wij (meer consumenten)",
  /** The model form's statement (Annex I(B) of Directive 2011/83/EU), completed with the person chosen. */
  statement: (person: "ik" | "wij") =>
    person === "wij"
      ? "Wij delen u hierbij mede dat wij onze overeenkomst betreffende de verkoop van de volgende goederen herroepen:"
      : "Ik deel u hierbij mede dat ik onze overeenkomst betreffende de verkoop van de volgende goederen herroep:",
  statementModel: "Ik/Wij deel/delen u hierbij mede dat ik/wij onze overeenkomst betreffende de verkoop van de volgende goederen herroep/herroepen:",
  goodsChosen: (order: string) => `de producten die je hierboven kiest, uit bestelling ${order}.`,
  orderedOn: "Besteld op",
  receivedOn: "Ontvangen op",
  nameLabel: "Naam consument(en)",
  addressLabel: "Adres consument(en)",
  dateLabel: "Datum",
  submit: "Retour aanmelden",
  created: "Je retour is aangemeld. We hebben je een bevestiging gemaild met het retouradres en wat je nu moet doen.",
  nothingReturnable: "Van deze bestelling kun je op dit moment niets retourneren.",
  chooseLine: "Kies minstens één product en het aantal dat je terugstuurt.",
  quantity: "Kies een geldig aantal.",
  name: "Vul je naam in.",
  nameMax: "Je naam mag hoogstens 120 tekens lang zijn.",
  address: "Vul je adres in.",
  addressMax: "Je adres mag hoogstens 300 tekens lang zijn.",
  reasonMax: "De reden mag hoogstens 1000 tekens lang zijn.",
  invalid: "Ongeldige aanvraag.",
  conflict: "Dit aantal is intussen al aangemeld voor retour. Vernieuw de pagina.",
  existing: "Eerder aangemeld",
  exclusionsTitle: "Uitgesloten van herroeping",
  termsLink: "Lees artikel 13 van de algemene voorwaarden",
  statusLabels: { requested: "aangemeld", received: "ontvangen", rejected: "afgekeurd", refunded: "terugbetaald" },
  kindLabels: { withdrawal: "Herroeping (14 dagen)", trial: "Proefslapen (100 nachten)" },
} as const;
