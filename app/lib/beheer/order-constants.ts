/** The order list's filter values and page size (docs/decisions/035): the schema and the filter form share them. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "cancelled", "expired"] as const;
export const FULFILMENTS = ["new", "processing", "partially_shipped", "shipped", "delivered", "cancelled"] as const;
export const ORDER_COUNTRIES = ["NL", "BE"] as const;

/** Orders per page of the list. */
export const ORDER_PAGE_SIZE = 25;
