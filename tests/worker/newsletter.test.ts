/**
 * Newsletter sign-up through the page route (ADR 011): a sign-up that cannot be saved is ignored
 * (spec section 8), never a 500 or the error page; NEWSLETTER_ACTION_URL, when set to a valid URL, reaches
 * the page and the CSP form-action allows the provider's origin.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { STRINGS } from "../../app/lib/constants";
import { setLogSink } from "../../app/lib/log";
import type { Env } from "../../worker/env";
import { browserPost, ORIGIN } from "../helpers/http";
import { BROWSER_UA, seedD1 } from "../helpers/seed";

const PROVIDER = "https://nieuwsbrief.example.nl/subscribe?list=droomnest";

const postSignup = (path: string, email: string) => browserPost(path, { email, return_to: "/matrassen/" }, { ip: "192.0.2.71" });

const stored = async (email: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_subscriptions WHERE email = ?1").bind(email).first<{ n: number }>())!.n;

/** The home page rendered by the Worker with other variables. */
async function homeWith(vars: Partial<Env>): Promise<{ csp: string; html: string }> {
  const { default: app } = await import("../../worker/index");
  const ctx = createExecutionContext();
  // Other variables come with a deploy: a deployed version of its own (the page cache keys carry it).
  const deploy = { CF_VERSION_METADATA: { id: crypto.randomUUID(), tag: "", timestamp: "" } };
  const res = await app.fetch(new Request(`${ORIGIN}/`, { headers: { "User-Agent": BROWSER_UA, Accept: "text/html" } }), { ...env, ...deploy, ...vars } as Env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  expect(res.status).toBe(200);
  return { csp: res.headers.get("Content-Security-Policy") ?? "", html };
}

const formAction = (csp: string) => /(?:^|;\s*)form-action ([^;]*)/u.exec(csp)?.[1]?.trim();

beforeAll(async () => {
  await seedD1();
});

afterEach(async () => {
  await env.DB.prepare("ALTER TABLE newsletter_subscriptions_gone RENAME TO newsletter_subscriptions")
    .run()
    .catch(() => undefined);
});

describe("POST /nieuwsbrief/ (the pop-up without NEWSLETTER_ACTION_URL)", () => {
  it("stores a valid address and returns to the page with ?newsletter=succes", async () => {
    const email = `klant-${crypto.randomUUID()}@example.nl`;
    const res = await postSignup("/nieuwsbrief/", email);
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/matrassen/?newsletter=succes");
    expect(await stored(email)).toBe(1);
  });

  it("when the address cannot be saved: logged and ignored, a 200 without the error page (document and fetcher request)", async () => {
    const lines: string[] = [];
    const restoreSink = setLogSink((line) => lines.push(line));
    onTestFinished(restoreSink);
    await env.DB.prepare("ALTER TABLE newsletter_subscriptions RENAME TO newsletter_subscriptions_gone").run();

    const doc = await postSignup("/nieuwsbrief/", "klant@example.nl");
    expect(doc.status).toBe(200);
    const html = await doc.text();
    expect(html).not.toContain(STRINGS.genericError);
    expect(html).not.toContain('class="error-page');

    const fetcher = await postSignup("/nieuwsbrief/_.data", "klant@example.nl");
    expect(fetcher.status).toBe(200);
    expect(await fetcher.text()).toContain("ignored");
    const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string; request_id?: string }).filter((l) => l.msg === "newsletter sign-up not saved");
    expect(logged).toHaveLength(2);
    for (const l of logged) {
      expect(l.level).toBe("warn");
      expect(l.request_id).toBeTruthy();
    }
  });
});

describe("NEWSLETTER_ACTION_URL", () => {
  it("set to an https URL: the page gets it for the pop-up and the CSP form-action allows the provider's origin", async () => {
    const { csp, html } = await homeWith({ NEWSLETTER_ACTION_URL: PROVIDER });
    expect(formAction(csp)).toBe("'self' https://nieuwsbrief.example.nl");
    expect(html).toContain(JSON.stringify(PROVIDER).slice(1, -1));
  });

  it("empty: form-action is the shop only and no provider URL reaches the page", async () => {
    const { csp, html } = await homeWith({ NEWSLETTER_ACTION_URL: "" });
    expect(formAction(csp)).toBe("'self'");
    expect(html).not.toContain("nieuwsbrief.example.nl");
  });

  it("not a valid https URL: ignored (the pop-up posts to the shop), not allowed by the CSP", async () => {
    for (const bad of ["http://nieuwsbrief.example.nl/subscribe", "javascript:alert(1)", "/elders/"]) {
      const { csp, html } = await homeWith({ NEWSLETTER_ACTION_URL: bad });
      expect(formAction(csp), bad).toBe("'self'");
      expect(html, bad).not.toContain("nieuwsbrief.example.nl");
    }
  });
});
