import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CART_MAX_LINES } from "../../../app/lib/constants";

const fresh = () => env.CART.get(env.CART.newUniqueId());

describe("CartObject", () => {
  it("a new object is no cart until its first write", async () => {
    const cart = fresh();
    expect(await cart.state()).toEqual({ created_at: null, updated_at: null, code: null, country: "NL", lines: [] });
    const added = await cart.add(7, 2, "", 5, 1999);
    expect(added.ok).toBe(true);
    const state = await cart.state();
    expect(state.created_at).toBeGreaterThan(0);
    expect(state.lines).toMatchObject([{ variant_id: 7, quantity: 2, custom: "", price_at_add: 1999 }]);
  });

  it(`holds at most ${CART_MAX_LINES} lines; more of an existing line is still fine`, async () => {
    const cart = fresh();
    for (let i = 1; i <= CART_MAX_LINES; i++) expect((await cart.add(i, 1, "", 10, 100)).ok).toBe(true);
    expect(await cart.add(CART_MAX_LINES + 1, 1, "", 10, 100)).toEqual({ ok: false, reason: "max_lines" });
    expect((await cart.add(1, 1, "", 10, 100)).ok).toBe(true);
    expect((await cart.state()).lines).toHaveLength(CART_MAX_LINES);
  });

  it("clearOrdered (a paid order's follow-up, maybe retried later) drops the lines and code the order was made from, keeps lines added after it, and is idempotent", async () => {
    const cart = fresh();
    await cart.add(11, 1, "", 10, 100);
    await cart.applyCode("WELKOM5");
    const frozenAt = Date.now();
    await new Promise((r) => setTimeout(r, 5));
    await cart.add(12, 1, "", 10, 100);
    const after = await cart.clearOrdered(frozenAt, "WELKOM5");
    expect(after.lines.map((l) => l.variant_id)).toEqual([12]);
    expect(after.code).toBeNull();
    expect((await cart.clearOrdered(frozenAt, "WELKOM5")).lines.map((l) => l.variant_id)).toEqual([12]);
  });

  it("the same variant with other custom data is another line", async () => {
    const cart = fresh();
    await cart.add(3, 1, "", 10, 100);
    await cart.add(3, 1, '{"maat":"90x210"}', 10, 100);
    await cart.add(3, 1, "", 10, 100);
    expect((await cart.state()).lines.map((l) => [l.custom, l.quantity])).toEqual([
      ["", 2],
      ['{"maat":"90x210"}', 1],
    ]);
  });

  it("one code per cart: a second code is not applied, the same one is; removeCode only removes that code", async () => {
    const cart = fresh();
    await cart.add(1, 1, "", 10, 100);
    expect((await cart.applyCode("WELKOM5")).applied).toBe(true);
    expect((await cart.applyCode("SLAAP10")).applied).toBe(false);
    expect((await cart.applyCode("WELKOM5")).applied).toBe(true);
    await cart.removeCode("SLAAP10");
    expect((await cart.state()).code).toBe("WELKOM5");
    await cart.removeCode("WELKOM5");
    expect((await cart.state()).code).toBeNull();
  });

  it("an unknown line is reported, not invented", async () => {
    const cart = fresh();
    expect(await cart.setQuantity("nope", 2, 10, 100)).toEqual({ ok: false, reason: "line_not_found" });
    expect(await cart.remove("nope")).toEqual({ ok: false, reason: "line_not_found" });
    expect((await cart.state()).created_at).toBeNull();
  });
});
