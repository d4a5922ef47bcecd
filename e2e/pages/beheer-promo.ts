/** Page objects of the back office's discount codes and review queue (docs/decisions/042). */
import type { Locator, Page } from "@playwright/test";
import { BEHEER_DISCOUNT_MESSAGES as D } from "../../app/lib/beheer/messages/discounts";
import { BEHEER_REVIEW_MESSAGES as R } from "../../app/lib/beheer/messages/reviews";

export class DiscountsPage {
  readonly createForm: Locator;
  readonly code: Locator;
  readonly kind: Locator;
  readonly value: Locator;
  readonly label: Locator;
  readonly maxUses: Locator;
  readonly validFrom: Locator;
  readonly validUntil: Locator;
  readonly create: Locator;
  readonly table: Locator;
  readonly campaigns: Locator;
  constructor(readonly page: Page) {
    this.createForm = page.getByRole("region", { name: D.create });
    this.code = this.createForm.getByLabel(D.code, { exact: true });
    this.kind = this.createForm.getByLabel(D.kind, { exact: true });
    this.value = this.createForm.getByLabel(D.value, { exact: true });
    this.label = this.createForm.getByLabel(D.label);
    this.maxUses = this.createForm.getByLabel(D.maxUses);
    this.validFrom = this.createForm.getByLabel(D.validFrom);
    this.validUntil = this.createForm.getByLabel(D.validUntil);
    this.create = this.createForm.getByRole("button", { name: D.createSubmit });
    this.table = page.getByRole("table", { name: D.listCaption });
    this.campaigns = page.getByRole("region", { name: D.campaignsTitle });
  }

  row(code: string): Locator {
    return this.table.getByRole("row").filter({ has: this.page.getByRole("link", { name: code, exact: true }) });
  }
}

export class ReviewQueue {
  readonly tabs: Locator;
  constructor(readonly page: Page) {
    this.tabs = page.getByRole("navigation", { name: R.tabsLabel });
  }

  tab(name: string): Locator {
    return this.tabs.getByRole("link", { name, exact: true });
  }

  review(title: string): Locator {
    return this.page.getByRole("article").filter({ has: this.page.getByRole("heading", { name: new RegExp(`: ${title}$`, "u") }) });
  }
}
