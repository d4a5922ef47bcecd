/**
 * The back office's base (docs/decisions/035): staff only, roles, never cached or indexed, and its own frame.
 */
import { describe, expect, it } from "vitest";
import { BROWSER_UA } from "../../../helpers/seed";
import { browserGet, worker } from "../../../helpers/http";
import { beheerFetch, staffSession } from "../../../helpers/staff";

describe("back office identity", () => {
  it("answers the API 403 in Dutch without a member of staff", async () => {
    const res = await worker("/beheer/api/me");
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("staff_only");
    expect(body.error.message).toMatch(/Alleen voor medewerkers/u);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toContain("noindex");
  });

  it("sends a page request without identity to the development sign-in, and refuses its data request", async () => {
    const page = await browserGet("/beheer/bestellingen/");
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe("/beheer/aanmelden/?terug=%2Fbeheer%2Fbestellingen%2F");
    const data = await worker("/beheer/_.data");
    expect(data.status).toBe(403);
  });

  it("refuses a session token it does not know", async () => {
    const res = await worker("/beheer/api/me", { headers: { Cookie: "__Host-droomnest_beheer=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" } });
    expect(res.status).toBe(403);
  });

  it("refuses a member of staff who was deactivated", async () => {
    const { headers, staff } = await staffSession("medewerker");
    const { env } = await import("cloudflare:workers");
    await env.DB.prepare("UPDATE staff SET active = 0 WHERE id = ?1").bind(staff.id).run();
    try {
      expect((await worker("/beheer/api/me", { headers })).status).toBe(403);
    } finally {
      await env.DB.prepare("UPDATE staff SET active = 1 WHERE id = ?1").bind(staff.id).run();
    }
  });

  it("tells the owner and staff who they are and what their role may open", async () => {
    const owner = (await (await beheerFetch("/beheer/api/me")).json()) as { data: { staff: { role: string }; permissions: string[] } };
    expect(owner.data.staff.role).toBe("eigenaar");
    expect(owner.data.permissions).toEqual(expect.arrayContaining(["orders", "refunds", "staff", "settings"]));
    const worker_ = (await (await beheerFetch("/beheer/api/me", {}, "medewerker")).json()) as { data: { permissions: string[] } };
    expect(worker_.data.permissions).toEqual(expect.arrayContaining(["orders", "shipping", "returns", "reviews", "refunds", "stock"]));
    for (const ownersOnly of ["staff", "settings", "assortment", "discounts", "reports"]) expect(worker_.data.permissions).not.toContain(ownersOnly);
  });
});

describe("back office pages", () => {
  it("renders the start page in its own frame, private and not indexed, without the shop's shell", async () => {
    const { headers } = await staffSession("medewerker");
    const res = await worker("/beheer/", { headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(res.headers.get("X-Page-Cache")).toBe("bypass");
    const html = await res.text();
    expect(html).toContain('aria-label="Beheer"');
    expect(html).toContain("Sem Jansen");
    expect(html).toContain('href="/beheer/bestellingen/"');
    // A medewerker's nav does not offer staff management or settings.
    expect(html).not.toContain('href="/beheer/medewerkers/"');
    expect(html).not.toContain('href="/beheer/instellingen/"');
    // Not the shop's frame: no shop footer or cookie bar.
    expect(html).not.toMatch(/<footer\b/u);
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/u);
  });
});
