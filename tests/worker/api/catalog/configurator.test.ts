import { beforeAll, describe, expect, it } from "vitest";
import type { ConfiguratorData } from "../../../../app/lib/api/types/configurator";
import type { Cart, CartWriteResult } from "../../../../app/lib/api/types/cart";
import { cartPayload } from "../../../../app/lib/configurator/cart";
import { configSteps, defaultSelection, totalPrice, variantId, type Selection } from "../../../../app/lib/configurator/rules";
import { CONFIGURATOR_CATEGORY_LABEL } from "../../../../app/lib/configurator/constants";
import { CONFIGURATOR_MESSAGES } from "../../../../app/lib/configurator/messages";
import { registerAndLogin, Visitor } from "../../../helpers/account";
import { Shopper } from "../../../helpers/cart";
import { json, seedProduct, type ApiErrorBody } from "../../../helpers/catalog";
import { seedConfigurators } from "../../../helpers/configurator";
import { worker } from "../../../helpers/http";
import { seedD1 } from "../../../helpers/seed";

beforeAll(async () => {
  await seedD1();
  await seedConfigurators();
});

async function configurator(key: string): Promise<ConfiguratorData> {
  const res = await worker(`/v1/catalog/configurator/${key}`);
  expect(res.status).toBe(200);
  return (await json<{ data: ConfiguratorData }>(res)).data;
}

/** A complete selection: the default configuration with these choices over it. */
function complete(data: ConfiguratorData, over: Record<string, number> = {}): Selection {
  return { ...defaultSelection(data.defaultConfig, configSteps(data)), ...over };
}

describe("GET /v1/catalog/configurator/{id}", () => {
  it("answers the data of section 3 for a boxspring of the catalogue, by slug or product id", async () => {
    const p = seedProduct(10023);
    const data = await configurator(p.slug);
    expect(data).toMatchObject({ id: 10023, code: p.slug, name: p.slug, slug: p.slug, url: `/${p.slug}.html`, category_id: 2, fallbackImage: p.images[0]!.src });
    expect(data.basePrice).toBe(p.price_history.reduce((a, b) => (b.days_ago < a.days_ago ? b : a)).price);
    expect(data.steps.map((s) => [s.order, s.title, s.type, s.property, s.multiProperties])).toEqual([
      [1, "Maat", "tile", "maat", false],
      [2, "Kleur", "tile", "kleur", false],
      [3, "Hoofdbord", "tile", "hoofdbord", false],
      [4, "Matras en topper", "buttons", "matras", true],
      [5, "Poten", "buttons", "poten", false],
    ]);
    const option = data.steps[2]!.properties[0]!.options[1]!;
    expect(Object.keys(option).sort()).toEqual(["btnId", "btnSubText", "btnText", "extra", "id", "imageId", "label", "text", "xpoId", "xpoVarId"]);
    expect(option.extra).toBe(14900);
    // Size options are the product's own option values: size + colour name a catalogue variant.
    expect(data.steps[0]!.properties[0]!.options.map((o) => o.id)).toEqual(p.options[0]!.values.map((v) => v.id));
    expect(data.variants).toHaveLength(p.variants.length);
    expect((await configurator("10023")).code).toBe(p.slug);
    // defaultConfig: dash separated, after two dropped parts the 160x200 option (default preview 160x200)
    const parts = data.defaultConfig.split("-");
    expect(Number(parts[2])).toBe(p.options[0]!.values.find((v) => v.title.startsWith("160x200"))!.id);
  });

  it("every size and colour surcharge adds up to the catalogue variant's price", async () => {
    const p = seedProduct(10067);
    const data = await configurator(p.slug);
    const steps = configSteps(data);
    for (const v of p.variants) {
      const [size, colour] = v.option_value_ids;
      const sel = complete(data, { maat: size!, kleur: colour! });
      const parts = steps.slice(2, -1).flatMap((s) => s.properties.map((prop) => prop.options.find((o) => o.id === sel[prop.property])!.extra));
      expect(totalPrice(data, steps, sel)).toBe(data.basePrice + v.price_delta + parts.reduce((a, b) => a + b, 0));
    }
  });

  it("serves the hotel boxspring set of the static JSON; its step without options is dropped by the rules", async () => {
    const data = await configurator("hotel-boxspring-set");
    expect(data.id).toBe(10122);
    expect(data.steps.map((s) => s.title)).toContain("Opbergruimte");
    expect(configSteps(data).map((s) => s.title)).toEqual(["Maat", "Kleur", "Hotel hoofdbord", "Matras en topper", "Poten", "Overzicht"]);
  });

  it("an unknown or malformed id is a Dutch 404", async () => {
    for (const key of ["bestaat-niet", "Hotel<script>", String(seedProduct(10023).id + 999999)]) {
      const res = await worker(`/v1/catalog/configurator/${encodeURIComponent(key)}`);
      expect(res.status).toBe(404);
      expect((await json<ApiErrorBody>(res)).error.message).toBe(CONFIGURATOR_MESSAGES.notFound);
    }
  });
});

