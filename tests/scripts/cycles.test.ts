import { describe, expect, it } from "vitest";
import { findCycles, runtimeImports } from "../../scripts/lib/cycles";

describe("runtimeImports", () => {
  it("takes value imports and re-exports, not type-only imports or packages", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      'import { type C, type D } from "./c";',
      'import { type E, f } from "./ef";',
      'export { g } from "./g";',
      'export type { H } from "./h";',
      'import "./side-effect";',
      'import { Hono } from "hono";',
      'const lazy = () => import("./lazy");',
    ].join("\n");
    expect(runtimeImports(source)).toEqual(["./a", "./ef", "./g", "./side-effect"]);
  });
});

describe("findCycles", () => {
  it("finds a cycle of two and one of three, and nothing in a tree", () => {
    const graph = new Map([
      ["root.tsx", ["shell.tsx", "lib.ts"]],
      ["shell.tsx", ["root.tsx"]],
      ["lib.ts", ["x.ts"]],
      ["x.ts", ["y.ts"]],
      ["y.ts", ["lib.ts"]],
      ["leaf.ts", []],
    ]);
    expect(findCycles(graph)).toEqual([
      ["lib.ts", "x.ts", "y.ts"],
      ["root.tsx", "shell.tsx"],
    ]);
    expect(findCycles(new Map([["a", ["b"]], ["b", ["c"]], ["c", []]]))).toEqual([]);
  });

  it("counts a module that imports itself", () => {
    expect(findCycles(new Map([["a", ["a"]]]))).toEqual([["a"]]);
  });
});
