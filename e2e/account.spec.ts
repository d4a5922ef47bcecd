/**
 * Customer accounts in the browser (ADR 014): register (private and company), confirm through the
 * development mailbox, log in, edit the account information, log out; a wrong password; forgot and reset
 * through the mailbox; a protected page and back after login; the remember-me cookie; keyboard-only login;
 * the forms before hydration; axe on every account page.
 */
import { FIELD_MESSAGES } from "../app/lib/form/messages";
import { ACCOUNT_MESSAGES } from "../app/lib/account/messages";
import { SESSION_COOKIE } from "../app/lib/constants";
import { expect, test } from "./fixtures";
import { ForgotPasswordPage, LoginPage, ResetPasswordPage } from "./pages/account-login";
import { AccountAddressPage } from "./pages/account-address";
import { InformationPage } from "./pages/account-information";
import { RegisterPage } from "./pages/account-register";
import { Mailbox } from "./pages/mailbox";
import { Shell } from "./pages/shell";
import { CUSTOMER_PASSWORD, confirmCustomer, mailedLink, onThisServer, ownClientIp, registerCustomer, uniqueEmail } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";

test.beforeEach(async ({ context, baseURL }) => {
  await returningVisitor(context, baseURL!);
  await ownClientIp(context);
});

test("register a private account, confirm it from the mailbox, log in, edit the information, the address with the postcode lookup and the newsletter, and log out", async ({ page }) => {
  // A whole journey over many pages (and mails): three times the limit of a single check.
  test.slow();
  const email = uniqueEmail("particulier");
  const register = new RegisterPage(page);
  await register.open();
  await expect(register.fields.private).toBeChecked();
  await expect(register.fields.companyName).toBeHidden();
  await register.fields.fill({ firstName: "Zoë", lastName: "'t Hart", email, phone: "06 1234 5678" });
  await register.setPassword(CUSTOMER_PASSWORD);
  await register.submit.click();

  await expect(page).toHaveURL("/account/thankyou/");
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.registered);

  // The mailed link, opened from the development mailbox, confirms only after the button is pressed.
  const mailbox = new Mailbox(page);
  await mailbox.open();
  await mailbox.messageTo(email).getByRole("link").click();
  const confirmLink = mailbox.links.getByRole("link", { name: /\/account\/confirm-email\/\?token=/u });
  await expect(confirmLink).toHaveCount(1);
  await new Shell(page).open(onThisServer((await confirmLink.getAttribute("href"))!));
  await page.getByRole("button", { name: "Bevestig mijn e-mailadres" }).click();
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.emailConfirmed);

  const login = new LoginPage(page);
  await login.open();
  await login.login(email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL("/account/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welkom terug, Zoë");
  await expect(page.getByText("is nog niet bevestigd")).toHaveCount(0);
  const shell = new Shell(page);
  await expect(shell.header.getByRole("link", { name: "Zoë", exact: true })).toBeVisible();

  // The side menu in the spec's order, the current page marked.
  const menu = page.getByRole("navigation", { name: "Mijn account" });
  await expect(menu.getByRole("link")).toHaveText(["Dashboard", "Accountinformatie", "Mijn bestellingen", "Factuuradres", "Afleveradres", "Nieuwsbrieven", "Afmelden"]);
  await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Accountinformatie" }).click();

  const info = new InformationPage(page);
  await expect(info.fields.firstName).toHaveValue("Zoë");
  await expect(info.fields.phone).toHaveValue("0612345678");
  await expect(menu.getByRole("link", { name: "Accountinformatie" })).toHaveAttribute("aria-current", "page");
  await info.fields.firstName.fill("Jan-Willem");
  await info.birthdate.fill("31-01-1985");
  await info.gender.getByLabel("Man").check();
  await info.save.click();
  await expect(info.status).toHaveText(ACCOUNT_MESSAGES.saved);
  await expect(shell.header.getByRole("link", { name: "Jan-Willem", exact: true })).toBeVisible();
  // The success alert goes away by itself (SUCCESS_ALERT_MS).
  await expect(info.status).toHaveCount(0, { timeout: 8_000 });
  // Reloaded and hydrated: the menu link below must navigate in the client and the address page's postcode
  // lookup must be live before its fields are filled (filled before hydration, nothing looks them up).
  await shell.reload();
  await expect(info.fields.firstName).toHaveValue("Jan-Willem");
  await expect(info.birthdate).toHaveValue("31-01-1985");
  await expect(info.gender.getByLabel("Man")).toBeChecked();

  // Factuuradres: the postcode lookup fills street and city.
  await menu.getByRole("link", { name: "Factuuradres" }).click();
  const address = new AccountAddressPage(page);
  await expect(address.heading).toHaveText("Factuuradres");
  await address.zipcode.fill("3511 AB");
  await address.houseNumber.fill("4");
  await expect(address.street).toHaveValue("Oudegracht");
  await expect(address.city).toHaveValue("Utrecht");
  await address.save.click();
  await expect(address.success).toHaveText(ACCOUNT_MESSAGES.saved);

  // Nieuwsbrieven: on (confirmed through the mailed link), then off.
  await menu.getByRole("link", { name: "Nieuwsbrieven" }).click();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Aanmelden voor de nieuwsbrief" }).click();
  await expect(main.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterPending);
  await shell.open(onThisServer(await mailedLink(page.request, email, "/nieuwsbrief/bevestigen/")));
  await page.getByRole("button", { name: "Bevestig inschrijving" }).click();
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterConfirmed);
  await shell.open("/account/subscription/");
  await main.getByRole("button", { name: "Afmelden voor de nieuwsbrief" }).click();
  await expect(main.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.newsletterUnsubscribed);

  await menu.getByRole("link", { name: "Afmelden" }).click();
  await page.getByRole("main").getByRole("button", { name: "Afmelden" }).click();
  await expect(page).toHaveURL("/");
  await expect(shell.accountLink).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
  await page.goto("/account/information/");
  await expect(page).toHaveURL(/\/account\/login\/\?redirect=/u);
});

