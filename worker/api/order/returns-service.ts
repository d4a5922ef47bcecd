/**
 * The shopper's side of returns (docs/decisions/038): what an order may return now (the kernel's rule over
 * the order's lines in D1), and starting a return with the model withdrawal form, the confirmation mail
 * queued once per return. Plain inputs: the HTTP layer (./returns.ts) has checked who asks.
 */
import { checkReturn, refundDueAt, returnableLines, trialDeadline, withdrawalDeadline, exclusionOf } from "../../../app/kernel/withdrawal";
import type { Address } from "../../../app/lib/api/types/account";
import type { ReturnableLine, ReturnPage, ReturnView, WithdrawalForm } from "../../../app/lib/api/types/returns";
import { amsterdamDate } from "../../../app/lib/format";
import { RETURN_MESSAGES } from "../../../app/lib/returns/messages";
import { accountReturnPath, guestReturnPath } from "../../../app/lib/returns/constants";
import type { ReturnRequest } from "../../../app/lib/schemas/returns";
import { SHOP_IDENTITY, shopPostalAddress } from "../../../app/lib/shop-identity";
import type { MailAdapter } from "../../edge/mail";
import { returnConfirmationMail } from "../../edge/mail-templates/returns";
import { ApiHttpError } from "../../http/errors";
import { createReturn, deliveredUnits, orderLinesForReturn, returnRowsOfOrder } from "../../store/backoffice/returns";
import { returnView } from "../../store/backoffice/returns-view";

/** The order as returns need it (orders row, migration 0029 columns included). */
export interface ReturnOrder {
  id: number;
  number: string;
  status: string;
  customer_id: number | null;
  email: string;
  customer: string;
  shipping_address: string;
  created_at: number;
  delivered_at: number | null;
}

export async function returnOrderByNumber(db: D1Database, number: string): Promise<(ReturnOrder & { access_hash: string }) | null> {
  return db
    .prepare("SELECT id, number, status, customer_id, email, customer, shipping_address, created_at, delivered_at, access_hash FROM orders WHERE number = ?1")
    .bind(number)
    .first<ReturnOrder & { access_hash: string }>();
}

