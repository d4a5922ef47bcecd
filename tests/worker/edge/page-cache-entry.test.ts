/** A cached page split at its render nonce and the isolate's memory of pages (worker/edge/page-entry.ts). */
import { describe, expect, it } from "vitest";
import { joinWith, pageEntry, PAGE_MEMORY_MAX_BYTES, recall, remember } from "../../../worker/edge/page-entry";

const bytes = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer;
const text = (u: Uint8Array) => new TextDecoder().decode(u);

describe("page entry", () => {
  it("every occurrence of the render nonce gets the answer's nonce, the rest byte for byte", () => {
    const old = "T2xkTm9uY2VPbGROb25jZQ==";
    const doc = `<script nonce="${old}">a()</script><p>€ één</p><style nonce="${old}">p{}</style><link nonce="${old}"/>`;
    const entry = pageEntry(bytes(doc), old, 1, 200, new Headers({ "Content-Type": "text/html" }));
    expect(entry.parts).toHaveLength(4);
    const out = text(joinWith(entry, "TmlldXdlTm9uY2VOaWV1dw=="));
    expect(out).toBe(doc.replaceAll(old, "TmlldXdlTm9uY2VOaWV1dw=="));
    expect(out).not.toContain(old);
  });

  it("a document without a nonce is answered as it is", () => {
    const entry = pageEntry(bytes("<p>geen script</p>"), "", 1, 200, new Headers());
    expect(text(joinWith(entry, "x"))).toBe("<p>geen script</p>");
  });

  it("memory keeps the most recently used pages within its byte budget", () => {
    const big = (n: number) => pageEntry(new ArrayBuffer(Math.floor(PAGE_MEMORY_MAX_BYTES / 5)), "", n, 200, new Headers());
    for (let i = 0; i < 5; i++) remember(`k${i}`, big(i));
    // k0 used again: k1 is now the least recently used and goes first.
    expect(recall("k0")?.storedAt).toBe(0);
    remember("k5", big(5));
    expect(recall("k1")).toBeUndefined();
    expect(recall("k0")?.storedAt).toBe(0);
    expect(recall("k5")?.storedAt).toBe(5);
  });
});
