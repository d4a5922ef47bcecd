import type { OrderVoucher } from "../../lib/api/types/order";
import { VOUCHER_MESSAGES, voucherConditions } from "../../lib/vouchers/messages";

/**
 * The voucher a paid order earned (docs/decisions/027): its code, conditions and standing. The thank-you page
 * and the account's order page show it; headingLevel keeps each page's outline.
 */
export function VoucherCard({ voucher, headingLevel = 2 }: { voucher: OrderVoucher; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="card voucher-card" aria-labelledby="cadeaubon-titel">
      <Heading id="cadeaubon-titel">{VOUCHER_MESSAGES.heading}</Heading>
      <p>{VOUCHER_MESSAGES.intro}</p>
      <p className="voucher-card__code">
        {VOUCHER_MESSAGES.codeLabel}: <strong data-testid="voucher-code">{voucher.code}</strong>
      </p>
      <p>{voucherConditions(voucher)}</p>
      <p className="voucher-card__note">{VOUCHER_MESSAGES.orderBound}</p>
      <p>
        Status: <span className={`voucher-card__state voucher-card__state--${voucher.state}`}>{VOUCHER_MESSAGES.state[voucher.state]}</span>
      </p>
    </section>
  );
}