test("register a company: Zakelijk shows the company fields, their messages are tied to them and the first gets focus", async ({ page, baseURL }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.fields.company.check();
  await expect(register.fields.companyName).toBeVisible();
  const email = uniqueEmail("zakelijk");
  await register.fields.fill({ firstName: "Pieter", lastName: "d'Hondt", email, phone: "+32 470 12 34 56" });
  await register.setPassword(CUSTOMER_PASSWORD);
  await register.submit.click();

  // Validated in the browser with the same schema: nothing posted, focus on the first field in error.
  await expect(register.fields.companyName).toBeFocused();
  await expect(register.fields.companyName).toHaveAttribute("aria-invalid", "true");
  await expect(register.fields.companyName).toHaveAccessibleDescription(FIELD_MESSAGES.company);
  await expect(register.fields.vatNumber).toHaveAccessibleDescription(new RegExp(FIELD_MESSAGES.vat_number, "u"));
  await expect(register.fields.cocNumber).toHaveAccessibleDescription(new RegExp(FIELD_MESSAGES.coc_number, "u"));
  await expect(page).toHaveURL("/account/register/");

  await register.fields.fill({ company: "Slaapwel BV", vatNumber: "NL123456789B01", cocNumber: "12345678" });
  await expect(register.fields.companyName).not.toHaveAttribute("aria-invalid", "true");
  await register.submit.click();
  await expect(page).toHaveURL("/account/thankyou/");

  await confirmCustomer(page.request, baseURL!, email);
  const login = new LoginPage(page);
  await login.open();
  await login.login(email, CUSTOMER_PASSWORD);
  await expect(page).toHaveURL("/account/");
  const info = new InformationPage(page);
  await info.open();
  await expect(info.fields.company).toBeChecked();
  await expect(info.fields.companyName).toHaveValue("Slaapwel BV");
  await expect(info.fields.vatNumber).toHaveValue("NL123456789B01");
  await expect(info.fields.cocNumber).toHaveValue("12345678");
  await expect(info.fields.phone).toHaveValue("0032470123456");
});

test("a field is checked when it loses focus, and the message goes once it is corrected", async ({ page }) => {
  const register = new RegisterPage(page);
  await register.open();
  await register.fields.email.fill("geen-adres");
  await register.fields.email.blur();
  await expect(register.fields.email).toHaveAccessibleDescription(FIELD_MESSAGES.email);
  await register.fields.email.fill("sanne@droomnest.test");
  await expect(register.fields.email).not.toHaveAttribute("aria-invalid", "true");
  await register.password.fill("kort");
  await register.password.blur();
  await expect(register.password).toHaveAccessibleDescription(new RegExp(FIELD_MESSAGES.passwordStrength.replace(/[$?]/gu, "\\$&"), "u"));
  // The other fields were not touched: no messages yet.
  await expect(register.fields.firstName).not.toHaveAttribute("aria-invalid", "true");
});

test("an address that is already registered gets the same thank-you page as a new one (no enumeration)", async ({ page, baseURL }) => {
  const existing = await registerCustomer(page.request, baseURL!);
  const register = new RegisterPage(page);
  await register.open();
  await register.fields.fill({ firstName: "Sanne", lastName: "Jansen", email: existing.email, phone: "0612345678" });
  await register.setPassword(CUSTOMER_PASSWORD);
  await register.submit.click();
  await expect(page).toHaveURL("/account/thankyou/");
  await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.registered);
});

