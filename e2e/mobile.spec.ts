/** Runs in the "mobile" project only (375px wide). */
import { MENU_MAX_ITEMS } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";
import { seed } from "./support/content";

const items = seed.navigation.items;

test.describe("mobile (375px)", () => {
  test("the hamburger opens a 'Menu' dialog with every menu item; Escape closes it and returns focus", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    // The desktop menu (9 items) is in the page but not shown on mobile.
    const desktopMenu = page.getByRole("navigation", { name: "Hoofdmenu", includeHidden: true });
    await expect(desktopMenu).toBeAttached();
    await expect(desktopMenu).toBeHidden();
    await expect(shell.mainMenuLinks()).toHaveCount(MENU_MAX_ITEMS);

    await expect(shell.menuButton).toHaveAttribute("aria-expanded", "false");
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expect(shell.mobileMenu).toHaveAttribute("aria-modal", "true");
    await expect(shell.menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(shell.mobileMenuLinks()).toHaveText(items.map((i) => i.title));
    expect(items.length).toBeGreaterThan(MENU_MAX_ITEMS);
    for (const item of items) {
      await expect(shell.mobileMenu.getByRole("link", { name: item.title, exact: true })).toHaveAttribute("href", item.link);
    }
    await expect(shell.mobileMenu).toContainText("Acties");

    // Sub-items expand with their toggle.
    const hoofdkussens = items.find((i) => i.title === "Hoofdkussens")!;
    const toggle = shell.mobileSubmenuToggle(hoofdkussens.title);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const firstSub = hoofdkussens.sub_items[0]!.content[0]!;
    await expect(shell.mobileMenu.getByRole("link", { name: firstSub.title, exact: true })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    for (const link of hoofdkussens.sub_items.flatMap((g) => g.content)) {
      await expect(shell.mobileMenu.getByRole("link", { name: link.title, exact: true })).toBeVisible();
    }
    await toggle.click();
    await expect(shell.mobileMenu.getByRole("link", { name: firstSub.title, exact: true })).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(shell.mobileMenu).toHaveCount(0);
    await expect(shell.menuButton).toBeFocused();
    await expect(shell.menuButton).toHaveAttribute("aria-expanded", "false");
  });

  test("the search toggle shows a search field that submits to /zoeken/?tn_q=", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.searchField).toHaveCount(0);
    await shell.searchToggle.click();
    await expect(shell.searchField).toBeVisible();
    await expect(shell.searchField).toBeFocused();
    await expect(page.getByRole("button", { name: "Zoeken sluiten" })).toHaveAttribute("aria-expanded", "true");

    await shell.searchField.fill("hoofdkussen");
    await shell.searchField.press("Enter");
    await expect(page).toHaveURL("/zoeken/?tn_q=hoofdkussen");
  });

  test("the cart page's footer rating block is hidden on mobile", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/cart/");
    await expect(shell.footerHelpTitle).toBeVisible();
    await expect(shell.footerRating).toHaveCount(1);
    await expect(shell.footerRating).toBeHidden();
  });

  test("has no axe violations with the mobile menu open", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.footerHelpTitle).toBeVisible();
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await expectNoAxeViolations(page, "the home page with the mobile menu open");
  });
});

test.describe("mobile catalogue (375px)", () => {
  test("'Filteren' opens the filter drawer over the page; it closes again; no axe violations while open", async ({ page, context, baseURL }) => {
    await returningVisitor(context, baseURL!);
    const shell = new Shell(page);
    const listing = new ListingPage(page);
    await shell.open("/matrassen/");
    await expect(listing.tiles.first()).toBeVisible();
    await expect(listing.filterPanel).toBeHidden();
    await expect(listing.openFilters).toHaveAttribute("aria-expanded", "false");

    await listing.openFilters.click();
    await expect(listing.openFilters).toHaveAttribute("aria-expanded", "true");
    await expect(listing.filterPanel).toBeVisible();
    await expect(listing.filterPanel.getByRole("heading", { level: 2, name: "Filteren" })).toBeVisible();
    await expect(listing.groupToggle("Soort")).toBeVisible();
    await expect(listing.applyPrice).toBeVisible();
    const box = await listing.filterPanel.boundingBox();
    expect(box, "the drawer covers the viewport").toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await expectNoAxeViolations(page, "/matrassen/ with the filter drawer open");

    await listing.filterPanel.getByRole("button", { name: "Filters sluiten" }).click();
    await expect(listing.filterPanel).toBeHidden();
    await expect(listing.openFilters).toHaveAttribute("aria-expanded", "false");
  });
});
