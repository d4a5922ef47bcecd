/**
 * /beheer/api/returns (docs/decisions/038): the returns list (filter by status, the refund deadline with
 * overdue marked), one return with its withdrawal form, and the staff's moves: received (restock per line),
 * rejected (a note, mailed to the shopper), refunded (through the refunds service, which needs "refunds").
 * Permission "returns"; every move is guarded by the state it leaves and carries its audit row in its batch.
 */
import { Hono, type Context } from "hono";
import { z } from "../../../app/lib/schemas/zod";
import type { Page } from "../../../app/lib/beheer/types/common";
import type { BeheerReturn, BeheerReturnDetail, ReturnStatus } from "../../../app/lib/beheer/types/returns";
import type { WithdrawalForm } from "../../../app/lib/api/types/returns";
import { BEHEER_RETURN_MESSAGES as M } from "../../../app/lib/beheer/messages/returns";
import { RETURN_MESSAGES } from "../../../app/lib/returns/messages";
import { accountReturnPath, guestReturnPath } from "../../../app/lib/returns/constants";
import { refundDueAt } from "../../../app/kernel/withdrawal";
import type { AppEnv } from "../../env";
import { mailAdapter, mailLinkOrigin } from "../../edge/mail";
import { returnRejectedMail } from "../../edge/mail-templates/returns";
import { ApiHttpError } from "../../http/errors";
import { logFor } from "../../http/log";
import { ok } from "../../http/respond";
import { zv } from "../../http/validate";
import { requirePermission } from "../../middleware/staff-permission";
import { listReturns, moveReturn, returnByNumber, type ReturnWithLines, type Transition } from "../../store/backoffice/returns";
import { beheerReturn } from "../../store/backoffice/returns-view";
import { refundOrder } from "./refund-service";

export const returnsApi = new Hono<AppEnv>();
returnsApi.use("*", requirePermission("returns"));

const STATUSES = ["requested", "received", "rejected", "refunded"] as const;
const PER_PAGE = 25;
const nowS = () => Math.floor(Date.now() / 1000);
const RETURN_NUMBER = /^R\d{7}-\d{1,3}$/u;

const listQuery = z.object({
  status: z.enum(STATUSES, { error: M.invalid }).optional(),
  page: z.coerce.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid).max(10_000, M.invalid).optional().default(1),
});

returnsApi.get("/", zv("query", listQuery), async (c) => {
  const { status, page } = c.req.valid("query");
  const { items, total } = await listReturns(c.env.DB, { status, page, perPage: PER_PAGE });
  const now = nowS();
  return ok<Page<BeheerReturn>>(c, { items: items.map((r) => beheerReturn(r, now)), total, page, per_page: PER_PAGE });
});

async function found(c: Context<AppEnv>): Promise<ReturnWithLines> {
  const number = c.req.param("number") ?? "";
  const ret = RETURN_NUMBER.test(number) ? await returnByNumber(c.env.DB, number) : null;
  if (!ret) throw new ApiHttpError(404, "return_not_found", M.notFound);
  return ret;
}

returnsApi.get("/:number", async (c) => {
  const ret = await found(c);
  return ok<BeheerReturnDetail>(c, { ...beheerReturn(ret, nowS()), form: JSON.parse(ret.withdrawal_form) as WithdrawalForm });
});

const FROM: Record<Transition, ReturnStatus> = { receive: "requested", reject: "requested", refund: "received" };

