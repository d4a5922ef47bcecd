/**
 * The back office's shipping (docs/decisions/036), with plain inputs: start processing, ship a parcel (typed
 * by staff, or made at the shipping platform), mark a parcel delivered, and the parcel's label. Every write
 * is one guarded D1 batch with its audit row (worker/store/backoffice/shipments.ts); a new parcel queues the
 * shopper's shipping mail through the outbox, once per parcel (a double submit queues nothing new).
 */
import type { ShipmentsResult } from "../../../app/lib/beheer/types/shipments";
import { SHIPMENT_MESSAGES as M } from "../../../app/lib/beheer/messages/shipments";
import type { CreateShipmentInput } from "../../../app/lib/schemas/shipments";
import { shipmentOutcome, SHIPPABLE } from "../../domain/backoffice/fulfilment";
import type { Staff } from "../../domain/backoffice/permissions";
import type { Env } from "../../env";
import { mailAdapter, mailLinkOrigin } from "../../edge/mail";
import { orderShippedMail } from "../../edge/mail-templates/order-shipped";
import { ProviderFailure } from "../../edge/provider-fetch";
import { shippingPlatform, type ShippingPlatformAdapter } from "../../edge/shipping";
import { ApiHttpError } from "../../http/errors";
import type { Logger } from "../../http/log";
import { labelFactsOf, parcelOrderOf } from "../../store/backoffice/shipment-labels";
import {
  createShipment,
  fulfilmentOrder,
  lineQuantities,
  markDelivered,
  shipmentOfOrder,
  shipmentsOfOrder,
  startProcessing,
  type FulfilmentOrder,
  type WriteOutcome,
} from "../../store/backoffice/shipments";

export interface ShippingContext {
  env: Env;
  staff: Staff;
  log: Logger;
  nowS: number;
  /** The request's origin, for the mail's links when SITE_ORIGIN is not set. */
  origin: string;
  /** The platform (tests give one with a recording fetch); default: by configuration. */
  platform?: ShippingPlatformAdapter;
}

type Refusal = Exclude<WriteOutcome, { ok: true }>;

const PROBLEMS: Record<Refusal["problem"], [409 | 422 | 404, string]> = {
  wrong_state: [409, M.wrongState],
  not_paid: [409, M.notPaidError],
  unknown_shipment: [404, M.shipmentNotFound],
  empty: [422, M.empty],
  unknown_line: [422, M.unknownLine],
  over_shipment: [422, M.overShipment],
  bad_quantity: [422, M.badQuantity],
  duplicate_line: [422, M.duplicateLine],
};

function refused(outcome: Refusal): ApiHttpError {
  const [status, message] = PROBLEMS[outcome.problem];
  return new ApiHttpError(status, outcome.problem, message, {}, status === 422 ? { lines: message } : undefined);
}

export async function orderForShipping(db: D1Database, number: string): Promise<FulfilmentOrder> {
  const order = await fulfilmentOrder(db, number);
  if (!order) throw new ApiHttpError(404, "order_not_found", M.orderNotFound);
  return order;
}

async function result(db: D1Database, number: string, outcome: WriteOutcome): Promise<ShipmentsResult> {
  if (!outcome.ok) throw refused(outcome);
  const order = await orderForShipping(db, number);
  return { order: order.number, fulfilment: order.fulfilment, shipments: await shipmentsOfOrder(db, order.id), shipment_id: outcome.shipmentId, changed: outcome.changed };
}

export const platformOf = (ctx: Pick<ShippingContext, "env" | "platform">): ShippingPlatformAdapter =>
  ctx.platform ?? shippingPlatform(ctx.env, { recipient: (id) => labelFactsOf(ctx.env.DB, id) });

export async function processOrder(ctx: ShippingContext, number: string): Promise<ShipmentsResult> {
  const order = await orderForShipping(ctx.env.DB, number);
  return result(ctx.env.DB, number, await startProcessing(ctx.env.DB, ctx.staff, order, ctx.nowS));
}

/** Queues the shipping mail of a parcel (the outbox keeps one per parcel). A failure is logged, never thrown. */
async function queueShippedMail(ctx: ShippingContext, res: ShipmentsResult): Promise<void> {
  const shipment = res.shipments.find((s) => s.id === res.shipment_id);
  if (!shipment) return;
  try {
    const row = await ctx.env.DB.prepare("SELECT email, customer, customer_id FROM orders WHERE number = ?1")
      .bind(res.order)
      .first<{ email: string; customer: string; customer_id: number | null }>();
    // An order whose customer erased the account has no address left.
    if (!row?.email) return;
    const firstName = (JSON.parse(row.customer) as { first_name?: string }).first_name ?? "";
    const origin = mailLinkOrigin(ctx.env, ctx.origin);
    const orderUrl = row.customer_id === null ? `${origin}/checkout/status/${res.order}/` : `${origin}/account/orders/${res.order}/`;
    // This parcel completes the order when it is the newest and nothing is left to ship.
    const complete = res.shipments.at(-1)?.id === shipment.id && res.fulfilment !== "partially_shipped";
    await mailAdapter(ctx.env, { log: ctx.log }).send(orderShippedMail({ order: { number: res.order, email: row.email, firstName }, shipment, complete, orderUrl }));
  } catch (error) {
    ctx.log.error("shipping mail not queued; submitting the shipment again queues it", { order: res.order, shipment: shipment.id, error: String(error) });
  }
}

