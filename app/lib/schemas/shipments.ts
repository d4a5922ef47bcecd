import { z } from "./zod";
import { CARRIER_CODES, normalizeTrackingCode, trackingCodeError } from "../../kernel/carriers";
import { SHIPMENT_MESSAGES as M } from "../beheer/messages/shipments";

/**
 * A parcel as the back office's shipping panel submits it (docs/decisions/036): lines with their quantity
 * (0: not in this parcel) and either carrier + code typed by staff ("manual") or a label from the shipping
 * platform ("platform"). One schema for the route action and POST /beheer/api/shipments/{number}.
 */
export const createShipmentSchema = z
  .object({
    idempotency_key: z.string({ error: M.idempotencyKey }).regex(/^[A-Za-z0-9_-]{8,64}$/u, M.idempotencyKey),
    mode: z.enum(["manual", "platform"], { error: M.chooseCarrier }),
    carrier: z.enum(["", ...CARRIER_CODES], { error: M.chooseCarrier }).optional(),
    tracking_code: z.string({ error: M.badQuantity }).max(60).optional(),
    lines: z
      .array(
        z.object({
          position: z.number({ error: M.unknownLine }).int(M.unknownLine).min(1, M.unknownLine).max(10_000, M.unknownLine),
          quantity: z.number({ error: M.badQuantity }).int(M.badQuantity).min(0, M.badQuantity).max(10_000, M.overShipment),
        }),
        { error: M.empty },
      )
      .max(500, M.empty)
      .transform((lines) => lines.filter((l) => l.quantity > 0)),
  })
  .superRefine((v, ctx) => {
    if (v.lines.length === 0) ctx.addIssue({ code: "custom", path: ["lines"], message: M.empty });
    if (v.mode !== "manual") return;
    if (!v.carrier) {
      ctx.addIssue({ code: "custom", path: ["carrier"], message: M.chooseCarrier });
      return;
    }
    const error = trackingCodeError(v.carrier, v.tracking_code ?? "");
    if (error) ctx.addIssue({ code: "custom", path: ["tracking_code"], message: error });
  })
  .transform((v) => ({ ...v, carrier: v.carrier || undefined, tracking_code: v.tracking_code ? normalizeTrackingCode(v.tracking_code) : undefined }));

export type CreateShipmentInput = z.output<typeof createShipmentSchema>;
