import { describe, expect, it } from "vitest";
import type { ConfiguratorData } from "../../../app/lib/api/types/configurator";
import { cartPayload } from "../../../app/lib/configurator/cart";
import { configSteps, defaultSelection } from "../../../app/lib/configurator/rules";
import { CONFIGURATOR_MESSAGES as M } from "../../../app/lib/configurator/messages";
import { buildCart, type VariantView } from "../../../worker/domain/cart/build";
import { checkConfiguredAdd } from "../../../worker/domain/configurator/add";
import { drawConfiguredBoxspring, lookOf } from "../../../worker/domain/configurator/drawing";
import { configuredLine } from "../../../worker/domain/configurator/line";
import { boxspringConfigurator, hotelBoxspringSet } from "../../../kv-seed/configurator/build";
import { catalogData } from "../../helpers/catalog";
import { configuratorFiles } from "../../helpers/configurator";

/** The hotel set as the API answers it, with the product figures of the seed (price 149995, 15 variants). */
function hotel(): ConfiguratorData {
  const stored = hotelBoxspringSet(configuratorFiles.hotel);
  const p = catalogData.products.find((x) => x.id === stored.product_id)!;
  return {
    id: p.id,
    code: stored.code,
    name: stored.name,
    title: p.title,
    slug: p.slug,
    url: `/${p.slug}.html`,
    category_id: 2,
    basePrice: 149995,
    fallbackImage: p.images[0]!.src,
    defaultConfig: stored.defaultConfig,
    steps: stored.steps,
    variants: p.variants.map((v) => ({ id: v.id, options: v.option_value_ids, available: v.stock > 0 })),
  };
}

describe("checkConfiguredAdd (price recomputation)", () => {
  const data = hotel();
  const steps = configSteps(data);
  const sel = { ...defaultSelection(data.defaultConfig, steps), maat: 770, hoofdbord: 9000104, topper: 9000303 };
  const payload = cartPayload(data, steps, sel)!;

  it("accepts the configuration priced as the server prices it and keeps the parts' surcharges apart from the variant", () => {
    const r = checkConfiguredAdd(data, payload.item_id, payload.custom);
    expect(payload.custom.price).toBe(149995 + 24000 + 19900 + 14900);
    expect(r).toEqual({
      ok: true,
      custom: {
        slug: "hotel-boxspring-set",
        boxconfig_id: "10122-770-775-9000104-9000201-9000303-9000401",
        special_price_incl: payload.custom.price,
        price: payload.custom.price,
        category: "Boxspring kopen",
        summary: "Maat: 180x200 (King size); Kleur: Lichtgrijs; Hoofdbord: Wingback hoofdbord; Matras: Pocketvering matras; Topper: Latex topper; Poten: Verzonken poten",
        image_url: payload.custom.image_url,
        // the size's 24000 is in the variant's price_delta; the parts add the rest
        extra: 19900 + 14900,
      },
    });
  });

  it("refuses a forged price (either field), one cent off too", () => {
    for (const forged of [{ price: payload.custom.price - 1 }, { special_price_incl: payload.custom.price + 1 }, { price: 0, special_price_incl: 0 }]) {
      expect(checkConfiguredAdd(data, payload.item_id, { ...payload.custom, ...forged })).toEqual({ ok: false, code: "configuration_price", message: M.priceChanged });
    }
  });

  it("refuses an incomplete or unreadable configuration and a variant that is not the chosen size and colour", () => {
    const id = payload.custom.boxconfig_id;
    for (const boxconfig_id of [id.split("-").slice(0, -1).join("-"), `${id}-9000402`, "10122", "10023-770-775", `${id}-x`]) {
      expect(checkConfiguredAdd(data, payload.item_id, { ...payload.custom, boxconfig_id })).toMatchObject({ ok: false, code: "configuration_incomplete", message: M.incomplete });
    }
    expect(checkConfiguredAdd(data, payload.item_id + 1, payload.custom)).toMatchObject({ ok: false, code: "configuration_variant" });
  });
});

