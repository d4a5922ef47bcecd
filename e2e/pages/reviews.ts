/** Page object for the review section and review form of a product page (spec section 7). */
import type { Locator, Page } from "@playwright/test";
import { REVIEW_MESSAGES } from "../../app/lib/reviews/messages";

export class ReviewsSection {
  readonly section: Locator;
  readonly writeLink: Locator;
  readonly form: Locator;
  readonly formHeading: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly title: Locator;
  readonly content: Locator;
  readonly scoreGroup: Locator;
  readonly submit: Locator;
  readonly posting: Locator;
  readonly posted: Locator;
  readonly failure: Locator;
  readonly sort: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole("region", { name: "Reviews" });
    this.writeLink = this.section.getByRole("link", { name: REVIEW_MESSAGES.write });
    this.form = page.getByRole("form", { name: REVIEW_MESSAGES.write });
    this.formHeading = this.section.getByRole("heading", { name: REVIEW_MESSAGES.write });
    this.name = this.form.getByLabel("Je naam");
    this.email = this.form.getByLabel("E-mailadres");
    this.title = this.form.getByLabel("Titel van je review");
    this.content = this.form.getByLabel("Je review", { exact: true });
    this.scoreGroup = this.form.getByRole("group", { name: "Je score" });
    this.submit = this.form.getByRole("button", { name: REVIEW_MESSAGES.submit });
    this.posting = this.form.getByRole("button", { name: REVIEW_MESSAGES.posting });
    this.posted = this.section.getByRole("status").filter({ hasText: REVIEW_MESSAGES.posted });
    this.failure = this.section.getByRole("alert");
    this.sort = this.section.getByLabel("Sorteer reviews");
  }

  /** A star of the score (1-5). */
  star(score: number): Locator {
    return this.scoreGroup.getByRole("radio", { name: `${score} ${score === 1 ? "ster" : "sterren"}` });
  }

  async fill(values: { name: string; email: string; title: string; content: string; score: number }): Promise<void> {
    await this.star(values.score).check();
    await this.title.fill(values.title);
    await this.content.fill(values.content);
    await this.name.fill(values.name);
    await this.email.fill(values.email);
  }
}
