/**
 * The invoice and credit note PDFs of a period as one ZIP (docs/decisions/043): the owner downloads it, the
 * entries are the shop's own PDFs under their numbers with valid CRCs (read back by a separate reader),
 * a bad period is a Dutch 400 per field, an empty one a Dutch 404, a medewerker gets 403; the page route streams it or sends the
 * period back to the dashboard's form, which says why.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCart } from "../../../helpers/cart";
import { pdfText } from "../../../helpers/pdf-text";
import { key, paidOrder } from "../../../helpers/refunds";
import { beheerFetch } from "../../../helpers/staff";
import { unzip } from "../../../helpers/unzip";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(new Date());
const json = async (res: Response) => (await res.json()) as { data?: unknown; error?: { code: string; message: string; fields?: Record<string, string> } };

let invoices: string[] = [];
let creditNote = "";

beforeAll(async () => {
  await seedCart();
  const a = await paidOrder();
  const b = await paidOrder();
  const refund = await beheerFetch(`/beheer/api/refunds/${b.number}`, { method: "POST", body: JSON.stringify({ idempotency_key: key(), full: true, reason: "Herroeping" }) });
  expect(refund.status).toBe(201);
  const rows = await env.DB.prepare("SELECT i.number FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number IN (?1, ?2) ORDER BY i.number").bind(a.number, b.number).all<{ number: string }>();
  invoices = rows.results.map((r) => r.number);
  creditNote = (await env.DB.prepare("SELECT number FROM credit_notes LIMIT 1").first<{ number: string }>())!.number;
});

describe("GET /beheer/api/documents/zip", () => {
  it("answers the period's invoices and credit notes as PDFs in one ZIP, private and never cached", async () => {
    const res = await beheerFetch(`/beheer/api/documents/zip?van=${today}&tot=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toBe(`attachment; filename="documenten-${today}-${today}.zip"`);
    const entries = unzip(new Uint8Array(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([...invoices.map((n) => `factuur-${n}.pdf`), `creditnota-${creditNote}.pdf`]);
    expect(creditNote).toMatch(/^C\d{4}-\d{6}$/u);
    for (const e of entries) {
      expect(e.crcValid, e.name).toBe(true);
      expect(new TextDecoder().decode(e.data.subarray(0, 5))).toBe("%PDF-");
    }
    const invoice = (await pdfText(entries[0]!.data)).text;
    expect(invoice).toContain("Factuur");
    expect(invoice).toContain(invoices[0]);
    const credit = (await pdfText(entries[2]!.data)).text;
    expect(credit).toContain("Creditnota");
    expect(credit).toContain(creditNote);
  });

  it.each([
    ["van=2026-02-30&tot=2026-03-01", "van", "Deze datum bestaat niet."],
    ["van=morgen&tot=2026-03-01", "van", "Vul een datum in als jjjj-mm-dd."],
    ["van=2026-03-02&tot=2026-03-01", "tot", "De einddatum ligt voor de begindatum."],
    ["van=2025-01-01&tot=2026-01-02", "tot", "Kies een periode van hooguit 366 dagen."],
    ["tot=2026-01-02", "van", "Vul een begin- en einddatum in."],
  ])("refuses %s in Dutch per field", async (query, field, message) => {
    const res = await beheerFetch(`/beheer/api/documents/zip?${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).error?.fields?.[field]).toBe(message);
  });

  it("a whole leap year is allowed; an empty period is a Dutch 404, not an empty ZIP", async () => {
    const res = await beheerFetch("/beheer/api/documents/zip?van=2020-01-01&tot=2020-12-31");
    expect(res.status).toBe(404);
    expect((await json(res)).error).toEqual({ code: "no_documents", message: "Er zijn geen facturen of creditnota's in deze periode." });
  });

  it("is the owner's: a medewerker gets 403 on the ZIP and the count", async () => {
    expect((await beheerFetch(`/beheer/api/documents/zip?van=${today}&tot=${today}`, {}, "medewerker")).status).toBe(403);
    expect((await beheerFetch(`/beheer/api/documents?van=${today}&tot=${today}`, {}, "medewerker")).status).toBe(403);
  });

  it("a download writes no audit row (a read of the books)", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first<{ n: number }>();
    await (await beheerFetch(`/beheer/api/documents/zip?van=${today}&tot=${today}`)).arrayBuffer();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first<{ n: number }>()).toEqual(before);
  });
});

describe("/beheer/rapportages/documenten.zip (the page route)", () => {
  it("streams the ZIP to the owner", async () => {
    const res = await beheerFetch(`/beheer/rapportages/documenten.zip?van=${today}&tot=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(unzip(new Uint8Array(await res.arrayBuffer()))).toHaveLength(3);
  });

  it("refuses a medewerker with 403", async () => {
    const res = await beheerFetch(`/beheer/rapportages/documenten.zip?van=${today}&tot=${today}`, {}, "medewerker");
    expect(res.status).toBe(403);
    expect(res.headers.get("Content-Type")).not.toBe("application/zip");
  });

  it("sends a refused period back to the dashboard's form, which says why per field", async () => {
    const res = await beheerFetch("/beheer/rapportages/documenten.zip?van=2026-03-02&tot=2026-03-01");
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/beheer/?van=2026-03-02&tot=2026-03-01#documenten");
    const html = await (await beheerFetch("/beheer/?van=2026-03-02&tot=2026-03-01", { headers: { Accept: "text/html" } })).text();
    expect(html).toContain("De einddatum ligt voor de begindatum.");
    expect(html).toMatch(/id="documenten-tot"[^>]*aria-invalid="true"/u);
    const empty = await (await beheerFetch("/beheer/?van=2020-01-01&tot=2020-01-31", { headers: { Accept: "text/html" } })).text();
    expect(empty).toContain("Er zijn geen facturen of creditnota&#x27;s in deze periode.");
  });
});
