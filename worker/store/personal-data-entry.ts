/**
 * One entry of the personal-data registry (worker/store/personal-data.ts): what a table holds about a
 * person, how a customer's rows are found, what the export shows and what erasure does.
 *
 * Finding a customer's rows: `customer` is an SQL condition on the account (the customer id, ?1); `email` a
 * condition on the account's e-mail address (?2; ?5 is the review hash of that address). E-mail conditions
 * also find rows made as a guest with the same address before registering, but ONLY when the account's
 * address is confirmed: anyone can register with someone else's address without confirming it, and must
 * not be able to download or erase that person's guest orders, messages or reviews.
 *
 * Statement parameters: ?1 customer id, ?2 the account's e-mail address, ?3 now (unix seconds), ?4 the
 * e-mail address an erased account gets, ?5 SHA-256 of the review hash input of the address, ?6 the mail
 * budget's key of the address (worker/store/mail-budget.ts).
 */

export type EraseAction = "delete" | "anonymise" | "keep-for-retention";

/** Values for an example row of a customer (documentation of the match, and the seed of the tests). */
export interface ExampleOwner {
  customerId: number;
  email: string;
  /** A text unique to this customer, to put in free-text and name columns. */
  marker: string;
  /** A cart id (64 hex) of this customer. */
  cartId: string;
  /** SHA-256 of the review hash input of the address (worker/domain/reviews/submission.ts). */
  reviewHash: string;
  /** The mail budget's key of the address (worker/store/mail-budget.ts). */
  mailBudgetKey: string;
  /** The id of this customer's example order (rows that point at an order). */
  orderId: number;
  nowS: number;
  /** A product id that exists (foreign keys). */
  productId: number;
}

export interface PersonalTable {
  /** Columns that hold personal data (e-mail, name, address, phone, IP hash, VAT number, free text, account link). */
  columns: readonly string[];
  /** Erasure: delete the rows, anonymise them (`set`), or keep what a legal retention needs (`set`, `keeps`). */
  erase: EraseAction;
  /** SET clause for anonymise and keep-for-retention. */
  set?: string;
  /** keep-for-retention: the personal columns kept unchanged (the rest of `columns` is cleared by `set`). */
  keeps?: readonly string[];
  /** Every personal table is in the export. */
  export: true;
  /** SELECT list of the export: never secrets (password hashes, token or session ids, one-time links). */
  exportColumns: string;
  /** Export columns that hold JSON text (parsed in the export). */
  json?: readonly string[];
  orderBy?: string;
  /** How the customer's rows are found (SQL conditions; see the parameters above). */
  match: { customer?: string; email?: string };
  /** A row of this customer; a test inserts it and proves export and erasure find it. */
  example: (o: ExampleOwner) => Record<string, unknown>;
}

export type Classification = { personal: PersonalTable } | { none: string };

/** The WHERE condition of a table's rows of a customer; e-mail matches only for a confirmed address. */
export function matchCondition(table: PersonalTable, emailConfirmed: boolean): string | null {
  const parts = [table.match.customer, emailConfirmed ? table.match.email : undefined].filter((p): p is string => !!p);
  return parts.length === 0 ? null : parts.map((p) => `(${p})`).join(" OR ");
}
