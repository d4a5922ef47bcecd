import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("worker", () => {
  it("answers /v1/health", async () => {
    const res = await exports.default.fetch("https://droomnest.test/v1/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ data: { status: "ok", environment: "development", configuration: "complete" } });
  });
  it("renders the home page", async () => {
    const res = await exports.default.fetch("https://droomnest.test/", { headers: { "User-Agent": "Mozilla/5.0 Chrome/130" } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="nl"');
  });
});
