/** Table tests of the withdrawal and proefslapen rules (app/kernel/withdrawal.ts; docs/decisions/038). */
import { describe, expect, it } from "vitest";
import {
  checkReturn,
  endOfDayAfter,
  exclusionNote,
  refundDueAt,
  returnableLines,
  trialDeadline,
  withdrawalDeadline,
  WITHDRAWAL_TEXT,
  type ReturnableLineInput,
} from "../../../app/kernel/withdrawal";

const utc = (iso: string) => Date.parse(iso) / 1000;
/** Delivered on Monday 1 June 2026, 12:00 in Amsterdam (CEST). */
const DELIVERED = utc("2026-06-01T10:00:00Z");
const day = (n: number) => DELIVERED + n * 86_400;

const pillowcase: ReturnableLineInput = { position: 1, productType: "kussensloop", madeToSpec: false, delivered: 2, returned: 0 };
const mattress: ReturnableLineInput = { position: 2, productType: "matras", madeToSpec: false, delivered: 1, returned: 0 };
const configured: ReturnableLineInput = { position: 3, productType: "boxspring", madeToSpec: true, delivered: 1, returned: 0 };
const pillow: ReturnableLineInput = { position: 4, productType: "hoofdkussen", madeToSpec: false, delivered: 2, returned: 0 };
const boxspring: ReturnableLineInput = { position: 5, productType: "boxspring", madeToSpec: false, delivered: 1, returned: 0 };

describe("deadlines in Amsterdam calendar days", () => {
  it.each([
    ["withdrawal: to the end of the 14th day after delivery (CEST)", withdrawalDeadline(DELIVERED), "2026-06-15T21:59:59Z"],
    ["proefslapen: to the end of day 100 after delivery", trialDeadline(DELIVERED), "2026-09-09T21:59:59Z"],
    ["delivered late in the evening Amsterdam time counts that day", endOfDayAfter(utc("2026-06-01T21:30:00Z"), 14), "2026-06-15T21:59:59Z"],
    ["winter time (CET)", endOfDayAfter(utc("2026-12-01T10:00:00Z"), 14), "2026-12-15T22:59:59Z"],
    ["across the change to winter time", endOfDayAfter(utc("2026-10-20T10:00:00Z"), 14), "2026-11-03T22:59:59Z"],
    ["refund due 14 days after the withdrawal", refundDueAt(utc("2026-06-05T08:00:00Z")), "2026-06-19T08:00:00Z"],
  ])("%s", (_label, actual, iso) => {
    expect(actual).toBe(utc(iso));
  });
});

describe("returnableLines: which lines, how many, until when", () => {
  const verdict = (line: ReturnableLineInput, now: number, over: { consumer?: boolean; deliveredAt?: number | null } = {}) =>
    returnableLines({ deliveredAt: over.deliveredAt === undefined ? DELIVERED : over.deliveredAt, consumer: over.consumer ?? true, now, lines: [line] })[0]!;

  it.each([
    ["pillowcase on day 1", pillowcase, day(1), { kind: "withdrawal", max: 2, refusal: null }],
    ["pillowcase on the last day", pillowcase, withdrawalDeadline(DELIVERED), { kind: "withdrawal", max: 2 }],
    ["pillowcase one second after the bedenktijd", pillowcase, withdrawalDeadline(DELIVERED) + 1, { kind: null, max: 0, refusal: WITHDRAWAL_TEXT.periodOver }],
    ["mattress on day 10: withdrawal, deadline of the 100 nights shown", mattress, day(10), { kind: "withdrawal", max: 1, deadline: trialDeadline(DELIVERED) }],
    ["mattress on day 90: proefslapen", mattress, day(90), { kind: "trial", max: 1 }],
    ["mattress after 100 nights", mattress, trialDeadline(DELIVERED) + 1, { kind: null, refusal: WITHDRAWAL_TEXT.trialOver }],
    ["boxspring (not configured) on day 20: no proefslapen through this flow", boxspring, day(20), { kind: null, refusal: WITHDRAWAL_TEXT.periodOver }],
    ["configured boxspring: made to specification, never", configured, day(1), { kind: null, exclusion: "made_to_spec", refusal: WITHDRAWAL_TEXT.madeToSpec }],
    ["pillow: only with the seal intact", pillow, day(1), { kind: "withdrawal", max: 2, exclusion: "sealed_hygiene", sealRequired: true }],
    ["already returned units do not count again", { ...pillowcase, returned: 1 }, day(1), { max: 1 }],
    ["everything returned already", { ...pillowcase, returned: 2 }, day(1), { kind: null, max: 0, refusal: WITHDRAWAL_TEXT.nothingLeft }],
  ] as const)("%s", (_label, line, now, expected) => {
    expect(verdict(line, now)).toMatchObject(expected);
  });

  it("not delivered yet: nothing may go back", () => {
    expect(verdict(pillowcase, day(1), { deliveredAt: null })).toMatchObject({ kind: null, refusal: WITHDRAWAL_TEXT.notDelivered });
  });

  it("a business customer has neither withdrawal nor proefslapen", () => {
    expect(verdict(mattress, day(1), { consumer: false })).toMatchObject({ kind: null, refusal: WITHDRAWAL_TEXT.business });
  });
});

describe("checkReturn: a requested return against the verdicts", () => {
  const verdicts = (now: number) => returnableLines({ deliveredAt: DELIVERED, consumer: true, now, lines: [pillowcase, mattress, configured, pillow] });

  it.each([
    ["one pillowcase in the bedenktijd", day(3), [{ position: 1, quantity: 1 }], { ok: true, kind: "withdrawal" }],
    ["pillowcase and mattress together in the bedenktijd", day(3), [{ position: 1, quantity: 2 }, { position: 2, quantity: 1 }], { ok: true, kind: "withdrawal" }],
    ["the mattress on day 90", day(90), [{ position: 2, quantity: 1 }], { ok: true, kind: "trial" }],
    ["a pillowcase on day 90", day(90), [{ position: 1, quantity: 1 }], { ok: false, position: 1, message: WITHDRAWAL_TEXT.periodOver }],
    ["more than delivered", day(3), [{ position: 1, quantity: 3 }], { ok: false, position: 1, message: WITHDRAWAL_TEXT.tooMany(2) }],
    ["the configured boxspring", day(3), [{ position: 3, quantity: 1 }], { ok: false, position: 3, message: WITHDRAWAL_TEXT.madeToSpec }],
    ["a pillow without the seal confirmed", day(3), [{ position: 4, quantity: 1 }], { ok: false, position: 4, message: WITHDRAWAL_TEXT.sealRequired }],
    ["a pillow with the seal intact", day(3), [{ position: 4, quantity: 1, sealIntact: true }], { ok: true, kind: "withdrawal" }],
    ["a line the order does not have", day(3), [{ position: 9, quantity: 1 }], { ok: false, position: 9 }],
  ] as const)("%s", (_label, now, requested, expected) => {
    expect(checkReturn(verdicts(now), requested)).toMatchObject(expected);
  });
});

describe("exclusionNote: what the shopper sees before buying", () => {
  it.each([
    ["matras", false, null],
    ["boxspring", true, "Een boxspring die je zelf samenstelt"],
    ["hoofdkussen", false, "verzegelde hygiëneverpakking"],
    ["molton", false, "verzegelde hygiëneverpakking"],
    ["kussensloop", false, null],
  ] as const)("%s (configured: %s)", (type, configured, contains) => {
    const note = exclusionNote(type, configured);
    if (contains === null) expect(note).toBeNull();
    else expect(note).toContain(contains);
  });
});
