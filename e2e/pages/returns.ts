/**
 * Page objects of returns (docs/decisions/038): the shopper's return form with the model withdrawal form
 * (/retour/{order}/ and /account/orders/{order}/retour/) and the back office's /beheer/retouren/.
 */
import type { Locator, Page } from "@playwright/test";

export class ReturnFormPage {
  readonly heading: Locator;
  readonly withdrawalForm: Locator;
  readonly name: Locator;
  readonly address: Locator;
  readonly reason: Locator;
  readonly seal: Locator;
  readonly submit: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1 });
    this.withdrawalForm = page.getByRole("group", { name: "Modelformulier voor herroeping" });
    this.name = page.getByLabel("Naam consument(en)");
    this.address = page.getByLabel("Adres consument(en)");
    this.reason = page.getByLabel("Reden (niet verplicht)");
    this.seal = page.getByLabel("De hygiëneverzegeling is nog intact");
    this.submit = page.getByRole("button", { name: "Retour aanmelden" });
    this.result = page.getByRole("status").or(page.getByRole("alert")).first();
  }

  /** The quantity to return of a line, by the start of its title. */
  quantity(title = ""): Locator {
    return this.page.getByLabel(new RegExp(`^Aantal van ${title.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}`, "u"));
  }

  /** "Wie herroept?": ik or wij. */
  person(label: "Ik (één consument)" | "Wij (meer consumenten)"): Locator {
    return this.withdrawalForm.getByRole("radio", { name: label });
  }
}

export class BeheerReturnsPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { level: 1, name: "Retouren" });
  }

  async open(status?: "requested" | "received" | "rejected" | "refunded"): Promise<void> {
    await this.page.goto(`/beheer/retouren/${status ? `?status=${status}` : ""}`);
  }

  card(number: string): Locator {
    return this.page.locator(`[id="${number}"]`);
  }

  receive(number: string): Locator {
    return this.card(number).getByRole("button", { name: "Ontvangen" });
  }

  refund(number: string): Locator {
    return this.card(number).getByRole("button", { name: /^Terugbetalen \(€ [\d.]+,\d{2}\)$/u });
  }

  /** The page's answer to an action on a return ("Retour R…: …"). */
  outcome(number: string): Locator {
    return this.page.getByText(new RegExp(`^Retour ${number}: `, "u"));
  }
}