test("a wrong password shows the danger alert and logs nobody in", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!);
  const login = new LoginPage(page);
  await login.open();
  await login.login(customer.email, "Verkeerd!Wachtwoord1");
  await expect(login.alert).toHaveText(ACCOUNT_MESSAGES.loginFailed);
  await expect(page).toHaveURL("/account/login/");
  expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
});

test("forgot and reset the password through the mailbox, then log in with the new one", async ({ page, baseURL }) => {
  // Two mails, two forms and two logins: a long journey, three times the single-check limit.
  test.slow();
  const customer = await registerCustomer(page.request, baseURL!);
  const login = new LoginPage(page);
  await login.open();
  await login.forgotLink.click();
  const forgot = new ForgotPasswordPage(page);
  await forgot.email.fill(customer.email);
  await forgot.submit.click();
  await expect(forgot.status).toHaveText(ACCOUNT_MESSAGES.forgotSent);

  const link = await mailedLink(page.request, customer.email, "/account/reset-password/");
  const shell = new Shell(page);
  await shell.open(onThisServer(link));
  const reset = new ResetPasswordPage(page);
  await reset.password.fill("Nieuw!Bed2026");
  await reset.confirmation.fill("Nieuw!Bed2027");
  await reset.submit.click();
  await expect(reset.confirmation).toBeFocused();
  await expect(reset.confirmation).toHaveAccessibleDescription(FIELD_MESSAGES.passwordNotEqual);
  await reset.confirmation.fill("Nieuw!Bed2026");
  await reset.submit.click();
  await expect(reset.status).toHaveText(ACCOUNT_MESSAGES.resetDone);

  // The link works once.
  await shell.open(onThisServer(link));
  await reset.password.fill("Nog!Eenkeer33");
  await reset.confirmation.fill("Nog!Eenkeer33");
  await reset.submit.click();
  await expect(reset.alert).toHaveText(ACCOUNT_MESSAGES.tokenInvalid);

  await login.open();
  await login.login(customer.email, "Nieuw!Bed2026");
  await expect(page).toHaveURL("/account/");
});

test("a protected page sends a visitor to the login page and back to it after logging in", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!);
  await page.goto("/account/orders/");
  await expect(page).toHaveURL(`/account/login/?redirect=${encodeURIComponent("/account/orders/")}`);
  const login = new LoginPage(page);
  await login.shell.reload();
  await login.login(customer.email, customer.password);
  await expect(page).toHaveURL("/account/orders/");
  await expect(page.getByRole("main")).toContainText("Je hebt nog geen bestellingen geplaatst.");
  // Logged in, the login page itself goes on to the account.
  await page.goto("/account/login/");
  await expect(page).toHaveURL("/account/");
});

test("an outside redirect target is ignored after login", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!);
  const login = new LoginPage(page);
  await login.open("//evil.example/account/");
  await login.login(customer.email, customer.password);
  await expect(page).toHaveURL("/account/");
});

test("Onthoud mij sets a persistent __Host- cookie, without it the cookie ends with the browser session", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!);
  const login = new LoginPage(page);
  await login.open();
  await login.login(customer.email, customer.password, true);
  await expect(page).toHaveURL("/account/");
  const remembered = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
  expect(remembered).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  expect(remembered.domain).not.toMatch(/^\./u);
  expect(remembered.expires).toBeGreaterThan(Date.now() / 1000 + 86_400 - 120);
  expect(remembered.expires).toBeLessThanOrEqual(Date.now() / 1000 + 86_400 + 5);

  // The browser closes (the page's own calls end with it) and the cookie is gone; log in without remembering.
  await page.goto("about:blank");
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await login.open();
  await login.login(customer.email, customer.password);
  await expect(page).toHaveURL("/account/");
  const session = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
  expect(session).toMatchObject({ path: "/", secure: true, httpOnly: true, sameSite: "Lax", expires: -1 });
});

