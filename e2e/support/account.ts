/**
 * Customer accounts for the specs: register through the real API, confirm through the development
 * mailbox (/dev/mailbox/, the link the Worker mailed), log in through the API with the browser's own
 * cookie jar (page.request shares it), so the page that follows is logged in.
 */
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { mailedTokenIn } from "../../tests/shared/mail-token";

export const CUSTOMER_PASSWORD = "Slaap!Lekker8";

export interface TestCustomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;

/**
 * Gives the browser context a client address of its own (CF-Connecting-IP, which the local Worker reads
 * like Cloudflare's): registrations and failed logins are limited per IP, and every test is its own shopper.
 */
export async function ownClientIp(context: BrowserContext): Promise<string> {
  const ip = `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  await context.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/** A mailed link opened on the server under test (mails link to SITE_ORIGIN, which may be another port). */
export function onThisServer(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A unique address per call (parallel workers, repeated runs against one server). */
export function uniqueEmail(prefix = "klant"): string {
  return `${prefix}-${Date.now()}-${process.pid}-${counter++}-${Math.floor(Math.random() * 1e6)}@droomnest.test`;
}

function headers(baseURL: string) {
  return { Origin: baseURL, "Content-Type": "application/json", Accept: "application/json" };
}

/** POST /v1/customer (a private customer unless told otherwise); fails the test on anything but 201. */
export async function registerCustomer(request: APIRequestContext, baseURL: string, overrides: Partial<TestCustomer> = {}): Promise<TestCustomer> {
  const customer: TestCustomer = { email: uniqueEmail(), password: CUSTOMER_PASSWORD, firstName: "Sanne", lastName: "de Vries", ...overrides };
  const res = await request.post("/v1/customer", {
    headers: headers(baseURL),
    data: {
      type: "private",
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: "0612345678",
      password: customer.password,
      password_confirmation: customer.password,
    },
  });
  if (res.status() !== 201) throw new Error(`register answered ${res.status()}: ${await res.text()}`);
  return customer;
}

/**
 * The newest link in the development mailbox to `email` whose path starts with `pathPrefix`
 * (e.g. "/account/confirm-email/"); polls briefly, since mails may be queued after the answer.
 */
export async function mailedLink(request: APIRequestContext, email: string, pathPrefix: string): Promise<string> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
  const row = new RegExp(`<td>${escaped}</td><td><a href="(/dev/mailbox/\\d+/)">`, "gu");
  const link = new RegExp(`href="(https?://[^"]*${pathPrefix.replace(/[/.]/gu, "\\$&")}[^"]*)"`, "u");
  for (let attempt = 0; attempt < 20; attempt++) {
    const list = await (await request.get("/dev/mailbox/")).text();
    for (const [, detail] of list.matchAll(row)) {
      const html = await (await request.get(detail!)).text();
      const found = link.exec(html);
      if (found) return found[1]!.replace(/&amp;/gu, "&");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${email} with a link to ${pathPrefix}`);
}

/** The token of a mailed link. */
export function tokenOf(link: string): string {
  const token = mailedTokenIn(link);
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** Confirms the address with the mailed link's token (POST /v1/customer/email/confirm). */
export async function confirmCustomer(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const token = tokenOf(await mailedLink(request, email, "/account/confirm-email/"));
  const res = await request.post("/v1/customer/email/confirm", { headers: headers(baseURL), data: { token } });
  if (res.status() !== 200) throw new Error(`confirm answered ${res.status()}: ${await res.text()}`);
}

/** POST /v1/customer/login; the session cookie lands in the request context's (the browser's) jar. */
export async function loginCustomer(request: APIRequestContext, baseURL: string, customer: TestCustomer, remember = false): Promise<void> {
  const res = await request.post("/v1/customer/login", {
    headers: headers(baseURL),
    data: { username: customer.email, password: customer.password, remember },
  });
  if (res.status() !== 200) throw new Error(`login answered ${res.status()}: ${await res.text()}`);
}
