/**
 * The right of withdrawal and the 100 nights of proefslapen (docs/decisions/038): which lines of an order may
 * go back, how many, until when, and the ONE list of what the algemene voorwaarden exclude from withdrawal
 * (article 13). The seed's conditions text is checked against WITHDRAWAL_EXCLUSIONS by a test
 * (tests/kv-seed/withdrawal-terms.test.ts); the product page, the return form and the API all read it here.
 * Pure: times are unix seconds, days are calendar days in Amsterdam.
 */

/** Bedenktijd: 14 days, from the day after delivery (art. 9 of the conditions). */
export const WITHDRAWAL_DAYS = 14;
/** Proefslapen: 100 nights on mattresses, from the day of delivery (art. 14; the retourneren page). */
export const TRIAL_NIGHTS = 100;
/** The refund is due within 14 days after the withdrawal (art. 12), or after the pick-up for proefslapen (art. 14). */
export const REFUND_DAYS = 14;
/** Product types (products.type) with proefslapen: mattresses only. */
export const TRIAL_PRODUCT_TYPES = ["matras"] as const;

export type ExclusionCode = "made_to_spec" | "sealed_hygiene" | "mixed" | "perishable";

export interface WithdrawalExclusion {
  code: ExclusionCode;
  /** The item of article 13 of the algemene voorwaarden, word for word. */
  terms: string;
  /** The short note shown to the shopper on a product and in the cart, and next to a line on the return form. */
  note: string;
  /** Catalogue types (products.type) the exclusion can apply to in this shop (none: named by the terms only). */
  types: readonly string[];
}

/** Article 13 "Uitsluiting van het herroepingsrecht": the one list (order as in the conditions). */
export const WITHDRAWAL_EXCLUSIONS: readonly WithdrawalExclusion[] = [
  {
    code: "made_to_spec",
    terms:
      "Producten die volgens specificaties van de consument zijn gemaakt en die niet geprefabriceerd zijn, zoals matrassen, toppers en boxsprings in een afwijkende maat, met een speciaal voor de consument samengestelde opbouw of met persoonlijke bedrukking of borduring.",
    note: "Een boxspring die je zelf samenstelt, wordt speciaal voor jou gemaakt. Daarvoor geldt geen herroepingsrecht en geen proefslapen.",
    types: ["boxspring", "matras", "topper"],
  },
  {
    code: "sealed_hygiene",
    terms:
      "Verzegelde producten die om redenen van gezondheidsbescherming of hygiëne niet geschikt zijn om te worden teruggezonden en waarvan de verzegeling na levering is verbroken, zoals hoofdkussens en matrasbeschermers in een verzegelde hygiëneverpakking.",
    note: "Dit product zit in een verzegelde hygiëneverpakking. Retourneren kan alleen zolang de verzegeling niet is verbroken.",
    types: ["hoofdkussen", "molton"],
  },
  {
    code: "mixed",
    terms: "Producten die na levering door hun aard onherroepelijk zijn vermengd met andere producten.",
    note: "Dit product is na levering vermengd met andere producten en kan niet retour.",
    types: [],
  },
  {
    code: "perishable",
    terms: "Producten die snel bederven of een beperkte houdbaarheid hebben.",
    note: "Dit product bederft snel en kan niet retour.",
    types: [],
  },
];

export const WITHDRAWAL_TEXT = {
  notDelivered: "Deze bestelling is nog niet bezorgd. Retourneren kan vanaf de dag van bezorging.",
  business: "Het herroepingsrecht en proefslapen gelden alleen voor particuliere klanten (artikel 17 van de algemene voorwaarden).",
  madeToSpec: "Dit product is volgens jouw specificaties gemaakt en valt niet onder het herroepingsrecht (artikel 13 van de algemene voorwaarden).",
  sealRequired: "Dit product kan alleen retour als de hygiëneverzegeling niet is verbroken. Bevestig dat de verzegeling nog intact is.",
  periodOver: "De bedenktijd van 14 dagen voor dit product is voorbij.",
  trialOver: "De bedenktijd en de 100 nachten proefslapen voor deze matras zijn voorbij.",
  nothingLeft: "Dit product is al volledig aangemeld voor retour.",
  tooMany: (max: number) => `Je kunt van dit product hoogstens ${max} ${max === 1 ? "stuk" : "stuks"} retourneren.`,
  mixedKinds: "Meld producten binnen de bedenktijd en matrassen via proefslapen apart aan.",
} as const;

/** The exclusion that applies to a line's product (made to specification only when it was configured). */
export function exclusionOf(productType: string, madeToSpec: boolean): WithdrawalExclusion | null {
  if (madeToSpec) return WITHDRAWAL_EXCLUSIONS.find((e) => e.code === "made_to_spec") ?? null;
  return WITHDRAWAL_EXCLUSIONS.find((e) => e.code !== "made_to_spec" && e.types.includes(productType)) ?? null;
}

/** The note for a product page or cart line (null: nothing to say). */
export function exclusionNote(productType: string, madeToSpec = false): string | null {
  return exclusionOf(productType, madeToSpec)?.note ?? null;
}

const DAY_S = 86_400;

/** Seconds Amsterdam is ahead of UTC at an instant (CET +1 h, CEST +2 h from 01:00 UTC on the last Sundays of March and October). */
function amsterdamOffsetS(t: number): number {
  const year = new Date(t * 1000).getUTCFullYear();
  const lastSundayOneUtc = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) / 1000;
  };
  return t >= lastSundayOneUtc(2) && t < lastSundayOneUtc(9) ? 7200 : 3600;
}

