import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RENDER_KEY_HEADER, embeddedRender, parseDump, renderAdapter, serviceRender, withRenderWidth } from "../../../worker/edge/render/adapter";
import { app } from "../../../worker/index";
import { seedConfigurators } from "../../helpers/configurator";

const HOST = "https://render.test";
const REF = "hotel-boxspring-set_160x200_d3d4d6_hb-panelen_mt-pocket_tp-koudschuim_pt-verzonken.pfs";
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

type Upstream = (url: string, init?: RequestInit) => Promise<Response>;

/** A fake render service: the dump lists REF (with width=-1) for scenes; images are tiny JPEGs. */
function fakeService(opts: { dump?: () => Response | Promise<Response>; image?: () => Response | Promise<Response> } = {}) {
  const calls: { url: string; key: string | null }[] = [];
  const fetcher: Upstream = async (url, init) => {
    calls.push({ url, key: new Headers(init?.headers).get(RENDER_KEY_HEADER) });
    if (url.endsWith("/dump")) {
      return opts.dump
        ? opts.dump()
        : Response.json([
            { referenceId: REF.toUpperCase(), renderUrl: `${HOST}/r/1.jpg?width=-1&q=80` },
            { referenceId: "other.jpg", renderUrl: `${HOST}/r/2.jpg?width=-1` },
            { referenceId: "bad", renderUrl: "javascript:alert(1)" },
          ]);
    }
    return opts.image ? opts.image() : new Response(JPG, { headers: { "Content-Type": "image/jpeg" } });
  };
  return { calls, fetcher };
}

/** Waits for the request's abort signal: a service that never answers. */
const hanging: Upstream = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError"))));

async function clearDumpCache() {
  await env.CACHE.delete("render:dump:scenes");
  await env.CACHE.delete("render:dump:images");
}

describe("render dump", () => {
  it("width=-1 becomes width=1500; entries keyed by lowercased reference id, only https URLs", () => {
    expect(withRenderWidth("https://r/x.jpg?width=-1&h=2")).toBe("https://r/x.jpg?h=2".replace("?h=2", "?width=1500&h=2"));
    expect(withRenderWidth("https://r/x.jpg?a=1&width=-1")).toBe("https://r/x.jpg?a=1&width=1500");
    expect(withRenderWidth("https://r/x.jpg?width=-10")).toBe("https://r/x.jpg?width=-10");
    expect(parseDump([{ referenceId: "A_B.pfs", renderUrl: "https://r/1?width=-1" }, { referenceId: 1, renderUrl: "https://r" }, { referenceId: "x", renderUrl: "http://r" }, null])).toEqual({ "a_b.pfs": "https://r/1?width=1500" });
    expect(parseDump({ data: [{ referenceId: "x", renderUrl: "https://r/x" }] })).toEqual({ x: "https://r/x" });
    expect(parseDump("nonsense")).toEqual({});
  });

  it("the service is used only when RENDER_PROVIDER=service with a host and a key; else the Worker draws", () => {
    expect(renderAdapter({ ...env, RENDER_PROVIDER: "" }).name).toBe("embedded");
    expect(renderAdapter({ ...env, RENDER_PROVIDER: "service", RENDER_HOST: HOST }).name).toBe("embedded");
    expect(renderAdapter({ ...env, RENDER_PROVIDER: "service", RENDER_HOST: HOST, RENDER_API_KEY: "k" }).name).toBe("service");
    expect(embeddedRender.name).toBe("embedded");
  });
});

