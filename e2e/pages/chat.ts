/** Page object for the chat assistant Noor: the launcher of the Default layout and the chat box. */
import type { Locator, Page } from "@playwright/test";
import { CHAT_TEXT, starsLabel } from "../../app/lib/chat/messages";
import { CHAT_LAUNCHER_LABEL, CHAT_STORAGE_KEY } from "../../app/lib/chat/keys";

export class Chat {
  readonly launcher: Locator;
  readonly box: Locator;
  readonly log: Locator;
  readonly messages: Locator;
  readonly input: Locator;
  readonly send: Locator;
  readonly close: Locator;
  readonly typing: Locator;
  readonly restart: Locator;
  readonly ratingSubmit: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByRole("button", { name: CHAT_LAUNCHER_LABEL });
    this.box = page.getByRole("dialog", { name: CHAT_TEXT.title });
    this.log = this.box.getByRole("log");
    this.messages = this.log.getByRole("listitem");
    this.input = this.box.getByRole("textbox", { name: CHAT_TEXT.inputLabel });
    this.send = this.box.getByRole("button", { name: CHAT_TEXT.send });
    this.close = this.box.getByRole("button", { name: CHAT_TEXT.close });
    this.typing = this.box.getByRole("status").filter({ hasText: CHAT_TEXT.typing });
    this.restart = this.box.getByRole("button", { name: CHAT_TEXT.restart });
    this.ratingSubmit = this.box.getByRole("button", { name: CHAT_TEXT.ratingSubmit });
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await this.input.waitFor();
  }

  /** Types a message and sends it with Enter. */
  async ask(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press("Enter");
  }

  suggestion(topic: string): Locator {
    return this.box.getByRole("group", { name: CHAT_TEXT.suggestionsLabel }).getByRole("button", { name: topic });
  }

  /** An answer button of the open question (a group named by the question). */
  answer(question: string, answer: string): Locator {
    return this.box.getByRole("group", { name: question }).getByRole("button", { name: answer, exact: true });
  }

  star(n: number): Locator {
    return this.box.getByRole("radio", { name: starsLabel(n), exact: true });
  }

  field(label: string): Locator {
    return this.box.getByRole("textbox", { name: label, exact: true });
  }

  /** A message of the log with this text (the visually hidden "Noor: " / "Jij: " prefix aside). */
  message(text: string | RegExp): Locator {
    return this.messages.filter({ hasText: text });
  }

  /** The conversation as the browser keeps it (sessionStorage), or null. */
  stored(): Promise<string | null> {
    return this.page.evaluate((key) => sessionStorage.getItem(key), CHAT_STORAGE_KEY);
  }
}
