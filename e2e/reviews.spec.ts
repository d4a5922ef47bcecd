/**
 * Product reviews (spec section 7): the form loads on demand from 'Schrijf een review', shows the
 * spec's messages (section 5), says 'Aan het plaatsen...' while posting, then the server's message, or
 * 'Er ging iets mis' on failure (sections 4 and 8); keyboard only; axe; and the same without JavaScript.
 */
import { REVIEW_MESSAGES } from "../app/lib/reviews/messages";
import { expect, test } from "./fixtures";
import { ReviewsSection } from "./pages/reviews";
import { Shell } from "./pages/shell";
import { ownClientIp } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { catalogSeed, returningVisitor } from "./support/catalog";

const productPath = (i: number) => `/${catalogSeed.products[i * 7 + 3]!.slug}.html`;
const email = () => `review-${Date.now()}-${Math.floor(Math.random() * 1e6)}@droomnest.test`;
const REVIEW = { name: "Sanne", title: "Heerlijk zacht", content: "Na een week wil ik niet meer anders. <b>Aanrader!</b>", score: 4 };

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
  // Review posts are limited per client address: each test has its own.
  await ownClientIp(context);
});

test.describe("with JavaScript", () => {
  test("an empty form shows the spec's messages next to the fields; a review posts and shows the server's message", async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await new Shell(page).open(productPath(0));
    await expect(reviews.form).toHaveCount(0);
    await reviews.writeLink.click();
    await expect(reviews.formHeading).toBeFocused();
    await expect(page).not.toHaveURL(/review=schrijven/u);

    await reviews.submit.click();
    await expect(reviews.title).toHaveAccessibleDescription(REVIEW_MESSAGES.required);
    await expect(reviews.content).toHaveAccessibleDescription(REVIEW_MESSAGES.required);
    await expect(reviews.name).toHaveAccessibleDescription(/Dit is een verplicht veld$/u);
    await expect(reviews.email).toHaveAccessibleDescription(/Dit is een verplicht veld\.$/u);
    await expect(reviews.scoreGroup).toHaveAccessibleDescription(REVIEW_MESSAGES.required);
    await expect(reviews.star(1)).toBeFocused();
    await expectNoAxeViolations(page, "the review form with its messages");

    await reviews.email.fill("sanne@");
    await reviews.email.blur();
    await expect(reviews.email).toHaveAccessibleDescription(/Dit is geen geldig e-mailadres$/u);

    // Hold the post to see the posting state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/v1/catalog/product/*/review", async (route) => {
      await held;
      await route.continue();
    });
    await reviews.fill({ ...REVIEW, email: email() });
    await reviews.submit.click();
    await expect(reviews.posting).toBeDisabled();
    release();
    await expect(reviews.posted).toHaveText(REVIEW_MESSAGES.posted);
    await expect(reviews.posted).toBeFocused();
    await expectNoAxeViolations(page, "the posted review message");
  });

  test("a failed post shows the danger alert 'Er ging iets mis' and keeps the entries", async ({ page, consoleGuard }) => {
    consoleGuard.expectAbortedLoad(/^\/v1\/catalog\/product\/\d+\/review$/u, "the test cuts the post off to simulate a network failure");
    const reviews = new ReviewsSection(page);
    await new Shell(page).open(productPath(1));
    await reviews.writeLink.click();
    await page.route("**/v1/catalog/product/*/review", (route) => route.abort());
    await reviews.fill({ ...REVIEW, email: email() });
    await reviews.submit.click();
    await expect(reviews.failure).toHaveText(REVIEW_MESSAGES.failed);
    await expect(reviews.submit).toBeEnabled();
    await expect(reviews.title).toHaveValue(REVIEW.title);
  });

  test("a link with ?review=schrijven opens the page with the form, which hydrates and posts to the API", async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await new Shell(page).open(`${productPath(4)}?review=schrijven#review-formulier`);
    await expect(reviews.form).toBeVisible();
    // hydrated: the hidden js field says 1, so the submit is the form's own (no page load)
    await expect(reviews.form.locator('input[name="js"]')).toHaveValue("1");
    await reviews.fill({ ...REVIEW, email: email() });
    const posted = page.waitForResponse((r) => /\/v1\/catalog\/product\/\d+\/review$/u.test(new URL(r.url()).pathname));
    await reviews.submit.click();
    expect((await posted).status()).toBe(201);
    await expect(reviews.posted).toHaveText(REVIEW_MESSAGES.posted);
  });

  test("keyboard only: open the form, choose the stars with the arrow keys, fill in and post", async ({ page }) => {
    const reviews = new ReviewsSection(page);
    await new Shell(page).open(productPath(2));
    await reviews.writeLink.focus();
    await page.keyboard.press("Enter");
    await expect(reviews.formHeading).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(reviews.star(1)).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(reviews.star(3)).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(reviews.title).toBeFocused();
    await page.keyboard.type("Goede matras");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Stevig en toch comfortabel.");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Piet");
    await page.keyboard.press("Tab");
    await expect(reviews.email).toBeFocused();
    await page.keyboard.type(email());
    await page.keyboard.press("Tab");
    await expect(reviews.submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(reviews.posted).toHaveText(REVIEW_MESSAGES.posted);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link opens the form; an empty post shows the messages, a complete one the server's message", async ({ page, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/\.html\?review=schrijven$/u, 422, "a refused form answers 422 on purpose");
    const reviews = new ReviewsSection(page);
    await page.goto(productPath(3));
    await reviews.writeLink.click();
    await expect(page).toHaveURL(/\?review=schrijven#review-formulier$/u);
    await reviews.submit.click();
    await expect(reviews.title).toHaveAccessibleDescription(REVIEW_MESSAGES.required);
    await expect(reviews.email).toHaveAccessibleDescription(/Dit is een verplicht veld\.$/u);

    await reviews.fill({ ...REVIEW, email: email() });
    await reviews.submit.click();
    await expect(reviews.posted).toHaveText(REVIEW_MESSAGES.posted);
  });
});
