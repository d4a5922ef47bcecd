/**
 * Mail delivery through a real provider (docs/decisions/034): Brevo's documented request and answers
 * (POST /v3/smtp/email, 201 { messageId }, errors { code, message }), Cloudflare Email Service through the
 * local send_email binding, the timeout, retries with backoff on a moved clock, the dead letter, malformed
 * answers, the staging catch-all. The provider is a recording fetch (tests/helpers/fetch-recorder.ts).
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_S, retryDelayS } from "../../../worker/domain/mail-retry";
import { mailAdapter, providerMail, senderConfig, type MailMessage } from "../../../worker/edge/mail";
import { brevoTransport, BREVO_SEND_URL, emailServiceTransport } from "../../../worker/edge/mail-transport";
import type { Env } from "../../../worker/env";
import { setLogSink } from "../../../worker/http/log";
import { deadLetters, reviveDeadLetter } from "../../../worker/store/outbox-delivery";
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";
import { fetchRecorder } from "../../helpers/fetch-recorder";

const E = env as unknown as Env;
const T0 = 1_800_000_000;

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return { to: "klant@droomnest.test", subject: "Bevestiging van je bestelling", html: "<p>Bedankt</p>", text: "Bedankt", kind: "order_confirmation", related_id: crypto.randomUUID(), ...overrides };
}

const accepted = (id = "<202611281510.12345678@smtp-relay.mailin.fr>") => () => Response.json({ messageId: id }, { status: 201 });
const brevoError = (status: number, code: string) => () => Response.json({ code, message: `${code} (test)` }, { status });

async function row(id: number) {
  return env.DB.prepare("SELECT attempts, sent_at, next_attempt_at, dead_at, last_error, provider_message_id FROM outbox WHERE id = ?1").bind(id).first();
}

/** A clock the test moves, and an adapter on Brevo with the given fetch. */
function brevo(fetchFn: typeof fetch, clock = { now: T0 }, extra: Partial<Env> = {}, timeoutMs?: number) {
  return providerMail(env.DB, brevoTransport("xkeysib-test", fetchFn), senderConfig(extra), { nowS: () => clock.now, ...(timeoutMs ? { timeoutMs } : {}) });
}

function quietLog(): { lines: Record<string, unknown>[]; restore: () => void } {
  const lines: Record<string, unknown>[] = [];
  const restore = setLogSink((l) => lines.push(JSON.parse(l) as Record<string, unknown>));
  return { lines, restore };
}

