/**
 * Product images in the back office (docs/decisions/041), as the owner works: a file that is not an image is
 * refused in Dutch, a JPEG is uploaded with the keyboard and shows on the shop's product page (resized, with
 * a srcset), then deleted, which brings back the drawn illustration; axe finds nothing on the page.
 */
import { expectNoAxeViolations } from "./support/axe";
import { signInAsStaff } from "./support/staff";
import { ProductImagesPage } from "./pages/beheer-media";
import { expect, test } from "./fixtures";
import { JPEG_1000x750 } from "../tests/helpers/image-fixtures";
import { NOT_ALLOWED_MESSAGE } from "../app/lib/beheer/messages/common";

// The seed's last product: no other spec looks at its page.
const PRODUCT = { id: 10440, slug: "slaapwel-atelier-percal-hoeslaken-stretch", title: "Slaapwel Atelier Percal Hoeslaken Stretch" };

test.describe.configure({ timeout: 90_000 });

test("the owner uploads a product image with the keyboard, sees it on the product page and deletes it", async ({ page }) => {
  await signInAsStaff(page, "Eva de Vries", `/beheer/producten/${PRODUCT.id}/afbeeldingen/`);
  const media = new ProductImagesPage(page);
  await expect(media.heading).toHaveText(`Afbeeldingen van ${PRODUCT.title}`);
  await expect(page.getByText("Dit product heeft nog geen geüploade afbeeldingen")).toBeVisible();
  await expectNoAxeViolations(page, "the product images page without uploads");

  // An SVG named .jpg: refused by its content, in Dutch.
  await media.file.setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await media.alt.fill("Hoeslaken");
  await media.upload.click();
  await expect(media.error).toContainText("Dit bestand is geen JPEG-, PNG- of WebP-afbeelding");
  await expectNoAxeViolations(page, "the product images page with a refusal");

  // The keyboard only from the alt text on: type it, Tab to the button, Enter.
  await media.file.setInputFiles({ name: "hoeslaken.jpg", mimeType: "image/jpeg", buffer: Buffer.from(JPEG_1000x750) });
  await media.alt.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Wit hoeslaken om een matras");
  await page.keyboard.press("Tab");
  await expect(media.upload).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(media.success).toHaveText("De afbeelding is toegevoegd.");
  await expect(media.table.getByRole("img", { name: "Wit hoeslaken om een matras" })).toBeVisible();
  await expectNoAxeViolations(page, "the product images page with an upload");

  await page.goto(`/${PRODUCT.slug}.html`);
  const image = page.locator(".gallery__main img").first();
  await expect(image).toHaveAttribute("alt", "Wit hoeslaken om een matras");
  await expect(image).toHaveAttribute("src", /^\/img\/u\/[0-9a-f]{64}\/800\.jpg$/u);
  await expect(image).toHaveAttribute("srcset", /320\.jpg 320w/u);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await media.open(PRODUCT.id);
  await media.remove(1).focus();
  await page.keyboard.press("Enter");
  await expect(media.success).toHaveText("De afbeelding is verwijderd.");
  await page.goto(`/${PRODUCT.slug}.html`);
  await expect(page.locator(".gallery__main img").first()).toHaveAttribute("src", /^\/img\/p\//u);
});

test("a medewerker may not open a product's images", async ({ page, consoleGuard }) => {
  await signInAsStaff(page, "Sem Jansen", `/beheer/`);
  consoleGuard.expectFailedLoad(/\/beheer\/producten\/\d+\/afbeeldingen\/$/u, 403, "a medewerker may not open a product's images");
  const res = await page.goto(`/beheer/producten/${PRODUCT.id}/afbeeldingen/`);
  expect(res?.status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText(NOT_ALLOWED_MESSAGE);
  await expectNoAxeViolations(page, "the product images page refused to a medewerker");
});
