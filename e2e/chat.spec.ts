/**
 * The chat assistant Noor in the browser (ADR 019), against the embedded (offline)
 * assistant: open, ask, answer, rating, end and save (browser data cleared), profanity, order lookup with a
 * real order, reload, failure, keyboard only, 320 px, axe, and no chat on the configurator.
 */
import type { Page } from "@playwright/test";
import { CHAT_LAUNCHER_LABEL } from "../app/lib/chat/keys";
import { CHAT_SUGGESTIONS, CHAT_TEXT, CHAT_MESSAGES } from "../app/lib/chat/messages";
import { expect, test } from "./fixtures";
import { Chat } from "./pages/chat";
import { Shell } from "./pages/shell";
import { ownClientIp, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";
import { placeOrder } from "./support/orders";

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
  // The chat's rate limits count per client address: every test is a visitor of its own.
  await ownClientIp(context);
});

async function openChat(page: Page, path = "/"): Promise<Chat> {
  await new Shell(page).open(path);
  const chat = new Chat(page);
  await chat.open();
  return chat;
}

test("open, ask about delivery, a useful Dutch answer, answered -> rating -> end: saved and the browser data cleared", async ({ page }) => {
  const chat = await openChat(page);
  await expect(chat.box).toBeVisible();
  await expect(chat.input).toBeFocused();
  await expect(chat.launcher).toHaveAttribute("aria-expanded", "true");
  await expect(chat.message(CHAT_TEXT.welcome)).toBeVisible();
  for (const topic of CHAT_SUGGESTIONS) await expect(chat.suggestion(topic)).toBeVisible();

  await chat.ask("Hoe lang duurt de levering?");
  await expect(chat.message("Hoe lang duurt de levering?")).toHaveClass(/chat-message--user/u);
  const reply = chat.message(/levertijd/u);
  await expect(reply).toBeVisible();
  await expect(reply).toContainText("track-en-tracecode");
  await expect(reply.getByRole("link", { name: "/service/bestellen-leveren/" })).toHaveAttribute("href", "/service/bestellen-leveren/");
  await expect(chat.suggestion(CHAT_SUGGESTIONS[1])).toHaveCount(0);

  // The reply closes with a closing phrase: the questions-answered question.
  await chat.answer(CHAT_TEXT.answered, "Ja").click();
  await expect(chat.message(CHAT_TEXT.ratingRequest)).toBeVisible();
  await expect(chat.star(1)).toBeFocused();
  for (const n of [1, 2, 3, 4, 5]) await expect(chat.star(n)).toBeVisible();
  await chat.star(4).check();
  await chat.ratingSubmit.click();
  await expect(chat.message(CHAT_TEXT.thanks)).toBeVisible();
  expect(await chat.stored()).not.toBeNull();

  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/chat/save");
  await chat.answer(CHAT_TEXT.endQuestion, "Ja").click();
  const res = await saved;
  expect(res.status()).toBe(201);
  const body = res.request().postDataJSON() as { rating: number; messages: { role: string; content: string }[] };
  expect(body.rating).toBe(4);
  expect(body.messages.map((m) => m.content)).toContain("Hoe lang duurt de levering?");
  await expect(chat.message(CHAT_TEXT.ended)).toBeVisible();
  await expect(chat.restart).toBeFocused();
  await expect(chat.input).toHaveCount(0);
  expect(await chat.stored()).toBeNull();

  // A new chat starts fresh.
  await chat.restart.click();
  await expect(chat.messages).toHaveCount(1);
  await expect(chat.input).toBeFocused();
});

test("Nee to 'Zijn je vragen beantwoord?' invites more questions; Nee to ending answers 'Had u nog andere vragen?'", async ({ page }) => {
  const chat = await openChat(page);
  await chat.suggestion("Retourneren & Ruilen").click();
  await expect(chat.message(/retour/iu).last()).toBeVisible();
  await chat.answer(CHAT_TEXT.answered, "Nee").click();
  await expect(chat.message(CHAT_TEXT.notAnswered)).toBeVisible();
  await expect(chat.input).toBeFocused();

  await chat.ask("Hoe lang heb ik bedenktijd?");
  await chat.answer(CHAT_TEXT.answered, "Ja").click();
  await chat.star(5).check();
  await chat.ratingSubmit.click();
  await chat.answer(CHAT_TEXT.endQuestion, "Nee").click();
  await expect(chat.message(CHAT_MESSAGES.moreQuestions)).toBeVisible();
  await expect(chat.input).toBeEditable();
});