describe("GET /v1/catalog/configurator/{id}/preview (embedded drawing)", () => {
  it("draws the configured boxspring: another choice, another image", async () => {
    const data = await configurator("hotel-boxspring-set");
    const steps = configSteps(data);
    const a = await worker(`/v1/catalog/configurator/hotel-boxspring-set/preview?config=${variantId(data.id, steps, complete(data))}`);
    const b = await worker(`/v1/catalog/configurator/hotel-boxspring-set/preview?config=${variantId(data.id, steps, complete(data, { kleur: 774, hoofdbord: 9000104 }))}`);
    expect(a.status).toBe(200);
    expect(a.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(a.headers.get("X-Render-Reference")).toBe("hotel-boxspring-set_160x200_d3d4d6_hb-panelen_mt-pocket_tp-koudschuim_pt-verzonken.pfs");
    expect(b.headers.get("X-Render-Reference")).toBe("hotel-boxspring-set_160x200_9a5b2e_hb-wingback_mt-pocket_tp-koudschuim_pt-verzonken.pfs");
    const [svgA, svgB] = [await a.text(), await b.text()];
    expect(svgA).toMatch(/^<svg /u);
    expect(svgA).not.toBe(svgB);
    expect(svgB).toContain("#9a5b2e");
    expect(svgA).not.toMatch(/<script|href=/u);
  });

  it("a configuration that does not read shows the default preview (160x200)", async () => {
    const res = await worker("/v1/catalog/configurator/hotel-boxspring-set/preview?config=nonsense");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Render-Reference")).toContain("_160x200_");
    await res.arrayBuffer();
  });
});

describe("POST /v1/cart/item with a configured boxspring", () => {
  async function hotelPayload(over: Record<string, number> = {}) {
    const data = await configurator("hotel-boxspring-set");
    const payload = cartPayload(data, configSteps(data), complete(data, over))!;
    expect(payload).not.toBeNull();
    return { data, payload };
  }

  it("adds one piece priced from D1 (variant + surcharges) with its summary and the category label", async () => {
    const { data, payload } = await hotelPayload({ maat: 770, kleur: 774, hoofdbord: 9000104, matras: 9000203, poten: 9000403 });
    const shopper = new Shopper();
    const r = await shopper.call<{ data: CartWriteResult }>("POST", "/v1/cart/item", { ...payload, quantity: 5 });
    expect(r.status).toBe(200);
    const line = r.body.data.line!;
    expect(line.variant_id).toBe(1118); // 180x200 Cognac of product 10122
    expect(line.quantity).toBe(1);
    expect(line.price.price).toBe(totalPrice(data, configSteps(data), complete(data, { maat: 770, kleur: 774, hoofdbord: 9000104, matras: 9000203, poten: 9000403 })));
    expect(line.price.price).toBe(payload.custom.price);
    expect(line.categories).toEqual([{ name: CONFIGURATOR_CATEGORY_LABEL }]);
    expect(line.configuration).toEqual({ boxconfig_id: payload.custom.boxconfig_id, category: "Boxspring kopen" });
    expect(line.options).toEqual([
      { title: "Maat", value: "180x200 (King size)" },
      { title: "Kleur", value: "Cognac" },
      { title: "Hoofdbord", value: "Wingback hoofdbord" },
      { title: "Matras", value: "Latex matras" },
      { title: "Topper", value: "Koudschuim topper" },
      { title: "Poten", value: "Zwarte metalen poten" },
    ]);
    expect(line.notice).toBeNull();
    // The same configuration again: still one line of one piece.
    const again = await shopper.call<{ data: CartWriteResult }>("POST", "/v1/cart/item", payload);
    expect(again.status).toBe(200);
    const cart: Cart = await shopper.get();
    expect(cart.items.map((l) => l.quantity)).toEqual([1]);
    expect(cart.totals.sub_total).toBe(payload.custom.price);
    // More than one piece of a configured line is refused.
    const more = await shopper.call<ApiErrorBody>("PUT", "/v1/cart/item", { id: line.id, quantity: 2 });
    expect(more.status).toBe(422);
    expect(more.body.error.message).toBe(CONFIGURATOR_MESSAGES.oneOnly);
  });

  it("a forged price is refused with a Dutch 422 and nothing is added", async () => {
    const { payload } = await hotelPayload();
    const shopper = new Shopper();
    for (const forged of [{ price: payload.custom.price - 10000, special_price_incl: payload.custom.price - 10000 }, { special_price_incl: 1 }, { price: 1 }]) {
      const r = await shopper.call<ApiErrorBody>("POST", "/v1/cart/item", { ...payload, custom: { ...payload.custom, ...forged } });
      expect(r.status).toBe(422);
      expect(r.body.error).toEqual({ code: "configuration_price", message: CONFIGURATOR_MESSAGES.priceChanged });
    }
    expect(shopper.cart).toBeNull();
  });

  it("an incomplete configuration, a variant that does not match or an unknown configurator is refused", async () => {
    const { data, payload } = await hotelPayload();
    const shopper = new Shopper();
    const withoutLegs = payload.custom.boxconfig_id.split("-").slice(0, -1).join("-");
    const cases: [Record<string, unknown>, string][] = [
      [{ ...payload, custom: { ...payload.custom, boxconfig_id: withoutLegs } }, "configuration_incomplete"],
      [{ ...payload, custom: { ...payload.custom, boxconfig_id: `${payload.custom.boxconfig_id}-9000402` } }, "configuration_incomplete"],
      [{ ...payload, custom: { ...payload.custom, boxconfig_id: "10023-160-165" } }, "configuration_incomplete"],
      [{ ...payload, item_id: data.variants.find((v) => v.id !== payload.item_id)!.id }, "configuration_variant"],
      [{ ...payload, custom: { ...payload.custom, slug: "bestaat-niet" } }, "configuration_not_found"],
      [{ ...payload, custom: { slug: payload.custom.slug } }, "configuration_invalid"],
    ];
    for (const [body, code] of cases) {
      const r = await shopper.call<ApiErrorBody>("POST", "/v1/cart/item", body);
      expect(r.status, code).toBe(422);
      expect(r.body.error.code).toBe(code);
      expect(r.body.error.message).toMatch(/[a-z]/u);
    }
    expect(shopper.cart).toBeNull();
  });

  it("custom data on a product that is not configured is refused", async () => {
    const { payload } = await hotelPayload();
    const mattress = seedProduct(10001).variants.find((v) => v.stock > 0)!;
    const r = await new Shopper().call<ApiErrorBody>("POST", "/v1/cart/item", { ...payload, item_id: mattress.id });
    expect(r.status).toBe(422);
    expect(r.body.error.code).toBe("configuration_variant");
  });

  it("a configured line stays one piece, at its own price, when a guest cart with it merges at login into a cart with it", async () => {
    const { payload } = await hotelPayload({ poten: 9000404 });
    const account = await registerAndLogin();
    const guest = new Visitor();
    for (const v of [account.visitor, guest]) {
      const r = await v.call<CartWriteResult>("POST", "/v1/cart/item", payload);
      expect(r.status).toBe(200);
    }
    expect((await guest.call("POST", "/v1/customer/login", { username: account.email, password: account.password })).status).toBe(200);
    const cart = (await guest.call<Cart>("GET", "/v1/cart")).body.data;
    expect(cart.items.map((l) => [l.quantity, l.price.price, l.notice])).toEqual([[1, payload.custom.price, null]]);
  });
});
