/**
 * The page cache's timing and storing rules with a renderer under the test's control (ADR 022):
 * fresh, stale-while-revalidate, expiry, and what is never stored.
 */
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { COOKIE_CONSENT_NAME } from "../../../app/lib/constants";
import { resetCacheVersionMemo, SEED_VERSION_KEY } from "../../../worker/edge/cache";
import { cachedPage, PAGE_CACHE_FRESH_S, PAGE_CACHE_HEADER, PAGE_CACHE_STALE_S, type PageCacheDeps, type Render } from "../../../worker/edge/page-cache";
import { memoryLogger } from "../../helpers/log";
import { BROWSER_UA } from "../../helpers/seed";

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const consent = `${COOKIE_CONSENT_NAME}=${encodeURIComponent(JSON.stringify({ time: 1763900000000, accepted: 1 }))}`;

interface Call {
  url: string;
  cookie: string | null;
  nonce: string;
}

let run = 0;
let now = T0;
let pending: Promise<unknown>[] = [];
let logs: string[] = [];
let deps: PageCacheDeps;

beforeEach(async () => {
  now = T0;
  pending = [];
  logs = [];
  await env.CACHE.put(SEED_VERSION_KEY, `swr-${++run}`);
  resetCacheVersionMemo();
  deps = {
    cache: await caches.open(`page-cache-test-${run}`),
    kv: env.CACHE,
    waitUntil: (p) => pending.push(p),
    now: () => now,
    logger: memoryLogger(logs),
    makeNonce: () => `bg-${crypto.randomUUID()}`,
  };
});

/** Lets the waitUntil work (stores, refreshes) finish, including work it started itself. */
async function settle(): Promise<void> {
  while (pending.length) await Promise.allSettled(pending.splice(0));
}

/** A renderer answering version n of the page, with the nonce it was given on its inline script. */
function renderer(answer: (n: number, nonce: string) => Response = (n, nonce) => page(n, nonce)) {
  const calls: Call[] = [];
  const render: Render = async (request, nonce) => {
    calls.push({ url: request.url, cookie: request.headers.get("Cookie"), nonce });
    return answer(calls.length, nonce);
  };
  return { calls, render };
}

function page(n: number, nonce: string, init: ResponseInit = {}): Response {
  return new Response(`<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head><body><p>versie ${n}</p></body></html>`, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string> | undefined) },
  });
}

const request = (cookie = `__Host-droomnest_cart=${"a".repeat(64)}; ${consent}`) =>
  new Request("https://droomnest.test/matrassen/", { headers: { "User-Agent": BROWSER_UA, Cookie: cookie } });

async function get(render: Render, nonce = `n-${crypto.randomUUID()}`) {
  const res = await cachedPage(deps, request(), nonce, render);
  return { state: res.headers.get(PAGE_CACHE_HEADER), html: await res.text(), nonce, res };
}

describe("page cache: fresh and stale", () => {
  it("a miss renders once without the shopper's cookies, and answers at once; the copy is a hit afterwards", async () => {
    const { calls, render } = renderer();
    const first = await get(render);
    expect(first.state).toBe("miss");
    expect(first.html).toContain("versie 1");
    // Rendered for everybody: no cart cookie, the consent choice without its time.
    expect(calls[0]!.cookie).toBe(`${COOKIE_CONSENT_NAME}=${encodeURIComponent('{"time":0,"accepted":1}')}`);
    await settle();
    now = T0 + (PAGE_CACHE_FRESH_S - 1) * 1000;
    const hit = await get(render);
    expect(hit.state).toBe("hit");
    expect(hit.res.headers.get("Age")).toBe(String(PAGE_CACHE_FRESH_S - 1));
    expect(hit.html).toContain("versie 1");
    expect(hit.html).toContain(`<script nonce="${hit.nonce}">`);
    expect(hit.html).not.toContain(first.nonce);
    expect(calls).toHaveLength(1);
  });

  it("a stale copy is answered at once and rendered again once in the background; the next request gets the new one", async () => {
    const { calls, render } = renderer();
    await get(render);
    await settle();
    now = T0 + (PAGE_CACHE_FRESH_S + 5) * 1000;
    const [a, b] = await Promise.all([get(render), get(render)]);
    expect([a.state, b.state]).toEqual(["stale", "stale"]);
    expect(a.html).toContain("versie 1");
    expect(a.html).toContain(`nonce="${a.nonce}"`);
    await settle();
    // One refresh for both stale answers, rendered with a nonce of its own.
    expect(calls).toHaveLength(2);
    expect(calls[1]!.nonce).toMatch(/^bg-/u);
    now += 1000;
    const fresh = await get(render);
    expect(fresh.state).toBe("hit");
    expect(fresh.html).toContain("versie 2");
    expect(fresh.html).toContain(`nonce="${fresh.nonce}"`);
    expect(fresh.html).not.toContain(calls[1]!.nonce);
  });

  it("a failed refresh keeps the stale copy and is logged", async () => {
    const { render } = renderer((n, nonce) => (n === 1 ? page(n, nonce) : new Response("kapot", { status: 500, headers: { "Content-Type": "text/html" } })));
    await get(render);
    await settle();
    now = T0 + (PAGE_CACHE_FRESH_S + 1) * 1000;
    expect((await get(render)).state).toBe("stale");
    await settle();
    const again = await get(render);
    expect(again.state).toBe("stale");
    expect(again.html).toContain("versie 1");
    expect(logs.some((l) => JSON.parse(l).msg === "page cache refresh kept the stale copy")).toBe(true);
  });

  it("a copy older than fresh plus stale is rendered again while the shopper waits", async () => {
    const { calls, render } = renderer();
    await get(render);
    await settle();
    now = T0 + (PAGE_CACHE_FRESH_S + PAGE_CACHE_STALE_S + 1) * 1000;
    const late = await get(render);
    expect(late.state).toBe("miss");
    expect(late.html).toContain("versie 2");
    expect(calls).toHaveLength(2);
  });
});