test("a reload and another page keep the conversation until the chat ends", async ({ page }) => {
  const chat = await openChat(page);
  await chat.ask("Welke betaalmethoden hebben jullie?");
  await expect(chat.message(/iDEAL/iu)).toBeVisible();
  await new Shell(page).reload();
  await expect(chat.box).toHaveCount(0);
  await chat.open();
  await expect(chat.message("Welke betaalmethoden hebben jullie?")).toBeVisible();
  await expect(chat.message(/iDEAL/iu)).toBeVisible();
  // Closing and reopening keeps it, and so does a full page load of another page in this tab.
  await chat.close.click();
  await expect(chat.box).toHaveCount(0);
  await expect(chat.launcher).toBeFocused();
  await chat.open();
  await expect(chat.message("Welke betaalmethoden hebben jullie?")).toBeVisible();
  await new Shell(page).open("/service/");
  await chat.open();
  await expect(chat.message(/iDEAL/iu)).toBeVisible();
});

test("profanity: not sent; the refusal; the chat ends after 3 seconds, unsaved, browser data cleared", async ({ page }) => {
  const chat = await openChat(page);
  const calls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path === "/v1/assistant" || path === "/v1/chat/save") calls.push(path);
  });
  await chat.ask("Wat een kutbedrijf zijn jullie");
  await expect(chat.message(CHAT_MESSAGES.profanity)).toBeVisible();
  const shownAt = Date.now();
  await expect(chat.message("Wat een kutbedrijf zijn jullie")).toHaveCount(0);
  await expect(chat.input).not.toBeEditable();
  await page.waitForTimeout(1500);
  await expect(chat.message(CHAT_TEXT.endedProfanity)).toHaveCount(0);
  await expect(chat.message(CHAT_TEXT.endedProfanity)).toBeVisible({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  expect(calls).toEqual([]);
  expect(await chat.stored()).toBeNull();
});

test("order lookup: the right postcode tells the status, a wrong one gets the neutral answer", async ({ page, baseURL }) => {
  const order = await placeOrder(page.request, baseURL!, { email: uniqueEmail("chat") });
  const digits = order.number.replace(/^KJD/u, "");
  const chat = await openChat(page);

  await chat.suggestion("Bestelstatus & Verzending").click();
  await chat.answer(CHAT_TEXT.orderKnown, "Ja").click();
  await expect(chat.field(CHAT_TEXT.orderNumber)).toBeFocused();
  // The KJD rule: digits only, at most 7.
  await chat.field(CHAT_TEXT.orderNumber).fill("12345678");
  await chat.field(CHAT_TEXT.zipCode).fill("3511 AB");
  await chat.field(CHAT_TEXT.houseNumber).fill("10");
  await chat.box.getByRole("button", { name: CHAT_TEXT.orderSubmit }).click();
  await expect(chat.box.getByText(CHAT_MESSAGES.orderNumber)).toBeVisible();
  await expect(chat.field(CHAT_TEXT.orderNumber)).toBeFocused();

  await chat.field(CHAT_TEXT.orderNumber).fill(digits);
  await chat.field(CHAT_TEXT.zipCode).fill("9999 ZZ");
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === "/v1/assistant");
  await chat.box.getByRole("button", { name: CHAT_TEXT.orderSubmit }).click();
  expect((await asked).postDataJSON()).toMatchObject({ order: { knowsOrderNumber: true, orderNumber: order.number, zipCode: "9999 ZZ", houseNumber: "10" } });
  await expect(chat.message(/geen bestelling voor je vinden/u)).toBeVisible();
  await expect(chat.message(order.number).filter({ hasText: "betaald" })).toHaveCount(0);

  await chat.ask("Waar is mijn bestelling?");
  await chat.answer(CHAT_TEXT.orderKnown, "Ja").click();
  await chat.field(CHAT_TEXT.orderNumber).fill(`KJD${digits}`);
  await chat.field(CHAT_TEXT.firstName).fill("Sanne");
  await chat.field(CHAT_TEXT.zipCode).fill("3511ab");
  await chat.field(CHAT_TEXT.houseNumber).fill("10");
  await chat.box.getByRole("button", { name: CHAT_TEXT.orderSubmit }).click();
  await expect(chat.message(`Je bestelling ${order.number} is betaald`)).toBeVisible();
});

test("order lookup without the number: where to find it, and the topic answered", async ({ page }) => {
  const chat = await openChat(page);
  await chat.suggestion("Bestelstatus & Verzending").click();
  await chat.answer(CHAT_TEXT.orderKnown, "Nee").click();
  await expect(chat.message(CHAT_TEXT.orderNoNumber)).toBeVisible();
  await expect(chat.messages.last()).not.toHaveText(CHAT_TEXT.orderNoNumber);
  await expect(chat.typing).toHaveCount(0);
  await expect(chat.messages.filter({ hasText: /bezorg|levertijd/u }).last()).toBeVisible();
});

test("a failed call answers with the spec's failure message; the loading flag shows while waiting", async ({ page, consoleGuard }) => {
  consoleGuard.expectAbortedLoad(/^\/v1\/assistant$/u, "the test cuts the assistant call");
  const chat = await openChat(page);
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/v1/assistant", async (route) => {
    await held;
    await route.abort();
  });
  await chat.ask("Hebben jullie een showroom?");
  await expect(chat.typing).toBeVisible();
  release();
  await expect(chat.message(CHAT_MESSAGES.failure)).toBeVisible();
  await expect(chat.typing).toHaveCount(0);
});

