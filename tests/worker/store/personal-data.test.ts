/**
 * The one classification of personal data (worker/store/personal-data.ts; AVG art. 15, 17, 20): every
 * table of the migrated D1 is classified, and for every personal table a row of a customer is in that
 * customer's export and is deleted or anonymised by the erasure, while another customer's rows stay as
 * they were. Guest rows made with the same address are the customer's only once the address is confirmed.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { emailHashInput } from "../../../worker/domain/reviews/submission";
import { classificationOf, isInternalTable, personalTables } from "../../../worker/store/personal-data";
import type { ExampleOwner, PersonalTable } from "../../../worker/store/personal-data-entry";
import { mailBudgetKey } from "../../../worker/store/mail-budget";
import { eraseCustomer, exportCustomer } from "../../../worker/store/privacy";
import { sha256Hex } from "../../../worker/store/sessions";

const NOW = 1_800_000_000;
const PRODUCT_ID = 990_001;
let next = 500;

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO brands (id, slug, name, description) VALUES (990, 'pd-merk', 'Merk', 'Merk')"),
    env.DB.prepare("INSERT INTO categories (id, slug, title, kind) VALUES (990, 'pd-categorie', 'Categorie', 'overview')"),
    env.DB.prepare(
      `INSERT INTO products (id, slug, sku, title, brand_id, type, main_category_id, description, delivery, color_title, color_hex, price, created_at)
       VALUES (?1, 'pd-product', 'PD-1', 'Product', 990, 'matras', 990, 'Omschrijving', '1 dag', 'Wit', '#fff', 10000, '2026-01-01')`,
    ).bind(PRODUCT_ID),
  ]);
});

async function tableNames(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{ name: string }>();
  return results.map((r) => r.name).filter((n) => !isInternalTable(n));
}

async function owner(): Promise<ExampleOwner> {
  const n = next++;
  const email = `Klant-${n}-${crypto.randomUUID()}@droomnest.test`;
  return {
    customerId: n,
    email,
    marker: `Marker${n}x${crypto.randomUUID().slice(0, 8)}`,
    cartId: n.toString(16).padStart(64, "0"),
    reviewHash: await sha256Hex(emailHashInput(email)),
    mailBudgetKey: await mailBudgetKey(email),
    orderId: n * 1_000_000,
    nowS: NOW,
    productId: PRODUCT_ID,
  };
}

/** Inserts a table's example row of a customer; answers its rowid. */
async function insertExample(table: string, entry: PersonalTable, o: ExampleOwner): Promise<number> {
  const row = entry.example(o);
  const columns = Object.keys(row);
  const values = columns.map((c) => {
    const v = row[c];
    return v !== null && typeof v === "object" ? JSON.stringify(v) : v;
  });
  const inserted = await env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((_, i) => `?${i + 1}`).join(", ")}) RETURNING rowid AS rid`)
    .bind(...values)
    .first<{ rid: number }>();
  return inserted!.rid;
}

/** Seeds one example row per personal table for a customer (customers, then orders first: foreign keys). */
async function seedCustomer(o: ExampleOwner, confirmed = true): Promise<Map<string, number>> {
  const rowids = new Map<string, number>();
  const first = (name: string) => (name === "customers" ? 2 : name === "orders" ? 1 : 0);
  const tables = personalTables().sort(([a], [b]) => first(b) - first(a));
  for (const [table, entry] of tables) rowids.set(table, await insertExample(table, entry, o));
  if (!confirmed) await env.DB.prepare("UPDATE customers SET email_confirmed_at = NULL WHERE id = ?1").bind(o.customerId).run();
  return rowids;
}

async function rowByRowid(table: string, rowid: number): Promise<Record<string, unknown> | null> {
  return env.DB.prepare(`SELECT * FROM ${table} WHERE rowid = ?1`).bind(rowid).first<Record<string, unknown>>();
}

describe("the classification of personal data", () => {
  it("classifies every table of the migrated D1 (a new table must get an entry)", async () => {
    const tables = await tableNames();
    expect(tables.length).toBeGreaterThan(30);
    const unclassified = tables.filter((t) => classificationOf(t) === null);
    expect(unclassified, "classify these tables in worker/store/personal-data.ts").toEqual([]);
    // Every personal entry names columns the table really has.
    for (const [table, entry] of personalTables()) {
      const { results } = await env.DB.prepare(`SELECT name FROM pragma_table_info(?1)`).bind(table).all<{ name: string }>();
      const existing = results.map((r) => r.name);
      expect(existing.length, `${table} exists`).toBeGreaterThan(0);
      for (const column of [...entry.columns, ...(entry.keeps ?? [])]) expect(existing, `${table}.${column}`).toContain(column);
    }
  });

  it("a table added by a migration without an entry is found unclassified; FTS shadow tables follow their FTS table", async () => {
    await env.DB.prepare("CREATE TABLE pd_probe_of_tomorrow (email TEXT)").run();
    try {
      expect((await tableNames()).filter((t) => classificationOf(t) === null)).toEqual(["pd_probe_of_tomorrow"]);
    } finally {
      await env.DB.prepare("DROP TABLE pd_probe_of_tomorrow").run();
    }
    expect(classificationOf("search_fts_data")).toEqual(classificationOf("search_fts"));
    expect(classificationOf("customers_data")).toBeNull();
  });
});

describe("export and erasure cover every personal table", () => {
  it("exports each table's row of the customer, then deletes or anonymises it, leaving another customer's rows alone", async () => {
    const a = await owner();
    const b = await owner();
    const rowsA = await seedCustomer(a);
    const rowsB = await seedCustomer(b);
    const before = new Map<string, Record<string, unknown> | null>();
    for (const [table, rowid] of rowsB) before.set(table, await rowByRowid(table, rowid));

    const exported = await exportCustomer(env.DB, a.customerId, NOW);
    expect(exported).not.toBeNull();
    const text = JSON.stringify(exported);
    for (const [table] of personalTables()) {
      expect(exported![table]?.length ?? 0, `export section ${table}`).toBeGreaterThanOrEqual(1);
    }
    expect(text).toContain(a.marker);
    expect(text).not.toContain(b.marker);
    expect(text).not.toContain(b.email);
    // Never a secret: no session or token id, no password hash, no mail body with its links.
    expect(text).not.toContain(`session-${a.marker}`);
    expect(text).not.toContain(`token-${a.marker}`);
    expect(text).not.toContain("pbkdf2$");
    expect(text).not.toContain("<p>Hallo</p>");
    expect(exported!.orders![0]!.lines).toEqual([]);

    expect(await eraseCustomer(env.DB, a.customerId, NOW + 10)).toBe(true);

    for (const [table, entry] of personalTables()) {
      const original = entry.example(a);
      const row = await rowByRowid(table, rowsA.get(table)!);
      if (entry.erase === "delete") {
        expect(row, `${table}: deleted`).toBeNull();
        continue;
      }
      expect(row, `${table}: kept, anonymised`).not.toBeNull();
      const keeps = entry.keeps ?? [];
      for (const column of entry.columns) {
        const was = original[column];
        const wasText = was !== null && typeof was === "object" ? JSON.stringify(was) : was;
        if (keeps.includes(column)) expect(row![column], `${table}.${column}: kept for the retention`).toBe(wasText);
        else if (wasText !== null && wasText !== undefined) expect(row![column], `${table}.${column}: changed`).not.toBe(wasText);
      }
      // Nothing that names the customer stays, apart from what the retention keeps.
      const rest = Object.fromEntries(Object.entries(row!).filter(([k]) => !keeps.includes(k)));
      expect(JSON.stringify(rest), `${table}: no e-mail left`).not.toContain(a.email);
      expect(JSON.stringify(rest).toLowerCase(), `${table}: no e-mail left`).not.toContain(a.email.toLowerCase());
    }

    // The other customer's rows are exactly as they were.
    for (const [table, rowid] of rowsB) expect(await rowByRowid(table, rowid), `${table} of the other customer`).toEqual(before.get(table));
    // The erased account has no export; a second erasure finds nothing.
    expect(await exportCustomer(env.DB, a.customerId, NOW)).toBeNull();
    expect(await eraseCustomer(env.DB, a.customerId, NOW)).toBe(false);
  });

  it("a paid order keeps name, company, VAT number and billing address; e-mail, phone and delivery address go; a failed order keeps nothing personal, a pending one what its invoice would need", async () => {
    const o = await owner();
    await seedCustomer(o);
    const paid = await env.DB.prepare("SELECT id FROM orders WHERE email = ?1").bind(o.email).first<{ id: number }>();
    await env.DB.prepare(
      `INSERT INTO orders (number, cart_id, customer_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address,
                           country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, updated_at)
       VALUES ('KJD9999998', ?1, ?2, 'k2', 'h2', 'failed', ?3, ?4, ?5, ?5, 'NL', 'standard', 'ideal', 100, 100, 17, ?6, ?6)`,
    )
      .bind(o.cartId, o.customerId, o.email, JSON.stringify({ first_name: o.marker, company: "Bedrijf", vat_number: "NL123456789B01", phone_number: "0612345678", email: o.email }), JSON.stringify({ first_name: o.marker, city: "Utrecht", country_code: "NL" }), NOW)
      .run();
    await env.DB.prepare(
      `INSERT INTO orders (number, cart_id, customer_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address,
                           country_code, shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, updated_at)
       VALUES ('KJD9999997', ?1, ?2, 'k3', 'h3', 'pending', ?3, ?4, ?5, ?5, 'NL', 'standard', 'ideal', 100, 100, 17, ?6, ?6)`,
    )
      .bind(o.cartId, o.customerId, o.email, JSON.stringify({ first_name: o.marker, email: o.email }), JSON.stringify({ first_name: o.marker, city: "Utrecht", country_code: "NL" }), NOW)
      .run();
    await eraseCustomer(env.DB, o.customerId, NOW);
    const pending = await env.DB.prepare("SELECT email, customer, billing_address FROM orders WHERE number = 'KJD9999997'").first<Record<string, string>>();
    expect(pending).toEqual({ email: "", customer: JSON.stringify({ first_name: o.marker }), billing_address: JSON.stringify({ first_name: o.marker, city: "Utrecht", country_code: "NL" }) });
    const row = await env.DB.prepare("SELECT * FROM orders WHERE id = ?1").bind(paid!.id).first<Record<string, string>>();
    expect(JSON.parse(row!.customer!)).toEqual({ type: "private", first_name: o.marker, last_name: "de Vries" });
    expect(JSON.parse(row!.billing_address!)).toMatchObject({ first_name: o.marker, street: "Dorpsstraat", city: "Utrecht" });
    expect(JSON.parse(row!.shipping_address!)).toEqual({ country_code: "NL" });
    expect(row!.email).toBe("");
    expect(row!.grand_total).toBe(10000);
    const unpaid = await env.DB.prepare("SELECT * FROM orders WHERE number = 'KJD9999998'").first<Record<string, string>>();
    expect([unpaid!.email, unpaid!.customer, unpaid!.billing_address, unpaid!.shipping_address, unpaid!.customer_id]).toEqual(["", "{}", "{}", '{"country_code":"NL"}', null]);
  });

  it("an unconfirmed address reaches only the account's own rows: guest rows with that address are neither exported nor erased", async () => {
    const o = await owner();
    const rows = await seedCustomer(o, false);
    const exported = await exportCustomer(env.DB, o.customerId, NOW);
    expect(exported!.contact_messages).toEqual([]);
    expect(exported!.orders).toEqual([]);
    expect(exported!.reviews).toEqual([]);
    expect(exported!.customer_addresses).toHaveLength(1);
    await eraseCustomer(env.DB, o.customerId, NOW);
    for (const table of ["contact_messages", "orders", "reviews", "outbox", "newsletter_subscriptions"]) {
      expect(await rowByRowid(table, rows.get(table)!), `${table} of the address's guest`).not.toBeNull();
    }
    expect(await rowByRowid("customer_addresses", rows.get("customer_addresses")!)).toBeNull();
    expect(await rowByRowid("sessions", rows.get("sessions")!)).toBeNull();
  });
});
