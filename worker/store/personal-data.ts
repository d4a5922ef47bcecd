/**
 * Personal data (AVG art. 15, 17, 20; docs/decisions/016, 025): ONE classification of every D1 table. Each
 * table is either `personal` (an entry of worker/store/personal-data-entry.ts: which columns name a person,
 * how its rows of a customer are found, what the export shows and what erasure does) or `none` (why it
 * holds nothing about a person). The export (exportCustomer) and the erasure (eraseCustomer) in
 * worker/store/privacy.ts are built from this registry, and tests/worker/store/personal-data.test.ts lists
 * every table of the migrated D1 and fails for a table that is not here: a new table is classified by
 * adding one entry.
 *
 * Entries run in this order (erasure): a condition that reads another table (carts, orders) comes before
 * that table's own entry changes the rows it reads; customers is last.
 */
import type { Classification, PersonalTable } from "./personal-data-entry";
import { NOT_PERSONAL } from "./personal-data-none";
import { ADDRESS_KEY_TABLES } from "./personal-data-address-keys";
import { REMINDER_CONSENT_TABLES } from "./personal-data-reminders";
import { RETURNS_TABLES } from "./personal-data-returns";

const CUSTOMER_CARTS = "SELECT id FROM carts WHERE customer_id = ?1";

/** An order with (or that may still get) an invoice: paid once, or waiting for its payment. */
const INVOICED = "(paid_at IS NOT NULL OR status = 'pending')";