test("an empty message is not sent", async ({ page }) => {
  const chat = await openChat(page);
  let asked = false;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/v1/assistant") asked = true;
  });
  await chat.ask("   ");
  await expect(chat.box.getByRole("alert")).toHaveText(CHAT_MESSAGES.empty);
  await expect(chat.messages).toHaveCount(1);
  expect(asked).toBe(false);
});

test("keyboard only: open, ask, answer, rate, end, and Escape returns the focus to the launcher", async ({ page }) => {
  const shell = new Shell(page);
  await shell.open("/service/");
  const chat = new Chat(page);
  await chat.launcher.focus();
  await page.keyboard.press("Enter");
  await expect(chat.input).toBeFocused();
  await page.keyboard.type("Hoe lang duurt de levering?");
  await page.keyboard.press("Enter");
  await expect(chat.answer(CHAT_TEXT.answered, "Ja")).toBeVisible();
  await expect(chat.input).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(chat.answer(CHAT_TEXT.answered, "Ja")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.star(1)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(chat.star(3)).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(chat.ratingSubmit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.answer(CHAT_TEXT.endQuestion, "Ja")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(chat.restart).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(chat.box).toHaveCount(0);
  await expect(chat.launcher).toBeFocused();
  await expect(chat.launcher).toHaveAttribute("aria-expanded", "false");
  // Reopened after the end: a fresh chat.
  await page.keyboard.press("Enter");
  await expect(chat.input).toBeFocused();
  await expect(chat.messages).toHaveCount(1);
});

test("axe finds nothing with the chat open, with answer buttons, and with the rating", async ({ page }) => {
  const chat = await openChat(page);
  await expectNoAxeViolations(page, "home with the chat open");
  await chat.ask("Hoe lang duurt de levering?");
  await expect(chat.answer(CHAT_TEXT.answered, "Ja")).toBeVisible();
  await expectNoAxeViolations(page, "chat with a question");
  await chat.answer(CHAT_TEXT.answered, "Ja").click();
  await expect(chat.star(1)).toBeVisible();
  await expectNoAxeViolations(page, "chat with the rating");
});

test("usable at 320 px: the box fits the screen and a question gets its answer", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const chat = await openChat(page);
  const box = (await chat.box.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await chat.suggestion("Beschadigd artikel").click();
  await expect(chat.message(/beschadigd/iu).last()).toBeVisible();
  // Nothing in the box runs off to the side: long answers wrap; the field and the send button are on screen.
  expect(await chat.box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await chat.log.evaluate((el) => el.closest(".chat-box__body")!.scrollWidth <= el.closest(".chat-box__body")!.clientWidth)).toBe(true);
  for (const control of [chat.input, chat.send]) {
    const b = (await control.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(320);
  }
  await chat.ask("Kan ik ruilen?");
  await expect(chat.messages.last()).not.toHaveText(/Kan ik ruilen/u);
});

test("full width at 991 px and below (spec section 9)", async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 800 });
  const chat = await openChat(page);
  const box = (await chat.box.boundingBox())!;
  expect(box.width).toBeGreaterThan(900 - 40);
});

test("the launcher's icon is an inline SVG hidden from assistive technology, not an emoji; the button keeps its Dutch name", async ({ page }) => {
  await new Shell(page).open("/");
  const chat = new Chat(page);
  await expect(chat.launcher).toBeVisible();
  await expect(page.getByRole("button", { name: CHAT_LAUNCHER_LABEL, exact: true })).toHaveCount(1);
  const icon = chat.launcher.locator("svg");
  await expect(icon).toHaveCount(1);
  await expect(icon).toHaveAttribute("aria-hidden", "true");
  await expect(icon).toBeVisible();
  const text = (await chat.launcher.textContent()) ?? "";
  expect(text.trim()).toBe(CHAT_LAUNCHER_LABEL);
  expect(text, "no emoji or pictograph in the launcher").not.toMatch(/[\p{Extended_Pictographic}\p{Emoji_Presentation}]/u);
});

test("no chat on the configurator; the launcher is on other Default-layout pages", async ({ page }) => {
  const shell = new Shell(page);
  const chat = new Chat(page);
  await shell.open("/matrassen/");
  await expect(chat.launcher).toBeVisible();
  await page.goto("/configurator/boxsprings/");
  await expect(page.getByRole("main")).toBeVisible();
  await expect(chat.launcher).toHaveCount(0);
});

test("while the cookie bar asks its question the launcher waits; after the choice it is there", async ({ page, context }) => {
  await context.clearCookies();
  const shell = new Shell(page);
  const chat = new Chat(page);
  await shell.open("/");
  await expect(shell.cookieBar).toBeVisible();
  await expect(chat.launcher).toBeHidden();
  await shell.acceptCookies.click();
  await expect(chat.launcher).toBeVisible();
});
