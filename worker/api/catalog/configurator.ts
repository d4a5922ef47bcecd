/**
 * GET /v1/catalog/configurator/{id}: the configurator data of a boxspring (spec sections 3 and 7), by its
 * code (the product slug, or e.g. 'hotel-boxspring-set') or the product id.
 * GET /v1/catalog/configurator/{id}/preview?config={variant id}: the preview image of a configuration
 * (ADR 021): the render of its reference id, or the fallback product image when there is none.
 */
import { Hono } from "hono";
import type { ConfiguratorData } from "../../../app/lib/api/types/configurator";
import { configSteps, parseVariantId, previewSelection, referenceId, renderKind } from "../../../app/lib/configurator/rules";
import { CONFIGURATOR_MESSAGES as M } from "../../../app/lib/configurator/messages";
import { drawConfiguredBoxspring, lookOf } from "../../domain/configurator/drawing";
import { renderAdapter } from "../../edge/render/adapter";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { loadConfigurator } from "../../store/configurator";

export const configuratorRoutes = new Hono<AppEnv>();

const KEY = /^[a-z0-9-]{1,120}$/u;
const notFound = () => new ApiHttpError(404, "configurator_not_found", M.notFound);

async function configuratorOf(db: D1Database, key: string): Promise<ConfiguratorData> {
  if (!KEY.test(key)) throw notFound();
  const data = await loadConfigurator(db, key);
  if (!data) throw notFound();
  return data;
}

configuratorRoutes.get("/configurator/:id", async (c) => ok<ConfiguratorData>(c, await configuratorOf(c.env.DB, c.req.param("id"))));

/** Previews change with the choices, not over time: a minute in the browser is plenty. */
const PREVIEW_CACHE = "public, max-age=60";

configuratorRoutes.get("/configurator/:id/preview", async (c) => {
  const data = await configuratorOf(c.env.DB, c.req.param("id"));
  const steps = configSteps(data);
  const config = (c.req.query("config") ?? "").slice(0, 200);
  // A configuration that does not read shows the default preview (the default configuration, 160x200).
  const sel = previewSelection(data, steps, parseVariantId(config, data.id, steps) ?? {});
  const ref = referenceId(data.name, steps, sel, renderKind(data.category_id));
  const adapter = renderAdapter(c.env, { log: logFor(c) });
  const hit = await adapter.lookup(renderKind(data.category_id), ref);
  if (hit?.kind === "drawn") {
    return new Response(drawConfiguredBoxspring(lookOf(ref)), {
      headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": PREVIEW_CACHE, "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'", "X-Render-Reference": ref },
    });
  }
  const image = hit && adapter.fetchImage ? await adapter.fetchImage(hit.url) : null;
  if (image) {
    return new Response(image.body, {
      headers: { "Content-Type": image.headers.get("Content-Type") ?? "image/jpeg", "Cache-Control": PREVIEW_CACHE, "X-Render-Reference": ref },
    });
  }
  // Spec section 8, render lookup failure: the fallback image.
  return new Response(null, { status: 302, headers: { Location: data.fallbackImage || "/favicon.ico", "Cache-Control": "no-store", "X-Render-Reference": ref } });
});
