import { beforeAll, describe, expect, it } from "vitest";
import { FREE_SHIPPING_THRESHOLD, SHIPPING_COSTS } from "../../app/kernel/shipping";
import { formatEuro } from "../../app/lib/format";
import { fillFigures, SHOP_FIGURES } from "../../kv-seed/content/figures";
import faqJson from "../../kv-seed/content/service/veelgestelde-vragen.json";
import { json, seedCatalog } from "../helpers/catalog";
import { seedD1 } from "../helpers/seed";
import { worker } from "../helpers/http";

/** Shipping figures from one source (ADR 011): the cart's constants, stated by the seeded content. */
const freeFrom = formatEuro(FREE_SHIPPING_THRESHOLD).replace(/,00$/u, "");
const nl = formatEuro(SHIPPING_COSTS.NL);
const be = formatEuro(SHIPPING_COSTS.BE);

async function servicePageText(slug: string): Promise<string> {
  const res = await worker(`/v1/content/service-page/${slug}`);
  expect(res.status).toBe(200);
  return JSON.stringify((await json<{ data: unknown }>(res)).data);
}

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
});

describe("shipping figures in the seeded content", () => {
  it("are the constants' amounts", () => {
    expect(SHOP_FIGURES).toEqual({ gratis_vanaf: freeFrom, verzendkosten_nl: nl, verzendkosten_be: be });
    expect([freeFrom, nl, be]).toEqual(["€ 50", "€ 4,95", "€ 5,95"]);
  });

  it("bestellen-leveren states the free-delivery threshold and both fees, with no placeholder left", async () => {
    const text = await servicePageText("bestellen-leveren");
    expect(text).toContain(`Bestellingen vanaf ${freeFrom}: gratis bezorging in Nederland en België`);
    expect(text).toContain(`Bestellingen tot ${freeFrom} in Nederland: ${nl}`);
    expect(text).toContain(`Bestellingen tot ${freeFrom} in België: ${be}`);
    expect(text).not.toContain("{{");
  });

  it("veelgestelde-vragen states the same amounts; the file itself only names them", async () => {
    const text = await servicePageText("veelgestelde-vragen");
    expect(text).toContain(`betaal je ${nl} in Nederland en ${be} in België`);
    expect(text).not.toContain("{{");
    expect(JSON.stringify(faqJson)).toContain("{{verzendkosten_nl}}");
    expect(JSON.stringify(faqJson)).not.toContain(nl);
  });

  it("the usp slider's free-delivery text follows the threshold", async () => {
    const res = await worker("/v1/content/usps");
    expect(JSON.stringify(await res.json())).toContain(`vanaf ${freeFrom}`);
  });

  it("an unknown placeholder is refused, not stored as text", () => {
    expect(() => fillFigures({ text: "Gratis vanaf {{gratis_vanf}}" })).toThrow(/unknown placeholder/u);
  });
});
