/**
 * The back office's own host (docs/decisions/035): in staging and production /beheer/* answers only on
 * BACKOFFICE_HOST and that host answers nothing else; development keeps /beheer/ on the shop's port.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv, Env } from "../../../worker/env";
import { isBeheerPath } from "../../../app/lib/beheer/constants";
import { backofficeHostRule } from "../../../worker/middleware/backoffice-host";

/** The rule in front of a handler that answers "passed": what got through is what the rest of the Worker sees. */
function app() {
  const a = new Hono<AppEnv>();
  a.use(backofficeHostRule());
  a.all("*", (c) => c.text("passed"));
  return a;
}

const SHOP = "https://www.droomnest.nl";
const BEHEER = "https://beheer.droomnest.nl";
const production = { ENVIRONMENT: "production", BACKOFFICE_HOST: "beheer.droomnest.nl" } as Partial<Env>;

async function get(url: string, env: Partial<Env>): Promise<{ status: number; location: string | null; body: string }> {
  const res = await app().request(url, { redirect: "manual" }, env as Env);
  return { status: res.status, location: res.headers.get("Location"), body: await res.text() };
}

describe("back-office host rule", () => {
  it.each([
    ["/beheer/", "the overview"],
    ["/beheer/auditlog/", "a page"],
    ["/beheer/api/orders", "the API"],
    ["/beheer", "without the slash"],
    ["/beheer.data", "React Router's data request of /beheer/"],
  ])("the shop's host answers %s (%s) with 404 in production", async (path) => {
    const res = await get(`${SHOP}${path}`, production);
    expect(res.status).toBe(404);
    expect(res.body).toBe("Deze pagina bestaat niet.");
  });

  it("a POST to the back-office API on the shop's host is a 404 too", async () => {
    const res = await app().request(`${SHOP}/beheer/api/staff`, { method: "POST", body: "{}" }, production as Env);
    expect(res.status).toBe(404);
  });

  it("the shop's host keeps answering the shop's own paths", async () => {
    for (const path of ["/", "/matrassen/", "/v1/health", "/beheerder-tips/"]) expect((await get(`${SHOP}${path}`, production)).body, path).toBe("passed");
  });

  it("the back-office host answers /beheer/*, its scripts and React Router's manifest", async () => {
    for (const path of ["/beheer/", "/beheer/medewerkers/", "/beheer/api/audit", "/assets/beheer-abc123.js", "/__manifest?p=/beheer/"]) {
      expect((await get(`${BEHEER}${path}`, production)).body, path).toBe("passed");
    }
  });

  it("the back-office host redirects / to /beheer/ and answers nothing else", async () => {
    expect(await get(`${BEHEER}/`, production)).toMatchObject({ status: 302, location: "/beheer/" });
    for (const path of ["/matrassen/", "/v1/health", "/account/", "/checkout/", "/api/auth/login", "/robots.txt"]) {
      expect((await get(`${BEHEER}${path}`, production)).status, path).toBe(404);
    }
  });

  it("compares the host without case or port", async () => {
    expect((await get("https://Beheer.Droomnest.nl:443/beheer/", production)).body).toBe("passed");
    expect((await get(`${SHOP}/beheer/`, { ...production, BACKOFFICE_HOST: " Beheer.Droomnest.NL " })).status).toBe(404);
  });

  it("development without BACKOFFICE_HOST keeps /beheer/ on the shop's port", async () => {
    const dev = { ENVIRONMENT: "development" } as Partial<Env>;
    expect((await get("http://localhost:8787/beheer/", dev)).body).toBe("passed");
    expect((await get("http://localhost:8787/", dev)).body).toBe("passed");
  });

  it("staging or production without BACKOFFICE_HOST: the back office answers nowhere (a configuration problem)", async () => {
    for (const ENVIRONMENT of ["staging", "production"]) {
      expect((await get(`${SHOP}/beheer/`, { ENVIRONMENT } as Partial<Env>)).status, ENVIRONMENT).toBe(404);
      expect((await get(`${SHOP}/matrassen/`, { ENVIRONMENT } as Partial<Env>)).body, ENVIRONMENT).toBe("passed");
    }
  });

  it("knows which paths are the back office's", () => {
    expect(["/beheer", "/beheer/", "/beheer/api/x", "/beheer.data"].every(isBeheerPath)).toBe(true);
    expect(["/", "/beheerder/", "/v1/beheer/", "/nl/beheer/"].some(isBeheerPath)).toBe(false);
  });
});
