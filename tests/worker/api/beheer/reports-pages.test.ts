/**
 * The Rapportages pages through the whole Worker (docs/decisions/044): the index with the CSV downloads of a
 * period and the ZIP form, the VAT overview of a quarter with its figures and the OSS threshold explained, a
 * bad period or quarter answered in Dutch, and both refused to a medewerker inside the back office.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKS_MESSAGES as M } from "../../../../app/lib/beheer/messages/books";
import { formatEuro } from "../../../../app/lib/format";
import { BROWSER_UA } from "../../../helpers/seed";
import { worker } from "../../../helpers/http";
import { staffSession } from "../../../helpers/staff";
import { seedPaidOrder } from "../../../helpers/books";

const page = async (path: string, role: "eigenaar" | "medewerker" = "eigenaar") => {
  const { headers } = await staffSession(role);
  return worker(path, { headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" } });
};

/** Text as React renders it (entities of quotes and ampersands decoded). */
const text = async (res: Response) => (await res.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

beforeAll(async () => {
  await seedPaidOrder({ number: "KJD3200001", country: "NL", scheme: "domestic", quantity: 1, unit: 12_100, paidOn: "2031-04-02" });
  await seedPaidOrder({ number: "KJD3200002", country: "BE", company: { name: "Slaapwel BV", vat: "BE0123456749" }, scheme: "reverse_charge", quantity: 1, unit: 121_000, paidOn: "2031-04-03" });
  await seedPaidOrder({ number: "KJD3200003", country: "BE", scheme: "domestic", quantity: 1, unit: 1_331_000, paidOn: "2031-05-01" });
  await seedPaidOrder({ number: "KJD3200004", country: "BE", scheme: "oss", quantity: 1, unit: 24_200, paidOn: "2031-05-02" });
});

describe("/beheer/rapportages/", () => {
  it("links the CSV downloads of the chosen period, the ZIP form and the VAT overview", async () => {
    const res = await page("/beheer/rapportages/?van=2031-04-01&tot=2031-06-30");
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain(`<h1>${M.title}</h1>`);
    for (const file of ["orders.csv", "invoices.csv", "credit-notes.csv"]) expect(html).toContain(`href="/beheer/api/reports/${file}?van=2031-04-01&tot=2031-06-30"`);
    expect(html).toContain('action="/beheer/rapportages/documenten.zip"');
    expect(html).toMatch(/name="van"[^>]*type="date"|type="date"[^>]*name="van"/u);
    expect(html).toContain('href="/beheer/rapportages/btw/?jaar=');
  });

  it("a period that does not exist is answered in Dutch, without downloads", async () => {
    const html = await text(await page("/beheer/rapportages/?van=2031-06-30&tot=2031-04-01"));
    expect(html).toContain(M.toBeforeFrom);
    expect(html).not.toContain("/beheer/api/reports/invoices.csv");
  });
});

describe("/beheer/rapportages/btw/", () => {
  it("shows the quarter's Dutch VAT per rubric, the ICP per VAT number and the OSS with its threshold", async () => {
    const res = await page("/beheer/rapportages/btw/?jaar=2031&kwartaal=2");
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain(M.rubricLabel("1a", 21));
    // 100,00 (NL) + 11 000,00 (BE consumer up to the threshold, Dutch VAT).
    expect(html).toContain(formatEuro(1_110_000));
    expect(html).toContain(formatEuro(233_100));
    expect(html).toContain("BE0123456749");
    expect(html).toContain(formatEuro(100_000));
    expect(html).toContain(M.ossExplain);
    expect(html).toContain(M.thresholdPassed);
    expect(html).toContain(formatEuro(1_120_000));
    expect(html).toContain("België 21%");
    expect(html).toContain(formatEuro(4_200));
    expect(html).toContain(M.noGaps);
  });

  it("a quarter that does not exist is answered in Dutch", async () => {
    const html = await text(await page("/beheer/rapportages/btw/?jaar=2031&kwartaal=7"));
    expect(html).toContain(M.invalidQuarter);
  });
});

describe("owner only", () => {
  it.each(["/beheer/rapportages/", "/beheer/rapportages/btw/"])("%s answers a medewerker 403 in Dutch, inside the back office", async (path) => {
    const res = await page(path, "medewerker");
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Dit mag je rol niet.");
    expect(html).toContain('aria-label="Beheer"');
    expect(html).not.toContain(M.ossExplain);
  });
});
