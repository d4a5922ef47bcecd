/**
 * A payment webhook that fails is recorded for the dashboard (migration 0039, docs/decisions/043): the shop
 * answers 503 (the PSP retries), a webhook_failures row names the payment, the dashboard counts and lists it
 * with its order; the next webhook of that payment that succeeds resolves it. The failure is real: a trigger
 * makes D1 refuse the payment history row the webhook writes.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Overview } from "../../../../app/lib/beheer/types/access";
import { Visitor } from "../../../helpers/account";
import { seedCart } from "../../../helpers/cart";
import { placeOrder, replayWebhook } from "../../../helpers/orders";
import { beheerFetch } from "../../../helpers/staff";

beforeAll(seedCart);
afterEach(async () => {
  await env.DB.prepare("DROP TRIGGER IF EXISTS test_payment_events_fail").run();
});

const overview = async () => ((await (await beheerFetch("/beheer/api/overview", {}, "medewerker")).json()) as { data: Overview }).data;

describe("failed payment webhooks", () => {
  it("records a 503 with the payment, shows it on the dashboard, and resolves it when a retry succeeds", async () => {
    const order = await placeOrder(new Visitor(), { outcome: "open" });
    const providerId = /(tr_[A-Za-z0-9]+)/u.exec(order.checkoutUrl)![1]!;
    await env.DB.prepare("CREATE TRIGGER test_payment_events_fail BEFORE INSERT ON payment_events BEGIN SELECT RAISE(ABORT, 'disk full'); END").run();
    expect(await replayWebhook(order.checkoutUrl)).toBe(503);
    const open = await env.DB.prepare("SELECT provider_id, error, resolved_at FROM webhook_failures WHERE provider_id = ?1").bind(providerId).all<{ provider_id: string; error: string; resolved_at: number | null }>();
    expect(open.results).toEqual([{ provider_id: providerId, error: expect.stringContaining("disk full"), resolved_at: null }]);
    const before = await overview();
    expect(before.failed_webhooks).toBe(1);
    expect(before.webhook_failure_list).toEqual([expect.objectContaining({ provider_id: providerId, order_number: order.number })]);

    await env.DB.prepare("DROP TRIGGER test_payment_events_fail").run();
    expect(await replayWebhook(order.checkoutUrl)).toBe(200);
    const after = await overview();
    expect(after.failed_webhooks).toBe(0);
    expect(after.webhook_failure_list).toEqual([]);
  });

  it("an unknown payment id is no failure (answered 200, nothing recorded)", async () => {
    const res = await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_failures").first<{ n: number }>();
    expect(await replayWebhook("https://droomnest.test/sandbox-psp/betalen/tr_onbekend123/")).toBe(200);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM webhook_failures").first<{ n: number }>()).toEqual(res);
  });
});
