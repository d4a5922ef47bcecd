/**
 * D1 queries of the chat assistant (migration 0010): saved chats, the retrieval passages (service pages,
 * FAQ, blog) and the few order fields the chat's order lookup compares. Nothing here returns another
 * customer's data to a caller that has not verified the order (worker/domain/chat/order-lookup.ts).
 */
import { trackPath } from "../../app/kernel/carriers";
import type { FulfilmentCode, OrderStatusCode } from "../../app/lib/api/types/order";
import type { ChatMessage } from "../../app/lib/schemas/chat";
import type { Passage, PassageRef } from "../domain/chat/answers";
import type { LookupOrder } from "../domain/chat/order-lookup";
import { shipmentsOfOrder } from "./backoffice/shipments";

/** Stores a conversation and its rating (no IP, no customer). A second save of the same id changes nothing; answers whether it was new. */
export async function saveChat(db: D1Database, chat: { id: string; messages: ChatMessage[]; rating: number; now: number }): Promise<boolean> {
  const result = await db
    .prepare("INSERT INTO chats (id, messages, rating, created_at) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (id) DO NOTHING")
    .bind(chat.id, JSON.stringify(chat.messages), chat.rating, chat.now)
    .run();
  return (result.meta.changes ?? 0) > 0;
}

const PASSAGE_COLUMNS = "p.page_key, p.path, p.title, p.heading, p.body";

/** The passages an answer names (page + heading), in the order asked; missing ones are left out. */
export async function passagesByRef(db: D1Database, refs: PassageRef[]): Promise<Passage[]> {
  if (refs.length === 0) return [];
  const rows = await db.batch(
    refs.map((r) => db.prepare(`SELECT ${PASSAGE_COLUMNS} FROM chat_passages p WHERE p.page_key = ?1 AND p.heading = ?2 LIMIT 1`).bind(r.page, r.heading)),
  );
  return rows.flatMap((r) => (r.results as Passage[]).slice(0, 1));
}

/**
 * Full-text search over the passages (bm25; headings weigh most, then titles). `query` is an FTS5 query
 * made by ftsQuery (quoted terms only). A query FTS5 cannot run answers nothing instead of failing.
 */
export async function searchPassages(db: D1Database, query: string | null, limit = 3): Promise<Passage[]> {
  if (!query) return [];
  try {
    const { results } = await db
      .prepare(
        `SELECT ${PASSAGE_COLUMNS} FROM chat_passages_fts f JOIN chat_passages p ON p.rowid = f.rowid
          WHERE chat_passages_fts MATCH ?1 ORDER BY bm25(chat_passages_fts, 2.0, 5.0, 1.0) LIMIT ?2`,
      )
      .bind(query, limit)
      .all<Passage>();
    return results;
  } catch {
    return [];
  }
}

interface AddressJson {
  first_name?: unknown;
  zipcode?: unknown;
  house_number?: unknown;
  extension?: unknown;
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The order fields the lookup compares (number, status, first names, billing and delivery address), or null. */
export async function orderForLookup(db: D1Database, number: string): Promise<LookupOrder | null> {
  const row = await db
    .prepare("SELECT id, number, status, fulfilment, customer, billing_address, shipping_address FROM orders WHERE number = ?1")
    .bind(number)
    .first<{ id: number; number: string; status: OrderStatusCode; fulfilment: FulfilmentCode; customer: string; billing_address: string; shipping_address: string }>();
  if (!row) return null;
  const customer = JSON.parse(row.customer) as { first_name?: unknown };
  const addresses = [JSON.parse(row.billing_address) as AddressJson, JSON.parse(row.shipping_address) as AddressJson];
  // A paid order's parcels with the shop's own track path (docs/decisions/036); told only once verified.
  const parcels =
    row.status === "paid"
      ? (await shipmentsOfOrder(db, row.id)).map((p) => ({ carrier: p.carrier_title, code: p.tracking_code, path: trackPath(row.number, p.tracking_code), delivered: p.delivered_at !== null }))
      : [];
  return {
    number: row.number,
    status: row.status,
    ...(row.status === "paid" ? { fulfilment: row.fulfilment, parcels } : {}),
    firstNames: [str(customer.first_name), ...addresses.map((a) => str(a.first_name))].filter(Boolean),
    addresses: addresses.map((a) => ({ zipcode: str(a.zipcode), house_number: str(a.house_number), extension: str(a.extension) })),
  };
}
