/**
 * The back office's order list (docs/decisions/035, docs/measurements/035-order-list.md): filters for
 * payment status, fulfilment, payment method, country and an Amsterdam date range, the search box's terms
 * (worker/domain/backoffice/order-search.ts), newest first, keyset pages of ORDER_PAGE_SIZE with the count of
 * all matches. Every filter and search term is an index range (migrations 0029 and 0031): 10 000 orders
 * stay well inside the list's p95 goal. The detail is worker/store/backoffice/order-detail.ts.
 */
import type { FulfilmentCode, OrderListItem, OrderListPage } from "../../../app/lib/beheer/types/orders";
import type { OrderStatusCode } from "../../../app/lib/api/types/order";
import { ORDER_PAGE_SIZE, type OrderListQuery } from "../../../app/lib/schemas/beheer-orders";
import { paymentMethodTitle } from "../../../app/lib/checkout/constants";
import { amsterdamDayStart, nextDay, prefixEnd, searchTerms, type SearchTerm } from "../../domain/backoffice/order-search";

interface ListRow {
  id: number;
  number: string;
  created_at: number;
  status: OrderStatusCode;
  fulfilment: FulfilmentCode;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  email: string;
  country_code: "NL" | "BE";
  payment_method: string;
  grand_total: number;
  item_count: number;
}

interface Where {
  sql: string[];
  args: unknown[];
}

/** Adds a condition with its values; `?` marks are numbered in the order they are added. */
function add(where: Where, sql: string, ...values: unknown[]): void {
  const parts = sql.split("?");
  let text = parts[0]!;
  values.forEach((value, i) => {
    where.args.push(value);
    text += `?${where.args.length}${parts[i + 1]}`;
  });
  where.sql.push(text);
}

function termSql(where: Where, term: SearchTerm): string {
  const range = (column: string, prefix: string) => {
    where.args.push(prefix, prefixEnd(prefix));
    return `(${column} >= ?${where.args.length - 1} AND ${column} < ?${where.args.length})`;
  };
  switch (term.field) {
    case "number":
      return range("o.number", term.prefix);
    case "email":
      return range("lower(o.email)", term.prefix);
    case "postcode":
      where.args.push(term.value);
      return `(o.search_postcode = ?${where.args.length} OR o.search_billing_postcode = ?${where.args.length})`;
    case "name":
      return [range("o.search_full_name", term.prefix), range("o.search_last_name", term.prefix), range("o.search_company", term.prefix)].join(" OR ");
  }
}

function filters(query: OrderListQuery): Where {
  const where: Where = { sql: [], args: [] };
  if (query.status) add(where, "o.status = ?", query.status);
  if (query.fulfilment) add(where, "o.fulfilment = ?", query.fulfilment);
  if (query.method) add(where, "o.payment_method = ?", query.method);
  if (query.country) add(where, "o.country_code = ?", query.country);
  if (query.from) add(where, "o.created_at >= ?", amsterdamDayStart(query.from));
  if (query.to) add(where, "o.created_at < ?", amsterdamDayStart(nextDay(query.to)));
  const terms = searchTerms(query.q);
  if (terms.length > 0) where.sql.push(`(${terms.map((t) => termSql(where, t)).join(" OR ")})`);
  return where;
}

const iso = (s: number) => new Date(s * 1000).toISOString();

function toItem(r: ListRow): OrderListItem {
  const person = `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim();
  return {
    number: r.number,
    created_at: iso(r.created_at),
    status: r.status,
    fulfilment: r.fulfilment,
    name: r.company ? (person ? `${r.company} (${person})` : r.company) : person,
    email: r.email,
    country_code: r.country_code,
    payment_method: { code: r.payment_method, title: paymentMethodTitle(r.payment_method) },
    grand_total: r.grand_total,
    item_count: r.item_count,
  };
}

/** The SQL of one page and of the count (exported for the EXPLAIN QUERY PLAN test of the indexes). */
export function orderListSql(query: OrderListQuery, pageSize = ORDER_PAGE_SIZE): { page: string; pageArgs: unknown[]; count: string; countArgs: unknown[] } {
  const where = filters(query);
  const countSql = `SELECT COUNT(*) AS n FROM orders o${where.sql.length ? ` WHERE ${where.sql.join(" AND ")}` : ""}`;
  const countArgs = [...where.args];
  if (query.cursor) {
    const [created, id] = query.cursor.split(".").map(Number);
    add(where, "(o.created_at < ? OR (o.created_at = ? AND o.id < ?))", created, created, id);
  }
  where.args.push(pageSize + 1);
  const page = `SELECT o.id, o.number, o.created_at, o.status, o.fulfilment,
      json_extract(o.customer, '$.first_name') AS first_name, json_extract(o.customer, '$.last_name') AS last_name,
      json_extract(o.customer, '$.company') AS company, o.email, o.country_code, o.payment_method, o.grand_total,
      (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.order_id = o.id) AS item_count
    FROM orders o${where.sql.length ? ` WHERE ${where.sql.join(" AND ")}` : ""}
    ORDER BY o.created_at DESC, o.id DESC LIMIT ?${where.args.length}`;
  return { page, pageArgs: where.args, count: countSql, countArgs };
}

/** One page of the list (after `query.cursor`, newest first) and the count of all matches, in one round trip. */
export async function listOrders(db: D1Database, query: OrderListQuery, pageSize = ORDER_PAGE_SIZE): Promise<OrderListPage> {
  const sql = orderListSql(query, pageSize);
  const [rows, count] = await db.batch<unknown>([db.prepare(sql.page).bind(...sql.pageArgs), db.prepare(sql.count).bind(...sql.countArgs)]);
  const results = rows!.results as ListRow[];
  const more = results.length > pageSize;
  const shown = more ? results.slice(0, pageSize) : results;
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    total: (count!.results[0] as { n: number }).n,
    next: more && last ? `${last.created_at}.${last.id}` : null,
  };
}
