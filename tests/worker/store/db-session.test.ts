/**
 * D1 read replication (ADR 022): one D1 session per request, writes start on the primary,
 * the bookmark of a write comes back to the shopper and their next reads start from it.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  D1_BOOKMARK_COOKIE,
  D1_BOOKMARK_HEADER,
  openDbSession,
  requestBookmark,
  sessionStart,
  withBookmark,
  withDbSession,
} from "../../../worker/store/db-session";
import { Visitor, newRegistration } from "../../helpers/account";
import { SESSION_COOKIE } from "../../../app/lib/constants";

const BM = "00000000-0000000d-00000000-00000000000000000000000000000000";
const req = (method: string, headers: Record<string, string> = {}) =>
  new Request("https://droomnest.test/v1/x", { method, headers, body: method === "GET" ? undefined : "{}" });

describe("where a request's D1 session starts", () => {
  it("a write on the primary, a read anywhere, a shopper's bookmark before both", () => {
    expect(sessionStart(req("POST"))).toBe("first-primary");
    expect(sessionStart(req("DELETE"))).toBe("first-primary");
    expect(sessionStart(req("GET"))).toBe("first-unconstrained");
    expect(sessionStart(req("GET", { Cookie: `a=1; ${D1_BOOKMARK_COOKIE}=${BM}` }))).toBe(BM);
    expect(sessionStart(req("POST", { [D1_BOOKMARK_HEADER]: BM }))).toBe(BM);
  });

  it("a malformed bookmark is ignored", () => {
    for (const bad of ["first-primary", "x", "0000-zz", `${BM}; DROP`, "-".repeat(10)]) {
      expect(requestBookmark(req("GET", { [D1_BOOKMARK_HEADER]: bad }))).toBeNull();
    }
  });
});

describe("the session as env.DB", () => {
  it("reads and writes go through the session, and a later session from its bookmark sees the write", async () => {
    await env.DB.prepare("CREATE TABLE IF NOT EXISTS db_session_probe (id INTEGER PRIMARY KEY, v TEXT)").run();
    const writer = openDbSession(env.DB, req("POST"));
    expect(writer.bookmark()).toBeNull();
    await writer.db.prepare("INSERT INTO db_session_probe (v) VALUES (?1)").bind("geschreven").run();
    const bookmark = writer.bookmark();
    expect(bookmark).toMatch(/^[0-9a-f]+(?:-[0-9a-f]+)+$/u);
    const reader = openDbSession(env.DB, req("GET", { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` }));
    const [row] = await reader.db.batch([reader.db.prepare("SELECT v FROM db_session_probe ORDER BY id DESC LIMIT 1")]);
    expect(row!.results).toEqual([{ v: "geschreven" }]);
  });

  it("a binding without withSession is used as it is", () => {
    const plain = { prepare: env.DB.prepare.bind(env.DB) } as unknown as D1Database;
    const s = openDbSession(plain, req("GET"));
    expect(s.db).toBe(plain);
    expect(s.bookmark()).toBeNull();
  });
});

describe("the bookmark on the way out", () => {
  it("only after a successful write: header and a __Host- cookie", () => {
    const ok = withBookmark(req("POST"), new Response("{}", { status: 201 }), BM);
    expect(ok.headers.get(D1_BOOKMARK_HEADER)).toBe(BM);
    const cookie = ok.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(new RegExp(`^${D1_BOOKMARK_COOKIE}=${BM}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=\\d+$`, "u"));
    for (const [method, status] of [["GET", 200], ["POST", 422], ["POST", 500]] as const) {
      const res = withBookmark(req(method), new Response("{}", { status }), BM);
      expect(res.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  it("withDbSession hands the handler the session and returns the write's bookmark", async () => {
    const res = await withDbSession(req("POST"), { DB: env.DB }, async (e) => {
      expect(e.DB).not.toBe(env.DB);
      await e.DB.prepare("SELECT 1").first();
      return new Response("{}", { status: 200 });
    });
    expect(res.headers.get(D1_BOOKMARK_HEADER)).toMatch(/^[0-9a-f-]+$/u);
  });
});

describe("through the Worker", () => {
  it("a login answers the bookmark; the shopper's next read carries it and reads their account", async () => {
    const visitor = new Visitor();
    const input = newRegistration();
    expect((await visitor.call("POST", "/v1/customer", input)).status).toBe(201);
    const login = await visitor.call("POST", "/v1/customer/login", { username: input.email, password: input.password, remember: true });
    expect(login.status).toBe(200);
    const bookmark = login.res.headers.get(D1_BOOKMARK_HEADER);
    expect(bookmark).toMatch(/^[0-9a-f-]+$/u);
    // The session cookie stays first; the bookmark cookie comes after it.
    expect(login.res.headers.getSetCookie()[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=`, "u"));
    expect(visitor.jar.cookies.get(D1_BOOKMARK_COOKIE)).toBe(bookmark);
    const me = await visitor.call<{ email: string }>("GET", "/v1/customer");
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(input.email);
    // A read does not hand out a cookie of its own.
    expect(me.res.headers.getSetCookie()).toEqual([]);
  });

  it("a refused write answers no bookmark", async () => {
    const visitor = new Visitor();
    const res = await visitor.call("POST", "/v1/customer/login", { username: "niemand@droomnest.test", password: "Verkeerd!99", remember: false });
    expect(res.status).toBe(401);
    expect(res.res.headers.get(D1_BOOKMARK_HEADER)).toBeNull();
    expect(res.res.headers.getSetCookie()).toEqual([]);
  });
});
