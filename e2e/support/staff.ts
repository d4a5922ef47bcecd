/**
 * Staff in the specs (docs/decisions/035): the development sign-in (/beheer/aanmelden/) lists the seeded staff;
 * choosing one signs in as them, in the browser, as a member of staff would. Seeded: "Eva de Vries"
 * (eigenaar), "Sem Jansen" (medewerker).
 */
import type { Page } from "@playwright/test";

export const E2E_STAFF = {
  eigenaar: { email: "eva@droomnest.nl", name: "Eva de Vries" },
  medewerker: { email: "sem@droomnest.nl", name: "Sem Jansen" },
} as const;

export async function signInAsStaff(page: Page, name: "Eva de Vries" | "Sem Jansen", to = "/beheer/"): Promise<void> {
  await page.goto(`/beheer/aanmelden/?${new URLSearchParams({ terug: to })}`);
  await page.getByRole("button", { name: new RegExp(name, "u") }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/beheer/aanmelden/"));
}