describe("render service adapter (fake upstream)", () => {
  afterEach(clearDumpCache);
  const cfg = { CACHE: env.CACHE, RENDER_HOST: `${HOST}/`, RENDER_API_KEY: "geheim" };

  it("asks {host}/scenes/dump with the key header, maps the reference id and caches the list in KV", async () => {
    const { calls, fetcher } = fakeService();
    const adapter = serviceRender(cfg, { fetch: fetcher as typeof fetch });
    expect(await adapter.lookup("scenes", REF)).toEqual({ kind: "url", url: `${HOST}/r/1.jpg?width=1500&q=80` });
    expect(calls).toEqual([{ url: `${HOST}/scenes/dump`, key: "geheim" }]);
    expect(await adapter.lookup("scenes", "other.jpg")).toEqual({ kind: "url", url: `${HOST}/r/2.jpg?width=1500` });
    expect(calls).toHaveLength(1); // from KV
    expect(await env.CACHE.get("render:dump:scenes", "json")).toMatchObject({ [REF]: `${HOST}/r/1.jpg?width=1500&q=80` });
    await adapter.lookup("images", "x.jpg");
    expect(calls.at(-1)!.url).toBe(`${HOST}/images/dump`);
  });

  it("a missing id, an error answer, a broken body or a timeout is no render", async () => {
    expect(await serviceRender(cfg, { fetch: fakeService().fetcher as typeof fetch }).lookup("scenes", "bestaat-niet.pfs")).toBeNull();
    await clearDumpCache();
    expect(await serviceRender(cfg, { fetch: fakeService({ dump: () => new Response("kapot", { status: 500 }) }).fetcher as typeof fetch }).lookup("scenes", REF)).toBeNull();
    expect(await env.CACHE.get("render:dump:scenes")).toBeNull(); // a failure is not cached
    expect(await serviceRender(cfg, { fetch: fakeService({ dump: () => new Response("{not json", { headers: { "Content-Type": "application/json" } }) }).fetcher as typeof fetch }).lookup("scenes", REF)).toBeNull();
    const started = Date.now();
    expect(await serviceRender(cfg, { fetch: hanging as typeof fetch, timeoutMs: 50 }).lookup("scenes", REF)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("an image that fails, is not an image or is slow is no image", async () => {
    const ok = serviceRender(cfg, { fetch: fakeService().fetcher as typeof fetch });
    expect((await ok.fetchImage!(`${HOST}/r/1.jpg`))?.headers.get("Content-Type")).toBe("image/jpeg");
    expect(await serviceRender(cfg, { fetch: fakeService({ image: () => new Response("nee", { status: 404 }) }).fetcher as typeof fetch }).fetchImage!(`${HOST}/x`)).toBeNull();
    expect(await serviceRender(cfg, { fetch: fakeService({ image: () => new Response("<html>", { headers: { "Content-Type": "text/html" } }) }).fetcher as typeof fetch }).fetchImage!(`${HOST}/x`)).toBeNull();
    expect(await serviceRender(cfg, { fetch: hanging as typeof fetch, timeoutMs: 50 }).fetchImage!(`${HOST}/x`)).toBeNull();
  });
});

describe("GET /v1/catalog/configurator/{id}/preview with the render service (fake upstream)", () => {
  beforeAll(seedConfigurators);
  afterEach(async () => {
    vi.restoreAllMocks();
    await clearDumpCache();
  });

  const serviceEnv = { ...env, RENDER_PROVIDER: "service", RENDER_HOST: HOST, RENDER_API_KEY: "geheim" };
  const PREVIEW = "/v1/catalog/configurator/hotel-boxspring-set/preview?config=10122-769-775-9000103-9000201-9000301-9000401";

  async function preview(upstream: Upstream): Promise<Response> {
    vi.spyOn(globalThis, "fetch").mockImplementation(((input: RequestInfo | URL, init?: RequestInit) => upstream(String(input instanceof Request ? input.url : input), init)) as typeof fetch);
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`https://droomnest.test${PREVIEW}`), serviceEnv, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("success: the render's image, looked up by the reference id (scenes for category 2)", async () => {
    const { calls, fetcher } = fakeService();
    const res = await preview(fetcher);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(JPG);
    expect(res.headers.get("X-Render-Reference")).toBe(REF);
    expect(calls.map((c) => c.url)).toEqual([`${HOST}/scenes/dump`, `${HOST}/r/1.jpg?width=1500&q=80`]);
  });

  it("missing id, error and timeout: the fallback product image", async () => {
    const fallback = "/img/p/boxspring/";
    const missing = await preview(fakeService({ dump: () => Response.json([{ referenceId: "iets-anders.pfs", renderUrl: `${HOST}/x.jpg` }]) }).fetcher);
    expect(missing.status).toBe(302);
    expect(missing.headers.get("Location")).toContain(fallback);
    await clearDumpCache();
    const error = await preview(fakeService({ dump: () => new Response("kapot", { status: 503 }) }).fetcher);
    expect(error.status).toBe(302);
    expect(error.headers.get("Location")).toContain(fallback);
    const imageError = await preview(fakeService({ image: () => new Response("weg", { status: 500 }) }).fetcher);
    expect(imageError.status).toBe(302);
    await clearDumpCache();
    const slow = await preview(hanging);
    expect(slow.status).toBe(302);
    expect(slow.headers.get("Location")).toContain(fallback);
  }, 20_000);
});
