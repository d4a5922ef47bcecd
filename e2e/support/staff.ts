/**
 * Staff in the specs (docs/decisions/035): the development sign-in (/beheer/aanmelden/) lists the seeded staff;
 * choosing one signs in as them, in the browser, as a member of staff does locally. Seeded: "Eva de Vries"
 * (eigenaar), "Sem Jansen" (medewerker).
 */
import type { Page } from "@playwright/test";

export type StaffName = "Eva de Vries" | "Sem Jansen";

/** Signs the page's browser context in as `name`, then is on `to`. */
export async function signInAsStaff(page: Page, name: StaffName, to = "/beheer/"): Promise<void> {
  await page.goto(`/beheer/aanmelden/?${new URLSearchParams({ terug: to })}`);
  await page.getByRole("radio", { name: new RegExp(`^${name} `, "u") }).check();
  await page.getByRole("button", { name: "Aanmelden" }).click();
  await page.waitForURL((url) => url.pathname === new URL(to, "http://x").pathname);
}