/** The last second (23:59:59 Amsterdam time) of the calendar day `days` days after the day of `t`. */
export function endOfDayAfter(t: number, days: number): number {
  const local = new Date((t + amsterdamOffsetS(t)) * 1000);
  const wall = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 23, 59, 59) / 1000;
  return wall - amsterdamOffsetS(wall - 7200);
}

/** Until when a withdrawal may be made: the 14th day after the day of delivery, to its end. */
export const withdrawalDeadline = (deliveredAt: number) => endOfDayAfter(deliveredAt, WITHDRAWAL_DAYS);
/** Until when a mattress may go back under proefslapen: 100 nights from the day of delivery (the night of day 100 included). */
export const trialDeadline = (deliveredAt: number) => endOfDayAfter(deliveredAt, TRIAL_NIGHTS);
/** When the refund is due: 14 days after the withdrawal (or after the pick-up of a trial mattress). */
export const refundDueAt = (from: number) => from + REFUND_DAYS * DAY_S;

export type ReturnKind = "withdrawal" | "trial";

export interface ReturnableLineInput {
  position: number;
  productType: string;
  /** A configured product (the boxspring configurator): made to the customer's specification. */
  madeToSpec: boolean;
  /** Units delivered of this line. */
  delivered: number;
  /** Units already in returns that were not rejected. */
  returned: number;
}

export interface LineVerdict {
  position: number;
  /** Units that may still go back now (0: none). */
  max: number;
  /** Under which right it may go back now; null when it may not. */
  kind: ReturnKind | null;
  /** Until when (unix seconds), for the shopper and staff; null when it may not go back at all. */
  deadline: number | null;
  /** The exclusion of article 13 that applies, if any. */
  exclusion: ExclusionCode | null;
  /** Sealed hygiene goods: returnable only with the seal intact (the shopper confirms it). */
  sealRequired: boolean;
  /** Why it may not go back (Dutch), when max is 0. */
  refusal: string | null;
}

export interface OrderReturnInput {
  deliveredAt: number | null;
  /** A private customer (consumer): withdrawal and proefslapen are theirs only. */
  consumer: boolean;
  now: number;
  lines: readonly ReturnableLineInput[];
}

/** What each line of an order may do now (the one rule for the return form, the API and the back office). */
export function returnableLines(input: OrderReturnInput): LineVerdict[] {
  return input.lines.map((l) => {
    const exclusion = exclusionOf(l.productType, l.madeToSpec);
    const base = { position: l.position, exclusion: exclusion?.code ?? null, sealRequired: exclusion?.code === "sealed_hygiene" };
    const refuse = (refusal: string, deadline: number | null = null): LineVerdict => ({ ...base, max: 0, kind: null, deadline, refusal });
    if (input.deliveredAt === null) return refuse(WITHDRAWAL_TEXT.notDelivered);
    if (!input.consumer) return refuse(WITHDRAWAL_TEXT.business);
    if (exclusion && exclusion.code !== "sealed_hygiene") return refuse(exclusion.code === "made_to_spec" ? WITHDRAWAL_TEXT.madeToSpec : exclusion.note);
    const trial = (TRIAL_PRODUCT_TYPES as readonly string[]).includes(l.productType);
    const withdrawalEnd = withdrawalDeadline(input.deliveredAt);
    const trialEnd = trial ? trialDeadline(input.deliveredAt) : null;
    const kind: ReturnKind | null = input.now <= withdrawalEnd ? "withdrawal" : trialEnd !== null && input.now <= trialEnd ? "trial" : null;
    const deadline = trialEnd ?? withdrawalEnd;
    if (kind === null) return refuse(trial ? WITHDRAWAL_TEXT.trialOver : WITHDRAWAL_TEXT.periodOver, deadline);
    const max = Math.max(0, l.delivered - l.returned);
    if (max === 0) return refuse(WITHDRAWAL_TEXT.nothingLeft, deadline);
    return { ...base, max, kind, deadline, refusal: null };
  });
}

export interface RequestedLine {
  position: number;
  quantity: number;
  /** Sealed hygiene goods: the shopper confirms the seal is intact. */
  sealIntact?: boolean;
}

/**
 * Checks a requested return against the verdicts: the kind of the whole return (withdrawal when every chosen
 * line is within the bedenktijd, trial when every chosen line is a mattress in its 100 nights), or the Dutch
 * refusal of the first line that may not go back as asked.
 */
export function checkReturn(verdicts: readonly LineVerdict[], requested: readonly RequestedLine[]): { ok: true; kind: ReturnKind } | { ok: false; position: number | null; message: string } {
  const kinds = new Set<ReturnKind>();
  for (const r of requested) {
    const v = verdicts.find((x) => x.position === r.position);
    if (!v) return { ok: false, position: r.position, message: WITHDRAWAL_TEXT.nothingLeft };
    if (v.kind === null) return { ok: false, position: r.position, message: v.refusal ?? WITHDRAWAL_TEXT.periodOver };
    if (r.quantity > v.max) return { ok: false, position: r.position, message: WITHDRAWAL_TEXT.tooMany(v.max) };
    if (v.sealRequired && r.sealIntact !== true) return { ok: false, position: r.position, message: WITHDRAWAL_TEXT.sealRequired };
    kinds.add(v.kind);
  }
  if (kinds.size > 1) return { ok: false, position: null, message: WITHDRAWAL_TEXT.mixedKinds };
  const [kind] = [...kinds];
  if (!kind) return { ok: false, position: null, message: WITHDRAWAL_TEXT.nothingLeft };
  return { ok: true, kind };
}
