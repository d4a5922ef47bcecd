import { describe, expect, it } from "vitest";
import { ssrGoalLines } from "../../scripts/bench-ssr";

const row = (name: string, reqPerSec: number, p50: number, p99: number, assortment = "demo (440)") => ({ assortment, name, reqPerSec, p50, p99 });

describe("the bench's uncached render goals (ADR 023)", () => {
  it("prints each SSR row against the floor of its run, met or NOT met, with the floor's own p99 / p50", () => {
    const lines = ssrGoalLines([
      row("floor: /v1/health", 300, 30, 75),
      row("home page (SSR)", 126, 70, 130),
      row("filtered category (SSR)", 84, 90, 200),
      row("product page (SSR)", 90, 80, 160),
    ]);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain("126 req/s = 0.42x floor 300 (goal >= 0.4x: met)");
    expect(lines[0]).toContain("p99 130.0 ms = 1.86x (goal p99 <= 2x p50: met; the floor's own 2.50x)");
    expect(lines[1]).toContain("0.28x floor 300 (goal >= 0.3x: NOT met)");
    expect(lines[1]).toContain("= 2.22x (goal p99 <= 2x p50: NOT met; the floor's own 2.50x)");
    expect(lines[2]).toContain("(goal >= 0.3x: met)");
    expect(lines[2]).toContain("= 2.00x (goal p99 <= 2x p50: met;");
  });

  it("leaves out rows whose assortment has no floor in the run", () => {
    expect(ssrGoalLines([row("floor: /v1/health", 300, 30, 60, "large"), row("home page (SSR)", 126, 70, 130)])).toEqual([]);
  });
});