test("log in with the keyboard only", async ({ page, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!);
  const login = new LoginPage(page);
  await login.open();
  await login.email.focus();
  await page.keyboard.type(customer.email);
  await page.keyboard.press("Tab");
  await expect(login.password).toBeFocused();
  await page.keyboard.type(customer.password);
  await page.keyboard.press("Tab");
  await expect(login.remember).toBeFocused();
  await page.keyboard.press("Space");
  await expect(login.remember).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(login.submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/account/");
});

test("change the password in Accountinformatie; a wrong current password is refused at its field", async ({ page, customer }) => {
  const info = new InformationPage(page);
  await info.open();
  await info.currentPassword.fill("Niet!Goed123");
  await info.newPassword.fill("nieuwbed42");
  await info.newPasswordConfirmation.fill("nieuwbed42");
  await info.changePassword.click();
  await expect(info.alert).toHaveText(ACCOUNT_MESSAGES.currentPasswordWrong);
  await expect(info.currentPassword).toBeFocused();
  await info.currentPassword.fill(customer.password);
  await info.changePassword.click();
  await expect(info.status).toHaveText(ACCOUNT_MESSAGES.passwordChanged);
  await expect(info.currentPassword).toHaveValue("");
});

test("an unknown order answers the 404 page", async ({ page, customer, consoleGuard }) => {
  expect(customer.email).toBeTruthy();
  consoleGuard.expectFailedLoad(/^\/account\/orders\/123456\/$/u, 404, "an unknown order is a 404 on purpose");
  const res = await page.goto("/account/orders/123456/");
  expect(res?.status()).toBe(404);
});

test.describe("before hydration (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the login form posts and shows the refusal; the register form shows field messages tied to the fields", async ({ page, baseURL, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/account\/register\/$/u, 422, "a refused post without JavaScript answers 422 on purpose");
    const customer = await registerCustomer(page.request, baseURL!);
    const login = new LoginPage(page);
    await page.goto("/account/login/?redirect=%2Faccount%2Forders%2F");
    await login.login(customer.email, customer.password);
    await expect(page).toHaveURL("/account/orders/");

    await page.context().clearCookies({ name: SESSION_COOKIE });
    const register = new RegisterPage(page);
    await page.goto("/account/register/");
    await register.fields.fill({ firstName: "Sanne", email: "geen-adres" });
    await register.submit.click();
    await expect(register.fields.email).toHaveAttribute("aria-invalid", "true");
    await expect(register.fields.email).toHaveAccessibleDescription(FIELD_MESSAGES.email);
    await expect(register.fields.lastName).toHaveAccessibleDescription(FIELD_MESSAGES.lastname);
    await expect(register.fields.firstName).toHaveValue("Sanne");
    await expect(register.fields.email).toHaveValue("geen-adres");
  });
});

test.describe("on a phone (375px)", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the account menu and the information form fit the screen; the menu marks the current page", async ({ page, customer }) => {
    expect(customer.email).toBeTruthy();
    const info = new InformationPage(page);
    await info.open();
    const menu = page.getByRole("navigation", { name: "Mijn account" });
    await expect(menu).toBeVisible();
    await expect(info.fields.firstName).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("account-information-375.png"), fullPage: true });
    await menu.getByRole("link", { name: "Mijn bestellingen" }).click();
    await expect(page).toHaveURL("/account/orders/");
    await expect(menu.getByRole("link", { name: "Mijn bestellingen" })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current", "page");
  });
});

const GUEST_PAGES = [
  "/account/login/",
  "/account/register/",
  "/account/thankyou/",
  "/account/forgot-password/",
  `/account/reset-password/?token=${"A".repeat(43)}`,
  `/account/confirm-email/?token=${"A".repeat(43)}`,
  "/account/confirm-email/",
];

test.describe("axe", () => {
  for (const path of GUEST_PAGES) {
    test(`finds nothing on ${path}`, async ({ page }) => {
      await new Shell(page).open(path);
      await expectNoAxeViolations(page, path);
    });
  }

  test("finds nothing on the register and login forms with their messages", async ({ page }) => {
    const register = new RegisterPage(page);
    await register.open();
    await register.fields.company.check();
    await register.submit.click();
    await expect(register.fields.firstName).toBeFocused();
    await expectNoAxeViolations(page, "register with messages");
    const login = new LoginPage(page);
    await login.open();
    await login.login(uniqueEmail("onbekend"), "Wat!Dan123");
    await expect(login.alert).toHaveText(ACCOUNT_MESSAGES.loginFailed);
    await expectNoAxeViolations(page, "login with the danger alert");
  });

  test("finds nothing on the account pages of a logged-in customer", async ({ page, customer }) => {
    test.setTimeout(120_000);
    expect(customer.email).toBeTruthy();
    for (const path of ["/account/", "/account/information/", "/account/orders/", "/account/billing-address/", "/account/shipping-address/", "/account/subscription/", "/account/logout/"]) {
      await new Shell(page).open(path);
      await expect(page).toHaveURL(path);
      await expectNoAxeViolations(page, path);
    }
    const info = new InformationPage(page);
    await info.open();
    await info.save.click();
    await expect(info.status).toHaveText(ACCOUNT_MESSAGES.saved);
    await expectNoAxeViolations(page, "information with the success alert");
  });
});
