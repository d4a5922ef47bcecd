import { MENU_LIMIT_THRESHOLD, MENU_MAX_ITEMS } from "../app/lib/constants";
import { FAVOURITES_KEY } from "../app/lib/catalog/storage-keys";
import { expect, test } from "./fixtures";
import { Shell } from "./pages/shell";
import { seed } from "./support/content";

const items = seed.navigation.items;

/** "#1f2a44" -> "rgb(31, 42, 68)", as getComputedStyle reports colours. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

test.describe("desktop header", () => {
  test("the main menu shows the first 9 of the seeded items and highlights Acties", async ({ page }) => {
    expect(items.length, "the seed has more than 10 menu items").toBeGreaterThan(MENU_LIMIT_THRESHOLD);
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.mainMenu).toBeVisible();
    await expect(shell.mainMenuLinks()).toHaveText(items.slice(0, MENU_MAX_ITEMS).map((i) => i.title));
    for (const hidden of items.slice(MENU_MAX_ITEMS)) {
      await expect(shell.mainMenu.getByRole("link", { name: hidden.title, exact: true })).toHaveCount(0);
    }

    const acties = shell.mainMenu.getByRole("link", { name: "Acties", exact: true });
    const matrassen = shell.mainMenu.getByRole("link", { name: "Matrassen", exact: true });
    const look = (l: typeof acties) => l.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
    const highlighted = await look(acties);
    const plain = await look(matrassen);
    expect(plain.background).toBe("rgba(0, 0, 0, 0)");
    expect(highlighted.background, "Acties has a background of its own").not.toBe(plain.background);
    expect(highlighted.color).not.toBe(plain.color);
  });

  test("the Kleur submenu shows colour blocks", async ({ page }) => {
    const kleur = items.find((i) => i.title === "Kleur")!;
    expect(kleur.colors.length).toBeGreaterThan(0);
    const shell = new Shell(page);
    await shell.open("/");
    await shell.submenuToggle(kleur.title).focus();
    await page.keyboard.press("Enter");

    const blocks = shell.mainMenu.getByRole("list", { name: `${kleur.title}: kies een kleur` });
    await expect(blocks).toBeVisible();
    await expect(blocks.getByRole("link")).toHaveText(kleur.colors.map((c) => c.title));
    for (const [i, colour] of kleur.colors.entries()) {
      const link = blocks.getByRole("link").nth(i);
      await expect(link).toHaveAttribute("href", colour.link);
      await expect(link.locator(".color-blocks__swatch")).toHaveCSS("background-color", rgb(colour.hex));
    }
  });

  test("a mouse click on a submenu toggle opens the submenu, a second click closes it", async ({ page }) => {
    const matrassen = items.find((i) => i.title === "Matrassen")!;
    const shell = new Shell(page);
    await shell.open("/");
    const firstLink = shell.mainMenu.getByRole("link", { name: matrassen.sub_items[0]!.content[0]!.title, exact: true });

    await shell.submenuToggle(matrassen.title).click();
    await expect(firstLink).toBeVisible();
    await expect(shell.mainMenu.getByRole("button", { name: `Submenu ${matrassen.title} sluiten` })).toHaveAttribute("aria-expanded", "true");

    await shell.mainMenu.getByRole("button", { name: `Submenu ${matrassen.title} sluiten` }).click();
    await expect(firstLink).toHaveCount(0);
  });

  test("the account link reads 'inloggen' and leads to the login page", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.accountLink).toBeVisible();
    await expect(shell.accountLink).toHaveAttribute("href", "/account/login/");
    await shell.accountLink.click();
    await expect(page).toHaveURL("/account/login/");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });

  test("the favourites counter follows browser storage", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await expect(shell.favouritesCounter).toHaveText("");
    await expect(shell.favouritesCounter).toBeHidden();
    await expect(shell.favouritesLink).toHaveAccessibleName("Favorieten, 0 producten");

    await page.evaluate(
      ([key, list]) => localStorage.setItem(key, JSON.stringify(list)),
      [
        FAVOURITES_KEY,
        [
          { id: 101, image: "/images/products/101.jpg", available: true },
          { id: 202, image: "/images/products/202.jpg", available: false },
        ],
      ] as const,
    );
    await shell.reload();
    await expect(shell.favouritesCounter).toBeVisible();
    await expect(shell.favouritesCounter).toHaveText("2");
    // The badge is for the eye; screen readers hear the count in the link's name.
    await expect(shell.favouritesCounter).toHaveAttribute("aria-hidden", "true");
    await expect(shell.favouritesLink).toHaveAccessibleName("Favorieten, 2 producten");
  });

  test("/account/ sends an anonymous visitor to the login page, remembering the target", async ({ page }) => {
    const response = await page.goto("/account/");
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await expect(page).toHaveURL("/account/login/?redirect=%2Faccount%2F");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });
});