describe("page cache: never stored", () => {
  async function notStored(answer: (n: number, nonce: string) => Response, hook?: (render: Render) => Render) {
    const r = renderer(answer);
    const render = hook ? hook(r.render) : r.render;
    const first = await get(render);
    await settle();
    const second = await get(render);
    await settle();
    return { first, second, calls: r.calls };
  }

  it("a page with a Set-Cookie", async () => {
    const { first, second, calls } = await notStored((n, nonce) => page(n, nonce, { headers: { "Set-Cookie": "x=1; Path=/" } }));
    expect([first.state, second.state]).toEqual(["bypass", "bypass"]);
    expect(second.html).toContain("versie 2");
    expect(calls).toHaveLength(2);
  });

  it("a page that is not a 200 (a 404, a redirect)", async () => {
    for (const status of [404, 302]) {
      const { first, second } = await notStored((n, nonce) => page(n, nonce, { status }));
      expect([first.state, second.state]).toEqual(["bypass", "bypass"]);
    }
  });

  it("a page marked private or no-store", async () => {
    const { second } = await notStored((n, nonce) => page(n, nonce, { headers: { "Cache-Control": "private, no-store" } }));
    expect(second.state).toBe("bypass");
  });

  it("a page whose render met a failing API call or an API call that set a cookie", async () => {
    for (const api of [new Response("{}", { status: 503 }), new Response("{}", { headers: { "Set-Cookie": "__Host-droomnest_cart=x; Path=/" } })]) {
      const { first, second } = await notStored(
        (n, nonce) => page(n, nonce),
        (render) => async (req, nonce, hooks) => {
          hooks.onApiResponse?.("/v1/content/footer", api);
          return render(req, nonce, hooks);
        },
      );
      // The shopper still gets the page; it is not kept for the next one.
      expect(first.html).toContain("versie 1");
      expect([first.state, second.state]).toEqual(["bypass", "bypass"]);
      expect(second.html).toContain("versie 2");
    }
  });

  it("a request with a session cookie, a POST and a private page are rendered as before", async () => {
    const { calls, render } = renderer();
    const withSession = await cachedPage(deps, request(`__Host-droomnest_session=${"t".repeat(43)}`), "n1", render);
    const post = await cachedPage(deps, new Request("https://droomnest.test/nieuwsbrief/", { method: "POST", body: "email=a%40b.nl" }), "n2", render);
    const cart = await cachedPage(deps, new Request("https://droomnest.test/cart/"), "n3", render);
    expect([withSession, post, cart].map((r) => r.headers.get(PAGE_CACHE_HEADER))).toEqual(["bypass", "bypass", "bypass"]);
    // Rendered from the shopper's own request, cookies and all.
    expect(calls[0]!.cookie).toContain("__Host-droomnest_session=");
    await settle();
    expect(await deps.cache.match(new Request("https://droomnest.test/cart/"))).toBeUndefined();
  });
});
