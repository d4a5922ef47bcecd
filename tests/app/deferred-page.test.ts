/**
 * Streaming SSR of the product page with deferred data (docs/decisions/023, "Deferred data that is already
 * there"): reviews and related products that are there at once (the render memo's copies) are written in
 * place; slow ones stream after the shell, whose first bytes never wait for them; failing ones leave their
 * section out and the page stands. The root loader's footer does the same within the shell.
 */
import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "../../app/lib/api/server-client";
import type { Transport } from "../../app/lib/api/client";
import { createBeheerClient } from "../../app/lib/api/beheer-client";
import { edgeContext } from "../../app/lib/context";
import { catalogData, seedCatalog } from "../helpers/catalog";
import { decodeHtml, ORIGIN, worker } from "../helpers/http";
import { BROWSER_UA, seedD1 } from "../helpers/seed";

const handle = createRequestHandler(build, "production");
const reviewed = new Set(catalogData.reviews.map((r) => r.product_id));
const item = catalogData.products.find((p) => p.available && reviewed.has(p.id))!;
const review = catalogData.reviews.find((r) => r.product_id === item.id)!;
const DEFERRED = /\/reviews\?|\/suggested-products\/\d/u;

const FOOTER = /^\/v1\/content\/footer$/u;

/** The real /v1 (through the Worker), with the reads `which` matches (the product's deferred ones) changed by `deferred`. */
function transport(deferred: (read: () => Promise<Response>) => Promise<Response>, which: RegExp = DEFERRED): Transport {
  return (path, init) => {
    const read = () => worker(path, init);
    return which.test(path) ? deferred(read) : read();
  };
}

/** Reads the stream up to the chunk that contains `part`. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, part: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  while (!text.includes(part)) {
    const chunk = await reader.read();
    expect(chunk.done, `stream ended before ${part}`).toBe(false);
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

async function readRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let rest = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
  return rest;
}

function render(t: Transport): Promise<Response> {
  const context = new RouterContextProvider();
  context.set(edgeContext, { api: createApiClient(t), beheer: createBeheerClient(t), staff: null, nonce: "testnonce", requestId: "test-request", session: null, newsletterActionUrl: null });
  return handle(new Request(`${ORIGIN}/${item.slug}.html`, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }), context);
}

const streamedBoundaries = (html: string) => (html.match(/\$RC\(/gu) ?? []).length;
/** Whether `part` is written in place: before the first segment React streams after the shell. */
const inPlace = (html: string, part: string) => {
  const at = html.indexOf(part);
  const firstStreamed = html.indexOf('<div hidden id="S:');
  return at >= 0 && (firstStreamed < 0 || at < firstStreamed);
};

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
  // The first render loads the server build: done here, so the tests below time nothing of it.
  await (await render(transport((read) => read()))).text();
}, 30_000);

describe("product page: deferred reviews and related products", () => {
  it("writes them in place when they are there at once", async () => {
    // A first render records every /v1 answer; the second answers each from that record, as the render
    // memo does: nothing waits for I/O.
    const recorded = new Map<string, string>();
    await (
      await render(async (path, init) => {
        const res = await worker(path, init);
        recorded.set(path, await res.clone().text());
        return res;
      })
    ).text();
    expect([...recorded.keys()].filter((p) => DEFERRED.test(p))).toHaveLength(2);
    const html = decodeHtml(
      await (
        await render(async (path) => new Response(recorded.get(path) ?? "{}", { status: recorded.has(path) ? 200 : 404, headers: { "Content-Type": "application/json" } }))
      ).text(),
    );
    expect(inPlace(html, 'class="reviews__list')).toBe(true);
    expect(inPlace(html, review.title)).toBe(true);
    expect(inPlace(html, 'class="related"')).toBe(true);
  });

  it("streams them after the shell when they take longer: the first bytes do not wait for them", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const res = await render(transport((read) => gate.then(read)));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const shell = await readUntil(reader, item.title);
    // The shell with the product is out while the reads still wait.
    expect(shell).not.toContain('class="reviews__list');
    release();
    const html = decodeHtml(shell + (await readRest(reader)));
    expect(html).toContain('class="reviews__list');
    expect(html).toContain(review.title);
    expect(html).toContain('class="related"');
    expect(streamedBoundaries(html)).toBeGreaterThan(0);
    expect(inPlace(html, 'class="reviews__list')).toBe(false);
  });

  it("leaves the sections out and keeps the page when the reads fail", async () => {
    const res = await render(transport(() => Promise.resolve(new Response("{}", { status: 500, headers: { "Content-Type": "application/json" } }))));
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain(item.title);
    expect(html).not.toContain('class="reviews__list');
    expect(html).not.toContain('class="related"');
    // The review form's link stays: writing a review does not need the list.
    expect(html).toContain("Schrijf een review");
  });
});

describe("the shell's footer (root loader)", () => {
  const SHELL_END = '<div id="shell-end" hidden="">';

  it("is written in place, before the shell's last element, when it is there at once", async () => {
    // Answered from memory, as the render memo does.
    const footer = await (await worker("/v1/content/footer")).text();
    const atOnce = () => Promise.resolve(new Response(footer, { status: 200, headers: { "Content-Type": "application/json" } }));
    const html = decodeHtml(await (await render(transport(atOnce, FOOTER))).text());
    expect(inPlace(html, 'aria-label="Klantenservice"')).toBe(true);
    expect(html.indexOf('aria-label="Klantenservice"')).toBeLessThan(html.indexOf(SHELL_END));
  });

  it("streams after the shell when it takes longer: the shell, to its last element, does not wait for it", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const res = await render(transport((read) => gate.then(read), FOOTER));
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const shell = await readUntil(reader, SHELL_END);
    expect(shell).toContain(item.title);
    expect(shell).not.toContain('aria-label="Klantenservice"');
    release();
    const html = decodeHtml(shell + (await readRest(reader)));
    expect(html).toContain('aria-label="Klantenservice"');
    expect(html.indexOf('aria-label="Klantenservice"')).toBeGreaterThan(html.indexOf('<div hidden id="S:'));
  });

  it("keeps the page when the footer cannot be read", async () => {
    const res = await render(transport(() => Promise.resolve(new Response("{}", { status: 500, headers: { "Content-Type": "application/json" } })), FOOTER));
    expect(res.status).toBe(200);
    const html = decodeHtml(await res.text());
    expect(html).toContain(item.title);
    expect(html).toContain(SHELL_END);
    expect(html).not.toContain('aria-label="Klantenservice"');
  });
});
