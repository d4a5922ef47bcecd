import { beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "../../../../app/lib/api/types/cart";
import { CART_COOKIE } from "../../../../app/lib/constants";
import { CONFIGURATOR_MESSAGES as M } from "../../../../app/lib/configurator/messages";
import { seedConfigurators } from "../../../helpers/configurator";
import { browserGet, browserPost, decodeHtml, worker } from "../../../helpers/http";
import { BROWSER_UA, seedD1 } from "../../../helpers/seed";

/**
 * The configurator page server-rendered (ADR 021): the current step's options as a form,
 * the step rules in the URL, the no-JavaScript 'Volgende' and 'In winkelwagen'.
 */
beforeAll(async () => {
  await seedD1();
  await seedConfigurators();
});

const HOTEL = "/configurator/boxsprings/hotel-boxspring-set";

async function page(path: string): Promise<{ status: number; html: string }> {
  const res = await browserGet(path);
  return { status: res.status, html: decodeHtml(await res.text()) };
}

describe("the configurator page", () => {
  it("renders step 1 with its options as radios of a form, the step bar and the preview", async () => {
    const { status, html } = await page(`${HOTEL}/step-1/`);
    expect(status).toBe(200);
    expect(html).toContain("Stap 1 van 6: Maat");
    expect(html.match(/type="radio" name="opt-maat"/gu)).toHaveLength(3);
    expect(html).toContain('aria-label="Stappen van de configurator"');
    expect(html).toContain("/v1/catalog/configurator/hotel-boxspring-set/preview?config=10122");
    expect(html).toContain('action="/configurator/boxsprings/hotel-boxspring-set/step-2/"');
  });

  it("pre-selects the preset of the URL, wraps a step beyond the last to 1 and opens the default product without a slug", async () => {
    expect((await page(`${HOTEL}/step-2/?config=maat:770|kleur:774`)).html).toMatch(/name="opt-kleur" checked="" value="774"/u);
    expect((await page(`${HOTEL}/step-7/`)).html).toContain("Stap 1 van 6: Maat");
    const fallback = await page("/configurator/boxsprings/step-2/?config=maat:770");
    expect(fallback.html).toContain("Stap 2 van 6: Kleur");
    expect(fallback.html).toContain("Twentse Bedfabriek Elektrische Boxspring Delft");
    expect((await page("/configurator/")).html).toContain("Stap 1 van 6: Maat");
  });

  it("'Volgende' without a choice (no JavaScript) stays on the step with 'Selecteer optie / Kies eerst {step title}'", async () => {
    const { html } = await page(`${HOTEL}/step-3/?config=maat:770&from=2`);
    expect(html).toContain("Stap 2 van 6: Kleur");
    expect(html).toContain(`<strong>${M.selectOptionTitle}</strong> ${M.selectOptionText("Kleur")}`);
    const chosen = await page(`${HOTEL}/step-3/?config=maat:770&opt-kleur=774&from=2`);
    expect(chosen.html).toContain("Stap 3 van 6: Hotel hoofdbord");
  });

  it("an unknown category or product is a 404; a path without the trailing slash is redirected", async () => {
    expect((await page("/configurator/matrassen/")).status).toBe(404);
    expect((await page("/configurator/boxsprings/bestaat-niet/step-1/")).status).toBe(404);
    const res = await worker(`${HOTEL}/step-1`, { headers: { "User-Agent": BROWSER_UA } });
    expect([301, 308]).toContain(res.status);
    expect(res.headers.get("Location")).toMatch(/\/step-1\/$/u);
  });

  it("'In winkelwagen' without JavaScript puts a complete configuration in the cart and goes there; an incomplete one is refused", async () => {
    const post = (config: string) => browserPost(`${HOTEL}/step-6/`, { config }, { ip: "192.0.2.86" });
    const incomplete = await post("maat:770|kleur:774");
    expect(incomplete.status).toBe(200);
    expect(decodeHtml(await incomplete.text())).toContain(`<strong>${M.incompleteTitle}</strong> ${M.incompleteText}`);
    expect(incomplete.headers.get("Set-Cookie") ?? "").not.toContain(CART_COOKIE);

    const done = await post("maat:770|kleur:774|hoofdbord:9000103|matras:9000202|topper:9000301|poten:9000402");
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/cart/");
    const cart = done.headers.get("Set-Cookie")!.match(new RegExp(`${CART_COOKIE}=([0-9a-f]{64})`, "u"))![1]!;
    const read = await worker("/v1/cart", { headers: { Cookie: `${CART_COOKIE}=${cart}` } });
    const items = ((await read.json()) as { data: Cart }).data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ variant_id: 1118, quantity: 1, configuration: { category: "Boxspring kopen" } });
    expect(items[0]!.options).toContainEqual({ title: "Poten", value: "Houten blokpoten" });
  });
});
