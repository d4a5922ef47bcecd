import { describe, expect, it } from "vitest";
import { LineTail, playwrightFailures, vitestFailures } from "../../scripts/lib/test-report.ts";

describe("npm test's failure report", () => {
  it("keeps the last lines of a stream split anywhere, without colours or blank lines", () => {
    const tail = new LineTail(3);
    for (const chunk of ["one\ntw", "o\n\n\u001b[31mthree\u001b[39m\nfo", "ur\nfive"]) tail.push(chunk);
    expect(tail.text()).toEqual(["three", "four", "five"]);
  });

  it("names each failed vitest test with its file and the first line of its error, and a file that failed to load", () => {
    const report = {
      testResults: [
        { name: "/repo/tests/a.test.ts", status: "passed", assertionResults: [{ fullName: "a works", status: "passed" }] },
        {
          name: "/repo/tests/b.test.ts",
          status: "failed",
          assertionResults: [
            { fullName: "b counts", status: "failed", failureMessages: ["\nAssertionError: expected 2 to be 3\n    at b.test.ts:4"] },
            { fullName: "b else", status: "passed" },
          ],
        },
        { name: "/repo/tests/c.test.ts", status: "failed", message: "Failed to load url ./missing.ts", assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, "/repo")).toEqual([
      "tests/b.test.ts > b counts: AssertionError: expected 2 to be 3",
      "tests/c.test.ts: Failed to load url ./missing.ts",
    ]);
  });

  it("caps a long list and says how many more failed", () => {
    const report = {
      testResults: [{ name: "/r/t.test.ts", status: "failed", assertionResults: Array.from({ length: 5 }, (_, i) => ({ fullName: `t${i}`, status: "failed" })) }],
    };
    expect(vitestFailures(report, "/r", 2)).toEqual(["t.test.ts > t0: ", "t.test.ts > t1: ", "… and 3 more"]);
  });

  it("names each Playwright test that failed every attempt, in nested suites, and not the flaky ones", () => {
    const report = {
      suites: [
        {
          title: "cart.spec.ts",
          file: "cart.spec.ts",
          specs: [{ title: "adds", line: 5, tests: [{ projectName: "desktop", status: "flaky", results: [{ error: { message: "x" } }, {}] }] }],
          suites: [
            {
              title: "checkout",
              specs: [
                {
                  title: "pays",
                  line: 12,
                  tests: [{ projectName: "mobile", status: "unexpected", results: [{ error: { message: "Error: timeout\nmore" } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual(["[mobile] cart.spec.ts:12 pays: Error: timeout"]);
  });
});
