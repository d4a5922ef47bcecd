/**
 * JSON with positions (docs/decisions/040): a small RFC 8259 parser that keeps the line and column
 * (1-based) where every value starts, so the dry run can point at "Regel 14, kolom 18" of a JSON file as it
 * does for CSV. JSON.parse gives no positions of values, only of syntax errors.
 */

export type JsonNode =
  | { kind: "string"; value: string; line: number; column: number }
  | { kind: "number"; value: number; raw: string; line: number; column: number }
  | { kind: "boolean"; value: boolean; line: number; column: number }
  | { kind: "null"; line: number; column: number }
  | { kind: "array"; items: JsonNode[]; line: number; column: number }
  | { kind: "object"; entries: { key: string; node: JsonNode }[]; line: number; column: number };

export class JsonSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
  ) {
    super(`JSON syntax error at ${line}:${column}`);
  }
}

const ESCAPES: Record<string, string> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/uy;

export function parseJsonWithPositions(input: string): JsonNode {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const fail = (): never => {
    throw new JsonSyntaxError(line, i - lineStart + 1);
  };
  const space = () => {
    while (i < text.length) {
      const ch = text[i];
      if (ch === "\n") {
        line++;
        lineStart = i + 1;
      } else if (ch !== " " && ch !== "\t" && ch !== "\r") break;
      i++;
    }
  };
  const string = (): string => {
    if (text[i] !== '"') fail();
    i++;
    let out = "";
    for (;;) {
      if (i >= text.length) fail();
      const ch = text[i]!;
      if (ch === '"') {
        i++;
        return out;
      }
      if (ch < " ") fail();
      if (ch === "\\") {
        const e = text[i + 1] ?? "";
        if (e === "u") {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/u.test(hex)) fail();
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 6;
        } else {
          if (!(e in ESCAPES)) fail();
          out += ESCAPES[e];
          i += 2;
        }
      } else {
        out += ch;
        i++;
      }
    }
  };
  const value = (depth: number): JsonNode => {
    if (depth > 32) fail();
    space();
    const at = { line, column: i - lineStart + 1 };
    const ch = text[i];
    if (ch === "{") {
      i++;
      const entries: { key: string; node: JsonNode }[] = [];
      space();
      if (text[i] === "}") {
        i++;
        return { kind: "object", entries, ...at };
      }
      for (;;) {
        space();
        const key = string();
        space();
        if (text[i] !== ":") fail();
        i++;
        entries.push({ key, node: value(depth + 1) });
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "}") {
          i++;
          return { kind: "object", entries, ...at };
        } else fail();
      }
    }
    if (ch === "[") {
      i++;
      const items: JsonNode[] = [];
      space();
      if (text[i] === "]") {
        i++;
        return { kind: "array", items, ...at };
      }
      for (;;) {
        items.push(value(depth + 1));
        space();
        if (text[i] === ",") i++;
        else if (text[i] === "]") {
          i++;
          return { kind: "array", items, ...at };
        } else fail();
      }
    }
    if (ch === '"') return { kind: "string", value: string(), ...at };
    for (const [word, node] of [
      ["true", { kind: "boolean", value: true }],
      ["false", { kind: "boolean", value: false }],
      ["null", { kind: "null" }],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { ...node, ...at } as JsonNode;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) return fail();
    i += m[0].length;
    return { kind: "number", value: Number(m[0]), raw: m[0], ...at };
  };
  const root = value(0);
  space();
  if (i < text.length) fail();
  return root;
}
