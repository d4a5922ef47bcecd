/**
 * The back office's own pages through the whole Worker (docs/decisions/035): the overview, the audit log with
 * its filters, staff and settings for the owner only (403 for a medewerker), their forms without JavaScript
 * (CSRF rule, audit row), and the development sign-in page.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSER_UA } from "../../../helpers/seed";
import { ORIGIN, worker } from "../../../helpers/http";
import { staffSession } from "../../../helpers/staff";

const page = async (path: string, role: "eigenaar" | "medewerker" = "eigenaar") => {
  const { headers } = await staffSession(role);
  return worker(path, { headers: { ...headers, "User-Agent": BROWSER_UA, Accept: "text/html" } });
};

const post = async (path: string, body: Record<string, string>, site: Record<string, string> = {}) => {
  const { headers } = await staffSession("eigenaar");
  return worker(path, { method: "POST", headers: { ...headers, ...site, "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER_UA, Accept: "text/html" }, body: new URLSearchParams(body).toString() });
};

beforeAll(async () => {
  await staffSession("eigenaar");
  await staffSession("medewerker");
});

describe("owner-only pages", () => {
  it.each(["/beheer/medewerkers/", "/beheer/instellingen/"])("%s answers a medewerker 403 in Dutch, inside the back office", async (path) => {
    const res = await page(path, "medewerker");
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Dit mag je rol niet.");
    expect(html).toContain('aria-label="Beheer"');
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("the owner sees staff with their roles and the form to add one", async () => {
    const html = await (await page("/beheer/medewerkers/")).text();
    expect(html).toContain("Eva de Vries");
    expect(html).toContain("sem@droomnest.nl");
    expect(html).toMatch(/<label for="toevoegen-email">E-mailadres<\/label>/u);
    expect(html).toContain("Sem Jansen deactiveren");
  });

  it("adds a member with a form post without JavaScript; the audit log shows it", async () => {
    const res = await post("/beheer/medewerkers/", { intent: "add", name: "Lotte Visser", email: "lotte@droomnest.nl", role: "medewerker" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Lotte Visser is toegevoegd.");
    const audit = await (await page("/beheer/auditlog/?entity=staff")).text();
    expect(audit).toContain("staff.add");
  });

  it("shows a refused form's Dutch message per field and changes nothing", async () => {
    const res = await post("/beheer/medewerkers/", { intent: "add", name: "", email: "geen-adres", role: "medewerker" });
    const html = await res.text();
    expect(html).toContain("Vul een geldig e-mailadres in.");
    expect(html).toMatch(/id="toevoegen-email"[^>]*aria-invalid="true"/u);
  });

  it("refuses a cross-site form post (CSRF) and writes nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first();
    const res = await post("/beheer/instellingen/", { refund_limit_euros: "99999", order_mail_address: "x@evil.example" }, { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" });
    expect(res.status).toBe(403);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log").first()).toEqual(before);
  });

  it("saves the settings with a form post: euros become cents, the switches follow the checkboxes", async () => {
    const res = await post("/beheer/instellingen/", { refund_limit_euros: "75,25", order_mail_address: "orders@droomnest.nl", daily_summary_enabled: "on" });
    expect(await res.text()).toContain("De instellingen zijn opgeslagen.");
    const { results } = await env.DB.prepare("SELECT key, value FROM backoffice_settings ORDER BY key").all();
    expect(results).toEqual([
      { key: "order_mail_address", value: '"orders@droomnest.nl"' },
      { key: "order_mail_enabled", value: "false" },
      { key: "refund_limit_cents", value: "7525" },
    ]);
    const html = await (await page("/beheer/instellingen/")).text();
    expect(html).toMatch(/id="instellingen-refund_limit_euros"[^>]*value="75,25"/u);
  });

  it("a bad amount keeps what was typed and says why", async () => {
    const html = await (await post("/beheer/instellingen/", { refund_limit_euros: "tien euro", order_mail_address: "orders@droomnest.nl" })).text();
    expect(html).toContain("Vul een bedrag in euro&#x27;s in, zoals 250 of 99,95.");
    expect(html).toMatch(/value="tien euro"/u);
  });
});

describe("overview and audit log", () => {
  it("the overview shows the figures to both roles", async () => {
    const html = await (await page("/beheer/", "medewerker")).text();
    expect(html).toContain("Te verzenden");
    expect(html).toContain("Open retouren");
  });

  it("the audit log filters by member of staff and says so when a date does not exist", async () => {
    const filtered = await (await page("/beheer/auditlog/?staff=eva%40droomnest.nl", "medewerker")).text();
    expect(filtered).toContain("eva@droomnest.nl");
    const bad = await (await page("/beheer/auditlog/?from=2026-02-30", "medewerker")).text();
    expect(bad).toContain("Deze datum bestaat niet.");
  });
});

describe("development sign-in page", () => {
  it("lists the active staff without a password and signs out", async () => {
    const res = await worker("/beheer/aanmelden/?terug=%2Fbeheer%2Finstellingen%2F", { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } });
    expect(res.status).toBe(200);
    const html = (await res.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("Eva de Vries (eigenaar, eva@droomnest.nl)");
    expect(html).toContain('name="terug" value="/beheer/instellingen/"');
    expect(html).not.toMatch(/type="password"/u);
    const { headers, token } = await staffSession("medewerker");
    const out = await worker("/beheer/afmelden/", { method: "POST", headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/beheer/aanmelden/");
    expect((await worker("/beheer/api/me", { headers: { Cookie: headers.Cookie!, Origin: ORIGIN } })).status).toBe(403);
    expect(token).toBeTruthy();
  });
});
