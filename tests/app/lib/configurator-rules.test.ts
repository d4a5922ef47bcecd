import { describe, expect, it } from "vitest";
import type { ConfiguratorData, ConfiguratorOption, ConfiguratorStep } from "../../../app/lib/api/types/configurator";
import { cartPayload } from "../../../app/lib/configurator/cart";
import {
  canGoNext,
  catalogueVariant,
  circleClickable,
  configSteps,
  defaultSelection,
  isComplete,
  nextBlockedMessage,
  parsePreset,
  parseVariantId,
  presetOf,
  previewSelection,
  referenceId,
  renderKind,
  showStepBar,
  stepAnswered,
  stepNumber,
  totalPrice,
  userConfiguration,
  variantId,
} from "../../../app/lib/configurator/rules";
import { configuratorParams, selectionOfQuery, stepUrl } from "../../../app/lib/configurator/url";
import { CONFIGURATOR_MESSAGES as M } from "../../../app/lib/configurator/messages";

const opt = (id: number, label: string, extra = 0, imageId = `img-${id}`): ConfiguratorOption => ({
  id,
  btnText: label,
  btnSubText: "",
  btnId: `b${id}`,
  label,
  text: "",
  extra,
  imageId,
  xpoId: "",
  xpoVarId: "",
});

const step = (order: number, title: string, props: [string, ConfiguratorOption[]][], multi = false, type: ConfiguratorStep["type"] = "tile"): ConfiguratorStep => ({
  order,
  title,
  type,
  property: props[0]?.[0] ?? "x",
  multiProperties: multi,
  properties: props.map(([property, options]) => ({ property, title: property[0]!.toUpperCase() + property.slice(1), options })),
});

const data: ConfiguratorData = {
  id: 42,
  code: "boxspring-test",
  name: "Boxspring-Test",
  title: "Boxspring Test",
  slug: "boxspring-test",
  url: "/boxspring-test.html",
  category_id: 2,
  basePrice: 100000,
  fallbackImage: "/img/p/boxspring/e6d8c3/1.svg",
  defaultConfig: "bs-42-12-21-31-41-51",
  steps: [
    // out of order on purpose: the rules sort by order
    step(3, "Hoofdbord", [["hoofdbord", [opt(31, "Strak"), opt(32, "Gecapitonneerd", 14900, "hb-capitonne")]]]),
    step(1, "Maat", [["maat", [opt(11, "140x200", 0, "140x200"), opt(12, "160x200", 12000, "160x200")]]]),
    step(2, "Kleur", [["kleur", [opt(21, "Beige", 0, "e6d8c3"), opt(22, "Petrol", 0, "1f5e63")]]]),
    step(4, "Opbergruimte", [["opberg", []]], false, "buttons"),
    step(5, "Matras en topper", [["matras", [opt(41, "Pocket"), opt(42, "Latex", 34900)]], ["topper", [opt(51, "Koudschuim"), opt(52, "Latex", 14900)]]], true, "buttons"),
    step(6, "Leeg", [], false, "buttons"),
    step(7, "Oud overzicht", [], false, "summary"),
  ],
  variants: [
    { id: 901, options: [11, 21], available: true },
    { id: 902, options: [12, 21], available: true },
    { id: 903, options: [12, 22], available: false },
  ],
};

const steps = configSteps(data);
const all = { maat: 12, kleur: 22, hoofdbord: 32, matras: 42, topper: 51 };

describe("steps", () => {
  it("are 1..N sorted by order, without steps whose first property has no options, plus the summary step", () => {
    expect(steps.map((s) => s.title)).toEqual(["Maat", "Kleur", "Hoofdbord", "Matras en topper", "Overzicht"]);
    expect(steps.at(-1)).toMatchObject({ type: "summary", order: 5 });
  });

  it("the step bar shows with 2 or more configuration steps, not with fewer", () => {
    expect(showStepBar(steps)).toBe(true);
    expect(showStepBar(configSteps({ steps: data.steps.slice(0, 2) }))).toBe(true);
    expect(showStepBar(configSteps({ steps: data.steps.slice(0, 1) }))).toBe(false);
    expect(showStepBar(configSteps({ steps: [] }))).toBe(false);
  });

  it("a step number beyond the last (or not a step number) wraps to 1", () => {
    expect(stepNumber("step-1", 5)).toBe(1);
    expect(stepNumber("step-5", 5)).toBe(5);
    expect(stepNumber("step-6", 5)).toBe(1);
    expect(stepNumber("step-0", 5)).toBe(1);
    expect(stepNumber("3", 5)).toBe(3);
    expect(stepNumber("stap-2", 5)).toBe(1);
    expect(stepNumber(undefined, 5)).toBe(1);
  });
});

