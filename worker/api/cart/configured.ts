/**
 * The configured boxspring of POST /v1/cart/item (ADR 021): `custom` must be a configuration of this
 * product that is complete and priced as D1 prices it now; otherwise a Dutch 422 and nothing changes.
 */
import { configuratorCustomSchema } from "../../../app/lib/schemas/configurator";
import { CONFIGURATOR_MESSAGES as M } from "../../../app/lib/configurator/messages";
import { checkConfiguredAdd, type StoredConfiguredCustom } from "../../domain/configurator/add";
import type { Env } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { parseOrThrow } from "../../http/validate";
import { loadConfigurator } from "../../store/configurator";

export async function configuredCustom(env: Env, productId: number, itemId: number, custom: unknown): Promise<StoredConfiguredCustom> {
  const input = parseOrThrow(configuratorCustomSchema, custom, 422, "configuration_invalid");
  const data = await loadConfigurator(env.DB, input.slug);
  if (!data) throw new ApiHttpError(422, "configuration_not_found", M.notFound);
  if (data.id !== productId) throw new ApiHttpError(422, "configuration_variant", M.wrongVariant);
  const checked = checkConfiguredAdd(data, itemId, input);
  if (!checked.ok) throw new ApiHttpError(422, checked.code, checked.message);
  return checked.custom;
}
