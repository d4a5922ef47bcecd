import { describe, expect, it } from "vitest";
import { newsletterActionUrl, newsletterReturnUrl } from "../../../app/lib/newsletter/signup";

describe("newsletterActionUrl (NEWSLETTER_ACTION_URL as the pop-up may post to it)", () => {
  it("takes an absolute https URL", () => {
    expect(newsletterActionUrl("https://nieuwsbrief.example.nl/subscribe?list=7")).toBe("https://nieuwsbrief.example.nl/subscribe?list=7");
    expect(newsletterActionUrl("  https://mail.example/form  ")).toBe("https://mail.example/form");
  });

  it("allows plain http only for localhost (a local fake provider)", () => {
    expect(newsletterActionUrl("http://localhost:9000/subscribe")).toBe("http://localhost:9000/subscribe");
    expect(newsletterActionUrl("http://127.0.0.1:9000/subscribe")).toBe("http://127.0.0.1:9000/subscribe");
    expect(newsletterActionUrl("http://mail.example/form")).toBeNull();
  });

  it("ignores empty, relative, non-http and credential-carrying values: the pop-up then posts to the shop", () => {
    for (const bad of [undefined, null, "", "   ", "/nieuwsbrief/", "mail.example/form", "javascript:alert(1)", "data:text/html,x", "ftp://mail.example/", "https://user:pw@mail.example/form"]) {
      expect(newsletterActionUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe("newsletterReturnUrl", () => {
  it("is the page with its query and ?newsletter=succes, on the shop's origin", () => {
    expect(newsletterReturnUrl("https://www.droomnest.nl", "/matrassen/", "")).toBe("https://www.droomnest.nl/matrassen/?newsletter=succes");
    expect(newsletterReturnUrl("https://www.droomnest.nl", "/zoeken/", "?tn_q=matras&newsletter=succes")).toBe("https://www.droomnest.nl/zoeken/?tn_q=matras&newsletter=succes");
  });
});
