/**
 * Import cycles among runtime modules: the relative imports a module needs at load time (type-only imports
 * are erased by TypeScript and dynamic import() loads later, so neither counts), and the cycles among them.
 */
import { moduleImports } from "./imports.ts";

/** The relative module specifiers a source file needs at load time. */
export function runtimeImports(source: string): string[] {
  return moduleImports(source).filter((spec) => spec.startsWith("./") || spec.startsWith("../"));
}

/** Every cycle's modules (one list per strongly connected component with a cycle), found with Tarjan. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indexOf.has(v)) visit(v);
  return cycles;
}
