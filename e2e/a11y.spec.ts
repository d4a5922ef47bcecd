/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA) on every page the shell has. The newsletter pop-up is checked in
 * newsletter.spec.ts and the open mobile menu in mobile.spec.ts.
 */
import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";

const PAGES = [
  { name: "home", path: "/" },
  { name: "404", path: "/bestaat-niet/", status: 404 },
  { name: "cart", path: "/cart/" },
  { name: "checkout", path: "/checkout/" },
  { name: "login", path: "/account/login/" },
] as const;

test.describe("accessibility (axe)", () => {
  for (const p of PAGES) {
    test(`${p.name} (${p.path}) has no violations`, async ({ page, consoleGuard }) => {
      if ("status" in p) consoleGuard.expectFailedLoad(/^\/bestaat-niet\/$/u, p.status, "the 404 page's own document");
      const shell = new Shell(page);
      await shell.open(p.path);
      await expect(shell.footerHelpTitle).toBeVisible();
      await expectNoAxeViolations(page, p.path);
    });
  }

  test("text page (/textpage/, Basic layout) has no violations", async ({ page }) => {
    const shell = new Shell(page);
    await shell.openBasic("/textpage/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, "/textpage/");
  });
});
