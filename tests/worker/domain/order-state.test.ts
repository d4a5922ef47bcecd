import { describe, expect, it } from "vitest";
import type { OrderStatusCode } from "../../../app/lib/api/types/order";
import { canMove, isPayable, nextStep, PAYMENT_STATUSES, targetStatus } from "../../../worker/domain/order-state";
import { isOrderNumber } from "../../../app/kernel/patterns";
import { randomOrderNumber } from "../../../worker/domain/order-number";

const STATUSES: OrderStatusCode[] = ["pending", "paid", "failed", "cancelled", "expired"];

describe("order state machine", () => {
  it.each([
    ["pending", "paid", true],
    ["pending", "failed", true],
    ["pending", "cancelled", true],
    ["pending", "expired", true],
    ["failed", "paid", true],
    ["cancelled", "paid", true],
    ["expired", "paid", true],
    ["paid", "failed", false],
    ["paid", "cancelled", false],
    ["paid", "expired", false],
    ["paid", "pending", false],
    ["failed", "cancelled", false],
    ["expired", "failed", false],
    ["failed", "pending", false],
    ["pending", "pending", false],
  ] as [OrderStatusCode, OrderStatusCode, boolean][])("%s -> %s: %s", (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it("paid is final: nothing moves a paid order", () => {
    for (const to of STATUSES) expect(canMove("paid", to)).toBe(false);
  });

  it("maps the PSP's payment statuses; open, pending and authorized do not move the order", () => {
    expect(PAYMENT_STATUSES.map((s) => [s, targetStatus(s)])).toEqual([
      ["open", null],
      ["pending", null],
      ["authorized", null],
      ["paid", "paid"],
      ["failed", "failed"],
      ["canceled", "cancelled"],
      ["expired", "expired"],
    ]);
  });

  it("the status page's next step and what can be paid again", () => {
    expect(STATUSES.map((s) => [s, nextStep(s), isPayable(s)])).toEqual([
      ["pending", "wait", true],
      ["paid", "thankyou", false],
      ["failed", "retry", true],
      ["cancelled", "retry", true],
      ["expired", "retry", true],
    ]);
  });
});

describe("order numbers", () => {
  it.each([0, 1, 8_999_999, 9_000_000, 2 ** 32 - 1])("KJD plus 7 digits without a leading zero (random %d)", (n) => {
    const number = randomOrderNumber(() => n);
    expect(number).toMatch(/^KJD[1-9]\d{6}$/u);
    expect(isOrderNumber(number)).toBe(true);
  });

  it("is random, not sequential", () => {
    const numbers = new Set(Array.from({ length: 200 }, () => randomOrderNumber()));
    expect(numbers.size).toBeGreaterThan(195);
  });

  it.each(["KJD123456", "KJD12345678", "kjd1234567", "ABC1234567", "KJD12345a7", ""])("refuses %j", (s) => {
    expect(isOrderNumber(s)).toBe(false);
  });
});
