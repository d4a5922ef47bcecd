/**
 * The order freezes the tax module's verdict (app/kernel/tax.ts, docs/decisions/044): a Belgian consumer pays
 * Dutch VAT while the year's distance sales stay within EUR 10 000, Belgian VAT (OSS) once D1's figures pass it;
 * a Belgian company with a valid number stays reverse charged, a Dutch shopper stays Dutch.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { placeOrder } from "../../../helpers/orders";
import { seedPaidOrder } from "../../../helpers/books";

beforeAll(seedCart);

async function schemeOf(number: string) {
  return env.DB.prepare("SELECT vat_scheme, reverse_charge, vat_total, grand_total FROM orders WHERE number = ?1").bind(number).first<{ vat_scheme: string; reverse_charge: number; vat_total: number; grand_total: number }>();
}

const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());

describe("the VAT scheme of a new order", () => {
  it("NL consumer and BE business: Dutch VAT and reverse charge", async () => {
    const nl = await placeOrder(new Visitor(), { outcome: "open" });
    expect((await schemeOf(nl.number))?.vat_scheme).toBe("domestic");
    const be = await placeOrder(new Visitor(), { belgianCompany: true, outcome: "open" });
    expect(await schemeOf(be.number)).toMatchObject({ vat_scheme: "reverse_charge", reverse_charge: 1, vat_total: 0 });
  });

  it("a BE consumer: Dutch VAT under the threshold, Belgian VAT (OSS) once the year's sales pass it", async () => {
    const under = await placeOrder(new Visitor(), { belgianConsumer: true, outcome: "open" });
    const first = (await schemeOf(under.number))!;
    expect(first.vat_scheme).toBe("domestic");
    // A paid distance sale of EUR 10 000 excl. VAT this year: the next sale goes over the threshold.
    await seedPaidOrder({ number: "KJD9900001", country: "BE", scheme: "domestic", quantity: 1, unit: 1_210_000, paidOn: today() });
    const over = await placeOrder(new Visitor(), { belgianConsumer: true, outcome: "open" });
    const second = (await schemeOf(over.number))!;
    expect(second.vat_scheme).toBe("oss");
    // Belgium's standard rate is 21 % too: the shopper pays the same, the VAT goes to the OSS return.
    expect([second.grand_total, second.vat_total]).toEqual([first.grand_total, first.vat_total]);
    const lines = await env.DB.prepare("SELECT vat_rate FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.number = ?1").bind(over.number).all<{ vat_rate: number }>();
    expect(lines.results.map((l) => l.vat_rate)).toEqual([21]);
  });

  it("a NL consumer stays Dutch while the threshold is passed", async () => {
    const nl = await placeOrder(new Visitor(), { outcome: "open" });
    expect((await schemeOf(nl.number))?.vat_scheme).toBe("domestic");
  });
});