/** The classification of every table, in erasure order. */
export const PERSONAL_DATA = {
  ...NOT_PERSONAL,
  ...REMINDER_CONSENT_TABLES,
  ...ADDRESS_KEY_TABLES,
  chats: {
    personal: {
      columns: ["messages"],
      erase: "delete",
      export: true,
      exportColumns: "messages, rating, created_at",
      json: ["messages"],
      orderBy: "created_at",
      // Saved chats carry no account (privacy statement): they are the customer's when they name the
      // address or one of the customer's order numbers. Before orders, whose link to the account goes.
      match: {
        customer: "EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = ?1 AND instr(chats.messages, o.number) > 0)",
        email: "instr(lower(chats.messages), lower(?2)) > 0",
      },
      example: (o) => ({
        id: `chat-${o.marker}`,
        messages: [{ role: "user", content: `Mijn adres is ${o.email}, ${o.marker}` }],
        rating: 4,
        created_at: o.nowS,
      }),
    },
  },
  abandon_signals: {
    personal: {
      columns: ["cart_id", "payload"],
      erase: "delete",
      export: true,
      exportColumns: "kind, payload, created_at",
      json: ["payload"],
      orderBy: "created_at",
      match: {
        customer: `cart_id IN (${CUSTOMER_CARTS})`,
        email: "kind = 'email' AND json_extract(payload, '$.email') = ?2 COLLATE NOCASE",
      },
      example: (o) => ({ kind: "email", cart_id: null, payload: { email: o.email }, created_at: o.nowS }),
    },
  },
  checkout_states: {
    personal: {
      columns: ["customer_id", "details", "billing_address", "shipping_address", "payment"],
      erase: "delete",
      export: true,
      exportColumns: "details, billing_address, shipping_address, shipping_method, payment, updated_at",
      json: ["details", "billing_address", "shipping_address", "payment"],
      orderBy: "updated_at",
      match: {
        customer: `customer_id = ?1 OR cart_id IN (${CUSTOMER_CARTS})`,
        email: "json_extract(details, '$.email') = ?2 COLLATE NOCASE",
      },
      example: (o) => ({
        cart_id: o.cartId,
        customer_id: null,
        details: { type: "company", first_name: o.marker, last_name: "de Vries", email: o.email, phone_number: "0612345678", company: "Bedrijf", vat_number: "NL123456789B01", coc_number: "12345678" },
        billing_address: { first_name: o.marker, street: "Dorpsstraat", house_number: "1", zipcode: "1234AB", city: "Utrecht", country_code: "NL" },
        shipping_address: { first_name: o.marker, street: "Dorpsstraat", house_number: "1", zipcode: "1234AB", city: "Utrecht", country_code: "NL" },
        payment: { method: "klarna", issuer: "", insurance: false, customer: { dob: "1990-01-01", gender: "f", terms: true, phone: "0612345678", installment: null } },
        updated_at: o.nowS,
      }),
    },
  },
  discount_code_uses: {
    personal: {
      // Reads orders: before the orders entry. The key is the account (c:<id>) or the SHA-256 of the
      // normalised checkout address (e:...), for the once-per-customer limit (worker/store/reservations.ts).
      columns: ["customer_key", "order_id"],
      erase: "delete",
      export: true,
      exportColumns: "code, (SELECT number FROM orders WHERE orders.id = discount_code_uses.order_id) AS order_number, created_at",
      orderBy: "created_at",
      match: {
        customer: "customer_key = 'c:' || ?1 OR order_id IN (SELECT id FROM orders WHERE customer_id = ?1)",
        email: "order_id IN (SELECT id FROM orders WHERE email = ?2 COLLATE NOCASE)",
      },
      example: (o) => ({ code: "WELKOM5", customer_key: `c:${o.customerId}`, order_id: o.orderId, created_at: o.nowS }),
    },
  },
  review_invitations: {
    personal: {
      // Reads orders: before the orders entry changes customer_id and email. An erased customer's unused
      // invitations go (a link would still verify a review in their name); used ones only name the hash.
      columns: ["order_id", "email_hash"],
      erase: "delete",
      export: true,
      // Never the token hash: it is the bearer secret of the mailed link.
      exportColumns: "(SELECT number FROM orders WHERE orders.id = review_invitations.order_id) AS order_number, product_id, created_at, expires_at, used_at",
      orderBy: "created_at",
      match: {
        customer: "order_id IN (SELECT id FROM orders WHERE customer_id = ?1)",
        email: "order_id IN (SELECT id FROM orders WHERE email = ?2 COLLATE NOCASE) OR email_hash = ?5",
      },
      example: (o) => ({ token_hash: o.marker.padEnd(64, "0"), order_id: o.orderId, product_id: o.productId, created_at: o.nowS, expires_at: o.nowS + 3600, email_hash: o.reviewHash }),
    },
  },
  // Reads orders: before the orders entry.
  ...RETURNS_TABLES,
  orders: {
    personal: {
      columns: ["customer_id", "email", "customer", "billing_address", "shipping_address"],
      // Invoice data is kept 7 years (art. 52 AWR; app/lib/retention.ts "orders"): the name, company, VAT
      // and CoC number (in `customer`) and the billing address of a paid order. The e-mail address, phone,
      // the link to the account and the delivery address go; the delivery address stays for an
      // intra-community supply (reverse charge), whose proof is the goods leaving for another country.
      // An order that was never paid and no longer can be (failed, cancelled, expired) has no invoice:
      // everything personal goes. A pending one may still be paid, so it keeps what an invoice needs.
      erase: "keep-for-retention",
      keeps: ["billing_address"],
      set: `customer_id = NULL, email = '',
        customer = CASE WHEN ${INVOICED} THEN json_remove(customer, '$.email', '$.phone_number', '$.dob', '$.gender', '$.birthdate') ELSE '{}' END,
        billing_address = CASE WHEN ${INVOICED} THEN billing_address ELSE '{}' END,
        shipping_address = CASE WHEN ${INVOICED} AND reverse_charge = 1 THEN shipping_address
                                ELSE json_object('country_code', json_extract(shipping_address, '$.country_code')) END,
        updated_at = ?3`,
      export: true,
      exportColumns: `number, status, email, customer, billing_address, shipping_address, country_code, shipping_method, payment_method,
        sub_total, discount_total, discount_code, shipping_costs, payment_costs, grand_total, vat_total, reverse_charge, created_at, paid_at,
        (SELECT json_group_array(json_object('sku', l.sku, 'title', l.title, 'options', json(l.options), 'quantity', l.quantity,
                 'unit_price', l.unit_price, 'row_total', l.row_total, 'vat_rate', l.vat_rate))
           FROM (SELECT * FROM order_lines WHERE order_id = orders.id ORDER BY position) l) AS lines`,
      json: ["customer", "billing_address", "shipping_address", "lines"],
      orderBy: "created_at",
      match: { customer: "customer_id = ?1", email: "email = ?2 COLLATE NOCASE" },
      example: (o) => ({
        id: o.orderId,
        number: `KJD${String(o.customerId).padStart(7, "0")}`,
        cart_id: o.cartId,
        customer_id: null,
        idempotency_key: `key-${o.marker}`,
        access_hash: `hash-${o.marker}`,
        status: "paid",
        email: o.email,
        customer: { type: "private", first_name: o.marker, last_name: "de Vries", email: o.email, phone_number: "0612345678" },
        billing_address: { first_name: o.marker, street: "Dorpsstraat", house_number: "1", zipcode: "1234AB", city: "Utrecht", country_code: "NL" },
        shipping_address: { first_name: o.marker, street: "Kerkstraat", house_number: "2", zipcode: "1234AC", city: "Utrecht", country_code: "NL" },
        country_code: "NL",
        shipping_method: "standard",
        payment_method: "ideal",
        sub_total: 10000,
        grand_total: 10000,
        vat_total: 1736,
        created_at: o.nowS,
        paid_at: o.nowS,
        updated_at: o.nowS,
      }),
    },
  },
  carts: {
    personal: {
      columns: ["customer_id", "email"],
      // The lines (in the cart's Durable Object) name products only; the row loses address and account.
      erase: "anonymise",
      set: "email = NULL, email_consent = NULL, customer_id = NULL",
      export: true,
      // `ref` (the cart id, a bearer secret) is used by the export route to read the lines and then dropped.
      exportColumns: "id AS ref, email, email_consent, item_count, grand_total, created_at, updated_at, ordered_at",
      orderBy: "updated_at DESC",
      match: { customer: "customer_id = ?1", email: "email = ?2 COLLATE NOCASE" },
      example: (o) => ({ id: o.cartId, customer_id: o.customerId, email: o.email, item_count: 1, grand_total: 1000, created_at: o.nowS, updated_at: o.nowS }),
    },
  },
  contact_messages: {
    personal: {
      columns: ["name", "email", "order_number", "question", "ip_hash"],
      erase: "delete",
      export: true,
      exportColumns: "name, email, order_number, question, created_at",
      orderBy: "created_at",
      match: { email: "email = ?2 COLLATE NOCASE" },
      example: (o) => ({ name: o.marker, email: o.email, order_number: null, question: `Vraag van ${o.marker}`, fingerprint: `fp-${o.marker}`, ip_hash: `ip-${o.marker}`, created_at: o.nowS }),
    },
  },
  reviews: {
    personal: {
      columns: ["display_name", "email_hash"],
      // The review text stays published (shop content the customer chose to publish; removable on request,
      // privacy statement); the chosen name and the link to the address go.
      erase: "anonymise",
      set: "display_name = 'Anoniem', email_hash = NULL",
      export: true,
      exportColumns: "product_id, display_name, title, content, score, status, verified, created_at",
      orderBy: "created_at",
      match: { email: "email_hash = ?5" },
      example: (o) => ({ product_id: o.productId, display_name: o.marker, title: "Prima", content: `Goed bed, ${o.marker}`, score: 4, created_at: "2026-11-01", status: "pending", email_hash: o.reviewHash }),
    },
  },
  outbox: {
    personal: {
      columns: ["to_address", "subject", "html", "text"],
      erase: "delete",
      export: true,
      // Not the bodies: they hold one-time links (password reset, confirmation).
      exportColumns: "kind, subject, created_at, sent_at",
      orderBy: "created_at",
      match: { email: "to_address = ?2 COLLATE NOCASE" },
      example: (o) => ({ to_address: o.email, subject: `Welkom ${o.marker}`, html: "<p>Hallo</p>", text: "Hallo", kind: "order_confirmation", related_id: o.marker, created_at: o.nowS, sent_at: o.nowS }),
    },
  },
  newsletter_subscriptions: {
    personal: {
      columns: ["email", "customer_id"],
      erase: "delete",
      export: true,
      exportColumns: "email, source, created_at, confirmed_at, unsubscribed_at",
      match: { customer: "customer_id = ?1", email: "email = ?2 COLLATE NOCASE" },
      example: (o) => ({ email: o.email, source: "popup", customer_id: null, confirmed_at: o.nowS }),
    },
  },
  account_tokens: {
    personal: {
      columns: ["customer_id", "email"],
      erase: "delete",
      export: true,
      exportColumns: "kind, created_at, expires_at, used_at",
      orderBy: "created_at",
      match: { customer: "customer_id = ?1", email: "email = ?2 COLLATE NOCASE" },
      example: (o) => ({ id: `token-${o.marker}`, kind: "newsletter_confirm", customer_id: null, email: o.email, created_at: o.nowS, expires_at: o.nowS + 3600 }),
    },
  },
  login_failures: {
    personal: {
      columns: ["key"],
      erase: "delete",
      export: true,
      exportColumns: "failures, window_start, locked_until",
      match: { customer: "key = 'account:' || lower((SELECT email FROM customers WHERE id = ?1))" },
      example: (o) => ({ key: `account:${o.email.toLowerCase()}`, failures: 2, window_start: o.nowS }),
    },
  },
  customer_addresses: {
    personal: {
      columns: ["first_name", "last_name", "company", "zipcode", "house_number", "extension", "street", "city"],
      erase: "delete",
      export: true,
      exportColumns: "kind, first_name, last_name, company, zipcode, house_number, extension, street, city, country_code, same_delivery_address, unverified, updated_at",
      orderBy: "kind",
      match: { customer: "customer_id = ?1" },
      example: (o) => ({ customer_id: o.customerId, kind: "billing", first_name: o.marker, last_name: "de Vries", zipcode: "1234AB", house_number: "1", street: "Dorpsstraat", city: "Utrecht", updated_at: o.nowS }),
    },
  },
  customer_favourites: {
    personal: {
      columns: ["customer_id", "product_id"],
      erase: "delete",
      export: true,
      exportColumns: "product_id, created_at",
      orderBy: "created_at DESC",
      match: { customer: "customer_id = ?1" },
      example: (o) => ({ customer_id: o.customerId, product_id: o.productId, created_at: o.nowS }),
    },
  },
  sessions: {
    personal: {
      columns: ["customer_id"],
      erase: "delete",
      export: true,
      // Never the id: it is the hash of the session cookie.
      exportColumns: "created_at, expires_at, persistent",
      orderBy: "created_at",
      match: { customer: "customer_id = ?1" },
      example: (o) => ({ id: `session-${o.marker}`, customer_id: o.customerId, created_at: o.nowS, expires_at: o.nowS + 3600 }),
    },
  },
  customers: {
    personal: {
      columns: ["email", "first_name", "last_name", "password_hash", "phone", "company", "vat_number", "coc_number", "birthdate", "gender"],
      // The row stays (id, type, created_at, deleted_at) so that orders kept for tax law point at an id; the
      // address becomes verwijderd-<id>@droomnest.invalid, free to register again.
      erase: "anonymise",
      set: `email = ?4, first_name = '', last_name = '', password_hash = NULL, phone = NULL, company = NULL, vat_number = NULL,
        coc_number = NULL, birthdate = NULL, gender = NULL, email_confirmed_at = NULL, cart_reminders = 0, updated_at = ?3, deleted_at = ?3`,
      export: true,
      exportColumns: `id, type, email, first_name, last_name, phone, company, vat_number, coc_number, birthdate, gender,
        email_confirmed_at, cart_reminders, created_at, updated_at`,
      match: { customer: "id = ?1" },
      example: (o) => ({
        id: o.customerId,
        email: o.email,
        first_name: o.marker,
        last_name: "de Vries",
        password_hash: `pbkdf2$${o.marker}`,
        phone: "0612345678",
        company: `Bedrijf ${o.marker}`,
        vat_number: "NL123456789B01",
        coc_number: "12345678",
        birthdate: "1990-01-01",
        gender: "f",
        email_confirmed_at: o.nowS,
      }),
    },
  },
} satisfies Record<string, Classification>;

export type TableName = keyof typeof PERSONAL_DATA;

/** SQLite's shadow tables of an FTS5 table are classified with it. */
const FTS_SHADOW = /^(.+)_(data|idx|content|docsize|config)$/u;

/** Tables of the platform, not of the shop: SQLite's, D1's, the Workers runtime's. */
export function isInternalTable(name: string): boolean {
  return /^(sqlite_|d1_|_cf_)/u.test(name);
}

/** The classification of a table (FTS5 shadow tables: that of their FTS table), or null when unclassified. */
export function classificationOf(table: string): Classification | null {
  const registry = PERSONAL_DATA as Record<string, Classification>;
  if (table in registry) return registry[table]!;
  const shadow = FTS_SHADOW.exec(table);
  if (shadow && shadow[1]! in registry && shadow[1]!.endsWith("_fts")) return registry[shadow[1]!]!;
  return null;
}

/** The personal tables in erasure order. */
export function personalTables(): [string, PersonalTable][] {
  return Object.entries(PERSONAL_DATA as Record<string, Classification>).flatMap(([name, c]) => ("personal" in c ? [[name, c.personal] as [string, PersonalTable]] : []));
}
