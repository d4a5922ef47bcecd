/**
 * docs/caching.md lists every cache layer (ADR 003, ADR 004, ADR 022). This test keeps it honest where a machine
 * can check it: a KV binding, a KV key, a file that reads or writes KV or the Cache API, sets Cache-Control or
 * keeps module-level state in the Worker, or a browser storage key that the document does not name fails it,
 * and so does a source path the document names that no longer exists.
 */
import { describe, expect, it } from "vitest";

export interface CacheDocSources {
  /** docs/caching.md */
  doc: string;
  /** wrangler.toml */
  wrangler: string;
  /** Source files by repository path (worker/, app/, kv-seed/). */
  code: Record<string, string>;
}

const uniqueSorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** The code without its comments (a comment that mentions a cache is not a cache). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//gu, "").replace(/(^|[^:"'`\\])\/\/.*$/gmu, "$1");
}

/** The KV bindings of every environment: `[[kv_namespaces]]` blocks and inline `kv_namespaces = [...]` lists. */
function kvBindings(toml: string): string[] {
  const names: string[] = [];
  for (const m of toml.matchAll(/\[\[(?:env\.[\w-]+\.)?kv_namespaces\]\][^[]*?binding\s*=\s*"([^"]+)"/gu)) names.push(m[1]!);
  for (const list of toml.matchAll(/kv_namespaces\s*=\s*\[([^\]]*)\]/gu)) {
    for (const m of list[1]!.matchAll(/binding\s*=\s*"([^"]+)"/gu)) names.push(m[1]!);
  }
  return uniqueSorted(names);
}

/** Whether a file reads or writes KV (the CACHE binding, a KVNamespace handed in, or wrangler's kv command). */
const usesKv = (code: string) => /\.CACHE\.(?:get|put|delete|list)\b|\bkv\.(?:get|put|delete|list)\b|"kv",\s*"key"/u.test(code);

/**
 * The literal start of every string or template that looks like a KV key ("name:..."), up to the first `${`
 * (module specifiers such as "node:crypto" left out).
 */
