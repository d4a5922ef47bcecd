/**
 * The Dutch labels of the date picker (app/components/checkout/date-picker.tsx): a dialog with a month grid.
 * A module of their own, apart from ./messages.ts, so that only the payment form's JavaScript carries them
 * (ADR 009); the message for a disabled day is the spec's birthdate message (./messages.ts, spec section 5).
 */
export const DATE_PICKER_MESSAGES = {
  open: "Kies een datum",
  title: "Kies een datum",
  previousMonth: "Vorige maand",
  nextMonth: "Volgende maand",
  month: "Maand",
  year: "Jaar",
  keys: "Pijltjestoetsen: dag of week. Page Up en Page Down: maand (met Shift: jaar). Enter kiest de datum, Escape sluit.",
  months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
  weekdays: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  weekdaysShort: ["ma", "di", "wo", "do", "vr", "za", "zo"],
} as const;
