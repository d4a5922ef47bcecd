/**
 * The mail budget per recipient, seen from the endpoints strangers can use (contact form, newsletter,
 * registration, forgot password, abandoned-cart reminders): many requests from many IP addresses to one
 * mailbox queue at most the budget, answer as if every mail went out, and never crowd out the mail the
 * shop must send or the owner's own password reset. Per-IP limits on top (429 in Dutch).
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Subscription } from "../../../app/lib/api/types/account";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { CART_COOKIE } from "../../../app/lib/constants";
import { CONTACT_MESSAGES } from "../../../app/lib/schemas/contact";
import { ABANDON_EMAIL_RATE_LIMIT } from "../../../worker/api/abandon";
import { MAIL_BUDGET_PER_ADDRESS } from "../../../worker/domain/mail-budget";
import { mailAdapter } from "../../../worker/edge/mail";
import { SERVICE_ADDRESS } from "../../../worker/edge/mail-templates/contact";
import type { Env } from "../../../worker/env";
import { RATE_LIMIT_MESSAGE } from "../../../worker/middleware/rate-limit";
import { sendCartReminders } from "../../../worker/scheduled";
import { awaitMailedToken, newRegistration, registerAndLogin, Visitor } from "../../helpers/account";
import { ORIGIN, worker } from "../../helpers/http";

const E = env as unknown as Env;
let ipSeq = 10;
/** A different client address for every request: the budget holds whatever IPs the requests come from. */
const nextIp = () => `203.0.${113 + Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

function postJson(path: string, body: unknown, ip = nextIp(), cookie?: string) {
  return worker(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** Mails queued to one mailbox, whatever spelling (letter case, spaces, +tag) the requests used. */
async function mailsToMailbox(local: string, domain: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT to_address, kind FROM outbox ORDER BY id").all<{ to_address: string; kind: string }>();
  const mailbox = `${local}@${domain}`.toLowerCase();
  return results.filter((r) => r.to_address.trim().toLowerCase().replace(/\+[^@]*@/u, "@") === mailbox).map((r) => r.kind);
}

const serviceMails = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'contact_service' AND to_address = ?1").bind(SERVICE_ADDRESS).first<{ n: number }>())!.n;

describe("one mailbox, many strangers, many IP addresses", () => {
  it(`contact forms and newsletter sign-ups in every spelling queue at most ${MAIL_BUDGET_PER_ADDRESS} mails; every answer is the usual one; customer service gets every question`, async () => {
    const local = `doelwit-${crypto.randomUUID()}`;
    const domain = "droomnest.test";
    const spellings = [`${local}@${domain}`, `${local.toUpperCase()}@${domain.toUpperCase()}`, `${local}+a@${domain}`, ` ${local}+b@${domain} `];
    const servicesBefore = await serviceMails();
    let contacts = 0;
    for (let i = 0; i < 16; i++) {
      const email = spellings[i % spellings.length]!;
      if (i % 2 === 0) {
        const res = await postJson("/v1/contact", { name: "Iemand", email, question: `Vraag nummer ${i} over een matras` });
        expect(res.status).toBe(201);
        expect(((await res.json()) as { data: { message: string } }).data.message).toBe(CONTACT_MESSAGES.success);
        contacts++;
      } else {
        const res = await postJson("/v1/customer/subscription", { email: `${local}+n${i}@${domain}` });
        expect(res.status).toBe(201);
        expect(((await res.json()) as { data: Subscription }).data).toMatchObject({ id: null, status: "pending" });
      }
    }
    const kinds = await mailsToMailbox(local, domain);
    expect(kinds).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    expect(kinds.every((k) => k === "contact_confirmation" || k === "newsletter_confirm")).toBe(true);
    expect((await serviceMails()) - servicesBefore).toBe(contacts);

    // What the shop must send still goes out to that mailbox.
    const order = await mailAdapter(E).send({ to: `${local}@${domain}`, subject: "Bevestiging van je bestelling KJD7654321", html: "<p>Bedankt</p>", text: "Bedankt", kind: "order_confirmation", related_id: `KJD-${local}` });
    expect(order).toMatchObject({ queued: true });
    expect(await mailsToMailbox(local, domain)).toHaveLength(MAIL_BUDGET_PER_ADDRESS + 1);
  });

  it("abandoned carts with one address: at most the budget in reminders", async () => {
    const email = `winkelwagen-${crypto.randomUUID()}@droomnest.test`;
    const nowS = Math.floor(Date.now() / 1000);
    for (let i = 0; i < 6; i++) {
      // A real cart object with a line: the reminder mails a copy of its lines (nothing for an empty cart).
      const id = E.CART.newUniqueId().toString();
      await E.CART.get(E.CART.idFromString(id)).fill([{ variant_id: 4242, custom: "", quantity: 1, price: 4995 }]);
      await env.DB.prepare(
        // Each address given with the reminder statement in checkout (docs/decisions/028).
        `INSERT INTO carts (id, email, email_consent, item_count, grand_total, created_at, updated_at) VALUES (?1, ?2, 'checkout', 1, 4995, ?3, ?3)`,
      )
        .bind(id, i % 2 ? email.toUpperCase() : email, nowS - 7200)
        .run();
    }
    await sendCartReminders(E, nowS, { idleS: 3600 });
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'cart_reminder' AND lower(to_address) = ?1").bind(email).first<{ n: number }>())!;
    expect(n).toBe(MAIL_BUDGET_PER_ADDRESS);
  });

  it("the owner's first password reset still arrives after strangers used the budget with contact, newsletter and register mails", async () => {
    const account = await registerAndLogin(); // account_confirm: the first mail of the day
    for (let i = 0; i < 4; i++) await postJson("/v1/contact", { name: "Iemand", email: account.email, question: `Nog een vraag, nummer ${i}` });
    await postJson("/v1/customer/subscription", { email: account.email });
    await postJson("/v1/customer", newRegistration({ email: account.email }));
    const before = await mailsToMailbox(...(account.email.split("@") as [string, string]));
    expect(before).toHaveLength(MAIL_BUDGET_PER_ADDRESS);
    expect(before).not.toContain("account_reset");

    const forgot = await postJson("/v1/customer/password/forgot", { email: account.email });
    expect(forgot.status).toBe(200);
    expect(((await forgot.json()) as { data: { message: string } }).data.message).toBe(ACCOUNT_MESSAGES.forgotSent);
    // Forgot-password mails after its answer (the same work for every address): wait for it.
    const token = await awaitMailedToken(account.email, "account_reset");
    const reset = await new Visitor().call("POST", "/v1/customer/password/reset", { token, password: "Nieuw!Bed2026", password_confirmation: "Nieuw!Bed2026" });
    expect(reset.status).toBe(200);
  });
});

describe("per-IP limit of the abandoned-cart address", () => {
  it(`after ${ABANDON_EMAIL_RATE_LIMIT.limit} addresses from one IP: 429 with the Dutch message; nothing stored; another IP goes on`, async () => {
    const ip = "198.51.100.66";
    const cookie = `${CART_COOKIE}=${"d".repeat(64)}`;
    for (let i = 0; i < ABANDON_EMAIL_RATE_LIMIT.limit; i++) expect((await postJson("/v1/abandon/email", { email: `a${i}@droomnest.test` }, ip, cookie)).status).toBe(202);
    const limited = await postJson("/v1/abandon/email", { email: "teveel@droomnest.test" }, ip, cookie);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: { code: "rate_limited", message: RATE_LIMIT_MESSAGE } });
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM abandon_signals WHERE payload LIKE '%teveel@%'").first<{ n: number }>();
    expect(stored!.n).toBe(0);
    expect((await postJson("/v1/abandon/email", { email: "teveel@droomnest.test" }, "198.51.100.67", cookie)).status).toBe(202);
  });
});

describe("mail to the shop itself is never budgeted", () => {
  it(`customer service gets more than ${MAIL_BUDGET_PER_ADDRESS} questions a day`, async () => {
    const before = await serviceMails();
    for (let i = 0; i < MAIL_BUDGET_PER_ADDRESS + 3; i++) {
      expect((await postJson("/v1/contact", { name: "Klant", email: `klant-${crypto.randomUUID()}@droomnest.test`, question: `Een eigen vraag ${i} over bezorging` })).status).toBe(201);
    }
    expect((await serviceMails()) - before).toBe(MAIL_BUDGET_PER_ADDRESS + 3);
  });
});
