/**
 * /beheer/api/shipments (docs/decisions/036): the back office's shipping of an order, permission "shipping"
 * (eigenaar and medewerker). Every write passes the shop's CSRF rule (worker/middleware/csrf.ts) and lands
 * with its audit row in one D1 batch (./shipping-service.ts).
 *   GET  /{number}                           the order's payment status, fulfilment, lines (shipped so far) and parcels
 *   POST /{number}/processing                new -> in behandeling
 *   POST /{number}                           a parcel (lines; carrier + code, or "Maak label aan")
 *   POST /{number}/{shipmentId}/delivered    a parcel delivered (the order too when all is)
 *   GET  /{number}/{shipmentId}/label.pdf    the label of a parcel the platform made
 */
import { Hono, type Context } from "hono";
import { isOrderNumber } from "../../../app/kernel/patterns";
import { SHIPMENT_MESSAGES as M } from "../../../app/lib/beheer/messages/shipments";
import type { ShipmentsResult, ShippingOverview } from "../../../app/lib/beheer/types/shipments";
import { noInputSchema } from "../../../app/lib/schemas/no-input";
import { createShipmentSchema } from "../../../app/lib/schemas/shipments";
import type { AppEnv } from "../../env";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { lineQuantities, shipmentsOfOrder } from "../../store/backoffice/shipments";
import { deliverParcel, orderForShipping, parcelLabel, processOrder, shipParcel, type ShippingContext } from "./shipping-service";

export const shipmentsApi = new Hono<AppEnv>();
shipmentsApi.use("*", requirePermission("shipping"));

function numberOf(c: Context<AppEnv>): string {
  const number = c.req.param("number") ?? "";
  if (!isOrderNumber(number)) throw new ApiHttpError(404, "order_not_found", M.orderNotFound);
  return number;
}

function shipmentIdOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param("shipmentId"));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiHttpError(404, "unknown_shipment", M.shipmentNotFound);
  return id;
}

const context = (c: Context<AppEnv>): ShippingContext => ({
  env: c.env,
  staff: c.get("staff")!,
  log: logFor(c),
  nowS: Math.floor(Date.now() / 1000),
  origin: new URL(c.req.url).origin,
});

shipmentsApi.get("/:number", async (c) => {
  const order = await orderForShipping(c.env.DB, numberOf(c));
  const [lines, shipments] = await Promise.all([lineQuantities(c.env.DB, order.id), shipmentsOfOrder(c.env.DB, order.id)]);
  return ok<ShippingOverview>(c, { order: order.number, status: order.status, fulfilment: order.fulfilment, lines, shipments });
});

shipmentsApi.post("/:number/processing", zv("json", noInputSchema), async (c) => ok<ShipmentsResult>(c, await processOrder(context(c), numberOf(c))));

shipmentsApi.post("/:number", zv("json", createShipmentSchema, { fields: true }), async (c) => {
  const res = await shipParcel(context(c), numberOf(c), c.req.valid("json"));
  return ok<ShipmentsResult>(c, res, res.changed ? 201 : 200);
});

shipmentsApi.post("/:number/:shipmentId/delivered", zv("json", noInputSchema), async (c) => ok<ShipmentsResult>(c, await deliverParcel(context(c), numberOf(c), shipmentIdOf(c))));

shipmentsApi.get("/:number/:shipmentId/label.pdf", async (c) => {
  const number = numberOf(c);
  const id = shipmentIdOf(c);
  const pdf = await parcelLabel(context(c), number, id);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": "application/pdf",
    "Content-Disposition": `inline; filename="label-${number}-${id}.pdf"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
});
