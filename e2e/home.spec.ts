import { TRUST_SCORE } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { HomePage } from "./pages/home";
import { Shell } from "./pages/shell";
import { seed } from "./support/content";

const { promos, category_blocks: categoryBlocks, about } = seed.homepage;

test.describe("home page", () => {
  test("renders the promo header, category blocks, about block and trust score", async ({ page }) => {
    const shell = new Shell(page);
    const home = new HomePage(page);
    await shell.open("/");

    await expect(page.locator("html")).toHaveAttribute("lang", "nl");

    // A main promo plus two side promos (the seed has exactly two extra promos).
    await expect(home.mainPromo).toHaveCount(1);
    await expect(home.mainPromo).toHaveAttribute("href", promos[0]!.link);
    await expect(home.mainPromo).toContainText(promos[0]!.title);
    await expect(home.sidePromos).toHaveCount(2);
    for (const [i, promo] of promos.slice(1).entries()) {
      await expect(home.sidePromos.nth(i)).toHaveAttribute("href", promo.link);
      await expect(home.sidePromos.nth(i)).toContainText(promo.button_text!);
    }

    // The first promo image is the first paint: loaded eagerly. Every image reserves its space.
    await expect(home.mainPromo.locator("img")).toHaveAttribute("loading", "eager");
    const images = page.locator("img");
    expect(await images.count()).toBeGreaterThan(promos.length);
    const withoutSize = await images.evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).map((img) => img.outerHTML),
    );
    expect(withoutSize, "images without width and height").toEqual([]);
    const eager = await images.evaluateAll((imgs) => imgs.filter((img) => img.getAttribute("loading") !== "lazy").map((img) => img.getAttribute("src")));
    expect(eager, "only the first promo image loads eagerly").toEqual([promos[0]!.image.src]);

    // Category blocks, from the seed, in order.
    await expect(home.categoryBlocks.getByRole("heading", { name: "Shop per categorie" })).toBeVisible();
    const blocks = home.categoryBlocks.getByRole("link");
    await expect(blocks).toHaveText(categoryBlocks.map((b) => b.title));
    for (const [i, block] of categoryBlocks.entries()) {
      await expect(blocks.nth(i)).toHaveAttribute("href", block.link);
    }

    // About block.
    await expect(home.about.getByRole("heading", { name: about.title })).toBeVisible();
    await expect(home.about.getByText(about.text[0]!)).toBeVisible();
    await expect(home.about.getByRole("link", { name: about.link_text })).toHaveAttribute("href", about.link);

    // Trust score 4,3 / 5.
    await expect(home.trustScore.getByText(`${TRUST_SCORE.score}/${TRUST_SCORE.max}`)).toBeVisible();
    await expect(home.trustScore.getByRole("img", { name: `Beoordeeld met een ${TRUST_SCORE.score} van de ${TRUST_SCORE.max}` })).toBeVisible();

    // The footer streams in after the page.
    await expect(shell.footerHelpTitle).toBeVisible();
  });

  test("hydrates: a main-menu submenu opens with its toggle button and closes with Escape", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    const matrassen = seed.navigation.items.find((i) => i.title === "Matrassen")!;
    const toggle = shell.submenuToggle(matrassen.title);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(panel).toHaveCount(0);
    // Keyboard activation (a mouse click is covered in header.spec.ts).
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(shell.mainMenu.getByRole("button", { name: `Submenu ${matrassen.title} sluiten` })).toHaveAttribute("aria-expanded", "true");
    for (const link of matrassen.sub_items.flatMap((g) => g.content)) {
      await expect(panel.getByRole("link", { name: link.title, exact: true })).toHaveAttribute("href", link.link);
    }
    await expect(panel.getByRole("link", { name: `Alles in ${matrassen.title}` })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("navigates client-side (no full reload) from the header to the cart", async ({ page }) => {
    const shell = new Shell(page);
    await shell.open("/");
    await page.evaluate(() => {
      (window as unknown as { e2eMarker: string }).e2eMarker = "same document";
    });

    await shell.cartLink.click();
    await expect(page).toHaveURL("/cart/");
    await expect(page.getByRole("heading", { level: 1, name: "Mijn Winkelwagen" })).toBeVisible();
    // A full page load would have started a new window object without the marker.
    expect(await page.evaluate(() => (window as unknown as { e2eMarker?: string }).e2eMarker)).toBe("same document");
  });

  test("every image, icon and manifest the page references is served", async ({ page, request }) => {
    const shell = new Shell(page);
    await shell.open("/");
    const urls = await page.evaluate(() => {
      const out = new Set<string>();
      document.querySelectorAll("img[src]").forEach((el) => out.add((el as HTMLImageElement).src));
      document.querySelectorAll("source[srcset]").forEach((el) => out.add(new URL((el as HTMLSourceElement).srcset.split(" ")[0]!, location.href).href));
      document.querySelectorAll("link[rel~='icon'], link[rel='apple-touch-icon'], link[rel='manifest']").forEach((el) => out.add((el as HTMLLinkElement).href));
      return [...out];
    });
    expect(urls.length).toBeGreaterThan(0);
    const statuses = await Promise.all(urls.map(async (url) => ({ path: new URL(url).pathname, status: (await request.get(url)).status() })));
    const missing = statuses.filter((s) => s.status !== 200).map((s) => `${s.status} ${s.path}`);
    expect(missing, `files referenced by the home page that are not served:\n${missing.join("\n")}`).toEqual([]);
  });
});
