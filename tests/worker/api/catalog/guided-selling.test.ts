import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { CategoryListing } from "../../../../app/lib/api/types/catalog";
import type { Wizard } from "../../../../app/lib/api/types/wizard";
import { json, seedCatalog, type ApiErrorBody } from "../../../helpers/catalog";
import { worker } from "../../../helpers/http";
import wizards from "../../../../kv-seed/wizards/wizards.json";
import { checkWizards, wizardsSql, type SeedWizard } from "../../../../kv-seed/wizards/wizards-sql";

function post(body: unknown): Promise<Response> {
  return worker("/v1/catalog/guided-selling", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.50" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function wizard(body: unknown): Promise<Wizard> {
  const res = await post(body);
  const parsed = await json<{ data: Wizard }>(res);
  expect(res.status, JSON.stringify(parsed).slice(0, 300)).toBe(200);
  return parsed.data;
}

/** The category page's listing of a URL like /matrassen/maat:140x200/ (what the results page shows). */
async function listingOf(url: string): Promise<CategoryListing> {
  const res = await worker(`/v1/catalog/overview/category?path=${encodeURIComponent(url)}`);
  const body = await json<{ data: CategoryListing }>(res);
  expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
  return body.data;
}

async function categoryId(slug: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM categories WHERE slug = ?1").bind(slug).first<{ id: number }>();
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

beforeAll(async () => {
  await seedCatalog();
  await env.DB.batch(wizardsSql(wizards as SeedWizard[]).map((sql) => env.DB.prepare(sql)));
});

describe("POST /v1/catalog/guided-selling", () => {
  it("answers the mattress wizard's questions with the spec's fields, the category's count and its URL", async () => {
    const matrassen = await categoryId("matrassen");
    const w = await wizard({ code: "matrasadvies", category_id: matrassen });
    expect(w.code).toBe("matrasadvies");
    expect(w.category_id).toBe(matrassen);
    expect(w.questions.map((q) => q.question)).toEqual([
      "Wat is je slaaphouding?",
      "Wat is je lichaamsgewicht?",
      "Hoe lang ben je?",
      "Welke breedte zoek je?",
      "Welk type matras wil je?",
    ]);
    const q = w.questions[0]!;
    expect(Object.keys(q).sort()).toEqual(["answers", "explanation", "id", "is_multiselect", "is_skippable", "question"]);
    expect(Object.keys(q.answers[0]!).sort()).toEqual(["answer", "description", "id", "image", "url"]);
    expect(w.questions.map((x) => [x.is_skippable, x.is_multiselect])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [true, true],
    ]);
    expect(w.result_url).toBe("/matrassen/");
    expect(w.count).toBe((await listingOf("matrassen")).pagination.total);
  });

  it("answers about the sleeping position carry their picture (spec: answers[] with image); the others none", async () => {
    const w = await wizard({ code: "matrasadvies" });
    expect(w.questions[0]!.answers.map((a) => [a.answer, a.image])).toEqual([
      ["Op mijn rug", "/images/wizard/slaaphouding-rug.svg"],
      ["Op mijn zij", "/images/wizard/slaaphouding-zij.svg"],
      ["Op mijn buik", "/images/wizard/slaaphouding-buik.svg"],
      ["Wisselend", "/images/wizard/slaaphouding-wisselend.svg"],
    ]);
    expect(w.questions[1]!.answers.every((a) => a.image === null)).toBe(true);
    const quick = await wizard({ code: "kussen-snelkeuze" });
    expect(quick.questions[0]!.answers.map((a) => a.image)).toEqual(["/images/wizard/slaaphouding-rug.svg", "/images/wizard/slaaphouding-zij.svg", "/images/wizard/slaaphouding-buik.svg"]);
  });

  it("the seed refuses an answer picture outside the shop's /images/wizard/", () => {
    const withImage = (image: string) => [{ ...(wizards[0] as SeedWizard), questions: [{ ...(wizards[0] as SeedWizard).questions[0]!, answers: [{ id: 1, answer: "Op mijn rug", image }] }] }];
    for (const image of ["https://elders.example/x.svg", "/images/wizard/../../x.svg", "javascript:alert(1)", "/images/wizard/rug.gif"]) {
      expect(() => checkWizards(withImage(image)), image).toThrow(/image outside \/images\/wizard\//u);
    }
    expect(() => checkWizards(withImage("/images/wizard/slaaphouding-rug.svg"))).not.toThrow();
  });

  it("defaults to the wizard's own category", async () => {
    const w = await wizard({ code: "dekbedadvies" });
    expect(w.category_id).toBe(await categoryId("dekbed"));
    expect(w.result_url).toBe("/dekbed/");
  });

  it("turns weight and height into the advised firmness and counts exactly what the category page shows", async () => {
    const matrassen = await categoryId("matrassen");
    // 80 kg falls in the 80-120 band, 195 cm is over 190: Zacht (spec section 9).
    const w = await wizard({ code: "matrasadvies", category_id: matrassen, qs: { "102": 1022, "103": 1033 } });
    expect(w.result_url).toBe("/matrassen/hardheid:zacht/");
    const page = await listingOf(w.result_url);
    expect(w.count).toBe(page.pagination.total);
    expect(w.count).toBeGreaterThan(0);
  });

  it("counts a whole path through every seeded wizard as the category page does, and finds products", async () => {
    const paths: [string, string, Record<string, number | number[]>, string][] = [
      ["matrasadvies", "matrassen", { "101": 1012, "102": 1021, "103": 1032, "104": 1043, "105": [1051, 1053] }, "/matrassen/soort:pocketvering,traagschuim/maat:140x200/hardheid:zacht/"],
      ["matrasadvies", "matrassen", { "102": 1023, "103": 1031, "104": 1045 }, "/matrassen/maat:180x200,180x210,180x220/hardheid:stevig/"],
      ["dekbedadvies", "dekbed", { "301": 3012, "302": [3021, 3022], "303": 3033 }, "/dekbed/maat:200x200/warmteklasse:winterdekbed/vulling:dons,wol/"],
      ["kussenadvies", "hoofdkussen", { "501": 5012, "502": 5022, "504": 5041 }, "/hoofdkussen/maat:60x70/hardheid:medium/slaaphouding:zijslaper/"],
      ["matras-snelkeuze", "matrassen", { "201": 2014 }, "/matrassen/maat:160x200/"],
      ["dekbed-snelkeuze", "dekbed", { "401": 4013 }, "/dekbed/maat:200x200/"],
      ["kussen-snelkeuze", "hoofdkussen", { "601": 6011 }, "/hoofdkussen/slaaphouding:rugslaper/"],
    ];
    for (const [code, slug, qs, url] of paths) {
      const w = await wizard({ code, category_id: await categoryId(slug), qs });
      expect(w.result_url, code).toBe(url);
      const page = await listingOf(url);
      expect(w.count, url).toBe(page.pagination.total);
      expect(w.count, url).toBeGreaterThan(0);
    }
  });

  it("gives every answer the results URL of choosing it next (single select replaces, multi select adds)", async () => {
    const w = await wizard({ code: "matrasadvies", qs: { "104": 1043, "105": [1051] } });
    const width = w.questions.find((q) => q.id === 104)!;
    expect(width.answers.find((a) => a.id === 1044)!.url).toBe("/matrassen/soort:pocketvering/maat:160x200/");
    const type = w.questions.find((q) => q.id === 105)!;
    expect(type.answers.find((a) => a.id === 1054)!.url).toBe("/matrassen/soort:latex,pocketvering/maat:140x200/");
  });

  it("counts in a subcategory of the wizard's category", async () => {
    const pocket = await categoryId("matrassen/pocketvering");
    const w = await wizard({ code: "matrasadvies", category_id: pocket, qs: { "104": 1044 } });
    expect(w.result_url).toBe("/matrassen/pocketvering/maat:160x200/");
    expect(w.count).toBe((await listingOf(w.result_url)).pagination.total);
  });

  it("refuses bad input with a Dutch 4xx", async () => {
    const cases: [unknown, number, string, string][] = [
      ["{ code: ", 400, "", ""],
      [{}, 422, "invalid_input", "Geef de code van de keuzehulp op."],
      [{ code: "matrasadvies", category_id: "3" }, 422, "invalid_input", "Geef een geldig categorienummer op."],
      [{ code: "matrasadvies", qs: { abc: 1 } }, 422, "invalid_input", "De antwoorden (qs) moeten een lijst van vraag en antwoord zijn."],
      [{ code: "matrasadvies", qs: { "102": "1022" } }, 422, "invalid_input", "Een antwoord is een getal (het id van het antwoord)."],
      [{ code: "bestaat-niet" }, 404, "wizard_not_found", "Deze keuzehulp bestaat niet."],
      [{ code: "matrasadvies", category_id: await categoryId("dekbed") }, 404, "category_not_found", "Deze keuzehulp hoort niet bij deze categorie."],
      [{ code: "matrasadvies", category_id: 999999 }, 404, "category_not_found", "Deze keuzehulp hoort niet bij deze categorie."],
      [{ code: "matrasadvies", qs: { "999": 1 } }, 422, "invalid_answer", "Vraag 999 hoort niet bij deze keuzehulp."],
      [{ code: "matrasadvies", qs: { "102": 3011 } }, 422, "invalid_answer", "Antwoord 3011 hoort niet bij vraag 102."],
      [{ code: "matrasadvies", qs: { "102": [1021, 1022] } }, 422, "invalid_answer", "Bij vraag 102 kun je maar één antwoord kiezen."],
    ];
    for (const [body, status, code, message] of cases) {
      const res = await post(body);
      const err = await json<ApiErrorBody>(res);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (code) expect(err.error.code, JSON.stringify(body)).toBe(code);
      if (message) expect(err.error.message, JSON.stringify(body)).toBe(message);
    }
  });

  it("keeps the seed idempotent: seeding twice leaves one copy of every wizard", async () => {
    await env.DB.batch(wizardsSql(wizards as SeedWizard[]).map((sql) => env.DB.prepare(sql)));
    const row = await env.DB.prepare("SELECT (SELECT COUNT(*) FROM wizards) AS w, (SELECT COUNT(*) FROM wizard_answers) AS a").first<{ w: number; a: number }>();
    expect(row).toEqual({ w: 6, a: (wizards as SeedWizard[]).flatMap((x) => x.questions.flatMap((q) => q.answers)).length });
  });
});