/**
 * A parcel: checked against the order first (state, quantities left, a key seen before), then made at the
 * platform when asked ("Maak label aan"), then stored. The platform is never asked for a parcel the order
 * cannot take; its failure is a Dutch 502 that tells staff to type the code instead.
 */
export async function shipParcel(ctx: ShippingContext, number: string, input: CreateShipmentInput): Promise<ShipmentsResult> {
  const db = ctx.env.DB;
  const order = await orderForShipping(db, number);
  const seen = await db.prepare("SELECT order_id FROM shipments WHERE idempotency_key = ?1").bind(input.idempotency_key).first<{ order_id: number }>();
  let parcel: { carrier: NonNullable<CreateShipmentInput["carrier"]>; trackingCode: string; parcelId: string | null; platform: "manual" | "embedded" | "sendcloud" };
  if (!seen && input.mode === "platform") {
    if (order.status !== "paid") throw refused({ ok: false, problem: "not_paid" });
    if (!SHIPPABLE.includes(order.fulfilment)) throw refused({ ok: false, problem: "wrong_state" });
    const lines = await lineQuantities(db, order.id);
    const check = shipmentOutcome(lines, input.lines);
    if (!check.ok) throw refused(check);
    const recipient = await parcelOrderOf(db, order.id);
    const platform = platformOf(ctx);
    try {
      const made = await platform.createParcel(
        { ...recipient!, carrier: input.carrier },
        input.lines.map((l) => ({ position: l.position, quantity: l.quantity, sku: "", title: lines.find((x) => x.position === l.position)?.title ?? "" })),
      );
      parcel = { carrier: made.carrier, trackingCode: made.trackingCode, parcelId: made.parcelId, platform: platform.name };
    } catch (error) {
      ctx.log.warn("shipping platform failed; staff can enter the code by hand", { platform: platform.name, reason: error instanceof ProviderFailure ? error.reason : "error", error: String(error) });
      throw new ApiHttpError(502, "shipping_platform_unavailable", M.platformDown);
    }
  } else {
    // A replay (the key was seen) answers the stored parcel in createShipment; nothing is made twice.
    parcel = { carrier: input.carrier ?? "postnl", trackingCode: input.tracking_code ?? "0000", parcelId: null, platform: "manual" };
  }
  const outcome = await createShipment(
    db,
    ctx.staff,
    order,
    { idempotencyKey: input.idempotency_key, carrier: parcel.carrier, trackingCode: parcel.trackingCode, platform: parcel.platform, platformParcelId: parcel.parcelId, lines: input.lines },
    ctx.nowS,
  );
  const res = await result(db, number, outcome);
  await queueShippedMail(ctx, res);
  return res;
}

export async function deliverParcel(ctx: ShippingContext, number: string, shipmentId: number): Promise<ShipmentsResult> {
  const order = await orderForShipping(ctx.env.DB, number);
  return result(ctx.env.DB, number, await markDelivered(ctx.env.DB, ctx.staff, order, shipmentId, ctx.nowS));
}

/** The label PDF of a parcel the platform made; a typed code has none (404 in Dutch). */
export async function parcelLabel(ctx: Pick<ShippingContext, "env" | "log" | "platform">, number: string, shipmentId: number): Promise<Uint8Array> {
  const order = await orderForShipping(ctx.env.DB, number);
  const shipment = await shipmentOfOrder(ctx.env.DB, order.id, shipmentId);
  if (!shipment) throw new ApiHttpError(404, "unknown_shipment", M.shipmentNotFound);
  if (shipment.platform === "manual" || !shipment.platform_parcel_id) throw new ApiHttpError(404, "no_label", M.labelMissing);
  const platform = platformOf(ctx);
  if (platform.name !== shipment.platform) throw new ApiHttpError(404, "no_label", M.labelMissing);
  try {
    return await platform.label(shipment.platform_parcel_id);
  } catch (error) {
    ctx.log.warn("label not available from the shipping platform", { platform: platform.name, error: String(error) });
    throw new ApiHttpError(502, "shipping_platform_unavailable", M.platformDown);
  }
}
