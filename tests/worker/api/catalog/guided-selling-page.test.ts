/**
 * The guided-selling entry points as the server renders them (ADR 020): the quick wizard's
 * answers are links to their results pages (they work without JavaScript), 4 show and the rest wait behind
 * 'Meer'; the wizard button is on the mattress, duvet and pillow pages and the home page, not elsewhere;
 * a category page without its wizard data still renders.
 */
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { setLogSink } from "../../../../app/lib/log";
import { seedCatalog } from "../../../helpers/catalog";
import { browserGet, section } from "../../../helpers/http";
import { clearKv } from "../../../helpers/kv";
import { seedD1 } from "../../../helpers/seed";
import wizards from "../../../../kv-seed/wizards/wizards.json";
import { wizardsSql, type SeedWizard } from "../../../../kv-seed/wizards/wizards-sql";

const decode = (s: string) => s.replace(/<!-- -->/gu, "").replace(/&amp;/gu, "&").replace(/&#x27;/gu, "'");

async function page(path: string) {
  const res = await browserGet(path);
  return { status: res.status, html: decode(await res.text()) };
}

const seedWizards = () => env.DB.batch(wizardsSql(wizards as SeedWizard[]).map((sql) => env.DB.prepare(sql)));

beforeAll(async () => {
  await seedCatalog();
  await seedD1();
  // The first render loads the server build: done here, so no test pays for it (2 busy cores are slow).
  await (await browserGet("/dekbedovertrek/")).text();
}, 60_000);

beforeEach(async () => {
  await seedD1();
  await seedWizards();
  await clearKv();
});

describe("quick wizard and wizard button on the server-rendered pages", () => {
  it("/dekbed/ lists the 7 sizes as links to their results, the last 3 in a closed 'Meer' disclosure", async () => {
    const { status, html } = await page("/dekbed/");
    expect(status).toBe(200);
    const quick = section(html, '<section class="quick-wizard"', "</section>");
    expect(quick).toContain("Welke maat zoek je?");
    const more = quick.indexOf('<details class="quick-wizard__more">');
    expect(more).toBeGreaterThan(0);
    const items = [...quick.matchAll(/<li><a href="([^"]+)"/gu)].map((m) => ({ hidden: (m.index ?? 0) > more, href: m[1] }));
    expect(items.map((i) => i.href)).toEqual([
      "/dekbed/maat:140x200/",
      "/dekbed/maat:140x220/",
      "/dekbed/maat:200x200/",
      "/dekbed/maat:200x220/",
      "/dekbed/maat:240x200/",
      "/dekbed/maat:240x220/",
      "/dekbed/maat:260x220/",
    ]);
    expect(items.map((i) => i.hidden)).toEqual([false, false, false, false, true, true, true]);
    // A closed disclosure (works without JavaScript) whose summary reads 'Meer'.
    expect(quick).toContain('<details class="quick-wizard__more"><summary class="link-button"><span class="quick-wizard__more-label">Meer</span>');
    expect(html).toMatch(/<button type="button" class="btn btn--ghost" aria-haspopup="dialog" data-wizard="dekbedadvies">Hulp bij kiezen<\/button>/u);
  });

  it("a second render takes the quick wizard and sub-navigation from the isolate's memo and shows the same as the first", async () => {
    // A session cookie passes the page cache by: both are renders.
    const render = async () => decode(await (await browserGet("/matrassen/", { session: "x" })).text());
    const first = await render();
    // Not asked again within the category policy's 60 s: a wizard gone from D1 in between still shows
    // (a real change of the wizards comes with a seed, which starts a new key space).
    await env.DB.prepare("DELETE FROM wizards WHERE code = 'matras-snelkeuze'").run();
    const second = await render();
    const parts = (html: string) => [section(html, '<section class="quick-wizard"', "</section>"), section(html, '<nav class="sub-navigation"', "</nav>")];
    const [quick, subNavigation] = parts(first);
    expect(quick).toContain("Welke breedte zoek je?");
    expect(subNavigation).toContain('href="/matrassen/pocketvering/"');
    expect(parts(second)).toEqual([quick, subNavigation]);
  });

  it("the pillow page's quick wizard shows each sleeping position's picture with its size, beside the answer's text", async () => {
    const quick = section((await page("/hoofdkussen/")).html, '<section class="quick-wizard"', "</section>");
    const images = [...quick.matchAll(/<a href="[^"]+" class="quick-wizard__answer" data-answer="\d+"><img class="quick-wizard__answer-image" src="([^"]+)" alt="" width="40" height="40"[^>]*\/><span class="quick-wizard__answer-title">([^<]+)</gu)];
    expect(images.map((m) => [m[2], m[1]])).toEqual([
      ["Op mijn rug", "/images/wizard/slaaphouding-rug.svg"],
      ["Op mijn zij", "/images/wizard/slaaphouding-zij.svg"],
      ["Op mijn buik", "/images/wizard/slaaphouding-buik.svg"],
    ]);
    // Answers without a picture (the mattress sizes) show none.
    expect(section((await page("/matrassen/")).html, '<section class="quick-wizard"', "</section>")).not.toContain("<img");
  });

  it("a subcategory's quick wizard links stay in the subcategory", async () => {
    const { html } = await page("/matrassen/pocketvering/");
    expect(section(html, '<section class="quick-wizard"', "</section>")).toContain('href="/matrassen/pocketvering/maat:160x200/"');
  });

  it("the home page has the 'Matrasadvies' button; a category without a wizard has neither", async () => {
    const home = await page("/");
    expect(home.html).toMatch(/data-wizard="matrasadvies">Matrasadvies<\/button>/u);
    const other = await page("/dekbedovertrek/");
    expect(other.status).toBe(200);
    // The markup, not the class name (the inline stylesheet in the head names it too).
    expect(other.html).not.toContain('<section class="quick-wizard"');
    expect(other.html).not.toContain("data-wizard=");
  });

  it("without its wizard data the category page still renders, logs it and shows the button only", async () => {
    await env.DB.prepare("DELETE FROM wizards WHERE code = 'kussen-snelkeuze'").run();
    const lines: string[] = [];
    onTestFinished(setLogSink((line) => lines.push(line)));
    const { status, html } = await page("/hoofdkussen/");
    expect(status).toBe(200);
    expect(html).not.toContain('<section class="quick-wizard"');
    expect(html).toContain('data-wizard="kussenadvies"');
    expect(lines.some((l) => l.includes("quick wizard not loaded"))).toBe(true);
  });
});