describe("Next and the progress circles", () => {
  it("Next only with a choice; on a multi-property step only when every property is chosen", () => {
    expect(canGoNext(steps[0]!, {})).toBe(false);
    expect(canGoNext(steps[0]!, { maat: 11 })).toBe(true);
    expect(canGoNext(steps[0]!, { maat: 99 })).toBe(false); // not an option of the step
    expect(canGoNext(steps[3]!, { matras: 41 })).toBe(false);
    expect(canGoNext(steps[3]!, { matras: 41, topper: 52 })).toBe(true);
    expect(canGoNext(steps[4]!, all)).toBe(false); // the summary is the last step
  });

  it("Next without a choice says 'Selecteer optie / Kies eerst {step title}'", () => {
    expect(nextBlockedMessage(steps[2]!, M)).toEqual({ title: "Selecteer optie", text: "Kies eerst Hoofdbord" });
  });

  it("a circle is clickable for an earlier step or a step with a selection, not for a later open step", () => {
    const sel = { maat: 11, hoofdbord: 31 };
    expect(circleClickable(steps, 0, 1, sel)).toBe(true);
    expect(circleClickable(steps, 0, 1, {})).toBe(true); // earlier
    expect(circleClickable(steps, 2, 1, sel)).toBe(true); // later, answered
    expect(circleClickable(steps, 3, 1, sel)).toBe(false); // later, open
    expect(circleClickable(steps, 4, 1, sel)).toBe(false); // summary: not complete
    expect(circleClickable(steps, 4, 1, all)).toBe(true);
    expect(circleClickable(steps, 9, 1, all)).toBe(false);
    expect(stepAnswered(steps[4]!, all, steps)).toBe(true);
  });
});

