/** Page object for the error page (404 and other statuses). */
import type { Locator, Page } from "@playwright/test";
import { STRINGS } from "../../app/lib/constants";

export class ErrorPage {
  readonly title: Locator;
  readonly goBack: Locator;
  readonly snoreButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole("heading", { level: 1 });
    this.goBack = page.getByRole("main").getByRole("link", { name: STRINGS.goBack });
    // Its label changes while it plays: found by either of its two names.
    this.snoreButton = page.getByRole("main").getByRole("button", { name: new RegExp(`^(?:${STRINGS.snoreIdle}|${STRINGS.snorePlaying})$`, "u") });
  }

  status(code: number): Locator {
    return this.page.getByRole("main").getByText(String(code), { exact: true });
  }
}
