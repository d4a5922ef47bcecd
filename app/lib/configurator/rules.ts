/**
 * The configurator's rules (spec section 4, Configurator), pure and shared: the page runs them as the
 * shopper chooses, the Worker runs the same ones to price and check a configured add-to-cart.
 */
import type { ConfigurationPart, ConfiguratorData, ConfiguratorOption, ConfiguratorProperty, ConfiguratorStep, UserConfiguration } from "../api/types/configurator";
import { configurationPrice } from "../../kernel/configurator-price";
import { CONFIGURATOR_MIN_STEPS_FOR_BAR, CONFIGURATOR_SUMMARY_TITLE, RENDER_SCENES_CATEGORY_ID } from "./constants";

/** The shopper's choices: property -> option id. */
export type Selection = Readonly<Record<string, number>>;

/**
 * Steps 1..N plus the summary step: sorted by order, a step whose first property has no options is dropped
 * (so is a step without properties, and any summary step of the data: the summary is always added last).
 */
export function configSteps(data: Pick<ConfiguratorData, "steps">): ConfiguratorStep[] {
  const steps = data.steps
    .filter((s) => s.type !== "summary" && (s.properties[0]?.options.length ?? 0) > 0)
    .sort((a, b) => a.order - b.order);
  const summary: ConfiguratorStep = { order: steps.length + 1, title: CONFIGURATOR_SUMMARY_TITLE, type: "summary", property: "summary", multiProperties: false, properties: [] };
  return [...steps, summary];
}

/** The properties a step asks: every property on a multi-property step, else its first one. */
export function stepProperties(step: ConfiguratorStep): ConfiguratorProperty[] {
  if (step.type === "summary") return [];
  return step.multiProperties ? step.properties : step.properties.slice(0, 1);
}

/** Every property to choose, in step order. */
export function allProperties(steps: readonly ConfiguratorStep[]): ConfiguratorProperty[] {
  return steps.flatMap(stepProperties);
}

/** The step bar shows with 2 or more configuration steps (the summary step not counted). */
export function showStepBar(steps: readonly ConfiguratorStep[]): boolean {
  return steps.filter((s) => s.type !== "summary").length >= CONFIGURATOR_MIN_STEPS_FOR_BAR;
}

/** The step number of the URL ('step-3', '3' or missing), 1-based: beyond the last (or not a number) is 1. */
export function stepNumber(raw: string | number | undefined | null, count: number): number {
  const text = typeof raw === "number" ? String(raw) : (raw ?? "");
  const m = /^(?:step-)?(\d{1,6})$/u.exec(text);
  const n = m ? Number(m[1]) : 1;
  return n >= 1 && n <= count ? n : 1;
}

function optionOf(property: ConfiguratorProperty, sel: Selection): ConfiguratorOption | undefined {
  const id = sel[property.property];
  return id === undefined ? undefined : property.options.find((o) => o.id === id);
}

/** A step is answered when each property it asks has a (valid) chosen option; the summary when all are. */
export function stepAnswered(step: ConfiguratorStep, sel: Selection, steps: readonly ConfiguratorStep[] = []): boolean {
  if (step.type === "summary") return isComplete(steps, sel);
  const props = stepProperties(step);
  return props.length > 0 && props.every((p) => optionOf(p, sel) !== undefined);
}

/** Next is enabled only when the current step is answered. */
export const canGoNext = (step: ConfiguratorStep, sel: Selection): boolean => step.type !== "summary" && stepAnswered(step, sel);

/** The message of Next without a choice: 'Selecteer optie / Kies eerst {step title}'. */
export function nextBlockedMessage(step: ConfiguratorStep, messages: { selectOptionTitle: string; selectOptionText: (t: string) => string }) {
  return { title: messages.selectOptionTitle, text: messages.selectOptionText(step.title) };
}

/** A progress circle (0-based index) is clickable when that step has a selection or lies before the current one. */
export function circleClickable(steps: readonly ConfiguratorStep[], index: number, current: number, sel: Selection): boolean {
  const step = steps[index];
  if (!step) return false;
  return index < current || stepAnswered(step, sel, steps);
}

/** The chosen parts (spec: User configuration), their description and the sum of their surcharges. */
export function userConfiguration(steps: readonly ConfiguratorStep[], sel: Selection): UserConfiguration {
  const parts: ConfigurationPart[] = [];
  for (const p of allProperties(steps)) {
    const option = optionOf(p, sel);
    if (option) parts.push({ property: p.property, title: p.title, option, description: option.label.trim() });
  }
  return {
    parts,
    description: parts.map((p) => `${p.title}: ${p.description}`).join("; "),
    extra: configurationPrice(0, parts.map((p) => p.option)),
  };
}

