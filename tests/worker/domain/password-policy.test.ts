import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../app/lib/account/messages";
import { commonPasswordCount, isCommonPassword, passwordRefusal } from "../../../worker/domain/passwords/policy";
import { COMMON_PASSWORDS } from "../../../worker/domain/passwords/common-passwords";

const never = { isBreached: async () => false };
const always = { isBreached: async () => true };

describe("the embedded list of the 10 000 most common passwords", () => {
  it("holds 10 000 entries (a few differ only in letter case)", () => {
    expect(COMMON_PASSWORDS.split("\n").filter((p) => p !== "")).toHaveLength(10_000);
    expect(commonPasswordCount()).toBeGreaterThan(9_800);
  });

  it("matches case-insensitively and exactly", () => {
    for (const p of ["123456", "password", "PASSWORD", "PassWord1", "qwerty123", "iloveyou", "abc12345"]) expect(isCommonPassword(p)).toBe(true);
    for (const p of ["password!", " password", "password ", "Slaap!Lekker8", "", "wachtwoord-van-sanne-42"]) expect(isCommonPassword(p)).toBe(false);
  });
});

describe("passwordRefusal", () => {
  it("a common password: the Dutch message, without asking the breach check", async () => {
    expect(await passwordRefusal("Password1", always)).toBe(ACCOUNT_MESSAGES.passwordCommon);
    expect(ACCOUNT_MESSAGES.passwordCommon).toBe("Dit wachtwoord is te vaak gebruikt en te makkelijk te raden. Kies een ander wachtwoord.");
  });

  it("a breached password (check on): the Dutch breach message; an uncommon, unbreached one: null", async () => {
    expect(await passwordRefusal("Slaap!Lekker8", always)).toBe(ACCOUNT_MESSAGES.passwordBreached);
    expect(await passwordRefusal("Slaap!Lekker8", never)).toBeNull();
    // Not asked for a password the form's rules refuse anyway.
    expect(await passwordRefusal("Slaap!Lekker8", always, false)).toBeNull();
  });
});
