/**
 * The abandoned-cart reminder's consent and unsubscribe (docs/decisions/028): only a consenting shopper is
 * reminded (the address given with the statement, or the account's choice), never an address that opted
 * out; the mail's one-click unsubscribe (the page, the API and the RFC 8058 post) stops further reminders.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { ABANDONED_CART_IDLE_S, CART_COOKIE } from "../../app/lib/constants";
import { REMINDER_UNSUBSCRIBE_PATH } from "../../app/lib/abandon/constants";
import { REMINDER_MESSAGES } from "../../app/lib/abandon/messages";
import { ABANDON_EMAIL_ADDRESS_RATE_LIMIT } from "../../worker/api/abandon";
import { consentedAddress, reminderRecipient, type ReminderCandidate } from "../../worker/domain/cart-reminder";
import type { Env } from "../../worker/env";
import { sendCartReminders } from "../../worker/scheduled";
import { isOptedOut } from "../../worker/store/reminder-optouts";
import { registerAndLogin, Visitor } from "../helpers/account";
import { browserGet, browserPost, decodeHtml, ORIGIN, worker } from "../helpers/http";

const E = env as unknown as Env;
const LINE = { variant_id: 4242, custom: "", quantity: 1, price: 2995 };
/** Far enough after every cart's last write (carts are written at the real time). */
const later = () => Math.floor(Date.now() / 1000) + ABANDONED_CART_IDLE_S + 60;

const candidate = (c: Partial<ReminderCandidate>): ReminderCandidate => ({ email: null, email_consent: null, customer_email: null, customer_reminders: null, ...c });

/** A cart object with one line and its carts row (as the cart API writes it), owned by `customerId` if given. */
async function newCart(customerId: number | null = null): Promise<string> {
  const id = E.CART.newUniqueId().toString();
  const stub = E.CART.get(E.CART.idFromString(id));
  await stub.take();
  await stub.fill([LINE]);
  const now = Math.floor(Date.now() / 1000);
  await env.DB.prepare("INSERT INTO carts (id, customer_id, item_count, grand_total, created_at, updated_at) VALUES (?1, ?2, 1, 2995, ?3, ?3)").bind(id, customerId, now).run();
  return id;
}

/** POST /v1/abandon/email as the visitor of `cartId`, from its own client address. */
function giveAddress(cartId: string, email: string, consent?: "checkout" | "newsletter", ip = "198.51.100.7") {
  return worker("/v1/abandon/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": ip, Cookie: `${CART_COOKIE}=${cartId}` },
    body: JSON.stringify(consent ? { email, consent } : { email }),
  });
}

async function remindersTo(address: string) {
  return (await env.DB.prepare("SELECT text, html, headers, related_id FROM outbox WHERE kind = 'cart_reminder' AND to_address = ?1").bind(address).all<{ text: string; html: string; headers: string | null; related_id: string }>()).results;
}

