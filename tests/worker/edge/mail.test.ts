import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { embeddedMail, mailAdapter, providerMail, senderConfig, type MailMessage } from "../../../worker/edge/mail";
import { brevoTransport } from "../../../worker/edge/mail-transport";
import { fetchRecorder } from "../../helpers/fetch-recorder";
import { cartReminderMail } from "../../../worker/edge/mail-templates/cart-reminder";
import { devMailbox } from "../../../worker/routes/dev-mailbox";
import type { Env } from "../../../worker/env";
import { setLogSink } from "../../../worker/http/log";
import { listMessages } from "../../../worker/store/outbox";
import { browserPost, worker } from "../../helpers/http";

const E = env as unknown as Env;
const CART = "ab".repeat(32);
const UNSUBSCRIBE = "http://localhost:8787/cart/herinnering-afmelden/?token=" + "t".repeat(43);

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return { to: "klant@droomnest.test", subject: "Onderwerp", html: "<p>Hoi</p>", text: "Hoi", kind: "test", ...overrides };
}

async function outbox() {
  return (await env.DB.prepare("SELECT id, to_address, kind, related_id, sent_at, attempts FROM outbox ORDER BY id").all()).results;
}

beforeEach(async () => {
  // The mail budget per recipient is tested in mail-budget.test.ts: here every test starts with a full one.
  await env.DB.batch([env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("embedded mail adapter", () => {
  it("writes the message to the outbox, sends nothing and says so in the log", async () => {
    const lines: string[] = [];
    const restore = setLogSink((l) => lines.push(l));
    try {
      const result = await embeddedMail(env.DB, { nowS: () => 1_800_000_000 }).send(message({ related_id: "x1" }));
      expect(result).toEqual({ id: expect.any(Number), queued: true, delivered: false });
    } finally {
      restore();
    }
    expect(await outbox()).toEqual([{ id: expect.any(Number), to_address: "klant@droomnest.test", kind: "test", related_id: "x1", sent_at: null, attempts: 0 }]);
    expect(lines.map((l) => JSON.parse(l) as { msg: string })).toContainEqual(expect.objectContaining({ msg: expect.stringContaining("sends nothing") }));
  });

  it("queues one message per kind and subject: a second send of the same reminder stores nothing", async () => {
    const mail = embeddedMail(env.DB);
    const first = await mail.send(message({ kind: "cart_reminder", related_id: CART }));
    const second = await mail.send(message({ kind: "cart_reminder", related_id: CART, subject: "Nog een keer" }));
    expect(second).toEqual({ id: first.id, queued: false, delivered: false });
    await mail.send(message({ kind: "contact_confirmation", related_id: CART }));
    // Another recipient: one address gets at most MAIL_BUDGET_PER_ADDRESS budgeted mails a day.
    await mail.send(message({ to: "ander@droomnest.test" }));
    await mail.send(message({ to: "ander@droomnest.test" }));
    expect((await outbox()).map((r) => r.kind)).toEqual(["cart_reminder", "contact_confirmation", "test", "test"]);
  });
});

describe("adapter choice", () => {
  it("is the embedded outbox unless MAIL_PROVIDER names a provider and its secret or binding is there", () => {
    expect(mailAdapter(E).name).toBe("embedded");
    expect(mailAdapter({ ...E, MAIL_PROVIDER: "brevo" }).name).toBe("embedded");
    expect(mailAdapter({ ...E, MAIL_API_KEY: "k" }).name).toBe("embedded");
    expect(mailAdapter({ ...E, MAIL_PROVIDER: "brevo", MAIL_API_KEY: "k" }).name).toBe("brevo");
    expect(mailAdapter({ ...E, MAIL_PROVIDER: "email-service", SEND_EMAIL: undefined }).name).toBe("embedded");
    expect(mailAdapter({ ...E, MAIL_PROVIDER: "email-service" }).name).toBe("email-service");
  });
});

describe("reminder template", () => {
  it("is a Dutch HTML mail with a plain-text part, both holding the restore link", () => {
    const url = "http://localhost:8787/cart/restore/abc.123.def";
    const m = cartReminderMail({ to: "a@b.nl", cartId: CART, itemCount: 2, grandTotal: 8995, restoreUrl: url, unsubscribeUrl: UNSUBSCRIBE });
    expect(m).toMatchObject({ kind: "cart_reminder", related_id: CART, subject: "Je winkelwagen bij Droomnest staat nog klaar" });
    expect(m.html).toContain('<html lang="nl">');
    expect(m.html).toContain(`href="${url}"`);
    expect(m.html).toContain("€ 89,95");
    expect(m.text).toContain(url);
    expect(m.text).toContain("2 artikelen");
    expect(m.text).not.toMatch(/<[a-z]/u);
  });
});

describe("reminder unsubscribe (RFC 8058)", () => {
  it("carries the one-click unsubscribe link in both parts and in the List-Unsubscribe headers", () => {
    const m = cartReminderMail({ to: "a@b.nl", cartId: CART, itemCount: 1, grandTotal: 1000, restoreUrl: "http://localhost:8787/cart/restore/x", unsubscribeUrl: UNSUBSCRIBE });
    expect(m.headers).toEqual({ "List-Unsubscribe": `<${UNSUBSCRIBE}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(m.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(m.html).toContain("Afmelden voor herinneringen");
    expect(m.text).toContain(UNSUBSCRIBE);
  });

  it("the provider receives the stored headers with the message, also on a retry", async () => {
    const headers = { "List-Unsubscribe": `<${UNSUBSCRIBE}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
    let now = 1_800_000_000;
    const down = fetchRecorder(() => new Response(JSON.stringify({ code: "internal_error", message: "down" }), { status: 503 }));
    const mail = (f: typeof fetch) => providerMail(env.DB, brevoTransport("k", f), senderConfig({}), { nowS: () => now });
    await mail(down.fetchFn).send(message({ kind: "cart_reminder", related_id: CART, headers }));
    await mail(down.fetchFn).deliverDue();
    expect(((await down.sent[0]!.json()) as { headers: unknown }).headers).toEqual({ ...headers, "X-Droomnest-Outbox": expect.any(String) });
    now += 3600;
    const up = fetchRecorder(() => Response.json({ messageId: "<1@smtp-relay.mailin.fr>" }, { status: 201 }));
    expect(await mail(up.fetchFn).deliverDue()).toBe(1);
    expect(((await up.sent[0]!.json()) as { headers: unknown }).headers).toEqual({ ...headers, "X-Droomnest-Outbox": expect.any(String) });
  });
});

describe("development mailbox", () => {
  it("lists messages newest first and shows one with its HTML in a sandboxed iframe and clickable text links", async () => {
    let now = 1_800_000_000;
    const timed = embeddedMail(env.DB, { nowS: () => now });
    await timed.send(message({ subject: "Eerste bericht" }));
    now += 60;
    const { id } = await timed.send(message({ subject: "Tweede bericht", text: "Klik: http://localhost:8787/cart/restore/abc", html: "<p>Hallo <b>daar</b></p>" }));

    const list = await worker("/dev/mailbox/");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Herinneringen nu versturen");
    expect(html.indexOf("Tweede bericht")).toBeLessThan(html.indexOf("Eerste bericht"));

    const one = await (await worker(`/dev/mailbox/${id}/`)).text();
    expect(one).toMatch(/<iframe title="HTML-versie van de e-mail" sandbox="[^"]*" srcdoc="&lt;p&gt;Hallo &lt;b&gt;daar/u);
    expect(one).toContain('<a href="http://localhost:8787/cart/restore/abc">');
    expect((await worker("/dev/mailbox/999999/")).status).toBe(404);
    expect((await listMessages(env.DB)).map((m) => m.subject)).toEqual(["Tweede bericht", "Eerste bericht"]);
  });

  it("shows a dead letter as undeliverable, with the provider's last answer", async () => {
    const { id } = await embeddedMail(env.DB).send(message({ subject: "Je bestelling" }));
    await env.DB.prepare("UPDATE outbox SET attempts = 8, dead_at = created_at, last_error = 'brevo 503: service_unavailable' WHERE id = ?1").bind(id).run();
    expect(await (await worker("/dev/mailbox/")).text()).toContain("onbestelbaar sinds");
    expect(await (await worker(`/dev/mailbox/${id}/`)).text()).toContain("(brevo 503: service_unavailable)");
  });

  it("is not reachable when ENVIRONMENT is production (404), also not its trigger", async () => {
    const prod = { ...E, ENVIRONMENT: "production" };
    for (const [path, method] of [["/dev/mailbox/", "GET"], ["/dev/mailbox/1/", "GET"], ["/dev/mailbox/herinneringen/", "POST"]] as const) {
      const res = await devMailbox.request(path, { method }, prod);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
  });

  it("runs the reminders only for a same-site form post", async () => {
    const crossSite = await browserPost("/dev/mailbox/herinneringen/", {}, { site: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    const own = await browserPost("/dev/mailbox/herinneringen/", {});
    expect(own.status).toBe(303);
    expect(own.headers.get("Location")).toBe("/dev/mailbox/?verstuurd=0");
  });
});
