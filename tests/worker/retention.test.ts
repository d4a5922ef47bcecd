/**
 * Retention (AVG art. 5(1)(e); app/lib/retention.ts): the Cron deletes or anonymises a row just past its
 * period and keeps one just inside it, for every rule with a period; every such rule has a job, and the
 * privacy statement lists every rule's period from the same table.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { RETENTION, retentionCutoff, retentionLine, retentionRule } from "../../app/lib/retention";
import type { Env } from "../../worker/env";
import { scheduled } from "../../worker/scheduled";
import { periodicRules, RETENTION_JOBS } from "../../worker/store/retention";
import { retentionSectionProblems } from "../../kv-seed/content/figures";
import privacySource from "../../kv-seed/content/service/privacy.json";
import { json, seedCatalog } from "../helpers/catalog";
import { worker } from "../helpers/http";

const E = env as unknown as Env;
/** 2027-01-15 08:00 UTC. */
const NOW = 1_800_000_000;

type State = "gone" | "anonymised" | "kept";

interface Fixture {
  /** Inserts a row named `id` whose period starts at `at` (unix seconds). */
  seed: (id: string, at: number) => Promise<void>;
  state: (id: string) => Promise<State>;
  /** What the job does to a row past its period. */
  past: Exclude<State, "kept">;
}

const first = <T>(sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args).first<T>();
const run = (sql: string, ...args: unknown[]) => env.DB.prepare(sql).bind(...args).run();
const hex = (id: string) => Array.from(new TextEncoder().encode(id), (b) => b.toString(16).padStart(2, "0")).join("").padEnd(64, "0");
let orderNo = 1_000_000;

function order(status: "paid" | "failed"): Fixture {
  return {
    past: "anonymised",
    seed: async (id, at) => {
      await run(
        `INSERT INTO orders (number, cart_id, idempotency_key, access_hash, status, email, customer, billing_address, shipping_address, country_code,
                             shipping_method, payment_method, sub_total, grand_total, vat_total, created_at, paid_at, updated_at)
         VALUES (?1, ?2, ?2, ?2, ?3, ?4, ?5, ?6, ?6, 'BE', 'standard', 'bancontact', 100, 100, 17, ?7, ?8, ?7)`,
        `KJD${orderNo++}`,
        id,
        status,
        `${id}@droomnest.test`,
        JSON.stringify({ first_name: "Sanne", last_name: "de Vries", phone_number: "0612345678" }),
        JSON.stringify({ first_name: "Sanne", street: "Kerkstraat", city: "Gent", country_code: "BE" }),
        at,
        status === "paid" ? at : null,
      );
    },
    state: async (id) => {
      const row = await first<{ email: string; customer: string; billing_address: string; shipping_address: string; grand_total: number }>(
        "SELECT email, customer, billing_address, shipping_address, grand_total FROM orders WHERE cart_id = ?1",
        id,
      );
      if (!row) return "gone";
      if (row.email === "" && row.customer === "{}" && row.billing_address === "{}" && row.shipping_address === '{"country_code":"BE"}' && row.grand_total === 100) return "anonymised";
      return row.email === `${id}@droomnest.test` && row.customer.includes("Sanne") ? "kept" : "gone";
    },
  };
}

const exists = (table: string, where: string) => async (id: string) => ((await first(`SELECT 1 AS x FROM ${table} WHERE ${where}`, id)) ? "kept" : "gone") as State;

const FIXTURES: Record<string, Fixture> = {
  orders: order("paid"),
  orders_unpaid: order("failed"),
  checkout_states: {
    past: "gone",
    seed: async (id, at) => void (await run("INSERT INTO checkout_states (cart_id, details, updated_at) VALUES (?1, ?2, ?3)", id, JSON.stringify({ first_name: "Sanne", phone_number: "0612345678" }), at)),
    state: exists("checkout_states", "cart_id = ?1"),
  },
  carts: {
    past: "anonymised",
    seed: async (id, at) => void (await run("INSERT INTO carts (id, email, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)", hex(id), `${id}@droomnest.test`, at)),
    state: async (id) => {
      const row = await first<{ email: string | null }>("SELECT email FROM carts WHERE id = ?1", hex(id));
      return !row ? "gone" : row.email === null ? "anonymised" : "kept";
    },
  },
  abandon_signals: {
    past: "gone",
    seed: async (id, at) => void (await run("INSERT INTO abandon_signals (kind, cart_id, payload, created_at) VALUES ('browse', ?1, '{\"products\":[1]}', ?2)", id, at)),
    state: exists("abandon_signals", "cart_id = ?1"),
  },
  contact_messages: {
    past: "gone",
    seed: async (id, at) =>
      void (await run("INSERT INTO contact_messages (name, email, question, fingerprint, ip_hash, created_at) VALUES ('Sanne', 'sanne@droomnest.test', 'Vraag', ?1, 'x', ?2)", id, at)),
    state: exists("contact_messages", "fingerprint = ?1"),
  },
  outbox: {
    past: "gone",
    seed: async (id, at) =>
      void (await run("INSERT INTO outbox (to_address, subject, html, text, kind, related_id, created_at, sent_at) VALUES ('sanne@droomnest.test', 'Onderwerp', '<p>x</p>', 'x', 'contact_confirmation', ?1, ?2, ?3)", id, at, at + 5)),
    state: exists("outbox", "related_id = ?1"),
  },
  newsletter_unsubscribed: {
    past: "gone",
    seed: async (id, at) =>
      void (await run("INSERT INTO newsletter_subscriptions (email, source, confirmed_at, unsubscribed_at) VALUES (?1, 'popup', ?2, ?3)", `${id}@droomnest.test`, at - 1000, at)),
    state: async (id) => exists("newsletter_subscriptions", "email = ?1")(`${id}@droomnest.test`),
  },
  chats: {
    past: "gone",
    seed: async (id, at) => void (await run("INSERT INTO chats (id, messages, rating, created_at) VALUES (?1, '[]', 4, ?2)", id, at)),
    state: exists("chats", "id = ?1"),
  },
  vitals: {
    past: "gone",
    // Counts are per UTC day: the row's day is the day of `at`.
    seed: async (id, at) =>
      void (await run("INSERT INTO web_vitals_daily (day, page_type, metric, bucket, count) VALUES (?1, ?2, 'lcp', 1, 1)", new Date(at * 1000).toISOString().slice(0, 10), id)),
    state: exists("web_vitals_daily", "page_type = ?1"),
  },
  search_misses: {
    past: "gone",
    // Counted per UTC day, like the vitals: the row's day is the day of `at`.
    seed: async (id, at) => void (await run("INSERT INTO search_misses (day, query, count) VALUES (?1, ?2, 3)", new Date(at * 1000).toISOString().slice(0, 10), id)),
    state: exists("search_misses", "query = ?1"),
  },
};

