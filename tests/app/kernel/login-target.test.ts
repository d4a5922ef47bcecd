import { describe, expect, it } from "vitest";
import {
  ACCOUNT_HOME_PATH,
  accountGuardTarget,
  isGuestAccountPage,
  LOGIN_PATH,
  loginPathFor,
  postLoginTarget,
  rememberedTarget,
} from "../../../app/kernel/login-target";

const u = (path: string) => new URL(`https://droomnest.test${path}`);

describe("the post-login target (spec section 4)", () => {
  it.each<[raw: string | null | undefined, target: string]>([
    ["/account/orders/", "/account/orders/"],
    ["/account/orders/?page=2", "/account/orders/?page=2"],
    ["/matrassen/", "/matrassen/"],
    ["/checkout/address-details/", "/checkout/address-details/"],
    ["/account/privacy/export/", "/account/privacy/export/"],
    // Pages of logging in or out, in any spelling: never a target.
    ["/account/login/", ACCOUNT_HOME_PATH],
    ["/account/login", ACCOUNT_HOME_PATH],
    ["/account/login/?redirect=%2Faccount%2F", ACCOUNT_HOME_PATH],
    ["/account/login?redirect=%2Faccount%2F", ACCOUNT_HOME_PATH],
    ["/account/login.data", ACCOUNT_HOME_PATH],
    ["/account/logout/", ACCOUNT_HOME_PATH],
    ["/account/logout", ACCOUNT_HOME_PATH],
    ["/login/", ACCOUNT_HOME_PATH],
    ["/login", ACCOUNT_HOME_PATH],
    ["/login/?redirect=%2Faccount%2F", ACCOUNT_HOME_PATH],
    ["/a/../account/logout/", ACCOUNT_HOME_PATH],
    // Look-alikes that are other pages.
    ["/loginhulp/", "/loginhulp/"],
    ["/service/login/", "/service/login/"],
    // Not same-site, or nothing.
    ["//evil.example", ACCOUNT_HOME_PATH],
    ["https://evil.example/", ACCOUNT_HOME_PATH],
    ["/\\evil.example", ACCOUNT_HOME_PATH],
    ["javascript:alert(1)", ACCOUNT_HOME_PATH],
    ["", ACCOUNT_HOME_PATH],
    [null, ACCOUNT_HOME_PATH],
    [undefined, ACCOUNT_HOME_PATH],
  ])("%j -> %s", (raw, target) => {
    expect(postLoginTarget(raw)).toBe(target);
    expect(rememberedTarget(raw)).toBe(target === ACCOUNT_HOME_PATH && raw !== ACCOUNT_HOME_PATH ? null : target);
  });
});

describe("the login page remembering a target", () => {
  it.each<[target: string | null | undefined, path: string]>([
    ["/account/orders/", "/account/login/?redirect=%2Faccount%2Forders%2F"],
    ["/account/orders/123/?tab=factuur&x=a%20b", "/account/login/?redirect=%2Faccount%2Forders%2F123%2F%3Ftab%3Dfactuur%26x%3Da%2520b"],
    [null, LOGIN_PATH],
    ["", LOGIN_PATH],
  ])("%j -> %s", (target, path) => {
    expect(loginPathFor(target)).toBe(path);
  });
});

describe("the account guard (spec sections 4 and 6)", () => {
  it.each<[path: string, loggedIn: boolean, method: string, target: string | null]>([
    // Anonymous on a protected page: to the login page with the path and query.
    ["/account/", false, "GET", "/account/login/?redirect=%2Faccount%2F"],
    ["/account/orders/?page=2", false, "GET", "/account/login/?redirect=%2Faccount%2Forders%2F%3Fpage%3D2"],
    ["/account/logout/", false, "GET", "/account/login/?redirect=%2Faccount%2Flogout%2F"],
    ["/account/information/_.data?_routes=x", false, "GET", "/account/login/?redirect=%2Faccount%2Finformation%2F"],
    ["/account/orders/123/?tab=factuur&x=a%20b", false, "GET", "/account/login/?redirect=%2Faccount%2Forders%2F123%2F%3Ftab%3Dfactuur%26x%3Da%2520b"],
    ["/account/orders.data?x=a%20b&index&_routes=y", false, "GET", "/account/login/?redirect=%2Faccount%2Forders%2F%3Fx%3Da%2520b"],
    ["/account/orders/", false, "POST", "/account/login/?redirect=%2Faccount%2Forders%2F"],
    // Guest pages and pages outside the account: through.
    ["/account/login/", false, "GET", null],
    ["/account/register/", false, "GET", null],
    ["/account/privacy/deleted/", false, "GET", null],
    ["/matrassen/", false, "GET", null],
    ["/accounts/", false, "GET", null],
    ["/login/", false, "GET", null],
    // Logged in: protected pages through; the login page sends on.
    ["/account/orders/", true, "GET", null],
    ["/account/login/", true, "GET", ACCOUNT_HOME_PATH],
    ["/account/login/?redirect=%2Fmatrassen%2F", true, "HEAD", "/matrassen/"],
    ["/account/login/?redirect=%2Faccount%2Flogout%2F", true, "GET", ACCOUNT_HOME_PATH],
    ["/account/login/?redirect=%2Flogin%2F", true, "GET", ACCOUNT_HOME_PATH],
    ["/account/login/?redirect=https%3A%2F%2Fevil.example%2F", true, "GET", ACCOUNT_HOME_PATH],
    ["/account/login/", true, "POST", null],
  ])("%s (logged in: %s, %s) -> %s", (path, loggedIn, method, target) => {
    expect(accountGuardTarget(u(path), loggedIn, method)).toBe(target);
  });

  it.each([
    ["/account/login/", true],
    ["/account/reset-password/?token=x", true],
    ["/account/thankyou/", true],
    ["/account/", false],
    ["/account/orders/", false],
    ["/account/logout/", false],
  ])("%s is a guest page: %s", (path, guest) => {
    expect(isGuestAccountPage(path)).toBe(guest);
  });
});
