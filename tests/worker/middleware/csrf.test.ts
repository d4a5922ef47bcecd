import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { browserPost, ORIGIN, worker } from "../../helpers/http";

const FORM = "application/x-www-form-urlencoded";

async function subscriptions(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions").first<{ n: number }>();
  return row!.n;
}

async function expectRejected(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get("Content-Type")).toMatch(/^application\/json/u);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

/** The newsletter form posted with exactly the given Origin / Sec-Fetch-Site headers. */
function postNewsletterForm(site: Record<string, string>) {
  return browserPost("/nieuwsbrief/", { email: "klant@droomnest.nl", return_to: "/matrassen/" }, { site });
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
});

describe("CSRF on form posts (POST /nieuwsbrief/)", () => {
  it.each<[label: string, headers: Record<string, string>]>([
    ["another Origin", { Origin: "https://evil.example" }],
    ["another Origin on a subdomain", { Origin: "https://shop.droomnest.test" }],
    ["http instead of https", { Origin: "http://droomnest.test" }],
    ["Origin null (sandboxed frame)", { Origin: "null" }],
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "Sec-Fetch-Site": "same-site" }],
    ["cross-site with our Origin", { "Sec-Fetch-Site": "cross-site", Origin: ORIGIN }],
    ["neither Origin nor Sec-Fetch-Site", {}],
  ])("%s -> 403 and nothing stored", async (_label, headers) => {
    await expectRejected(await postNewsletterForm(headers), 403, "csrf_rejected");
    expect(await subscriptions()).toBe(0);
  });

  it.each<[label: string, headers: Record<string, string>]>([
    ["same Origin", { Origin: ORIGIN }],
    ["Sec-Fetch-Site: same-origin", { "Sec-Fetch-Site": "same-origin" }],
    ["both", { Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" }],
  ])("a same-origin form post (%s) is allowed", async (_label, headers) => {
    const res = await postNewsletterForm(headers);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/matrassen/?newsletter=succes");
    expect(await subscriptions()).toBe(1);
  });

  it("multipart and text/plain bodies are form posts too", async () => {
    for (const type of ["multipart/form-data; boundary=x", "text/plain"]) {
      const res = await worker("/nieuwsbrief/", { method: "POST", headers: { "Content-Type": type }, body: "email=a@b.nl" });
      await expectRejected(res, 403, "csrf_rejected");
    }
    expect(await subscriptions()).toBe(0);
  });

  it("other unsafe methods from another site are rejected as well", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const res = await worker("/v1/customer/subscription", {
        method,
        headers: { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/json" },
        body: "{}",
      });
      await expectRejected(res, 403, "csrf_rejected");
    }
  });
});

describe("CSRF on /v1 writes (POST /v1/customer/subscription)", () => {
  const body = JSON.stringify({ email: "klant@droomnest.nl" });

  it.each<[label: string, headers: Record<string, string>, status: number, code: string]>([
    ["text/plain, same origin", { "Content-Type": "text/plain", Origin: ORIGIN }, 415, "unsupported_media_type"],
    ["text/plain, same-origin fetch", { "Content-Type": "text/plain;charset=UTF-8", "Sec-Fetch-Site": "same-origin" }, 415, "unsupported_media_type"],
    ["form, same origin", { "Content-Type": FORM, Origin: ORIGIN }, 415, "unsupported_media_type"],
    ["multipart, same origin", { "Content-Type": "multipart/form-data; boundary=x", Origin: ORIGIN }, 415, "unsupported_media_type"],
    ["no content type, same origin", { Origin: ORIGIN }, 415, "unsupported_media_type"],
    ["text/plain, cross-site", { "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" }, 403, "csrf_rejected"],
    ["form, other Origin", { "Content-Type": FORM, Origin: "https://evil.example" }, 403, "csrf_rejected"],
    ["text/plain, no Origin nor Sec-Fetch-Site", { "Content-Type": "text/plain" }, 403, "csrf_rejected"],
    ["JSON from another Origin", { "Content-Type": "application/json", Origin: "https://evil.example" }, 403, "csrf_rejected"],
  ])("%s -> %i and nothing stored", async (_label, headers, status, code) => {
    const res = await worker("/v1/customer/subscription", { method: "POST", headers, body });
    await expectRejected(res, status, code);
    expect(await subscriptions()).toBe(0);
  });

  it("same-origin JSON is accepted", async () => {
    const res = await worker("/v1/customer/subscription", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "Sec-Fetch-Site": "same-origin" },
      body,
    });
    expect(res.status).toBe(201);
    expect(await subscriptions()).toBe(1);
  });

  it("GET is never blocked by the CSRF rule", async () => {
    const res = await worker("/v1/health", { headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});
