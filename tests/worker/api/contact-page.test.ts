import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../../app/lib/schemas/contact";
import { seedCatalog } from "../../helpers/catalog";
import { browserGet, browserPost, decodeHtml } from "../../helpers/http";
import { seedD1 } from "../../helpers/seed";

/** The contact form on klantenservice-contact, rendered and posted through the real Worker (no JavaScript). */
const PAGE = "/service/klantenservice-contact/";

const postForm = (path: string, fields: Record<string, string>) => browserPost(path, fields, { ip: "192.0.2.44" });

/** The input or textarea tag of a form field. */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(?:input|textarea)\\b[^>]*\\bname="${name}"[^>]*>`, "u").exec(html);
  if (!tag) throw new Error(`no control named ${name}`);
  return tag[0];
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, "u").exec(tag)?.[1];

async function storedCount(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM contact_messages").first<{ n: number }>())!.n;
}

beforeAll(async () => {
  await seedD1();
  await seedCatalog();
});

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM contact_messages"), env.DB.prepare("DELETE FROM outbox")]);
});

describe("contact form on klantenservice-contact", () => {
  it("sits in the #contactformulier section with Dutch labels on every field", async () => {
    const res = await browserGet(PAGE);
    expect(res.status).toBe(200);
    const html = await res.text();
    const heading = html.indexOf('id="contactformulier"');
    const form = html.indexOf('aria-label="Contactformulier"');
    const nextHeading = html.indexOf("Openingstijden klantenservice");
    expect(heading).toBeGreaterThan(0);
    expect(form).toBeGreaterThan(heading);
    expect(form).toBeLessThan(nextHeading);
    for (const label of ["Naam", "E-mailadres", "Ordernummer (optioneel)", "Je vraag"]) expect(html).toContain(`">${label}</label>`);
    for (const field of ["name", "email", "order_number", "question"]) {
      const id = attr(control(html, field), "id");
      expect(html, `label for ${field}`).toContain(`<label for="${id}">`);
    }
    expect(html).toContain('method="post"');
    expect(html).toContain("Verstuur je vraag");
  });

  it("without JavaScript: a valid post is stored and redirects (303) to the page with the success message", async () => {
    const res = await postForm(PAGE, { name: "Sanne", email: "sanne@droomnest.test", order_number: "", question: "Kan ik mijn bezorgdatum nog wijzigen?" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`${PAGE}?verzonden=1#contactformulier`);
    expect(await storedCount()).toBe(1);
    const after = await (await browserGet(`${PAGE}?verzonden=1`)).text();
    expect(decodeHtml(after)).toContain(CONTACT_MESSAGES.success);
    expect(CONTACT_MESSAGES.success).toBe("Bedankt! We beantwoorden je vraag binnen één werkdag.");
  });

  it("without JavaScript: bad input re-renders the form (422) with Dutch errors tied to their fields and the input kept", async () => {
    const res = await postForm(PAGE, { name: "Sanne", email: "geen-adres", order_number: "ABC", question: "kort" });
    expect(res.status).toBe(422);
    const html = decodeHtml(await res.text());
    for (const [field, message] of [
      ["email", CONTACT_MESSAGES.email],
      ["order_number", CONTACT_MESSAGES.orderNumber],
      ["question", CONTACT_MESSAGES.question],
    ] as const) {
      const error = new RegExp(`<p id="([^"]+)" class="form-error contact-form__error">${message.replace(/[()]/gu, "\\$&")}</p>`, "u").exec(html);
      expect(error, `${field} error`).not.toBeNull();
      const tag = control(html, field);
      expect(attr(tag, "aria-describedby")?.split(" "), `${field} described by its error`).toContain(error![1]);
      expect(attr(tag, "aria-invalid")).toBe("true");
    }
    expect(attr(control(html, "name"), "aria-invalid")).toBeUndefined();
    expect(attr(control(html, "name"), "value")).toBe("Sanne");
    expect(await storedCount()).toBe(0);
  });

  it("other service pages take no posts (405) and store nothing", async () => {
    const res = await postForm("/service/retourneren/", { name: "Sanne", email: "sanne@droomnest.test", question: "Een vraag van genoeg tekens" });
    expect(res.status).toBe(405);
    expect(await storedCount()).toBe(0);
  });
});
