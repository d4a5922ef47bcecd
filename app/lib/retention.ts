/**
 * Retention periods (AVG art. 5(1)(e); docs/decisions/016): ONE table for the privacy statement and the
 * Cron. The privacy page's list "Hoe lang bewaren we je gegevens?" is made from these entries (the seed
 * fills {{bewaartermijnen}} in kv-seed/content/service/privacy.json, kv-seed/content/figures.ts), and
 * every entry with `job` is carried out by worker/retention.ts with exactly this period. An entry without
 * a job states a period the shop keeps by other means (e.g. as long as the account exists); it has no
 * number of days, so it cannot promise an automatic deletion nobody runs.
 *
 * Periods run from the moment named by `from` and are counted in calendar units (UTC): a row is past its
 * period once `from + period` lies before now.
 */

/** A period in calendar units. */
export type RetentionPeriod = { days: number } | { months: number } | { years: number };

export interface RetentionRule {
  /** Stable key; a job of worker/retention.ts has the same key. */
  key: string;
  /** What is kept, in Dutch, as the privacy statement names it. */
  what: string;
  /** How long: a period (with a job that deletes or anonymises after it), or Dutch text without a job. */
  period: RetentionPeriod | string;
  /** Dutch: from when the period runs, e.g. "na je bestelling" (only with a period). */
  from?: string;
  /** Dutch: what happens after the period (only with a period), e.g. "daarna verwijderen we ze automatisch". */
  then?: string;
  /** The period starts at the end of the calendar year of the moment (the fiscal retention, art. 52 AWR). */
  fromYearEnd?: boolean;
}

export const RETENTION: readonly RetentionRule[] = [
  {
    key: "orders",
    what: "Bestel- en factuurgegevens",
    period: { years: 7 },
    from: "na afloop van het jaar van je bestelling, vanwege de fiscale bewaarplicht",
    fromYearEnd: true,
    then: "daarna halen we je naam, adressen en contactgegevens automatisch uit de bestelling",
  },
  {
    key: "orders_unpaid",
    what: "Bestellingen die nooit betaald zijn",
    period: { months: 3 },
    from: "na de bestelling",
    then: "daarna halen we je naam, adressen en contactgegevens automatisch uit de bestelling",
  },
  {
    key: "account",
    what: "Accountgegevens",
    period: "zolang je account bestaat. Verwijder je je account, dan wissen we je gegevens direct; alleen wat we voor de fiscale bewaarplicht nodig hebben, blijft bij je bestellingen",
  },
  {
    key: "checkout_states",
    what: "Wat je bij het afrekenen invult maar (nog) niet bestelt, zoals naam, adres, telefoonnummer en btw-nummer",
    period: { days: 30 },
    from: "na je laatste wijziging",
    then: "daarna verwijderen we het automatisch",
  },
  {
    key: "carts",
    what: "Het e-mailadres bij je winkelwagen (voor een herinnering aan je winkelwagen)",
    period: { days: 30 },
    from: "na je laatste wijziging van de winkelwagen",
    then: "daarna verwijderen we het automatisch",
  },
  {
    key: "abandon_signals",
    what: "Welke producten je bekeek of in je winkelwagen liet liggen",
    period: { days: 30 },
    from: "na je bezoek",
    then: "daarna verwijderen we dat automatisch",
  },
  {
    key: "contact_messages",
    what: "Berichten aan de klantenservice",
    period: { years: 2 },
    from: "na je bericht",
    then: "daarna verwijderen we ze automatisch",
  },
  {
    key: "outbox",
    what: "Kopieën van e-mails die we je sturen",
    period: { months: 3 },
    from: "na het versturen",
    then: "daarna verwijderen we ze automatisch",
  },
  {
    key: "newsletter",
    what: "Nieuwsbrief",
    period: "tot je je afmeldt",
  },
  {
    key: "newsletter_unsubscribed",
    what: "Je e-mailadres na afmelding voor de nieuwsbrief",
    period: { days: 30 },
    from: "na je afmelding",
    then: "daarna verwijderen we het automatisch",
  },
  {
    key: "reviews",
    what: "Reviews",
    period: "zolang het product op onze website staat, of tot je ons vraagt je review te verwijderen",
  },
  {
    key: "chats",
    what: "Opgeslagen chats met Noor",
    period: { months: 12 },
    from: "na het gesprek",
    then: "daarna verwijderen we ze automatisch",
  },
  {
    key: "sessions",
    what: "Je inlogsessie en eenmalige links (zoals om je wachtwoord te herstellen)",
    period: "tot je uitlogt of ze verlopen; verlopen sessies en links verwijderen we automatisch",
  },
  {
    key: "security",
    what: "Tellers tegen misbruik, zoals mislukte inlogpogingen",
    period: "zolang een blokkade of limiet loopt; daarna verwijderen we ze automatisch",
  },
  {
    key: "vitals",
    what: "Anonieme metingen van de snelheid van de webshop (zonder persoonsgegevens)",
    period: { days: 400 },
    from: "na de meting",
    then: "daarna verwijderen we ze automatisch",
  },
  {
    // 13 months: a month can be compared with the same month a year before (seasonal products).
    key: "search_misses",
    what: "Zoekwoorden waarmee niets gevonden werd, alleen geteld per dag (zonder persoonsgegevens)",
    period: { months: 13 },
    from: "na de dag van de zoekopdracht",
    then: "daarna verwijderen we ze automatisch",
  },
];

