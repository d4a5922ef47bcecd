import { describe, expect, it } from "vitest";
import { centsAsEuroInput, settingFromStored, settingsFormSchema } from "../../../../worker/domain/backoffice/settings";
import { newStaffSchema, staffChangeRefusal } from "../../../../worker/domain/backoffice/staff";

const form = (refund_limit_euros: string, order_mail_address = "bestellingen@droomnest.nl") =>
  settingsFormSchema.safeParse({ refund_limit_euros, order_mail_enabled: true, order_mail_address, daily_summary_enabled: false });

describe("the settings form: the refund limit in euros becomes cents", () => {
  it.each([
    ["250", 25_000],
    ["99,95", 9_995],
    ["99,5", 9_950],
    ["0", 0],
    ["1.250,50", 125_050],
    [" 100 ", 10_000],
  ])("%s -> %i cents", (euros, cents) => {
    const parsed = form(euros);
    expect(parsed.success && parsed.data.refund_limit_euros).toBe(cents);
  });

  it.each([
    ["-5", "Vul een bedrag in euro's in, zoals 250 of 99,95."],
    ["12,345", "Vul een bedrag in euro's in, zoals 250 of 99,95."],
    ["abc", "Vul een bedrag in euro's in, zoals 250 of 99,95."],
    ["", "Vul een bedrag in euro's in, zoals 250 of 99,95."],
    ["100000,01", "Het bedrag is hooguit € 100.000."],
  ])("refuses %j in Dutch", (euros, message) => {
    const parsed = form(euros);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });

  it("refuses an order mail address that is not one, in Dutch, and lower-cases a good one", () => {
    expect(form("1", "geen adres").error?.issues[0]?.message).toBe("Vul een geldig e-mailadres in voor de bestelmail.");
    expect(form("1", " Bestellingen@Droomnest.NL ").data?.order_mail_address).toBe("bestellingen@droomnest.nl");
  });

  it("shows cents as euros in the form", () => {
    expect([10_000, 9_995, 9_950, 0, 125_050].map(centsAsEuroInput)).toEqual(["100", "99,95", "99,50", "0", "1250,50"]);
  });

  it("reads a stored value through its schema, else the default", () => {
    expect(settingFromStored("refund_limit_cents", "2500")).toBe(2500);
    expect(settingFromStored("refund_limit_cents", "12.5")).toBe(10_000);
    expect(settingFromStored("refund_limit_cents", "{")).toBe(10_000);
    expect(settingFromStored("order_mail_enabled", null)).toBe(true);
  });
});

describe("staff input and the last owner", () => {
  it("normalises the e-mail and refuses bad input in Dutch", () => {
    expect(newStaffSchema.parse({ email: " Sem@Droomnest.NL ", name: " Sem ", role: "medewerker" })).toEqual({ email: "sem@droomnest.nl", name: "Sem", role: "medewerker" });
    expect(newStaffSchema.safeParse({ email: "sem", name: "Sem", role: "medewerker" }).error?.issues[0]?.message).toBe("Vul een geldig e-mailadres in.");
    expect(newStaffSchema.safeParse({ email: "sem@droomnest.nl", name: "  ", role: "medewerker" }).error?.issues[0]?.message).toBe("Vul een naam in.");
    expect(newStaffSchema.safeParse({ email: "sem@droomnest.nl", name: "Sem", role: "baas" }).error?.issues[0]?.message).toBe("Kies de rol eigenaar of medewerker.");
  });

  it("keeps one active owner", () => {
    const owner = { role: "eigenaar" as const, active: true };
    expect(staffChangeRefusal(owner, { role: "medewerker" }, 1)).toBe("Er moet altijd minstens één actieve eigenaar zijn.");
    expect(staffChangeRefusal(owner, { active: false }, 1)).toBe("Er moet altijd minstens één actieve eigenaar zijn.");
    expect(staffChangeRefusal(owner, { role: "medewerker" }, 2)).toBeNull();
    expect(staffChangeRefusal({ role: "medewerker", active: true }, { active: false }, 1)).toBeNull();
  });
});