describe("configured cart lines", () => {
  it("read back from the stored custom JSON; anything else is a normal line", () => {
    const custom = JSON.stringify({ boxconfig_id: "1-2", category: "Boxspring kopen", extra: 500, summary: "Maat: 160x200 (Queen size); Kleur: Beige" });
    expect(configuredLine(custom)).toEqual({ boxconfig_id: "1-2", category: "Boxspring kopen", extra: 500, options: [{ title: "Maat", value: "160x200 (Queen size)" }, { title: "Kleur", value: "Beige" }] });
    for (const other of ["", undefined, "{", JSON.stringify({ a: 1 }), JSON.stringify({ boxconfig_id: "1", extra: -1, summary: "" }), JSON.stringify({ boxconfig_id: "1", extra: 1.5, summary: "" })]) {
      expect(configuredLine(other)).toBeNull();
    }
  });

  it("cost the variant's price plus the parts' surcharges, show the parts and the category label", () => {
    const v: VariantView = {
      variant_id: 7, variant_sku: "S", price_delta: 1000, stock: 3, product_id: 1, slug: "b", title: "Boxspring B", type: "boxspring", base_price: 100000,
      available: 1, brand: "X", options: [{ title: "Maat", value: "160x200" }], thumbnail: null, categories: [{ id: 2, title: "Boxsprings" }], history: [],
    };
    const custom = JSON.stringify({ boxconfig_id: "1-2-3", category: "Boxspring kopen", extra: 2500, summary: "Maat: 160x200; Hoofdbord: Wingback" });
    const { cart } = buildCart({
      id: "c", createdAt: 1, updatedAt: 1, code: null, country: "NL", codeRule: null, campaigns: [], today: "2026-11-23",
      lines: [{ id: "l1", variant_id: 7, quantity: 1, price_at_add: 103500, custom }, { id: "l2", variant_id: 7, quantity: 2, price_at_add: 101000, custom: "" }],
      variants: new Map([[7, v]]),
    });
    const [configured, normal] = cart.items;
    expect(configured).toMatchObject({ price: { price: 103500 }, options: [{ title: "Maat", value: "160x200" }, { title: "Hoofdbord", value: "Wingback" }], categories: [{ name: "Boxspring kopen" }], configuration: { boxconfig_id: "1-2-3", category: "Boxspring kopen" }, notice: null });
    expect(normal).toMatchObject({ price: { price: 101000 }, options: v.options, categories: [{ name: "Boxsprings" }] });
    expect(normal!.configuration).toBeUndefined();
    expect(cart.totals.sub_total).toBe(103500 + 2 * 101000);
  });
});

describe("the seeded configurators", () => {
  it("every boxspring of the catalogue has one; its default preview is 160x200 when the product has that size", () => {
    const boxsprings = catalogData.products.filter((p) => p.main_category === "boxsprings");
    expect(boxsprings.length).toBeGreaterThan(20);
    for (const p of boxsprings) {
      const c = boxspringConfigurator(p, configuratorFiles.parts)!;
      expect(c.code).toBe(p.slug);
      const steps = configSteps({ steps: c.steps });
      const preview = defaultSelection(c.defaultConfig, steps);
      const size = p.options[0]!.values.find((v) => v.id === preview.maat)!;
      expect(Object.keys(preview)).toHaveLength(6);
      if (p.options[0]!.values.some((v) => v.title.startsWith("160x200"))) expect(size.title).toMatch(/^160x200/u);
    }
  });
});

describe("the embedded drawing", () => {
  it("reads the image ids of a reference id and draws each choice differently", () => {
    const ref = "x_180x200_9a5b2e_hb-wingback_mt-latex_tp-traagschuim_pt-chroom.pfs";
    expect(lookOf(ref)).toEqual({ width: 180, hex: "9a5b2e", headboard: "wingback", mattress: "latex", topper: "traagschuim", legs: "chroom" });
    expect(lookOf("x_weird_<svg>.jpg")).toEqual(lookOf("x.jpg")); // unknown ids: the default look
    const base = drawConfiguredBoxspring(lookOf(ref));
    for (const other of ["x_140x200_9a5b2e_hb-wingback_mt-latex_tp-traagschuim_pt-chroom", "x_180x200_1f5e63_hb-wingback_mt-latex_tp-traagschuim_pt-chroom", "x_180x200_9a5b2e_hb-strak_mt-latex_tp-traagschuim_pt-chroom", "x_180x200_9a5b2e_hb-wingback_mt-pocket_tp-traagschuim_pt-chroom", "x_180x200_9a5b2e_hb-wingback_mt-latex_tp-latex_pt-chroom", "x_180x200_9a5b2e_hb-wingback_mt-latex_tp-traagschuim_pt-hout"]) {
      expect(drawConfiguredBoxspring(lookOf(other))).not.toBe(base);
    }
    expect(base).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="600"/u);
    expect(base).not.toMatch(/<script|href|<text/u);
    expect(base.length).toBeLessThan(4096);
  });
});
