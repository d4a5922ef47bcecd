/**
 * The mail blocks of a voucher or credit code (docs/decisions/027): the order confirmation and the newsletter
 * credit mail show a code the same way, with its conditions.
 */
import { VOUCHER_MESSAGES, voucherConditions, type VoucherConditions } from "../../../app/lib/vouchers/messages";
import type { MailBlock } from "./layout";

export function voucherBlocks(v: VoucherConditions & { code: string }, intro: string, extra: string[] = []): MailBlock[] {
  return [
    { type: "p", text: intro },
    { type: "facts", rows: [[VOUCHER_MESSAGES.codeLabel, v.code]] },
    { type: "p", text: [voucherConditions(v), ...extra].join(" ") },
  ];
}