describe("the configuration", () => {
  it("is complete only when every part is chosen and no description is empty", () => {
    expect(isComplete(steps, all)).toBe(true);
    const { topper: _t, ...noTopper } = all;
    expect(isComplete(steps, noTopper)).toBe(false);
    expect(isComplete(steps, {})).toBe(false);
    const blank = configSteps({ steps: [step(1, "Maat", [["maat", [opt(11, "   ")]]])] });
    expect(isComplete(blank, { maat: 11 })).toBe(false);
  });

  it("adds the surcharges (extra) to basePrice", () => {
    expect(totalPrice(data, steps, {})).toBe(100000);
    expect(totalPrice(data, steps, all)).toBe(100000 + 12000 + 14900 + 34900);
    expect(userConfiguration(steps, all)).toMatchObject({ extra: 12000 + 14900 + 34900, description: "Maat: 160x200; Kleur: Petrol; Hoofdbord: Gecapitonneerd; Matras: Latex; Topper: Koudschuim" });
  });

  it("the variant id is the product id plus the chosen option ids joined by dashes, and reads back", () => {
    const reordered = { topper: 51, matras: 42, hoofdbord: 32, kleur: 22, maat: 12 };
    expect(variantId(42, steps, reordered)).toBe("42-12-22-32-42-51");
    expect(variantId(42, steps, {})).toBe("42");
    expect(parseVariantId("42-12-22-32-42-51", 42, steps)).toEqual(all);
    expect(parseVariantId("43-12-22", 42, steps)).toBeNull();
    expect(parseVariantId("42-12-99", 42, steps)).toBeNull();
    expect(parseVariantId("42-12-11", 42, steps)).toBeNull(); // two sizes
    expect(parseVariantId("42-12-x", 42, steps)).toBeNull();
    expect(parseVariantId("42", 42, steps)).toBeNull();
  });

  it("a preset 'property:optionId|...' pre-selects; unknown properties, options and broken pairs are ignored", () => {
    expect(parsePreset("maat:12|kleur:21", steps)).toEqual({ maat: 12, kleur: 21 });
    expect(parsePreset("maat:12|kleur:99|bestaat:1|hoofdbord|:31|matras:41:1|topper:abc|poten:41", steps)).toEqual({ maat: 12 });
    expect(parsePreset("", steps)).toEqual({});
    expect(parsePreset(null, steps)).toEqual({});
    expect(parsePreset(presetOf(steps, all), steps)).toEqual(all);
  });

  it("defaultConfig: dash separated, the first two parts dropped, the rest pre-select the preview", () => {
    expect(defaultSelection(data.defaultConfig, steps)).toEqual({ maat: 12, kleur: 21, hoofdbord: 31, matras: 41, topper: 51 });
    expect(defaultSelection("12-21", steps)).toEqual({});
    expect(previewSelection(data, steps, { kleur: 22 })).toMatchObject({ maat: 12, kleur: 22 });
  });

  it("the reference id: product name and image ids joined by underscores, lowercased; pfs for scenes, jpg for images", () => {
    expect(renderKind(2)).toBe("scenes");
    expect(renderKind(3)).toBe("images");
    expect(referenceId(data.name, steps, { maat: 12, kleur: 21, hoofdbord: 32 }, "scenes")).toBe("boxspring-test_160x200_e6d8c3_hb-capitonne.pfs");
    expect(referenceId("Hotel", steps, { maat: 11 }, "images")).toBe("hotel_140x200.jpg");
  });

  it("the catalogue variant is the one whose size and colour are chosen", () => {
    expect(catalogueVariant(data, { maat: 12, kleur: 21 })?.id).toBe(902);
    expect(catalogueVariant(data, { maat: 12 })).toBeUndefined();
  });

  it("the add-to-cart payload: quantity 1, category 'Boxspring kopen', price and summary; none without a variant", () => {
    const payload = cartPayload(data, steps, { ...all, kleur: 21 })!;
    expect(payload).toEqual({
      item_id: 902,
      quantity: 1,
      custom: {
        slug: "boxspring-test",
        boxconfig_id: "42-12-21-32-42-51",
        special_price_incl: 161800,
        price: 161800,
        category: "Boxspring kopen",
        summary: "Maat: 160x200; Kleur: Beige; Hoofdbord: Gecapitonneerd; Matras: Latex; Topper: Koudschuim",
        image_url: "/v1/catalog/configurator/boxspring-test/preview?config=42-12-21-32-42-51",
      },
    });
    expect(cartPayload(data, steps, { maat: 12 })).toBeNull();
  });
});

describe("URLs", () => {
  it("default category and product when missing; a step segment in the product's place is the step", () => {
    expect(configuratorParams({})).toEqual({ category: "boxsprings", slug: "hotel-boxspring-set", step: undefined });
    expect(configuratorParams({ category: "boxsprings", product: "step-3" })).toEqual({ category: "boxsprings", slug: "hotel-boxspring-set", step: "step-3" });
    expect(configuratorParams({ category: "boxsprings", product: "x", step: "step-2" })).toEqual({ category: "boxsprings", slug: "x", step: "step-2" });
  });

  it("a step URL ends with a slash and carries the choices; the query reads back, the form's radios over the preset", () => {
    const url = stepUrl("boxsprings", "boxspring-test", 2, steps, { maat: 12 });
    expect(url).toBe("/configurator/boxsprings/boxspring-test/step-2/?config=maat%3A12");
    expect(selectionOfQuery(new URL(url, "https://x").searchParams, steps)).toEqual({ maat: 12 });
    expect(selectionOfQuery(new URLSearchParams("config=maat:12|kleur:21&opt-kleur=22&opt-bestaat=1"), steps)).toEqual({ maat: 12, kleur: 22 });
    expect(stepUrl("boxsprings", "b", 1, steps, {})).toBe("/configurator/boxsprings/b/step-1/");
  });
});
