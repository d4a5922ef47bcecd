/** /beheer/api/returns answers (docs/decisions/038). */
import type { ReturnStatus, ReturnView, WithdrawalForm } from "../../api/types/returns";

export type { ReturnStatus };

/** A return in the back office: the shopper's view plus the refund deadline's state and the lines' money. */
export interface BeheerReturn extends ReturnView {
  /** The refund deadline has passed while the return is not refunded (nor rejected). */
  overdue: boolean;
  /** Cents the returned lines paid (unit price × quantity), for the refund. */
  lines_total: number;
  lines_money: { position: number; unit_price: number; quantity: number }[];
}

export interface BeheerReturnDetail extends BeheerReturn {
  form: WithdrawalForm;
}
