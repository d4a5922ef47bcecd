/**
 * The owner's day, end to end in Chromium: a paid order arrives (the notification mail to the shop's order
 * address), Sem (medewerker) ships it with a typed PostNL code and marks it delivered, the shopper sees it in
 * the account and asks the chat, returns one of the two pillowcases, Eva (eigenaar) marks the return received
 * and refunds it from /beheer/retouren/, and the credit note PDF says what was refunded. Staff work in a
 * browser context of their own, the ship and refund steps with the keyboard only; axe on every back-office page.
 * (docs/decisions/035 access, 036 shipping, 037 refunds and credit notes, 038 returns.)
 */
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "@playwright/test";
import { CHAT_TEXT } from "../app/lib/chat/messages";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";
import { SHOP_IDENTITY } from "../app/lib/shop-identity";
import { trackPath, trackingUrl } from "../app/kernel/carriers";
import { pdfText } from "../tests/helpers/pdf-text";
import { expect, test } from "./fixtures";
import { AccountOrderPage } from "./pages/account-orders";
import { BeheerOrderPage, BeheerOrdersPage } from "./pages/beheer-orders";
import { ShippingPanel } from "./pages/beheer-shipping";
import { Chat } from "./pages/chat";
import { Mailbox } from "./pages/mailbox";
import { BeheerReturnsPage, ReturnFormPage } from "./pages/returns";
import { Shell } from "./pages/shell";
import { expectNoAxeViolations } from "./support/axe";
import { tabTo } from "./support/keyboard";
import { orderProduct, placeOrder } from "./support/orders";
import { signInAsStaff, type StaffName } from "./support/staff";

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace(".", ",")}`;
const cents = (text: string) => Number(text.replace(/[^\d]/gu, ""));

/** A member of staff in a browser context of their own (the shopper's session and theirs never mix). */
async function staffPage(browser: Browser, baseURL: string, name: StaffName, to: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam" });
  await context.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL },
  ]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(err.message));
  page.on("console", (msg) => (msg.type() === "error" ? errors.push(msg.text()) : undefined));
  context.on("close", () => expect(errors, `${name}'s browser reported errors`).toEqual([]));
  await signInAsStaff(page, name, to);
  return page;
}