/** Runs fn with the log lines kept out of the test output. */
async function quietly<T>(fn: () => Promise<T>): Promise<T> {
  const log = quietLog();
  try {
    return await fn();
  } finally {
    log.restore();
  }
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("Brevo", () => {
  it("send only queues; delivery posts Brevo's documented body with the api-key and records the messageId", async () => {
    const provider = fetchRecorder(accepted());
    const mail = brevo(provider.fetchFn);
    const result = await mail.send(message({ headers: { "List-Unsubscribe": "<https://droomnest.test/x>" } }));
    expect(result).toEqual({ id: expect.any(Number), queued: true, delivered: false });
    expect(provider.sent).toHaveLength(0);

    expect(await mail.deliverDue()).toBe(1);
    const req = provider.sent[0]!;
    expect(req.method).toBe("POST");
    expect(req.url).toBe(BREVO_SEND_URL);
    expect(req.headers.get("api-key")).toBe("xkeysib-test");
    expect(await req.json()).toEqual({
      sender: { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.mailFrom },
      to: [{ email: "klant@droomnest.test" }],
      replyTo: { name: SHOP_IDENTITY.name, email: SHOP_IDENTITY.replyTo },
      subject: "Bevestiging van je bestelling",
      htmlContent: "<p>Bedankt</p>",
      textContent: "Bedankt",
      headers: { "List-Unsubscribe": "<https://droomnest.test/x>", "X-Droomnest-Outbox": String(result.id) },
      tags: ["order_confirmation"],
    });
    expect(await row(result.id!)).toMatchObject({ attempts: 1, sent_at: T0, provider_message_id: "<202611281510.12345678@smtp-relay.mailin.fr>", dead_at: null });
    // Sent once: a second run posts nothing.
    expect(await mail.deliverDue()).toBe(0);
    expect(provider.sent).toHaveLength(1);
  });

  it("MAIL_FROM names the sender; MAIL_CATCH_ALL sends every mail to one address with the recipient in the subject", async () => {
    const provider = fetchRecorder(accepted());
    const mail = brevo(provider.fetchFn, { now: T0 }, { MAIL_FROM: "Droomnest Test <test@mail.droomnest.nl>", MAIL_CATCH_ALL: "staging@droomnest.nl" });
    await mail.send(message());
    await mail.deliverDue();
    const body = (await provider.sent[0]!.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ sender: { name: "Droomnest Test", email: "test@mail.droomnest.nl" }, to: [{ email: "staging@droomnest.nl" }], subject: "[voor klant@droomnest.test] Bevestiging van je bestelling" });
    // The outbox keeps the real recipient (the source of truth).
    expect((await env.DB.prepare("SELECT to_address FROM outbox").first())!.to_address).toBe("klant@droomnest.test");
  });

  it("a 5xx is tried again after an exponential backoff on the clock, and sent once the provider is back", async () => {
    const clock = { now: T0 };
    let answer = brevoError(502, "bad_gateway");
    const provider = fetchRecorder(() => answer());
    const mail = brevo(provider.fetchFn, clock);
    const { id } = await mail.send(message());
    const log = quietLog();
    try {
      expect(await mail.deliverDue()).toBe(0);
      expect(await row(id!)).toMatchObject({ attempts: 1, sent_at: null, next_attempt_at: T0 + MAIL_RETRY_BASE_S, last_error: "brevo 502: bad_gateway: bad_gateway (test)" });
      // Not due before its time.
      clock.now = T0 + MAIL_RETRY_BASE_S - 1;
      await mail.deliverDue();
      expect(provider.sent).toHaveLength(1);
      clock.now = T0 + MAIL_RETRY_BASE_S;
      await mail.deliverDue();
      expect(provider.sent).toHaveLength(2);
      // The second failure waits twice as long.
      expect(await row(id!)).toMatchObject({ attempts: 2, next_attempt_at: clock.now + 2 * MAIL_RETRY_BASE_S });
      answer = accepted("<back@smtp-relay.mailin.fr>");
      clock.now += 2 * MAIL_RETRY_BASE_S;
      expect(await mail.deliverDue()).toBe(1);
    } finally {
      log.restore();
    }
    expect(await row(id!)).toMatchObject({ attempts: 3, sent_at: clock.now, provider_message_id: "<back@smtp-relay.mailin.fr>", last_error: null });
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "warn", msg: "mail not sent; the outbox tries again later", outbox_id: id, attempt: 1 }));
  });

  it("a provider that does not answer within the timeout is a failed attempt, and the request is abandoned", async () => {
    let aborted = false;
    const provider = fetchRecorder(
      (req) =>
        new Promise<Response>((_, reject) => {
          req.signal.addEventListener("abort", () => {
            aborted = true;
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const mail = brevo(provider.fetchFn, { now: T0 }, {}, 20);
    const { id } = await mail.send(message());
    expect(await quietly(() => mail.deliverDue())).toBe(0);
    expect(aborted).toBe(true);
    expect(await row(id!)).toMatchObject({ attempts: 1, sent_at: null, next_attempt_at: T0 + MAIL_RETRY_BASE_S, last_error: "brevo: timed out after 20 ms" });
  });

  it("a 2xx without the documented messageId is a logged, handled failure, never a sent mail", async () => {
    const provider = fetchRecorder(() => new Response("<html>proxy</html>", { status: 200 }));
    const mail = brevo(provider.fetchFn);
    const { id } = await mail.send(message());
    expect(await quietly(() => mail.deliverDue())).toBe(0);
    expect(await row(id!)).toMatchObject({ attempts: 1, sent_at: null, last_error: "brevo 200: answer without a messageId" });
  });

  it("after MAIL_MAX_ATTEMPTS failures the message is a dead letter the owner sees, and can be revived", async () => {
    const clock = { now: T0 };
    const provider = fetchRecorder(brevoError(503, "service_unavailable"));
    const mail = brevo(provider.fetchFn, clock);
    const { id } = await mail.send(message({ subject: "Je wachtwoord opnieuw instellen" }));
    const log = quietLog();
    try {
      for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS + 2; attempt++) {
        await mail.deliverDue();
        clock.now += retryDelayS(attempt);
      }
    } finally {
      log.restore();
    }
    expect(provider.sent).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(await deadLetters(env.DB)).toEqual([expect.objectContaining({ id, subject: "Je wachtwoord opnieuw instellen", attempts: MAIL_MAX_ATTEMPTS, last_error: "brevo 503: service_unavailable: service_unavailable (test)" })]);
    expect(log.lines).toContainEqual(expect.objectContaining({ level: "error", msg: expect.stringContaining("dead letter"), outbox_id: id }));

    expect(await reviveDeadLetter(env.DB, id!)).toBe(true);
    expect(await deadLetters(env.DB)).toEqual([]);
    expect(await mail.deliverDue()).toBe(0);
    expect(provider.sent).toHaveLength(MAIL_MAX_ATTEMPTS + 1);
  });

  it("a refusal a retry cannot change (400 invalid address) is a dead letter at once", async () => {
    const provider = fetchRecorder(brevoError(400, "invalid_parameter"));
    const mail = brevo(provider.fetchFn);
    const { id } = await mail.send(message({ to: "bestaat-niet@droomnest.test" }));
    const log = quietLog();
    try {
      await mail.deliverDue();
    } finally {
      log.restore();
    }
    expect(await row(id!)).toMatchObject({ attempts: 1, dead_at: T0, last_error: "brevo 400: invalid_parameter: invalid_parameter (test)" });
  });

  it("two delivery runs at the same time post each message once", async () => {
    const provider = fetchRecorder(accepted());
    const mail = brevo(provider.fetchFn);
    for (let i = 0; i < 4; i++) await mail.send(message({ to: `klant${i}@droomnest.test` }));
    const [a, b] = await Promise.all([mail.deliverDue(), mail.deliverDue()]);
    expect(a + b).toBe(4);
    expect(provider.sent).toHaveLength(4);
  });
});

describe("Cloudflare Email Service", () => {
  it("sends through the send_email binding (run locally by miniflare) and records its messageId", async () => {
    expect(E.SEND_EMAIL).toBeDefined();
    const mail = mailAdapter({ ...E, MAIL_PROVIDER: "email-service", MAIL_FROM: "Droomnest <noreply@droomnest.nl>" }, { nowS: () => T0 });
    expect(mail.name).toBe("email-service");
    const { id } = await mail.send(message());
    expect(await mail.deliverDue()).toBe(1);
    expect(await row(id!)).toMatchObject({ attempts: 1, sent_at: T0, provider_message_id: expect.stringMatching(/\S/u) });
  });

  it("an answer without a messageId, or a thrown error, is a failed attempt", async () => {
    const answers: unknown[] = [{}, new Error("destination address not verified")];
    const binding = {
      async send() {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
    } as unknown as SendEmail;
    const mail = providerMail(env.DB, emailServiceTransport(binding), senderConfig({}), { nowS: () => T0 });
    const { id } = await mail.send(message());
    const log = quietLog();
    try {
      await mail.deliverDue();
      expect(await row(id!)).toMatchObject({ attempts: 1, sent_at: null, last_error: "email-service: answer without a messageId" });
      await env.DB.prepare("UPDATE outbox SET next_attempt_at = 0").run();
      await mail.deliverDue();
    } finally {
      log.restore();
    }
    expect(await row(id!)).toMatchObject({ attempts: 2, sent_at: null, last_error: "email-service: destination address not verified" });
  });
});
