/**
 * No validator default text reaches a shopper (docs/decisions/013): every schema exported from
 * app/lib/schemas/** - and every schema its zero- or one-argument factories build - answers wrong input of
 * every kind with Dutch messages only, its own or the Dutch fallback of the shared kernel
 * (app/lib/schemas/zod.ts). The modules are enumerated, not listed, so a new schema is covered by itself.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";

const modules = import.meta.glob<Record<string, unknown>>("../../../app/lib/schemas/**/*.ts", { eager: true });
const sources = import.meta.glob<string>(["../../../app/**/*.{ts,tsx}", "../../../worker/**/*.ts"], { eager: true, query: "?raw", import: "default" });

/** zod's own (English) texts and the words they are built from. */
const ENGLISH = /\b(?:invalid|expected|received|too small|too big|required|unrecognized|must (?:be|have|contain)|should|string|number|boolean|object|array)\b/iu;

function isSchema(value: unknown): value is z.ZodType {
  return typeof value === "object" && value !== null && "_zod" in value && typeof (value as { safeParse?: unknown }).safeParse === "function";
}

/** The object shape under a schema (through refinements, defaults, optionals, pipes), if any. */
function shapeOf(schema: z.ZodType, seen = new Set<unknown>()): Record<string, z.ZodType> | null {
  if (seen.has(schema)) return null;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.shape && typeof def.shape === "object") return def.shape as Record<string, z.ZodType>;
  for (const key of ["innerType", "in", "out", "schema"]) {
    const inner = def[key];
    if (isSchema(inner)) {
      const shape = shapeOf(inner, seen);
      if (shape) return shape;
    }
  }
  return null;
}

const WRONG: unknown[] = [null, undefined, "", "x", " ", "x".repeat(5000), 0, -1, 1.5, 1e308, Number.NaN, true, false, [], [null], ["x", 1], {}, { a: 1 }];

/** Objects with the schema's own field names, every field (and nested field) set to one wrong value. */
function wrongObjects(shape: Record<string, z.ZodType>, depth = 0): Record<string, unknown>[] {
  return WRONG.map((wrong) => {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      const inner = depth < 3 ? shapeOf(field) : null;
      out[key] = inner ? wrongObjects(inner, depth + 1)[WRONG.indexOf(wrong)] : wrong;
    }
    return out;
  });
}

/** Every message of an error, nested union branches included. */
function messages(issues: readonly z.core.$ZodIssue[]): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    out.push(issue.message);
    if ("errors" in issue && Array.isArray(issue.errors)) for (const branch of issue.errors as z.core.$ZodIssue[][]) out.push(...messages(branch));
  }
  return out;
}

function collectSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.replace(/^.*app\/lib\/schemas\//u, "");
    for (const [key, value] of Object.entries(exports)) {
      if (isSchema(value)) found.push([`${name}:${key}`, value]);
      else if (typeof value === "function" && value.length <= 1) {
        // Factories (fields, parameter schemas): built with a Dutch message where they take one.
        let built: unknown;
        try {
          built = (value as (m?: string) => unknown)("Controleer dit veld.");
        } catch {
          continue;
        }
        if (isSchema(built)) found.push([`${name}:${key}()`, built]);
      }
    }
  }
  return found;
}

describe("every schema of app/lib/schemas answers in Dutch", () => {
  const schemas = collectSchemas();

  it("every module builds its schemas with the kernel's z (app/lib/schemas/zod.ts), so the Dutch fallback is loaded wherever a schema is", () => {
    const direct = Object.entries(sources)
      .filter(([file, source]) => !file.endsWith("app/lib/schemas/zod.ts") && /^import \{[^}]*\bz\b[^}]*\} from "zod(?:\/[a-z0-9]+)?";/mu.test(source))
      .map(([file]) => file);
    expect(direct).toEqual([]);
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it("finds the schemas of every module", () => {
    const files = new Set(schemas.map(([name]) => name.split(":")[0]));
    // Every module that exports a schema is in the run (lazy.ts only re-exports loaders, zod.ts the kernel).
    for (const file of Object.keys(modules).map((f) => f.replace(/^.*app\/lib\/schemas\//u, ""))) {
      if (file === "lazy.ts" || file === "zod.ts") continue;
      expect(files, file).toContain(file);
    }
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)("%s: wrong input is refused without a throw and without English text", async (_name, schema) => {
    const shape = shapeOf(schema);
    const inputs = shape ? [...WRONG, ...wrongObjects(shape)] : WRONG;
    const english: string[] = [];
    let refused = 0;
    for (const input of inputs) {
      const result = await schema.safeParseAsync(input);
      if (result.success) continue;
      refused++;
      for (const message of messages(result.error.issues)) {
        if (!message.trim() || ENGLISH.test(message)) english.push(`${JSON.stringify(input)?.slice(0, 60)} -> ${message}`);
      }
    }
    expect(english).toEqual([]);
    // Every schema refuses at least one of these values, so the check above saw its messages.
    expect(refused).toBeGreaterThan(0);
  });
});
