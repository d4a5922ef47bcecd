/**
 * The configurator's payloads (zod; server side only, the page never imports it):
 * - configuratorDataSchema: the seeded data of a configurator (kv-seed/configurator, D1 configurators.data),
 *   checked by the seed and by the store when it reads a row;
 * - configuratorCustomSchema: the `custom` of a configured POST /v1/cart/item (spec section 7).
 */
import { z } from "./zod.ts";
import { SLUG } from "../../kernel/patterns.ts";
// With its extension: the seed (Node) loads this file too.
import { CONFIGURATOR_MESSAGES as M } from "../configurator/messages.ts";

const text = (max: number) => z.string().max(max);

export const configuratorOptionSchema = z.object({
  id: z.number().int().positive(),
  btnText: text(120),
  btnSubText: text(200),
  btnId: text(64),
  label: text(200),
  text: text(500),
  extra: z.number().int().min(0),
  imageId: z.string().regex(/^[a-z0-9-]{1,40}$/u),
  xpoId: text(64),
  xpoVarId: text(64),
});

export const configuratorStepSchema = z.object({
  order: z.number().int(),
  title: text(80).min(1),
  type: z.enum(["tile", "buttons", "summary"]),
  property: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/u),
  multiProperties: z.boolean(),
  properties: z.array(
    z.object({
      property: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/u),
      title: text(80).min(1),
      options: z.array(configuratorOptionSchema).max(40),
    }),
  ),
});

/**
 * What D1 stores per configurator: everything but the product's figures (read from the catalogue). Size and
 * colour options carry the catalogue's option value ids, so a choice of both names a catalogue variant.
 */
export const storedConfiguratorSchema = z.object({
  code: z.string().regex(SLUG),
  name: z.string().regex(/^[a-z0-9-]{1,120}$/u),
  defaultConfig: z.string().max(500),
  steps: z.array(configuratorStepSchema).min(1).max(12),
});

export type StoredConfigurator = z.infer<typeof storedConfiguratorSchema>;

const money = z.number({ error: M.priceChanged }).int(M.priceChanged).min(0, M.priceChanged);

/** The custom data of a configured cart line; what else the client sends is dropped. */
export const configuratorCustomSchema = z.object({
  slug: z.string({ error: M.notFound }).max(120, M.notFound),
  boxconfig_id: z.string({ error: M.incomplete }).min(1, M.incomplete).max(200, M.incomplete).regex(/^\d+(?:-\d+)*$/u, M.incomplete),
  special_price_incl: money,
  price: money,
  category: z.string().max(64).optional(),
  summary: z.string().max(500).optional(),
  image_url: z.string().max(500).optional(),
});

export type ConfiguratorCustomInput = z.infer<typeof configuratorCustomSchema>;
