/** A row of order_lines (migration 0009): the frozen line of an order. No Worker types, so the scripts (the bench's generated orders) read it too. */
export interface OrderLineRow {
  position: number;
  product_id: number;
  variant_id: number;
  sku: string;
  title: string;
  options: string;
  quantity: number;
  unit_price: number;
  row_total: number;
  vat_rate: number;
  /** 1: configured for the customer (made to specification, migration 0034; app/kernel/withdrawal.ts). */
  made_to_spec?: number;
}