/** Complete: every property chosen and no part's description empty. */
export function isComplete(steps: readonly ConfiguratorStep[], sel: Selection): boolean {
  const props = allProperties(steps);
  const config = userConfiguration(steps, sel);
  return props.length > 0 && config.parts.length === props.length && config.parts.every((p) => p.description !== "");
}

/** The price of the chosen configuration (cents): app/kernel/configurator-price.ts. */
export function totalPrice(data: Pick<ConfiguratorData, "basePrice">, steps: readonly ConfiguratorStep[], sel: Selection): number {
  return configurationPrice(data.basePrice, userConfiguration(steps, sel).parts.map((p) => p.option));
}

/** The variant id: the product id and the chosen option ids (step order) joined by dashes. */
export function variantId(productId: number, steps: readonly ConfiguratorStep[], sel: Selection): string {
  return [productId, ...userConfiguration(steps, sel).parts.map((p) => p.option.id)].join("-");
}

/** The selection a variant id stands for (unknown or repeated properties: null). */
export function parseVariantId(value: string, productId: number, steps: readonly ConfiguratorStep[]): Selection | null {
  const parts = value.split("-");
  if (parts.length < 2 || parts[0] !== String(productId) || !parts.every((p) => /^\d{1,10}$/u.test(p))) return null;
  const sel: Record<string, number> = {};
  for (const raw of parts.slice(1)) {
    const prop = propertyOfOption(steps, Number(raw));
    if (!prop || sel[prop] !== undefined) return null;
    sel[prop] = Number(raw);
  }
  return sel;
}

function propertyOfOption(steps: readonly ConfiguratorStep[], optionId: number): string | undefined {
  return allProperties(steps).find((p) => p.options.some((o) => o.id === optionId))?.property;
}

/** A preset 'property:optionId|property:optionId' pre-selects; unknown properties or options are ignored. */
export function parsePreset(preset: string | null | undefined, steps: readonly ConfiguratorStep[]): Selection {
  const sel: Record<string, number> = {};
  if (!preset) return sel;
  const props = allProperties(steps);
  for (const pair of preset.split("|")) {
    const [name, id, ...rest] = pair.split(":");
    if (!name || !id || rest.length > 0 || !/^\d{1,10}$/u.test(id)) continue;
    const prop = props.find((p) => p.property === name.trim());
    if (prop?.options.some((o) => o.id === Number(id))) sel[prop.property] = Number(id);
  }
  return sel;
}

/** The preset string of a selection (step order), the inverse of parsePreset. */
export function presetOf(steps: readonly ConfiguratorStep[], sel: Selection): string {
  return userConfiguration(steps, sel)
    .parts.map((p) => `${p.property}:${p.option.id}`)
    .join("|");
}

/** defaultConfig: dash separated, the first two parts dropped; the rest are option ids (unknown ones ignored). */
export function defaultSelection(defaultConfig: string, steps: readonly ConfiguratorStep[]): Selection {
  const sel: Record<string, number> = {};
  for (const raw of defaultConfig.split("-").slice(2)) {
    if (!/^\d{1,10}$/u.test(raw)) continue;
    const prop = propertyOfOption(steps, Number(raw));
    if (prop && sel[prop] === undefined) sel[prop] = Number(raw);
  }
  return sel;
}

/** What the preview shows: the shopper's choices over the default configuration. */
export function previewSelection(data: Pick<ConfiguratorData, "defaultConfig">, steps: readonly ConfiguratorStep[], sel: Selection): Selection {
  return { ...defaultSelection(data.defaultConfig, steps), ...sel };
}

export type RenderKind = "scenes" | "images";

/** Scenes for category id 2 (boxsprings), images for every other. */
export const renderKind = (categoryId: number): RenderKind => (categoryId === RENDER_SCENES_CATEGORY_ID ? "scenes" : "images");

/** Reference id: product name and the chosen options' image ids joined by underscores, lowercased; .pfs (scenes) or .jpg (images). */
export function referenceId(name: string, steps: readonly ConfiguratorStep[], sel: Selection, kind: RenderKind): string {
  const ids = userConfiguration(steps, sel).parts.map((p) => p.option.imageId);
  return `${[name, ...ids].join("_").toLowerCase()}.${kind === "scenes" ? "pfs" : "jpg"}`;
}

/** The catalogue variant (cart item_id) of the chosen options: the one whose options are all chosen. */
export function catalogueVariant(data: Pick<ConfiguratorData, "variants">, sel: Selection): ConfiguratorData["variants"][number] | undefined {
  const chosen = new Set(Object.values(sel));
  return data.variants.find((v) => v.options.length > 0 && v.options.every((id) => chosen.has(id)));
}
