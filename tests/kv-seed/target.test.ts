import { describe, expect, it } from "vitest";
import { demoRefusal, describeTarget, parseTarget, targetArgs } from "../../kv-seed/target";

describe("npm run demo refuses production", () => {
  it.each([
    // [command line, ENVIRONMENT of the target as wrangler.toml resolves it, refused]
    [["--remote", "--env", "production"], "production", true],
    [["--env", "production"], "production", true],
    // a remote target whose environment calls itself production, whatever its name
    [["--remote", "--env", "live"], "production", true],
    [["--remote"], "production", true],
    [["--remote", "--env", "staging"], "staging", false],
    [[], "development", false],
    [["--persist-to", "/tmp/state"], "development", false],
  ] as const)("%j (ENVIRONMENT=%s) refused: %s", (args, environment, refused) => {
    const line = demoRefusal(parseTarget(args), environment);
    if (!refused) {
      expect(line).toBeNull();
      return;
    }
    expect(line).not.toBeNull();
    expect(line).not.toContain("\n");
    // names what to do instead, for the same target
    expect(line).toContain("npm run migrate");
    expect(line).toContain("npm run content");
    if ((args as readonly string[]).includes("--remote")) expect(line).toContain("--remote");
  });
});

describe("seed target", () => {
  it("refuses --persist-to with --remote", () => {
    expect(() => parseTarget(["--remote", "--persist-to", "x"])).toThrow("--persist-to is for local state only");
  });

  it("passes the target to wrangler and names it", () => {
    const local = parseTarget(["--persist-to", "/tmp/s"]);
    expect(targetArgs(local)).toEqual(["--local", "--persist-to", "/tmp/s"]);
    expect(describeTarget(local)).toBe("local (/tmp/s)");
    const remote = parseTarget(["--remote", "--env", "staging"]);
    expect(targetArgs(remote)).toEqual(["--remote"]);
    expect(describeTarget(remote)).toBe("remote (staging)");
  });
});