function kvKeyPrefixes(code: string): string[] {
  return [...code.matchAll(/["'`]([a-z][a-z0-9-]*:[a-z0-9:-]*?)(?=\$\{|["'`])/gu)].map((m) => m[1]!).filter((k) => !k.startsWith("node:"));
}

/** Module-level state of the Worker: a top-level `let` or a top-level `new Map`. */
const keepsModuleState = (code: string) => /^let |^(?:export )?const \w+(?:\s*:[^=\n]+)?\s*=\s*new Map\b/mu.test(code);

const usesCacheApi = (code: string) => /\bcaches\b/u.test(code);
const setsCacheControl = (code: string) => /["']Cache-Control["']\s*[:,]/iu.test(code);

export function cacheDocFindings({ doc, wrangler, code }: CacheDocSources) {
  const kvKeys: string[] = [];
  const files: string[] = [];
  const storageKeys: string[] = [];
  for (const [path, text] of Object.entries(code)) {
    const source = stripComments(text);
    const kv = usesKv(source);
    if (kv) kvKeys.push(...kvKeyPrefixes(source));
    if (path.startsWith("kv-seed/")) continue;
    if (kv || usesCacheApi(source) || setsCacheControl(source) || (path.startsWith("worker/") && keepsModuleState(source))) files.push(path);
    if (path.startsWith("app/")) storageKeys.push(...[...source.matchAll(/\w*KEY\w*\s*=\s*["'`](droomnest:[a-z-]+)["'`]/gu)].map((m) => m[1]!));
  }
  const named = (text: string) => doc.includes(`\`${text}`);
  const found = {
    kvBindings: kvBindings(wrangler),
    kvKeys: uniqueSorted(kvKeys),
    files: uniqueSorted(files),
    storageKeys: uniqueSorted(storageKeys),
  };
  const docPaths = uniqueSorted([...doc.matchAll(/`((?:worker|app|kv-seed)\/[\w./-]+\.tsx?)`/gu)].map((m) => m[1]!));
  return {
    ...found,
    missing: {
      kvBindings: found.kvBindings.filter((b) => !named(b)),
      kvKeys: found.kvKeys.filter((k) => !named(k)),
      files: found.files.filter((f) => !named(f)),
      storageKeys: found.storageKeys.filter((k) => !named(k)),
    },
    deadPaths: docPaths.filter((p) => !(p in code)),
  };
}

const raw = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^(?:\.\.\/)+/u, ""), text]));

const sources: CacheDocSources = {
  doc: Object.values(import.meta.glob<string>("../../docs/caching.md", { eager: true, query: "?raw", import: "default" }))[0] ?? "",
  wrangler: Object.values(import.meta.glob<string>("../../wrangler.toml", { eager: true, query: "?raw", import: "default" }))[0] ?? "",
  code: raw(
    import.meta.glob<string>(["../../worker/**/*.ts", "../../app/**/*.{ts,tsx}", "../../kv-seed/**/*.ts"], {
      eager: true,
      query: "?raw",
      import: "default",
    }),
  ),
};

describe("docs/caching.md names every cache layer of the code", () => {
  const findings = cacheDocFindings(sources);

  it("reads the real sources (the scan is not empty)", () => {
    expect(sources.doc.length).toBeGreaterThan(1000);
    expect(findings.kvBindings).toContain("CACHE");
    expect(findings.kvKeys).toContain("meta:seed-version");
    expect(findings.kvKeys).toContain("cache:");
    expect(findings.files).toContain("worker/edge/page-cache.ts");
    expect(findings.files).toContain("worker/ssr-memo.ts");
    expect(findings.storageKeys).toContain("droomnest:favorieten");
  });

  it("every KV binding of wrangler.toml (all environments)", () => {
    expect(findings.missing.kvBindings).toEqual([]);
  });

  it("every KV key prefix the Worker and the seed use", () => {
    expect(findings.missing.kvKeys).toEqual([]);
  });

  it("every file with KV, the Cache API, a Cache-Control header or module-level state in the Worker", () => {
    expect(findings.missing.files).toEqual([]);
  });

  it("every browser storage key", () => {
    expect(findings.missing.storageKeys).toEqual([]);
  });

  it("names no source file that does not exist", () => {
    expect(findings.deadPaths).toEqual([]);
  });
});

describe("the check itself fails when a layer is left out", () => {
  const drop = (doc: string, text: string) => doc.split("\n").filter((line) => !line.includes(text)).join("\n");

  it("a KV key prefix", () => {
    const findings = cacheDocFindings({ ...sources, doc: sources.doc.replaceAll("vat:v1:", "vat:") });
    expect(findings.missing.kvKeys).toEqual(["vat:v1:"]);
  });

  it("a layer's file (the render memo)", () => {
    const findings = cacheDocFindings({ ...sources, doc: sources.doc.replaceAll("worker/ssr-memo.ts", "the render memo") });
    expect(findings.missing.files).toEqual(["worker/ssr-memo.ts"]);
  });

  it("a KV binding", () => {
    const wrangler = `${sources.wrangler}\n[[kv_namespaces]]\nbinding = "SESSIONS_KV"\nid = "1"\n`;
    expect(cacheDocFindings({ ...sources, wrangler }).missing.kvBindings).toEqual(["SESSIONS_KV"]);
  });

  it("a new module-level memo in the Worker", () => {
    const code = { ...sources.code, "worker/edge/new-memo.ts": "const kept = new Map<string, string>();\nexport const get = (k: string) => kept.get(k);\n" };
    expect(cacheDocFindings({ ...sources, code }).missing.files).toEqual(["worker/edge/new-memo.ts"]);
  });

  it("a browser storage key", () => {
    const findings = cacheDocFindings({ ...sources, doc: drop(sources.doc, "droomnest:chat") });
    expect(findings.missing.storageKeys).toEqual(["droomnest:chat"]);
  });

  it("a path that no longer exists", () => {
    const findings = cacheDocFindings({ ...sources, doc: `${sources.doc}\nSee \`worker/edge/gone.ts\`.\n` });
    expect(findings.deadPaths).toEqual(["worker/edge/gone.ts"]);
  });
});