/** Moves the return; a return in another state (or a race lost) answers 409 in Dutch. */
async function move(c: Context<AppEnv>, ret: ReturnWithLines, transition: Transition, extra: { note?: string; noRestock?: number[]; refundId?: number } = {}): Promise<ReturnWithLines> {
  const wrong = () => new ApiHttpError(409, "return_wrong_state", M.wrongState(RETURN_MESSAGES.statusLabels[ret.status]));
  if (ret.status !== FROM[transition]) throw wrong();
  const now = nowS();
  const moved = await moveReturn(c.env.DB, {
    staff: c.get("staff")!,
    ret,
    transition,
    now,
    ...extra,
    // Proefslapen: the purchase price is due 14 days after the pick-up (art. 14 of the conditions).
    ...(transition === "receive" && ret.kind === "trial" ? { refundDueAt: refundDueAt(now) } : {}),
  });
  const after = (await returnByNumber(c.env.DB, ret.number))!;
  if (!moved) {
    ret.status = after.status;
    throw wrong();
  }
  logFor(c).info("return moved", { return: ret.number, transition });
  return after;
}

const receiveBody = z.strictObject({ no_restock: z.array(z.number({ error: M.invalid }).int(M.invalid).min(1, M.invalid), { error: M.invalid }).max(200, M.invalid).optional().default([]) }, { error: M.invalid });

returnsApi.post("/:number/receive", zv("json", receiveBody), async (c) => {
  const ret = await found(c);
  const after = await move(c, ret, "receive", { noRestock: c.req.valid("json").no_restock });
  return ok<BeheerReturn>(c, beheerReturn(after, nowS()));
});

const rejectBody = z.object({ note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(1000, M.noteRequired) }, { error: M.noteRequired });

returnsApi.post("/:number/reject", zv("json", rejectBody), async (c) => {
  const ret = await found(c);
  const note = c.req.valid("json").note;
  const after = await move(c, ret, "reject", { note });
  const order = await c.env.DB.prepare("SELECT email, customer_id FROM orders WHERE id = ?1").bind(ret.order_id).first<{ email: string; customer_id: number | null }>();
  if (order?.email) {
    const path = order.customer_id !== null ? accountReturnPath(ret.order_number) : guestReturnPath(ret.order_number);
    // related_id: the return number, so one notice per return.
    await mailAdapter(c.env, { log: logFor(c) }).send(returnRejectedMail({ to: order.email, returnNumber: ret.number, orderNumber: ret.order_number, lines: ret.lines.map((l) => `${l.quantity} × ${l.title}`), pageUrl: `${mailLinkOrigin(c.env)}${path}`, note }));
  }
  return ok<BeheerReturn>(c, beheerReturn(after, nowS()));
});

const refundBody = z.object(
  {
    idempotency_key: z.string({ error: M.invalid }).regex(/^[A-Za-z0-9_-]{16,64}$/u, M.invalid),
    shipping: z.boolean({ error: M.invalid }).optional().default(false),
  },
  { error: M.invalid },
);

/**
 * Refunds a received return through the refunds service (the PSP, the credit note, the audit rows), the
 * return's lines without restocking them again (the receipt did). The service marks the return refunded in the
 * refund's own batch; this answers the return as it is then. A repeat with the same key answers the same
 * refund and moves nothing twice.
 */
returnsApi.post("/:number/refund", requirePermission("refunds"), zv("json", refundBody), async (c) => {
  const ret = await found(c);
  const body = c.req.valid("json");
  if (ret.status !== "received" && ret.status !== "refunded") throw new ApiHttpError(409, "return_wrong_state", M.wrongState(RETURN_MESSAGES.statusLabels[ret.status]));
  const result = await refundOrder(
    c.env,
    c.get("staff")!,
    {
      orderNumber: ret.order_number,
      lines: ret.lines.map((l) => ({ position: l.position, quantity: l.quantity, restock: false })),
      shipping: body.shipping,
      reason: `Retour ${ret.number}`,
      returnId: ret.id,
      idempotencyKey: body.idempotency_key,
    },
    { origin: mailLinkOrigin(c.env), log: logFor(c) },
  );
  logFor(c).info("return refunded", { return: ret.number, refund_id: result.refund.id });
  return ok<BeheerReturn>(c, beheerReturn((await returnByNumber(c.env.DB, ret.number))!, nowS()));
});
