/**
 * The configurator of each boxspring of the catalogue (ADR 021): size and colour from the product's
 * own options (their option value ids, so size + colour name a catalogue variant), then the parts of
 * parts.json. Extras are cents on the product price: a size's or colour's extra is its share of the
 * variant's price_delta (the seed's deltas add up per option), so basePrice + extras = the variant price
 * + the parts' surcharges.
 */
import type { ConfiguratorOption, ConfiguratorStep } from "../../app/lib/api/types/configurator.ts";
import { CONFIGURATOR_DEFAULT_PREVIEW } from "../../app/lib/configurator/constants.ts";
import { storedConfiguratorSchema, type StoredConfigurator } from "../../app/lib/schemas/configurator.ts";
import { COLOURS } from "../catalog/data.ts";
import type { SeedProduct } from "../catalog/types.ts";

export interface SeedConfigurator extends StoredConfigurator {
  product_id: number;
}

/** The files of kv-seed/configurator: parts.json and hotel-boxspring-set.json (read by the seed or imported by tests). */
export interface ConfiguratorFiles {
  parts: unknown;
  hotel: unknown;
}

/** The static JSON of the hotel boxspring set (spec section 7), checked against the schema. */
export function hotelBoxspringSet(raw: unknown): SeedConfigurator {
  const productId = (raw as { product_id?: unknown }).product_id;
  if (typeof productId !== "number") throw new Error("hotel-boxspring-set.json: product_id missing");
  return { ...storedConfiguratorSchema.parse(raw), product_id: productId };
}

function sizeOption(id: number, title: string, extra: number): ConfiguratorOption {
  const m = /^(\d+x\d+)(?:\s*\((.+)\))?$/u.exec(title.trim());
  const size = m?.[1] ?? title;
  return { id, btnText: size, btnSubText: m?.[2] ?? "", btnId: `maat-${size}`, label: title, text: `Boxspring van ${size} cm.`, extra, imageId: size.toLowerCase(), xpoId: "XPO-MAAT", xpoVarId: size.toUpperCase() };
}

function colourOption(id: number, title: string, fallbackHex: string, extra: number): ConfiguratorOption {
  const hex = (COLOURS[title.toLowerCase()]?.hex ?? fallbackHex).replace("#", "").toLowerCase();
  return { id, btnText: title, btnSubText: "", btnId: `kleur-${title.toLowerCase()}`, label: title, text: `Bekleding in ${title.toLowerCase()}.`, extra, imageId: hex, xpoId: "XPO-KLEUR", xpoVarId: title.toUpperCase() };
}

/** The configurator of one boxspring product (null when it has no size and colour options). */
export function boxspringConfigurator(p: SeedProduct, parts: unknown): SeedConfigurator | null {
  const size = p.options.find((o) => o.code === "maat");
  const colour = p.options.find((o) => o.code === "kleur");
  if (!size || !colour || size.values.length === 0 || colour.values.length === 0) return null;
  const delta = new Map(p.variants.map((v) => [v.option_value_ids.join("-"), v.price_delta]));
  const d = (s: number, c: number) => delta.get(`${s}-${c}`) ?? delta.get(`${c}-${s}`) ?? 0;
  const s0 = size.values[0]!.id;
  const c0 = colour.values[0]!.id;
  const steps: ConfiguratorStep[] = [
    { order: 1, title: "Maat", type: "tile", property: "maat", multiProperties: false, properties: [{ property: "maat", title: "Maat", options: size.values.map((v) => sizeOption(v.id, v.title, d(v.id, c0))) }] },
    { order: 2, title: "Kleur", type: "tile", property: "kleur", multiProperties: false, properties: [{ property: "kleur", title: "Kleur", options: colour.values.map((v) => colourOption(v.id, v.title, p.color.hex, d(s0, v.id) - d(s0, c0))) }] },
    ...(parts as { steps: ConfiguratorStep[] }).steps,
  ];
  // The default preview: 160x200 when the product has it, in the product's own colour, the first parts.
  const preview = size.values.find((v) => v.title.startsWith(CONFIGURATOR_DEFAULT_PREVIEW)) ?? size.values[0]!;
  const ownColour = colour.values.find((v) => v.title === p.color.title) ?? colour.values[0]!;
  const partIds = steps.slice(2).flatMap((s) => s.properties.map((prop) => prop.options[0]!.id));
  const defaultConfig = ["bs", p.id, preview.id, ownColour.id, ...partIds].join("-");
  return { ...storedConfiguratorSchema.parse({ code: p.slug, name: p.slug, defaultConfig, steps }), product_id: p.id };
}

/** Every configurator of a catalogue: one per boxspring, then the hotel boxspring set. */
export function seedConfigurators(products: readonly SeedProduct[], files: ConfiguratorFiles): SeedConfigurator[] {
  const out = products.filter((p) => p.main_category === "boxsprings").flatMap((p) => boxspringConfigurator(p, files.parts) ?? []);
  return [...out, hotelBoxspringSet(files.hotel)];
}
