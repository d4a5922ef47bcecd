/**
 * Favourites and privacy in the account (ADR 016): favourites chosen as a guest are merged into
 * the account at login and shown on /favorieten/ in a fresh browser (another device); the privacy block
 * downloads the customer's data and deletes the account after the password (axe on the delete page).
 */
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";
import { ACCOUNT_MESSAGES } from "../app/lib/account/messages";
import { expect, test } from "./fixtures";
import { LoginPage } from "./pages/account-login";
import { FavouritesPage } from "./pages/favourites";
import { ListingPage } from "./pages/listing";
import { Shell } from "./pages/shell";
import { confirmCustomer, loginCustomer, ownClientIp, registerCustomer } from "./support/account";
import { expectNoAxeViolations } from "./support/axe";
import { returningVisitor } from "./support/catalog";

test("favourites of a guest are merged at login and shown on /favorieten/ on another device", async ({ page, context, baseURL, browser }) => {
  await returningVisitor(context, baseURL!);
  await ownClientIp(context);
  const customer = await registerCustomer(page.request, baseURL!);
  await confirmCustomer(page.request, baseURL!, customer.email);

  // As a guest: two favourites from the mattresses overview.
  const shell = new Shell(page);
  const listing = new ListingPage(page);
  await shell.open("/matrassen/");
  const tiles = await listing.tileInfo();
  await listing.favouriteButton(listing.tiles.nth(0)).click();
  await listing.favouriteButton(listing.tiles.nth(1)).click();
  await expect(shell.favouritesCounter).toHaveText("2");

  // Log in with the form: the hydrated page merges the browser's list into the account.
  const merged = page.waitForResponse((r) => r.url().endsWith("/v1/customer/favourites/merge") && r.status() === 200);
  const login = new LoginPage(page);
  await login.open();
  await login.login(customer.email, customer.password);
  await expect(page).toHaveURL(/\/account\/$/u);
  expect(((await (await merged).json()) as { data: { ids: number[] } }).data.ids).toHaveLength(2);

  // Another device: a fresh browser context, logged in, never saw these favourites.
  const device = await browser.newContext({ baseURL });
  await device.addCookies([
    { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
    { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
  ]);
  await ownClientIp(device);
  const other = await device.newPage();
  await loginCustomer(other.request, baseURL!, customer);
  const favourites = new FavouritesPage(other);
  // Hydrated before the toggle below: a click before it reaches no handler.
  await new Shell(other).open("/favorieten/");
  await expect(favourites.tiles.getByRole("heading", { level: 3 })).toHaveText([tiles[0]!.title, tiles[1]!.title]);

  // A toggle there is mirrored to the account (once this browser's list is the account's: the hearts fill).
  await expect(favourites.favouriteButton(favourites.tiles.first())).toHaveAttribute("aria-pressed", "true");
  const saved = other.waitForResponse((r) => r.url().endsWith("/v1/customer/favourites") && r.request().method() === "PUT");
  await favourites.favouriteButton(favourites.tiles.first()).click();
  expect((await saved).status()).toBe(200);
  await expect(favourites.tiles).toHaveCount(1);
  const list = await other.request.get("/v1/customer/favourites", { headers: { Accept: "application/json" } });
  expect(((await list.json()) as { data: { ids: number[] } }).data.ids).toHaveLength(1);
  await device.close();

  // Logging out forgets the account's list in this browser: the next visitor neither sees nor merges it.
  await page.goto("/account/logout/");
  await page.getByRole("main").getByRole("button", { name: "Afmelden" }).click();
  await expect(page).toHaveURL("/");
  await expect(shell.favouritesCounter).toHaveAttribute("data-count", "0");
  await page.goto("/favorieten/");
  await expect(new FavouritesPage(page).tiles).toHaveCount(0);
});

test.describe("privacy", () => {
  test("download my data, then delete the account with the password: logged out, the login no longer works", async ({ page, customer, baseURL }) => {
    await page.goto("/account/privacy/delete/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Account verwijderen");
    await expectNoAxeViolations(page, "the delete account page");

    const download = page.waitForEvent("download");
    await main.getByRole("link", { name: "Download mijn gegevens" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^droomnest-gegevens-\d+\.json$/u);
    const exported = JSON.parse(await (await import("node:fs/promises")).readFile((await file.path())!, "utf8")) as { customer: { email: string } };
    expect(exported.customer.email).toBe(customer.email);

    const form = page.getByRole("form", { name: "Account verwijderen" });
    await form.getByLabel("Wachtwoord", { exact: true }).fill("Verkeerd!Wachtwoord1");
    await form.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(form.getByLabel("Wachtwoord", { exact: true })).toHaveAccessibleDescription(ACCOUNT_MESSAGES.passwordWrong);
    await expect(form.getByLabel("Wachtwoord", { exact: true })).toBeFocused();

    await form.getByLabel("Wachtwoord", { exact: true }).fill(customer.password);
    await form.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page).toHaveURL(/\/account\/privacy\/deleted\/$/u);
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.accountDeleted);
    await expectNoAxeViolations(page, "the account deleted page");

    await page.goto("/account/information/");
    await expect(page).toHaveURL(/\/account\/login\//u);
    const res = await page.request.post("/v1/customer/login", {
      headers: { Origin: baseURL!, "Content-Type": "application/json", Accept: "application/json" },
      data: { username: customer.email, password: customer.password },
    });
    expect(res.status()).toBe(401);
  });
});

test.describe("privacy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the delete page works with a plain form post: wrong password refused, the right one deletes and logs out", async ({ page, customer, consoleGuard }) => {
    consoleGuard.expectFailedLoad(/^\/account\/privacy\/delete\/$/u, 403, "the refused post without JavaScript answers with its status");
    await page.goto("/account/privacy/delete/");
    const form = page.getByRole("form", { name: "Account verwijderen" });
    await form.getByLabel("Wachtwoord", { exact: true }).fill("Verkeerd!Wachtwoord1");
    await form.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page.getByRole("alert").filter({ hasText: ACCOUNT_MESSAGES.passwordWrong }).first()).toBeVisible();
    await expect(form.getByLabel("Wachtwoord", { exact: true })).toHaveValue("");

    await form.getByLabel("Wachtwoord", { exact: true }).fill(customer.password);
    await form.getByRole("button", { name: "Verwijder mijn account" }).click();
    await expect(page).toHaveURL(/\/account\/privacy\/deleted\/$/u);
    await expect(page.getByRole("status")).toHaveText(ACCOUNT_MESSAGES.accountDeleted);
    await page.goto("/account/subscription/");
    await expect(page).toHaveURL(/\/account\/login\//u);
  });
});
