/**
 * Accounts in tests: a customer with a cookie jar (the session and cart cookies the Worker sets) and its
 * own IP, registered and logged in through the real API.
 */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { ApiErrorBody } from "../../app/lib/api/types/common";
import type { RegisterInput } from "../../app/lib/schemas/account";
import { SESSION_COOKIE } from "../../app/lib/constants";
import { ORIGIN, worker } from "./http";
import { mailedTokenIn } from "../shared/mail-token";

export const PASSWORD = "Slaap!Lekker8";

let counter = 0;

export interface ApiResult<T> {
  status: number;
  body: { data: T } & Partial<ApiErrorBody>;
  res: Response;
}

/** A browser's cookie jar: keeps what Set-Cookie sets, drops what it clears (Max-Age=0). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === "" || /Max-Age=0/iu.test(set)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }
}

/** A visitor with a cookie jar and an IP of its own (login limits count per IP). */
export class Visitor {
  readonly jar = new CookieJar();
  readonly ip = `203.0.${Math.floor(counter / 250) % 250}.${(counter++ % 250) + 1}`;

  async call<T>(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<ApiResult<T>> {
    const headers: Record<string, string> = { "CF-Connecting-IP": this.ip, Origin: ORIGIN, "Sec-Fetch-Site": "same-origin", ...extra };
    if (body !== undefined && !("Content-Type" in extra)) headers["Content-Type"] = "application/json";
    const cookie = this.jar.header();
    if (cookie && !("Cookie" in extra)) headers.Cookie = cookie;
    const res = await worker(path, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
    this.jar.store(res);
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : {}, res };
  }
}

/** Register input of a fresh private customer (unique e-mail address). */
export function newRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput & { email: string; password: string } {
  return {
    type: "private",
    first_name: "Sanne",
    last_name: "de Vries",
    email: `klant-${crypto.randomUUID()}@droomnest.test`,
    phone: "06 12345678",
    password: PASSWORD,
    password_confirmation: PASSWORD,
    ...overrides,
  } as RegisterInput & { email: string; password: string };
}

export interface Account {
  visitor: Visitor;
  email: string;
  password: string;
  customerId: number;
  /** The session cookie token (also in visitor.jar). */
  token: string;
}

/** Registers through POST /v1/customer and logs in through POST /v1/customer/login. */
export async function registerAndLogin(overrides: Partial<RegisterInput> = {}, visitor = new Visitor()): Promise<Account> {
  const input = newRegistration(overrides);
  const reg = await visitor.call("POST", "/v1/customer", input);
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const login = await visitor.call<{ user: { customer: { id: number } } }>("POST", "/v1/customer/login", { username: input.email, password: input.password, remember: true });
  if (login.status !== 200 || !visitor.jar.session) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { visitor, email: input.email, password: input.password, customerId: login.body.data.user.customer.id, token: visitor.jar.session };
}

/** The newest mail queued for an address (the outbox is the development mailbox), or null. */
export async function lastMailTo(to: string, kind?: string): Promise<{ subject: string; text: string; kind: string } | null> {
  return env.DB.prepare(
    `SELECT subject, text, kind FROM outbox WHERE to_address = ?1 ${kind ? "AND kind = ?2" : ""} ORDER BY id DESC LIMIT 1`,
  )
    .bind(...(kind ? [to, kind] : [to]))
    .first<{ subject: string; text: string; kind: string }>();
}

/** The token of the newest mailed link of a kind ("account_confirm", "account_reset") to an address. */
export async function mailedToken(to: string, kind: string): Promise<string | null> {
  const mail = await lastMailTo(to, kind);
  return mail ? mailedTokenIn(mail.text) : null;
}

/**
 * The token of a mailed link that is queued after the response (the forgot-password mail runs in
 * waitUntil, docs/decisions/014): waits until it is in the outbox (a token other than `previous`, if given).
 */
export async function awaitMailedToken(to: string, kind: string, previous?: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const token = await mailedToken(to, kind);
      if (!token || token === previous) throw new Error(`no new ${kind} mail to ${to} yet`);
      return token;
    },
    { timeout: 5000, interval: 20 },
  );
}