test("the owner's day: order, shipment, chat, return, refund and credit note", async ({ page, customer, browser, baseURL }) => {
  // Many steps, two staff sign-ins and two sessions against one local server.
  test.setTimeout(240_000);
  const title = orderProduct().title;
  // A fresh PostNL code of the domestic shape ("3S", four letters, 7 to 9 digits): the spec runs again and again.
  const code = `3SDRMN${String(Date.now()).slice(-8)}`;
  const trackUrl = trackingUrl("postnl", code, "3511 AB", "NL");

  // 1. A customer's paid order arrives; the shop's order address has its notification mail.
  const { number } = await placeOrder(page.request, baseURL!, { email: customer.email });
  const sem = await staffPage(browser, baseURL!, "Sem Jansen", "/beheer/bestellingen/");
  const mailbox = new Mailbox(sem);
  const notification = sem.getByRole("row").filter({ hasText: SHOP_IDENTITY.orderAddress }).filter({ hasText: `Nieuwe bestelling ${number}` });
  await expect(async () => {
    await mailbox.open();
    await expect(notification).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  // 2. Sem finds the order in Beheer, takes it in hand and ships both pillowcases in one parcel: keyboard only.
  const list = new BeheerOrdersPage(sem);
  await list.open();
  await expect(list.heading).toBeVisible();
  await expectNoAxeViolations(sem, "Bestellingen");
  await tabTo(sem, list.search);
  await sem.keyboard.type(number);
  await sem.keyboard.press("Enter");
  await expect(list.count).toHaveText("1 bestelling gevonden");
  await expect(list.rows.first()).toContainText("Betaald");
  await tabTo(sem, list.link(number));
  await sem.keyboard.press("Enter");
  await expect(sem).toHaveURL(`/beheer/bestellingen/${number}/`);
  const order = new BeheerOrderPage(sem);
  await expect(order.heading).toHaveText(`Bestelling ${number}`);
  const panel = new ShippingPanel(sem);
  await expect(panel.state).toHaveText("nieuw");
  await expectNoAxeViolations(sem, "the order page (nieuw)");

  await tabTo(sem, panel.startProcessing, 150);
  await sem.keyboard.press("Enter");
  await expect(panel.state).toHaveText("in behandeling");
  await expect(panel.quantity(title)).toHaveAccessibleName(/\(nog 2 te verzenden\)$/u);
  await expect(panel.quantity(title)).toHaveValue("2");
  await tabTo(sem, panel.carrier, 150);
  await sem.keyboard.press("ArrowDown");
  await expect(panel.carrier.locator("option:checked")).toHaveText("PostNL");
  await tabTo(sem, panel.trackingCode);
  await sem.keyboard.type(code);
  await tabTo(sem, panel.save);
  await sem.keyboard.press("Enter");
  await expect(panel.state).toHaveText("verzonden");
  await expect(panel.parcels).toHaveCount(1);
  await expect(panel.parcels.first()).toContainText(`2 × ${title}`);
  await expect(panel.parcels.first().getByRole("link", { name: new RegExp(code, "u") })).toHaveAttribute("href", trackUrl);
  await tabTo(sem, panel.delivered(code), 150);
  await sem.keyboard.press("Enter");
  await expect(panel.state).toHaveText("bezorgd");
  await expectNoAxeViolations(sem, "the order page (bezorgd)");
  await sem.context().close();

  // 3. The shopper sees the status and the track link in the account, and asks the chat.
  const account = new AccountOrderPage(page);
  await new Shell(page).open(`/account/orders/${number}/`);
  await expect(account.heading).toHaveText(`Bestelling ${number}`);
  await expect(account.shipping).toContainText("bezorgd");
  await expect(account.shipping).toContainText(`PostNL, track & trace-code ${code}`);
  await expect(account.shipping.getByRole("link", { name: /Volg je pakket bij PostNL/u })).toHaveAttribute("href", trackUrl);
  const unitPrice = cents((await account.lines.first().locator(".order-line__meta").last().innerText()).split("×")[1]!);
  await expect(account.lines.first()).toContainText(`2 × ${euro(unitPrice)}`);

  // The chat lives in the shop's pages (the account has none): the shopper asks it from the home page.
  await new Shell(page).open("/");
  const chat = new Chat(page);
  await chat.open();
  await chat.suggestion("Bestelstatus & Verzending").click();
  await chat.answer(CHAT_TEXT.orderKnown, "Ja").click();
  await chat.field(CHAT_TEXT.orderNumber).fill(number.replace(/^KJD/u, ""));
  await chat.field(CHAT_TEXT.zipCode).fill("3511 AB");
  await chat.field(CHAT_TEXT.houseNumber).fill("10");
  await chat.box.getByRole("button", { name: CHAT_TEXT.orderSubmit }).click();
  const answer = chat.message(`Je bestelling ${number} is bezorgd`);
  await expect(answer).toContainText(`PostNL, track & trace-code ${code}`);
  await expect(answer.getByRole("link", { name: trackPath(number, code) })).toHaveAttribute("href", trackPath(number, code));
  await chat.close.click();

  // 4. The shopper returns one of the two pillowcases from the account, with the model withdrawal form.
  await new Shell(page).open(`/account/orders/${number}/`);
  await account.returnLink.click();
  await expect(page).toHaveURL(`/account/orders/${number}/retour/`);
  const form = new ReturnFormPage(page);
  await expect(form.heading).toHaveText(`Retour aanmelden: ${number}`);
  await expect(form.withdrawalForm).toBeVisible();
  await expect(form.withdrawalForm).toContainText(`uit bestelling ${number}`);
  // Pillowcases are no sealed hygiene goods (article 13 names pillows and mattress protectors): no seal to confirm.
  await expect(form.seal).toHaveCount(0);
  await form.quantity(title).selectOption("1");
  await form.reason.fill("Past niet om mijn kussen.");
  await form.person("Ik (één consument)").check();
  await expect(form.name).toHaveValue("Sanne de Vries");
  await expect(form.address).toHaveValue(/Oudegracht 10/u);
  await form.submit.click();
  await expect(form.result).toContainText("Je retour is aangemeld");
  const returnNumber = `R${number.slice(3)}-1`;
  await expect(page.getByText(returnNumber)).toBeVisible();
  await expect(page.getByRole("region", { name: "Eerder aangemeld" })).toContainText(`aangemeld · 1 × ${title}`);

  // 5. Eva marks the return received and refunds it from /beheer/retouren/: keyboard only.
  const eva = await staffPage(browser, baseURL!, "Eva de Vries", "/beheer/retouren/");
  const returns = new BeheerReturnsPage(eva);
  await returns.open("requested");
  await expect(returns.heading).toBeVisible();
  await expect(returns.card(returnNumber)).toContainText("aangemeld");
  await expect(returns.card(returnNumber)).toContainText("Terugbetalen uiterlijk");
  await expect(returns.card(returnNumber)).toContainText(`1 × ${title}`);
  await expectNoAxeViolations(eva, "/beheer/retouren/ (aangemeld)");
  await tabTo(eva, returns.receive(returnNumber), 150);
  await eva.keyboard.press("Enter");
  await expect(returns.outcome(returnNumber)).toContainText("De retour is als ontvangen gemarkeerd");
  await returns.open("received");
  await expect(returns.card(returnNumber)).toContainText("ontvangen");
  await expect(returns.refund(returnNumber)).toHaveText(`Terugbetalen (${euro(unitPrice)})`);
  await expectNoAxeViolations(eva, "/beheer/retouren/ (ontvangen)");
  await tabTo(eva, returns.refund(returnNumber), 150);
  await eva.keyboard.press("Enter");
  await expect(returns.outcome(returnNumber)).toHaveText(`Retour ${returnNumber}: De retour is terugbetaald.`);
  await expectNoAxeViolations(eva, "/beheer/retouren/ after the refund");

  await eva.goto(`/beheer/bestellingen/${number}/`);
  const evaOrder = new BeheerOrderPage(eva);
  const refunds = evaOrder.section("Terugbetalingen");
  await expect(refunds.getByRole("row")).toHaveCount(2);
  await expect(refunds).toContainText(euro(unitPrice));
  // The sandbox PSP settles a refund at once or a moment later (in behandeling, then terugbetaald).
  await expect(async () => {
    await eva.reload();
    await expect(refunds.getByRole("row").nth(1)).toContainText("terugbetaald", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const creditNote = (await refunds.getByRole("row").nth(1).locator("td[data-label='Creditnota']").innerText()).trim();
  expect(creditNote).toMatch(new RegExp(`^C${new Date().getFullYear()}-\\d{6}$`, "u"));
  await expect(evaOrder.section("Factuur en creditnota's").getByRole("link", { name: `Creditnota ${creditNote} (pdf)` })).toBeVisible();
  await expect(evaOrder.section("Retouren")).toContainText("terugbetaald");
  const invoice = (await evaOrder.section("Factuur en creditnota's").getByRole("link", { name: /^Factuur \d{4}-\d{6} \(pdf\)$/u }).innerText()).match(/\d{4}-\d{6}/u)![0];
  await expectNoAxeViolations(eva, "the order page with a refund");
  await eva.context().close();

  // 6. The credit note PDF, from the shopper's account: its number, the invoice, one pillowcase's price, VAT.
  await page.goto(`/account/orders/${number}/`);
  await expect(account.creditNotes).toHaveCount(1);
  await expect(account.creditNotes).toHaveText(`Download creditnota ${creditNote} (PDF)`);
  const download = page.waitForEvent("download");
  await account.creditNotes.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`creditnota-${creditNote}.pdf`);
  const { text } = await pdfText(new Uint8Array(await readFile((await file.path())!)));
  expect(text).toContain("Creditnota");
  expect(text).toMatch(new RegExp(`Creditnotanummer\\n${creditNote}\\n`, "u"));
  expect(text).toMatch(new RegExp(`Bij factuur\\n${invoice}\\n`, "u"));
  expect(text).toContain(number);
  expect(text).toContain(`Totaal incl. btw\n-${euro(unitPrice)}`);
  const excl = Math.round(unitPrice / 1.21);
  expect(text).toContain(`Btw 21% over -${euro(excl)}\n-${euro(unitPrice - excl)}`);
  expect(text).not.toContain("Verzendkosten");
});
