/**
 * Review moderation in the back office (docs/decisions/042, spec section 7): a medewerker finds a new review
 * in the queue with its product, score and verified badge, refuses a rejection without a reason (Dutch),
 * approves with the keyboard, replies as the shop; the product page shows the review with "Reactie van
 * Droomnest" under it. axe (WCAG 2.2 AA) on each tab and state.
 */
import { BEHEER_REVIEW_MESSAGES as M } from "../app/lib/beheer/messages/reviews";
import { expect, test } from "./fixtures";
import { BeheerSignIn } from "./pages/beheer-access";
import { ReviewQueue } from "./pages/beheer-promo";
import { expectNoAxeViolations } from "./support/axe";
import { catalogSeed } from "./support/catalog";
import { d1Execute } from "./support/d1";
import { waitForRouterIdle } from "./support/hydration";

test("a medewerker approves a new review and replies; the reply is on the product page", async ({ page }) => {
  // Four page loads, three form posts and four axe runs: more than the default budget on a busy machine.
  test.slow();
  const product = catalogSeed.products[11]!;
  const title = `Fijn kussen ${Date.now()}`;
  d1Execute(
    `INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status, email_hash, verified)
     VALUES (${product.id}, 'Noor', '${title}', 'Ligt heerlijk, na een week geen nekpijn meer.', 5, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), 'pending', '${crypto.randomUUID()}', 1)`,
  );
  await new BeheerSignIn(page).as("medewerker", "/beheer/reviews/");
  const queue = new ReviewQueue(page);
  await expect(queue.tab(M.tabs.pending)).toHaveAttribute("aria-current", "page");
  const review = queue.review(title);
  await expect(review).toContainText(product.title);
  await expect(review).toContainText(M.score(5));
  await expect(review).toContainText(M.verified);
  await expect(review.getByRole("link", { name: product.title })).toHaveAttribute("href", `/${product.slug}.html`);
  await expectNoAxeViolations(page, "the review queue, new");

  // Rejecting without a reason: refused in Dutch, tied to the field, nothing changes.
  await review.getByRole("button", { name: M.reject }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(M.reasonRequired);
  await expect(queue.review(title).getByLabel(M.rejectReason)).toHaveAccessibleDescription(M.reasonRequired);
  await expectNoAxeViolations(page, "a rejection without a reason");

  await queue.review(title).getByRole("button", { name: M.approve }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(/is goedgekeurd/u);
  await waitForRouterIdle(page);

  await queue.tab(M.tabs.published).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/status=published/u);
  const published = queue.review(title);
  await published.getByLabel(M.reply).focus();
  await page.keyboard.type("Dank je wel, Noor! Slaap lekker.");
  await page.keyboard.press("Tab");
  await expect(published.getByRole("button", { name: M.replySubmit })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText(/reactie bij review \d+ is geplaatst/u);
  await expectNoAxeViolations(page, "the review queue, approved");
  await waitForRouterIdle(page);

  await page.goto(`/${product.slug}.html`);
  const shown = page.getByRole("listitem").filter({ hasText: title });
  await expect(shown).toContainText("Reactie van Droomnest");
  await expect(shown).toContainText("Dank je wel, Noor! Slaap lekker.");
  await expectNoAxeViolations(page, "the product page with the shop's reply");
});

test("the rejected tab shows a rejection's reason", async ({ page }) => {
  const product = catalogSeed.products[12]!;
  const title = `Afgewezen ${Date.now()}`;
  d1Execute(
    `INSERT INTO reviews (product_id, display_name, title, content, score, created_at, status, email_hash, verified, reject_reason, moderated_at)
     VALUES (${product.id}, 'Bram', '${title}', 'Over de bezorger.', 2, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), 'rejected', '${crypto.randomUUID()}', 0, 'Gaat over de bezorging', strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))`,
  );
  await new BeheerSignIn(page).as("eigenaar", "/beheer/reviews/");
  await page.goto("/beheer/reviews/?status=rejected");
  const review = new ReviewQueue(page).review(title);
  await expect(review).toContainText("Gaat over de bezorging");
  await expect(review).toContainText(M.notVerified);
  await expectNoAxeViolations(page, "the review queue, rejected");
});