function controller(scheduledTime: number): ScheduledController {
  return { scheduledTime, cron: "*/15 * * * *", noRetry: () => undefined };
}

async function runCron(nowS: number): Promise<void> {
  const waited: Promise<unknown>[] = [];
  const ctx = { waitUntil: (p: Promise<unknown>) => void waited.push(p), passThroughOnException: () => undefined, props: {} } as unknown as ExecutionContext;
  await scheduled(controller(nowS * 1000), E, ctx);
  await Promise.all(waited);
}

describe("retention jobs", () => {
  it("every rule with a period has a job, every job a rule, and every rule a test below", () => {
    expect(Object.keys(RETENTION_JOBS).sort()).toEqual(periodicRules().sort());
    expect(Object.keys(FIXTURES).sort()).toEqual(periodicRules().sort());
    expect(new Set(RETENTION.map((r) => r.key)).size).toBe(RETENTION.length);
  });

  it("the periods the privacy statement promises", () => {
    expect(retentionRule("orders")).toMatchObject({ period: { years: 7 }, fromYearEnd: true });
    expect(retentionRule("chats").period).toEqual({ months: 12 });
    expect(retentionRule("vitals").period).toEqual({ days: 400 });
    expect(retentionRule("search_misses").period).toEqual({ months: 13 });
    // The fiscal retention runs from the end of the order's year: an order of 2019 goes in 2027, one of 2020 stays.
    expect(new Date(retentionCutoff(retentionRule("orders"), NOW) * 1000).toISOString()).toBe("2020-01-01T00:00:00.000Z");
    expect(new Date(retentionCutoff(retentionRule("chats"), NOW) * 1000).toISOString()).toBe("2026-01-15T08:00:00.000Z");
  });

  for (const key of Object.keys(FIXTURES)) {
    it(`${key}: the Cron removes a row just past its period and keeps one just inside it`, async () => {
      const fixture = FIXTURES[key]!;
      const cutoff = retentionCutoff(retentionRule(key), NOW);
      // Vitals and search misses are kept per day: "just past" is the day before the cutoff's day.
      const past = key === "vitals" || key === "search_misses" ? cutoff - 86_400 : cutoff - 1;
      await fixture.seed(`${key}-past`, past);
      await fixture.seed(`${key}-inside`, cutoff);
      await fixture.seed(`${key}-young`, NOW - 60);
      await runCron(NOW);
      expect(await fixture.state(`${key}-past`)).toBe(fixture.past);
      expect(await fixture.state(`${key}-inside`)).toBe("kept");
      expect(await fixture.state(`${key}-young`)).toBe("kept");
    });
  }
});

describe("the privacy statement states the periods of the same table", () => {
  beforeAll(async () => {
    await seedCatalog();
  });

  it("the seeded privacy page lists every retention rule's line, with no placeholder left", async () => {
    const res = await worker("/v1/content/service-page/privacy");
    expect(res.status).toBe(200);
    const page = (await json<{ data: { blocks: { type: string; id?: string; items?: string[] }[] } }>(res)).data;
    const at = page.blocks.findIndex((b) => b.type === "h2" && b.id === "bewaartermijnen");
    expect(at).toBeGreaterThan(-1);
    const list = page.blocks[at + 1]!;
    expect(list.type).toBe("ul");
    expect(list.items).toEqual(RETENTION.map(retentionLine));
    expect(list.items!.join("\n")).toContain("Opgeslagen chats met Noor: 12 maanden na het gesprek");
    expect(list.items!.join("\n")).toContain("Bestel- en factuurgegevens: 7 jaar na afloop van het jaar van je bestelling");
    expect(JSON.stringify(page)).not.toContain("{{");
  });

  it("the content check refuses a period written by hand in the retention section, and a section without the table", () => {
    expect(retentionSectionProblems(privacySource)).toEqual([]);
    const blocks = structuredClone(privacySource.blocks);
    const list = blocks.findIndex((b) => b.items?.[0] === "{{bewaartermijnen}}");
    blocks[list]!.items!.push("Sollicitaties: 4 weken na de procedure.");
    expect(retentionSectionProblems({ blocks })).toEqual([expect.stringContaining("'4 weken' literally")]);
    blocks[list]!.items = ["Opgeslagen chats met Noor: 12 maanden."];
    expect(retentionSectionProblems({ blocks })).toEqual([expect.stringContaining("{{bewaartermijnen}}"), expect.stringContaining("'12 maanden' literally")]);
  });
});
