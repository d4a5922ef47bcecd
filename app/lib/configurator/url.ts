/** The configurator's URLs (spec section 2): /configurator/{category}/{product}/step-{n}/?config={preset}. */
import type { ConfiguratorStep } from "../api/types/configurator";
import { CONFIGURATOR_DEFAULT_CATEGORY, CONFIGURATOR_DEFAULT_SLUG } from "./constants";
import { parsePreset, presetOf, type Selection } from "./rules";

export interface ConfiguratorParams {
  category: string;
  slug: string;
  /** The raw step segment ('step-2'), or undefined. */
  step: string | undefined;
}

const STEP = /^step-\d{1,6}$/u;

/**
 * The route's parameters with the defaults: the boxsprings category, the default product when the slug is
 * missing, and a step segment in the product's place ('/configurator/boxsprings/step-2/') read as the step.
 */
export function configuratorParams(params: { category?: string; product?: string; step?: string }): ConfiguratorParams {
  const category = params.category || CONFIGURATOR_DEFAULT_CATEGORY;
  if (params.product && STEP.test(params.product) && !params.step) return { category, slug: CONFIGURATOR_DEFAULT_SLUG, step: params.product };
  return { category, slug: params.product || CONFIGURATOR_DEFAULT_SLUG, step: params.step };
}

/** The URL of a step (1-based) with the selection as a preset string. */
export function stepUrl(category: string, slug: string, step: number, steps: readonly ConfiguratorStep[], sel: Selection): string {
  const preset = presetOf(steps, sel);
  return `/configurator/${category}/${slug}/step-${step}/${preset ? `?${new URLSearchParams({ config: preset })}` : ""}`;
}

/**
 * The selection of a request's query: the preset string (config) and, from the form posted without
 * JavaScript, the radios of a step (opt-{property}={option id}) over it.
 */
export function selectionOfQuery(query: URLSearchParams, steps: readonly ConfiguratorStep[]): Selection {
  const chosen = [...query.entries()]
    .filter(([k]) => k.startsWith("opt-"))
    .map(([k, v]) => `${k.slice(4)}:${v}`)
    .join("|");
  return { ...parsePreset(query.get("config"), steps), ...parsePreset(chosen, steps) };
}
