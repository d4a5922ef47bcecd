/**
 * Page object for guided selling: the wizard overlay (a dialog with one question a step) and the quick
 * wizard on a category page.
 */
import type { Locator, Page } from "@playwright/test";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

export class WizardOverlay {
  readonly dialog: Locator;
  readonly question: Locator;
  readonly progress: Locator;
  readonly count: Locator;
  readonly message: Locator;
  /** The main button: 'Volgende', 'Overslaan' or 'Toon resultaten'. */
  readonly next: Locator;
  readonly back: Locator;
  readonly close: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog");
    this.question = this.dialog.getByRole("heading", { level: 3 });
    this.progress = this.dialog.locator(".wizard__progress");
    this.count = this.dialog.locator(".wizard__count");
    this.message = this.dialog.getByRole("alert");
    this.next = this.dialog.getByRole("button", { name: /^(Volgende|Overslaan|Toon resultaten)$/u });
    this.back = this.dialog.getByRole("button", { name: "Vorige" });
    this.close = this.dialog.getByRole("button", { name: "Sluiten" });
  }

  /** The button on the page that opens the overlay. */
  opener(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  /** An answer (radio or checkbox) by its answer text; its description is part of the name. */
  answer(text: string): Locator {
    return this.dialog.getByRole("radio", { name: new RegExp(`^${escape(text)}`, "u") }).or(this.dialog.getByRole("checkbox", { name: new RegExp(`^${escape(text)}`, "u") }));
  }
}

export class QuickWizardBlock {
  readonly region: Locator;
  readonly answers: Locator;
  readonly visibleAnswers: Locator;
  /** The summary of the disclosure with the answers beyond the first 4 ('Meer' / 'Minder'). */
  readonly toggle: Locator;
  readonly more: Locator;

  constructor(readonly page: Page, question: string) {
    this.region = page.getByRole("region", { name: question });
    this.answers = this.region.getByRole("listitem", { includeHidden: true });
    this.visibleAnswers = this.region.getByRole("link");
    this.more = this.region.locator("details");
    this.toggle = this.more.locator("summary");
  }

  answer(text: string): Locator {
    return this.region.getByRole("link", { name: new RegExp(`^${escape(text)}`, "u") });
  }
}
