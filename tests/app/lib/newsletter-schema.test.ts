import { describe, expect, it } from "vitest";
import { newsletterSignupSchema } from "../../../app/lib/schemas/newsletter";

const MESSAGE = "Vul een geldig e-mailadres in";

describe("newsletterSignupSchema", () => {
  it.each([
    ["klant@droomnest.nl", "klant@droomnest.nl"],
    ["  klant@droomnest.nl  ", "klant@droomnest.nl"],
    ["Sanne.de.Vries+nieuws@voorbeeld.be", "Sanne.de.Vries+nieuws@voorbeeld.be"],
  ])("accepts %j as %j", (email, expected) => {
    const parsed = newsletterSignupSchema.safeParse({ email });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ email: expected });
  });

  it.each([
    ["geen-email", { email: "geen-email" }],
    ["empty", { email: "" }],
    ["only spaces", { email: "   " }],
    ["missing @ domain", { email: "klant@" }],
    ["two @", { email: "a@b@droomnest.nl" }],
    ["too long", { email: `${"a".repeat(250)}@droomnest.nl` }],
    ["a number", { email: 12345 }],
    ["null", { email: null }],
    ["missing field", {}],
  ])("rejects %s with the Dutch message", (_label, input) => {
    const parsed = newsletterSignupSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(MESSAGE);
    for (const issue of parsed.error!.issues) expect(issue.message).toBe(MESSAGE);
  });
});