/** The rule of a key (throws for an unknown key: a programming error). */
export function retentionRule(key: string): RetentionRule & { period: RetentionPeriod } {
  const rule = RETENTION.find((r) => r.key === key);
  if (!rule || typeof rule.period === "string") throw new Error(`no retention period for ${key}`);
  return rule as RetentionRule & { period: RetentionPeriod };
}

/** "7 jaar", "12 maanden", "1 dag", "30 dagen". */
export function formatPeriod(period: RetentionPeriod): string {
  if ("years" in period) return `${period.years} jaar`;
  if ("months" in period) return `${period.months} ${period.months === 1 ? "maand" : "maanden"}`;
  return `${period.days} ${period.days === 1 ? "dag" : "dagen"}`;
}

/** The privacy statement's line of a rule, e.g. "Opgeslagen chats met Noor: 12 maanden na het gesprek; daarna ...". */
export function retentionLine(rule: RetentionRule): string {
  if (typeof rule.period === "string") return `${rule.what}: ${rule.period}.`;
  const from = rule.from ? ` ${rule.from}` : "";
  const then = rule.then ? `; ${rule.then}` : "";
  return `${rule.what}: ${formatPeriod(rule.period)}${from}${then}.`;
}

/** The privacy statement's list (the placeholder {{bewaartermijnen}}). */
export function retentionLines(): string[] {
  return RETENTION.map(retentionLine);
}

/**
 * The moment (unix seconds) before which a row is past the rule's period at nowS: nowS minus the period,
 * in UTC calendar units (12 months before 15 March is 15 March of the year before). With fromYearEnd the
 * period runs from the end of the row's year: a row of year Y goes once year Y + period + 1 has begun.
 */
export function retentionCutoff(rule: Pick<RetentionRule, "fromYearEnd"> & { period: RetentionPeriod }, nowS: number): number {
  const { period } = rule;
  const d = new Date(nowS * 1000);
  if ("years" in period) d.setUTCFullYear(d.getUTCFullYear() - period.years);
  else if ("months" in period) d.setUTCMonth(d.getUTCMonth() - period.months);
  else d.setUTCDate(d.getUTCDate() - period.days);
  if (rule.fromYearEnd) return Math.floor(Date.UTC(d.getUTCFullYear(), 0, 1) / 1000);
  return Math.floor(d.getTime() / 1000);
}
