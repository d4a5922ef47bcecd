/** The list of discount codes (docs/decisions/042): a table with caption and scoped headers, scrollable by keyboard. */
import { Link } from "react-router";
import type { BeheerDiscountCode } from "../../lib/beheer/types/discounts";
import { BEHEER_DISCOUNT_MESSAGES as M } from "../../lib/beheer/messages/discounts";
import { formatEuro } from "../../lib/format";
import { DiscountStateActions } from "./discount-form";
import { BeheerTable } from "./table";

export function discountValue(c: Pick<BeheerDiscountCode, "kind" | "value">): string {
  if (c.kind === "percentage") return `${c.value} %`;
  if (c.kind === "fixed") return formatEuro(c.value);
  return M.kinds.free_shipping;
}

const period = (c: BeheerDiscountCode) => `${c.valid_from ?? "…"} – ${c.valid_until ?? "…"}`;

export function DiscountTable({ codes, busy, caption }: { codes: BeheerDiscountCode[]; busy: boolean; caption: string }) {
  return (
    <BeheerTable id="kortingscodes" caption={caption}>
      <thead>
        <tr>
          <th scope="col">{M.code}</th>
          <th scope="col">{M.value}</th>
          <th scope="col">{M.validity}</th>
          <th scope="col">{M.used}</th>
          <th scope="col">{M.stateLabel}</th>
          <th scope="col">{M.actions}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((c) => (
          <tr key={c.code}>
            <th scope="row">
              <Link to={`/beheer/kortingscodes/${encodeURIComponent(c.code)}/`}>{c.code}</Link>
              <span className="beheer-discount__label">{c.label}</span>
            </th>
            <td>{discountValue(c)}</td>
            <td>{period(c)}</td>
            <td>{`${c.used_count} / ${c.max_uses ?? M.unlimited}`}</td>
            <td>{c.voucher ? M.voucher : M.states[c.state]}</td>
            <td>
              <DiscountStateActions code={c} busy={busy} />
            </td>
          </tr>
        ))}
      </tbody>
    </BeheerTable>
  );
}