const tokenOf = (text: string) => new RegExp(`${REMINDER_UNSUBSCRIBE_PATH}\\?token=([A-Za-z0-9_-]{43})`, "u").exec(text)?.[1] ?? null;
const address = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}@droomnest.test`;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM carts"), env.DB.prepare("DELETE FROM outbox"), env.DB.prepare("DELETE FROM mail_budget")]);
});

describe("the consent rule (worker/domain/cart-reminder.ts)", () => {
  const none = async () => false;
  it.each([
    ["an address given with the statement in checkout", candidate({ email: "a@x.nl", email_consent: "checkout" }), { to: "a@x.nl", consent: "checkout" }],
    ["an address given in the newsletter pop-up", candidate({ email: "a@x.nl", email_consent: "newsletter" }), { to: "a@x.nl", consent: "newsletter" }],
    ["an address without the statement", candidate({ email: "a@x.nl" }), null],
    ["a customer's cart, the account's choice on", candidate({ customer_email: "k@x.nl", customer_reminders: 1 }), { to: "k@x.nl", consent: "account" }],
    ["a customer's cart, the choice off", candidate({ customer_email: "k@x.nl", customer_reminders: 0 }), null],
    ["an address without consent on a customer's cart with the choice on: the account's address", candidate({ email: "a@x.nl", customer_email: "k@x.nl", customer_reminders: 1 }), { to: "k@x.nl", consent: "account" }],
    ["nothing at all", candidate({}), null],
  ])("%s", async (_what, cart, expected) => {
    expect(consentedAddress(cart)).toEqual(expected);
    expect(await reminderRecipient(cart, none)).toEqual(expected);
  });

  it("an address on the opt-out list gets nothing, whatever the consent", async () => {
    const optedOut = async (a: string) => a === "a@x.nl";
    expect(await reminderRecipient(candidate({ email: "a@x.nl", email_consent: "checkout" }), optedOut)).toBeNull();
    expect(await reminderRecipient(candidate({ customer_email: "a@x.nl", customer_reminders: 1 }), optedOut)).toBeNull();
    expect(await reminderRecipient(candidate({ email: "b@x.nl", email_consent: "checkout" }), optedOut)).toEqual({ to: "b@x.nl", consent: "checkout" });
  });
});

describe("POST /v1/abandon/email with consent", () => {
  it("stores the consent with the address; a new address without it clears it; the same address keeps it; private, no-store", async () => {
    const cart = await newCart();
    const consentOf = async () => (await env.DB.prepare("SELECT email, email_consent FROM carts WHERE id = ?1").bind(cart).first()) as { email: string; email_consent: string | null };
    const res = await giveAddress(cart, "Sanne@Droomnest.test", "checkout");
    expect(res.status).toBe(202);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await consentOf()).toEqual({ email: "sanne@droomnest.test", email_consent: "checkout" });
    await giveAddress(cart, "sanne@droomnest.test");
    expect(await consentOf()).toEqual({ email: "sanne@droomnest.test", email_consent: "checkout" });
    await giveAddress(cart, "ander@droomnest.test");
    expect(await consentOf()).toEqual({ email: "ander@droomnest.test", email_consent: null });
  });

  it("refuses an unknown consent source in Dutch and changes nothing", async () => {
    const cart = await newCart();
    const res = await worker("/v1/abandon/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", Cookie: `${CART_COOKIE}=${cart}` },
      body: JSON.stringify({ email: "a@droomnest.test", consent: "overal" }),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain("Geef aan waar het e-mailadres is ingevuld.");
    expect(await env.DB.prepare("SELECT email FROM carts WHERE id = ?1").bind(cart).first("email")).toBeNull();
  });

  it("one address is put on carts at most ABANDON_EMAIL_ADDRESS_RATE_LIMIT.limit times an hour, from any clients", async () => {
    const cart = await newCart();
    const email = address("veel");
    for (let i = 0; i < ABANDON_EMAIL_ADDRESS_RATE_LIMIT.limit; i++) expect((await giveAddress(cart, email, "checkout", `198.51.100.${i + 20}`)).status).toBe(202);
    const over = await giveAddress(cart, email, "checkout", "198.51.100.99");
    expect(over.status).toBe(429);
    expect((await giveAddress(cart, address("ander"), "checkout", "198.51.100.99")).status).toBe(202);
  });
});

describe("the Cron reminds consenting shoppers only", () => {
  it("no mail for an address without consent; a consenting one gets the mail with the one-click unsubscribe in text and headers", async () => {
    const [silent, willing] = [address("zonder"), address("met")];
    await giveAddress(await newCart(), silent);
    const cart = await newCart();
    await giveAddress(cart, willing, "checkout");
    await sendCartReminders(E, later(), { origin: ORIGIN });
    expect(await remindersTo(silent)).toEqual([]);
    const [mail] = await remindersTo(willing);
    expect(mail?.related_id).toBe(cart);
    const token = tokenOf(mail!.text);
    expect(token).not.toBeNull();
    const url = `${ORIGIN}${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`;
    expect(mail!.html).toContain(`href="${url}"`);
    expect(JSON.parse(mail!.headers!)).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  });

  it("after the unsubscribe (POST /v1/abandon/unsubscribe) the address gets no further reminder; an unknown token is 404", async () => {
    const email = address("afmelden");
    await giveAddress(await newCart(), email, "newsletter");
    await sendCartReminders(E, later(), { origin: ORIGIN });
    const token = tokenOf((await remindersTo(email))[0]!.text)!;
    const call = (t: string) => worker("/v1/abandon/unsubscribe", { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }, body: JSON.stringify({ token: t }) });
    const first = await call(token);
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await call(token)).status).toBe(200);
    const unknown = await call("x".repeat(43));
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await unknown.json())).toContain(REMINDER_MESSAGES.unsubscribeInvalid);

    const next = await newCart();
    await giveAddress(next, email, "checkout");
    expect(await sendCartReminders(E, later() + 60, { origin: ORIGIN })).toEqual({ candidates: 1, queued: 0 });
    expect(await remindersTo(email)).toHaveLength(1);
    // Claimed without a mail: the cart is not looked at again.
    expect((await sendCartReminders(E, later() + 120)).candidates).toBe(0);
  });

  it("the link's page changes nothing when opened; its button, or a mail client's cross-site one-click post (RFC 8058), unsubscribes", async () => {
    const email = address("een-klik");
    await giveAddress(await newCart(), email, "checkout");
    await sendCartReminders(E, later(), { origin: ORIGIN });
    const token = tokenOf((await remindersTo(email))[0]!.text)!;
    const page = await browserGet(`${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(decodeHtml(await page.text())).toContain(REMINDER_MESSAGES.unsubscribeIntro);
    expect(await isOptedOut(env.DB, email)).toBe(false);

    // The mail provider's post: a form body, no Origin, no Sec-Fetch-Site, the token in the link only.
    const oneClick = await browserPost(`${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`, { "List-Unsubscribe": "One-Click" }, { site: {} });
    expect(oneClick.status).toBe(200);
    expect(decodeHtml(await oneClick.text())).toContain(REMINDER_MESSAGES.unsubscribeDone);
    expect(await isOptedOut(env.DB, email)).toBe(true);
    // The exemption is this page's alone: another page's cross-site form post is still refused.
    expect((await browserPost("/account/subscription/", { intent: "reminders" }, { site: {} })).status).toBe(403);
  });

  it("the page's button posts the token; a bad token gets the Dutch message", async () => {
    const email = address("knop");
    await giveAddress(await newCart(), email, "checkout");
    await sendCartReminders(E, later(), { origin: ORIGIN });
    const token = tokenOf((await remindersTo(email))[0]!.text)!;
    const done = await browserPost(REMINDER_UNSUBSCRIBE_PATH, { token });
    expect(decodeHtml(await done.text())).toContain(REMINDER_MESSAGES.unsubscribeDone);
    expect(await isOptedOut(env.DB, email)).toBe(true);
    const bad = await browserPost(REMINDER_UNSUBSCRIBE_PATH, { token: "kapot" });
    expect(bad.status).toBe(400);
    expect(decodeHtml(await bad.text())).toContain(REMINDER_MESSAGES.unsubscribeInvalid);
  });
});

