/**
 * The accountant's exports and the VAT overview (/beheer/api/reports, docs/decisions/044) over orders, invoices
 * and credit notes seeded at controlled dates in 2031's first two quarters: an NL consumer, an NL business, a BE
 * business with reverse charge, BE consumers below and above the One-Stop-Shop threshold, and credit notes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { BeheerVatOverview } from "../../../../app/lib/beheer/types/books";
import { BOOKS_MESSAGES as M } from "../../../../app/lib/beheer/messages/books";
import { DOCUMENT_HEADER, ORDER_HEADER } from "../../../../worker/domain/books/csv";
import { beheerFetch } from "../../../helpers/staff";
import { csvRows, seedCreditNote, seedPaidOrder } from "../../../helpers/books";

const BE_VAT = "BE0123456749";
const col = (name: string) => DOCUMENT_HEADER.indexOf(name);

beforeAll(async () => {
  // Q1 2031
  const a = await seedPaidOrder({ number: "KJD3100001", country: "NL", scheme: "domestic", quantity: 2, unit: 6_050, paidOn: "2031-01-15" });
  await seedPaidOrder({ number: "KJD3100002", country: "NL", company: { name: "Bedden BV", vat: "NL123456789B01" }, scheme: "domestic", quantity: 1, unit: 24_200, paidOn: "2031-02-10" });
  const c = await seedPaidOrder({ number: "KJD3100003", country: "BE", company: { name: "Slaapwel BV", vat: BE_VAT }, scheme: "reverse_charge", quantity: 1, unit: 121_000, paidOn: "2031-03-05" });
  await seedPaidOrder({ number: "KJD3100004", country: "BE", scheme: "domestic", quantity: 1, unit: 60_500, paidOn: "2031-03-20" });
  // Q2 2031: a BE consumer that brings the year to exactly EUR 10 000 (still Dutch VAT), then one above it.
  await seedPaidOrder({ number: "KJD3100005", country: "BE", scheme: "domestic", quantity: 1, unit: 1_149_500, paidOn: "2031-04-10" });
  await seedPaidOrder({ number: "KJD3100006", country: "BE", scheme: "oss", quantity: 1, unit: 36_300, paidOn: "2031-05-05" });
  // Credit notes in Q2: half of A (Dutch VAT), all of the reverse-charged C.
  await seedCreditNote(a, 1, 6_050, "2031-04-20");
  await seedCreditNote(c, 1, 100_000, "2031-06-30");
});

async function csv(path: string): Promise<{ res: Response; rows: string[][] }> {
  const res = await beheerFetch(path);
  return { res, rows: csvRows(await res.arrayBuffer()) };
}

describe("CSV exports", () => {
  it("invoices of Q1: header, one row per invoice with net and VAT per rate, gap-free numbers", async () => {
    const { res, rows } = await csv("/beheer/api/reports/invoices.csv?van=2031-01-01&tot=2031-03-31");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="facturen-2031-01-01-tot-en-met-2031-03-31.csv"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const [header, ...body] = rows;
    expect(header).toEqual([...DOCUMENT_HEADER]);
    expect(body.map((r) => r[col("Nummer")])).toEqual(["2031-000001", "2031-000002", "2031-000003", "2031-000004"]);
    const get = (i: number, name: string) => body[i]![col(name)];
    // NL consumer: 121,00 incl. = 100,00 + 21,00.
    expect([get(0, "Soort"), get(0, "Datum"), get(0, "Land"), get(0, "Btw-regeling"), get(0, "Netto 21%"), get(0, "Btw 21%"), get(0, "Btw verlegd"), get(0, "Totaal")]).toEqual([
      "factuur", "15-01-2031", "NL", "Nederlandse btw", "100,00", "21,00", "nee", "121,00",
    ]);
    expect([get(1, "Klant"), get(1, "Btw-nummer"), get(1, "Netto 21%"), get(1, "Btw 21%"), get(1, "Totaal")]).toEqual(["Bedden BV", "NL123456789B01", "200,00", "42,00", "242,00"]);
    // BE business: intra-community supply at 0 %.
    expect([get(2, "Klant"), get(2, "Land"), get(2, "Btw-nummer"), get(2, "Btw-regeling"), get(2, "Btw-land"), get(2, "Netto 21%"), get(2, "Netto 0% (verlegd)"), get(2, "Btw verlegd"), get(2, "Totaal")]).toEqual([
      "Slaapwel BV", "BE", BE_VAT, "btw verlegd (ICP)", "", "0,00", "1000,00", "ja", "1000,00",
    ]);
    // BE consumer under the threshold: Dutch VAT.
    expect([get(3, "Land"), get(3, "Btw-land"), get(3, "Netto 21%"), get(3, "Btw 21%")]).toEqual(["BE", "NL", "500,00", "105,00"]);
  });

  it("the invoice numbers of a period's export have no gaps", async () => {
    const { rows } = await csv("/beheer/api/reports/invoices.csv?van=2031-01-01&tot=2031-06-30");
    const seqs = rows.slice(1).map((r) => Number(r[col("Nummer")]!.slice(5)));
    expect(seqs.length).toBe(6);
    seqs.forEach((s, i) => expect(s).toBe(seqs[0]! + i));
  });

  it("credit notes: negative amounts, referring to their invoice", async () => {
    const { rows } = await csv("/beheer/api/reports/credit-notes.csv?van=2031-04-01&tot=2031-06-30");
    const body = rows.slice(1);
    expect(body.map((r) => [r[col("Soort")], r[col("Nummer")], r[col("Factuurnummer")], r[col("Ordernummer")]])).toEqual([
      ["creditnota", "C2031-000001", "2031-000001", "KJD3100001"],
      ["creditnota", "C2031-000002", "2031-000003", "KJD3100003"],
    ]);
    expect([body[0]![col("Netto 21%")], body[0]![col("Btw 21%")], body[0]![col("Totaal")]]).toEqual(["-50,00", "-10,50", "-60,50"]);
    expect([body[1]![col("Netto 0% (verlegd)")], body[1]![col("Btw verlegd")], body[1]![col("Totaal")]]).toEqual(["-1000,00", "ja", "-1000,00"]);
  });

  it("orders: the paid orders of the period with what was refunded", async () => {
    const { rows } = await csv("/beheer/api/reports/orders.csv?van=2031-01-01&tot=2031-01-31");
    expect(rows[0]).toEqual([...ORDER_HEADER]);
    expect(rows.length).toBe(2);
    const row = rows[1]!;
    expect(row.slice(0, 4)).toEqual(["KJD3100001", "15-01-2031", "15-01-2031", "2031-000001"]);
    expect(row.slice(-3)).toEqual(["121,00", "60,50", "C2031-000001"]);
  });

  it("a bad period is refused in Dutch", async () => {
    for (const [q, message] of [
      ["van=2031-02-30&tot=2031-03-01", M.noSuchDate],
      ["van=2031-03-01&tot=2031-02-01", M.toBeforeFrom],
      ["van=2030-01-01&tot=2031-06-30", M.periodTooLong],
      ["van=1-1-2031&tot=2031-06-30", M.invalidDate],
      ["tot=2031-06-30", M.periodRequired],
    ] as const) {
      const res = await beheerFetch(`/beheer/api/reports/invoices.csv?${q}`);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, q).toBe(message);
    }
  });
});

async function overview(year: number, quarter: number): Promise<BeheerVatOverview> {
  const res = await beheerFetch(`/beheer/api/reports/vat?jaar=${year}&kwartaal=${quarter}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: BeheerVatOverview }).data;
}

describe("VAT overview per quarter", () => {
  it("Q1: Dutch VAT in 1a, the ICP per VAT number, the threshold not passed", async () => {
    const v = await overview(2031, 1);
    expect(v.domestic).toEqual([{ rate: 21, rubric: "1a", base: 80_000, vat: 16_800 }]);
    expect(v.domestic_vat).toBe(16_800);
    expect(v.icp).toEqual([{ vat_number: BE_VAT, customer: "Slaapwel BV", amount: 100_000 }]);
    expect(v.oss).toEqual([]);
    expect(v.distance_below_threshold).toBe(50_000);
    expect(v.threshold).toEqual({ limit: 1_000_000, previous_year: 0, current_year: 50_000, passed: false });
    expect(v.invoices).toEqual({ first: "2031-000001", last: "2031-000004", count: 4, gaps: [] });
  });

  it("Q2: credit notes lower their quarter, Belgian VAT above the threshold in the OSS", async () => {
    const v = await overview(2031, 2);
    // 9 500,00 + 1 995,00 (BE consumer, Dutch VAT) less the credit note of 50,00 + 10,50.
    expect(v.domestic).toEqual([{ rate: 21, rubric: "1a", base: 945_000, vat: 198_450 }]);
    expect(v.icp).toEqual([{ vat_number: BE_VAT, customer: "Slaapwel BV", amount: -100_000 }]);
    expect(v.oss).toEqual([{ rate: 21, base: 30_000, vat: 6_300 }]);
    expect(v.oss_vat).toBe(6_300);
    expect(v.threshold).toEqual({ limit: 1_000_000, previous_year: 0, current_year: 1_030_000, passed: true });
    expect(v.credit_notes).toEqual({ first: "C2031-000001", last: "C2031-000002", count: 2, gaps: [] });
  });

  it("the next year starts above the threshold because of the previous one", async () => {
    const v = await overview(2032, 1);
    expect(v.threshold).toEqual({ limit: 1_000_000, previous_year: 1_030_000, current_year: 0, passed: true });
  });

  it("a quarter that does not exist is refused in Dutch", async () => {
    const res = await beheerFetch("/beheer/api/reports/vat?jaar=2031&kwartaal=5");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(M.invalidQuarter);
  });
});

describe("permission reports", () => {
  it.each(["/beheer/api/reports/invoices.csv?van=2031-01-01&tot=2031-03-31", "/beheer/api/reports/orders.csv?van=2031-01-01&tot=2031-03-31", "/beheer/api/reports/credit-notes.csv?van=2031-01-01&tot=2031-03-31", "/beheer/api/reports/vat?jaar=2031&kwartaal=1"])(
    "a medewerker is refused %s",
    async (path) => {
      const res = await beheerFetch(path, {}, "medewerker");
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not_allowed");
    },
  );
});
