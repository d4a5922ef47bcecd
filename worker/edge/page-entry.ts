/**
 * A cached page as the page cache answers it (worker/edge/page-cache.ts): the document split at the nonce it
 * was rendered with, so every answer gets its own nonce by joining the parts around it, and a small
 * in-isolate memory of the most used pages in front of the Cache API.
 *
 * The nonce is 16 random bytes (base64): it occurs in the document only where the renderer put it (every
 * nonce attribute, whatever the element), so replacing every occurrence gives the response exactly one nonce.
 */

export interface PageEntry {
  /** Epoch ms the page was rendered and stored. */
  storedAt: number;
  status: number;
  /** Headers of the answer (internal page-cache headers already removed). */
  headers: [string, string][];
  /** The document split at the nonce it was rendered with. */
  parts: Uint8Array[];
  bytes: number;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** Splits a document at every occurrence of its render nonce (one part when there is none). */
export function pageEntry(body: ArrayBuffer, nonce: string, storedAt: number, status: number, headers: Headers): PageEntry {
  const text = decoder.decode(body);
  const parts = (nonce ? text.split(nonce) : [text]).map((p) => encoder.encode(p));
  return { storedAt, status, headers: [...headers], parts, bytes: body.byteLength };
}

/** The document with `nonce` where the render nonce was. */
export function joinWith(entry: PageEntry, nonce: string): Uint8Array<ArrayBuffer> {
  const n = encoder.encode(nonce);
  const total = entry.parts.reduce((sum, p) => sum + p.byteLength, 0) + n.byteLength * (entry.parts.length - 1);
  const out = new Uint8Array(total);
  let at = 0;
  entry.parts.forEach((p, i) => {
    if (i > 0) {
      out.set(n, at);
      at += n.byteLength;
    }
    out.set(p, at);
    at += p.byteLength;
  });
  return out;
}

/** Pages kept in this isolate's memory (least recently used out first). */
export const PAGE_MEMORY_MAX_BYTES = 8 * 1024 * 1024;
const memory = new Map<string, PageEntry>();
let memoryBytes = 0;

/** For tests: forget the pages kept in memory (as a new isolate would). */
export function resetPageMemory(): void {
  memory.clear();
  memoryBytes = 0;
}

export function recall(key: string): PageEntry | undefined {
  const entry = memory.get(key);
  if (entry) {
    memory.delete(key);
    memory.set(key, entry);
  }
  return entry;
}

export function remember(key: string, entry: PageEntry): void {
  const old = memory.get(key);
  if (old) {
    memory.delete(key);
    memoryBytes -= old.bytes;
  }
  if (entry.bytes > PAGE_MEMORY_MAX_BYTES / 4) return;
  memory.set(key, entry);
  memoryBytes += entry.bytes;
  for (const [k, e] of memory) {
    if (memoryBytes <= PAGE_MEMORY_MAX_BYTES) break;
    memory.delete(k);
    memoryBytes -= e.bytes;
  }
}