describe("the account's choice (/v1/customer/cart-reminders)", () => {
  it("is for the logged-in customer only", async () => {
    const v = new Visitor();
    expect((await v.call("GET", "/v1/customer/cart-reminders")).status).toBe(401);
    expect((await v.call("PUT", "/v1/customer/cart-reminders", { enabled: "ja" })).status).toBe(401);
  });

  it("off by default; on reminds the customer's own carts at the account's address; off again puts the address on the opt-out list", async () => {
    const account = await registerAndLogin();
    const get = async () => (await account.visitor.call<{ enabled: boolean }>("GET", "/v1/customer/cart-reminders")).body.data.enabled;
    expect(await get()).toBe(false);
    const before = await newCart(account.customerId);
    await sendCartReminders(E, later(), { origin: ORIGIN });
    expect(await remindersTo(account.email)).toEqual([]);

    const on = await account.visitor.call<{ enabled: boolean }>("PUT", "/v1/customer/cart-reminders", { enabled: true });
    expect(on.status).toBe(200);
    expect(on.res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await get()).toBe(true);
    const owned = await newCart(account.customerId);
    await sendCartReminders(E, later() + 60, { origin: ORIGIN });
    // Both open carts of the customer: the one from before the choice was not reminded without it.
    expect((await remindersTo(account.email)).map((m) => m.related_id).sort()).toEqual([before, owned].sort());

    expect((await account.visitor.call("PUT", "/v1/customer/cart-reminders", { enabled: false })).status).toBe(200);
    expect(await get()).toBe(false);
    expect(await isOptedOut(env.DB, account.email)).toBe(true);
    // Even an address given with the statement is not reminded once its owner said no in the account (the
    // address's mail budget emptied first, so that it is the opt-out that holds the mail back).
    await env.DB.prepare("DELETE FROM mail_budget").run();
    await giveAddress(await newCart(), account.email, "checkout");
    await sendCartReminders(E, later() + 120, { origin: ORIGIN });
    expect(await remindersTo(account.email)).toHaveLength(2);

    // On again is a new consent: the address leaves the list.
    await account.visitor.call("PUT", "/v1/customer/cart-reminders", { enabled: true });
    expect(await isOptedOut(env.DB, account.email)).toBe(false);
  });

  it("a one-click unsubscribe shows in the account as the choice off", async () => {
    const account = await registerAndLogin();
    await account.visitor.call("PUT", "/v1/customer/cart-reminders", { enabled: true });
    await newCart(account.customerId);
    await sendCartReminders(E, later(), { origin: ORIGIN });
    const token = tokenOf((await remindersTo(account.email))[0]!.text)!;
    await browserPost(`${REMINDER_UNSUBSCRIBE_PATH}?token=${token}`, { "List-Unsubscribe": "One-Click" }, { site: {} });
    expect((await account.visitor.call<{ enabled: boolean }>("GET", "/v1/customer/cart-reminders")).body.data.enabled).toBe(false);
  });
});
