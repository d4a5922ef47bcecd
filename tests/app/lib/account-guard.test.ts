import { describe, expect, it } from "vitest";
import { accountGuardTarget, pagePath } from "../../../app/kernel/login-target";
import { registerAndLogin } from "../../helpers/account";
import { BROWSER_UA } from "../../helpers/seed";
import { worker } from "../../helpers/http";

const u = (path: string) => new URL(`https://droomnest.test${path}`);

describe("the account guard of React Router's requests (app/lib/account/guard.ts)", () => {
  it("reads the page of a data request", () => {
    expect(pagePath(u("/account/information/_.data?_routes=routes%2Faccount%2Finformation"))).toEqual({ pathname: "/account/information/", search: "" });
    expect(pagePath(u("/account/login.data?redirect=%2Faccount%2F&index"))).toEqual({ pathname: "/account/login/", search: "?redirect=%2Faccount%2F" });
    expect(pagePath(u("/account/orders/"))).toEqual({ pathname: "/account/orders/", search: "" });
  });

  it("sends an anonymous visitor of a protected page to the login page with the target, for reads and posts", () => {
    expect(accountGuardTarget(u("/account/information/_.data"), false)).toBe("/account/login/?redirect=%2Faccount%2Finformation%2F");
    expect(accountGuardTarget(u("/account/orders/?p=2"), false, "POST")).toBe("/account/login/?redirect=%2Faccount%2Forders%2F%3Fp%3D2");
    expect(accountGuardTarget(u("/account/register/_.data"), false)).toBeNull();
    expect(accountGuardTarget(u("/account/login.data"), false)).toBeNull();
    expect(accountGuardTarget(u("/account/information/_.data"), true)).toBeNull();
  });

  it("sends a logged-in customer away from the login page to a same-site target only", () => {
    expect(accountGuardTarget(u("/account/login/_.data?redirect=%2Faccount%2Forders%2F"), true)).toBe("/account/orders/");
    expect(accountGuardTarget(u("/account/login/?redirect=https%3A%2F%2Fevil.example%2F"), true)).toBe("/account/");
    expect(accountGuardTarget(u("/account/login/"), true, "POST")).toBeNull();
  });
});

describe("data requests through the Worker", () => {
  const get = (path: string, cookie?: string) =>
    worker(path, { headers: { "User-Agent": BROWSER_UA, ...(cookie ? { Cookie: cookie } : {}) } });

  it("an anonymous data request of a protected page gets React Router's redirect, not an HTML page", async () => {
    const res = await get("/account/information/_.data");
    expect(res.status).not.toBe(500);
    expect(res.headers.get("Content-Type") ?? "").not.toContain("text/html");
    const body = await res.text();
    // A single-fetch redirect names the login page with the target (the client router follows it).
    expect(`${res.headers.get("X-Remix-Redirect") ?? ""}${body}`).toContain("/account/login/?redirect=%2Faccount%2Finformation%2F");
  });

  it("a logged-in customer's data request of a protected page gets its data", async () => {
    const { visitor } = await registerAndLogin();
    const res = await get("/account/information/_.data", visitor.jar.header());
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("/account/login/?redirect");
  });
});
