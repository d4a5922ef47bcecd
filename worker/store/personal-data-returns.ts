/**
 * The personal-data entry (worker/store/personal-data.ts) of the returns (migration 0029, docs/decisions/038):
 * the withdrawal form holds the consumer's name and address, the reason is free text.
 */
import type { Classification } from "./personal-data-entry";

export const RETURNS_TABLES = {
  returns: {
    personal: {
      // Reads orders: before the orders entry. The withdrawal form holds the consumer's name and address and
      // the reason is free text (docs/decisions/038). Kept like the order: a return that was refunded is the
      // ground of a credit note (fiscal retention), so its form stays; otherwise name, address and reason go.
      columns: ["withdrawal_form", "reason", "customer_id", "decision_note"],
      erase: "keep-for-retention",
      keeps: ["withdrawal_form"],
      set: `customer_id = NULL, reason = '-', decision_note = NULL,
        withdrawal_form = CASE WHEN status = 'refunded' THEN withdrawal_form
                               ELSE json_remove(withdrawal_form, '$.name', '$.address') END,
        updated_at = ?3`,
      export: true,
      exportColumns: `number, (SELECT number FROM orders WHERE orders.id = returns.order_id) AS order_number, kind, status, reason,
        withdrawal_form, created_at, refund_due_at, received_at, decided_at, decision_note,
        (SELECT json_group_array(json_object('position', rl.position, 'quantity', rl.quantity)) FROM return_lines rl WHERE rl.return_id = returns.id) AS lines`,
      json: ["withdrawal_form", "lines"],
      orderBy: "created_at",
      match: {
        customer: "customer_id = ?1 OR order_id IN (SELECT id FROM orders WHERE customer_id = ?1)",
        email: "order_id IN (SELECT id FROM orders WHERE email = ?2 COLLATE NOCASE)",
      },
      example: (o) => ({
        number: `R${String(o.customerId).padStart(7, "0")}-1`,
        order_id: o.orderId,
        idempotency_key: `return-${o.marker}`,
        kind: "withdrawal",
        // Refunded: the ground of a credit note, so the form is what the retention keeps.
        status: "refunded",
        reason: `Te klein, ${o.marker}`,
        withdrawal_form: { to: "Droomnest B.V.", person: "ik", goods: ["Kussensloop"], order_number: "KJD0000001", ordered_on: "2026-06-01", received_on: "2026-06-02", name: o.marker, address: "Dorpsstraat 1, 1234 AB Utrecht", date: "2026-06-03" },
        customer_id: o.customerId,
        created_at: o.nowS,
        refund_due_at: o.nowS + 14 * 86_400,
        updated_at: o.nowS,
      }),
    },
  },
} as const satisfies Record<string, Classification>;