const iso = (s: number | null) => (s === null ? null : new Date(s * 1000).toISOString());
const day = (s: number) => {
  const d = amsterdamDate(new Date(s * 1000));
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

function consumer(order: ReturnOrder): boolean {
  const c = JSON.parse(order.customer) as { type?: string };
  return c.type !== "company";
}

function prefill(order: ReturnOrder): { name: string; address: string } {
  const c = JSON.parse(order.customer) as { first_name?: string; last_name?: string };
  const a = JSON.parse(order.shipping_address) as Partial<Address>;
  const name = `${c.first_name ?? ""} ${c.last_name ?? ""}`.trim();
  const street = `${a.street ?? ""} ${a.house_number ?? ""}${a.extension ? ` ${a.extension}` : ""}`.trim();
  const address = [street, `${a.zipcode ?? ""} ${a.city ?? ""}`.trim(), a.country_code === "BE" ? "België" : "Nederland"].filter(Boolean).join(", ");
  return { name, address };
}

/** The verdict per line now, with the lines' titles (one read of D1). */
async function linesNow(db: D1Database, order: ReturnOrder, now: number) {
  const { lines, hasParcelLines } = await orderLinesForReturn(db, order.id);
  const deliveredAt = order.status === "paid" ? order.delivered_at : null;
  const verdicts = returnableLines({
    deliveredAt,
    consumer: consumer(order),
    now,
    lines: lines.map((l) => ({
      position: l.position,
      productType: l.product_type,
      madeToSpec: l.made_to_spec === 1,
      delivered: deliveredUnits(l, deliveredAt !== null, hasParcelLines),
      returned: l.returned,
    })),
  });
  return { lines, verdicts };
}

export async function returnPage(db: D1Database, order: ReturnOrder, now: number): Promise<ReturnPage> {
  const { lines, verdicts } = await linesNow(db, order, now);
  const out: ReturnableLine[] = lines.map((l, i) => {
    const v = verdicts[i]!;
    return {
      position: l.position,
      title: l.title,
      options: JSON.parse(l.options) as ReturnableLine["options"],
      quantity: l.quantity,
      max: v.max,
      kind: v.kind,
      deadline: iso(v.deadline),
      exclusion: v.exclusion,
      exclusion_note: v.exclusion ? (exclusionOf(l.product_type, l.made_to_spec === 1)?.note ?? null) : null,
      seal_required: v.sealRequired,
      refusal: v.refusal,
    };
  });
  const delivered = order.status === "paid" ? order.delivered_at : null;
  return {
    order: order.number,
    ordered_on: day(order.created_at),
    delivered_at: iso(delivered),
    withdrawal_deadline: delivered === null ? null : iso(withdrawalDeadline(delivered)),
    trial_deadline: delivered === null || !verdicts.some((v, i) => lines[i]!.product_type === "matras" && v.exclusion === null) ? null : iso(trialDeadline(delivered)),
    lines: out,
    form: { to: shopTo(), ...prefill(order), ordered_on: day(order.created_at), received_on: delivered === null ? "" : day(delivered) },
    returns: (await returnRowsOfOrder(db, order.id)).map(returnView),
  };
}

const shopTo = () => `${SHOP_IDENTITY.legalName}, ${shopPostalAddress()}, ${SHOP_IDENTITY.replyTo}`;

export interface StartReturnInput {
  order: ReturnOrder;
  request: ReturnRequest;
  now: number;
  /** The site's origin for the mail's link (worker/edge/mail.ts mailLinkOrigin). */
  origin: string;
}

/**
 * Starts a return: checks every chosen line against the rule (Dutch 422 with the first line's reason),
 * stores it once per idempotency key and queues the confirmation mail once per return.
 */
export async function startReturn(db: D1Database, mail: MailAdapter, input: StartReturnInput): Promise<{ created: boolean; ret: ReturnView }> {
  const { order, request, now } = input;
  const { lines, verdicts } = await linesNow(db, order, now);
  const requested = request.lines.map((l) => ({ position: l.position, quantity: l.quantity, sealIntact: l.seal_intact === true }));
  const verdict = checkReturn(verdicts, requested);
  if (!verdict.ok) {
    const line = lines.find((l) => l.position === verdict.position);
    throw new ApiHttpError(422, "not_returnable", line ? `${line.title}: ${verdict.message}` : verdict.message);
  }
  const title = (position: number) => lines.find((l) => l.position === position)?.title ?? "";
  const form: WithdrawalForm = {
    to: shopTo(),
    person: request.person,
    goods: requested.map((l) => `${l.quantity} × ${title(l.position)}`),
    order_number: order.number,
    ordered_on: day(order.created_at),
    received_on: order.delivered_at === null ? "" : day(order.delivered_at),
    name: request.name,
    address: request.address,
    date: day(now),
    ...(verdict.kind === "trial" ? { preference: request.preference ?? "refund" } : {}),
  };
  const stored = await createReturn(db, {
    orderId: order.id,
    orderNumber: order.number,
    customerId: order.customer_id,
    key: request.idempotency_key,
    kind: verdict.kind,
    reason: request.reason || RETURN_MESSAGES.noReason,
    form,
    lines: requested,
    now,
    refundDueAt: refundDueAt(now),
  });
  if (!stored.ok) {
    if (stored.reason === "quantity") throw new ApiHttpError(409, "return_conflict", RETURN_MESSAGES.conflict);
    throw new ApiHttpError(422, "invalid_request", RETURN_MESSAGES.invalid);
  }
  const ret = stored.ret;
  const path = order.customer_id !== null ? accountReturnPath(order.number) : guestReturnPath(order.number);
  // related_id is the return number: a replay queues nothing new.
  await mail.send(
    returnConfirmationMail({
      to: order.email,
      returnNumber: ret.number,
      orderNumber: order.number,
      kind: ret.kind,
      lines: ret.lines.map((l) => `${l.quantity} × ${l.title}`),
      refundDueAt: ret.refund_due_at,
      pageUrl: `${input.origin}${path}`,
    }),
  );
  return { created: stored.created, ret: returnView(ret) };
}
