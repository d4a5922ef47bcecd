/**
 * What the account API receives (spec sections 3 and 5), one zod schema per form or payload, used by the
 * route actions, the hydrated forms (validation on touch) and worker/api/customer (the same schema).
 * Decisions (docs/decisions/014-accounts.md): names also take accented letters, hyphens, apostrophes and
 * dots; register and reset use the strong password rule, change-password "at least 8 with a digit";
 * `username` at login is the e-mail address; `phone` and `phone_number` are the same field.
 */
import { z } from "./zod";
import { FIELD_MESSAGES as M } from "../form/messages";
import { emailField } from "./fields";

export const MAX_FIELD = 255;
export const MAX_EXTENSION = 15;
export const PASSWORD_MAX = 255;

import { ADDRESS_TEXT_PATTERN, NAME_PATTERN, normalizeCocNumber, normalizeVatNumber, normalizeZipcode, parseBirthdate } from "../form/field-rules";
import { normalizePhone, phoneNumber, PHONE_PATTERN, type PhoneCountry } from "../../kernel/phone";

export { NAME_PATTERN, normalizeCocNumber, normalizePhone, normalizeVatNumber, normalizeZipcode, parseBirthdate, PHONE_PATTERN };

const text = (message: string) => z.string({ error: message }).trim();
const optionalText = () => z.string().trim().max(MAX_FIELD, M.tooLong).optional().default("");

export const firstNameField = () => text(M.firstname).min(1, M.firstname).max(MAX_FIELD, M.tooLong).regex(NAME_PATTERN, M.firstname);
export const lastNameField = () => text(M.lastname).min(1, M.lastname).max(MAX_FIELD, M.tooLong).regex(NAME_PATTERN, M.lastname);

/**
 * A phone number in its stored form (the kernel's rule, app/kernel/phone.ts: Dutch numbers as the spec's
 * 10 to 14 digits, Belgian ones as 0032 plus the national number). `country`: the address's country.
 */
export const phoneField = (country: PhoneCountry = "NL") =>
  text(M.phone_number).transform((raw, ctx) => {
    const phone = phoneNumber(raw, country);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: M.phone_number });
      return z.NEVER;
    }
    return phone;
  });

/** A checkbox as a form sends it ("on") or JSON (true/false). */
export const checkboxField = () =>
  z
    .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])])
    .optional()
    .transform((v) => v === true || v === "on" || v === "true" || v === "1");

export const customerTypeField = () => z.enum(["private", "company"], { error: M.type }).default("private");

/** Strong rule (register, reset): 8+ with lowercase, uppercase, digit and one of $ @ ! % ? &. */
export const strongPasswordField = () =>
  z
    .string({ error: M.password })
    .min(1, M.password)
    .max(PASSWORD_MAX, M.passwordStrength)
    .refine((p) => p.length >= 8 && /[a-z]/u.test(p) && /[A-Z]/u.test(p) && /\d/u.test(p) && /[$@!%?&]/u.test(p), M.passwordStrength);

/** Change-password rule: at least 8 characters with at least 1 digit (the spec's passwordLength message). */
export const basicPasswordField = () =>
  z
    .string({ error: M.password })
    .min(1, M.password)
    .max(PASSWORD_MAX, M.passwordLength)
    .refine((p) => p.length >= 8 && /\d/u.test(p), M.passwordLength);

export interface CompanyFields {
  type: "private" | "company";
  company: string;
  vat_number: string;
  coc_number: string;
}

/** Company, vat_number and coc_number are required (and checked) when type is company; normalised in place. */
export function companyRule(value: CompanyFields, ctx: z.RefinementCtx): void {
  // Runs even when other fields failed (ALWAYS), so a value here may still be raw input.
  if (value.type !== "company") return;
  if (typeof value.company !== "string" || !value.company) ctx.addIssue({ code: "custom", path: ["company"], message: M.company });
  const vat = typeof value.vat_number === "string" ? normalizeVatNumber(value.vat_number) : null;
  if (!vat) ctx.addIssue({ code: "custom", path: ["vat_number"], message: M.vat_number });
  else value.vat_number = vat;
  const coc = typeof value.coc_number === "string" ? normalizeCocNumber(value.coc_number) : null;
  if (!coc) ctx.addIssue({ code: "custom", path: ["coc_number"], message: M.coc_number });
  else value.coc_number = coc;
}

/**
 * Cross-field rules run even when another field failed, so a form shows every message at once; but only on
 * an object: a payload of null, a string, a number or an array has failed already and has no fields to
 * compare (a rule reading a field of it would throw).
 */
export const ALWAYS = {
  when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value),
} as const;

export function passwordsEqual(value: { password: string; password_confirmation: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: M.passwordNotEqual });
  }
}

/** Register form (spec section 3): POST /v1/customer and /account/register/. */
export const registerSchema = z
  .object({
    type: customerTypeField(),
    first_name: firstNameField(),
    last_name: lastNameField(),
    email: emailField(),
    phone: phoneField(),
    company: optionalText(),
    vat_number: optionalText(),
    coc_number: optionalText(),
    password: strongPasswordField(),
    password_confirmation: z.string({ error: M.passwordNotEqual }),
  })
  .superRefine((v, ctx) => {
    companyRule(v, ctx);
    passwordsEqual(v, ctx);
  }, ALWAYS);
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

/** Login form (spec section 3): username is the e-mail address. POST /v1/customer/login, /api/auth/login. */
export const loginSchema = z.object({
  username: z.string({ error: M.username }).trim().min(1, M.username).max(MAX_FIELD, M.username),
  password: z.string({ error: M.password }).min(1, M.password).max(PASSWORD_MAX, M.password),
  remember: checkboxField(),
});
export type Login = z.output<typeof loginSchema>;

/** Customer form (spec section 3): GET/PUT /v1/customer and /account/information/. */
export const customerSchema = z
  .object({
    type: customerTypeField(),
    first_name: firstNameField(),
    last_name: lastNameField(),
    birthdate: z
      .string({ error: M.birthdate })
      .trim()
      .optional()
      .default("")
      .transform((v, ctx) => {
        if (v === "") return "";
        const iso = parseBirthdate(v);
        if (!iso) {
          ctx.addIssue({ code: "custom", message: M.birthdate });
          return z.NEVER;
        }
        return iso;
      }),
    email: emailField(),
    phone_number: phoneField(),
    company: optionalText(),
    vat_number: optionalText(),
    coc_number: optionalText(),
    gender: z.enum(["", "man", "vrouw"], { error: M.gender }).optional().default(""),
    /**
     * Needed only when `email` differs from the account's address (the API checks it and answers the field
     * message ACCOUNT_MESSAGES.currentPasswordForEmail when it is missing); never stored or echoed.
     */
    current_password: z.string({ error: M.currentPassword }).max(PASSWORD_MAX, M.currentPassword).optional().default(""),
  })
  .superRefine(companyRule, ALWAYS);
export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerUpdate = z.output<typeof customerSchema>;

/** POST /v1/customer/password/forgot */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** POST /v1/customer/password/reset: the token from the mailed link and the new password (strong rule). */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "Deze link is ongeldig of verlopen. Vraag een nieuwe aan." }).regex(/^[A-Za-z0-9_-]{43}$/u, "Deze link is ongeldig of verlopen. Vraag een nieuwe aan."),
    password: strongPasswordField(),
    password_confirmation: z.string({ error: M.passwordNotEqual }),
  })
  .superRefine(passwordsEqual, ALWAYS);

/** PUT /v1/customer/password: logged in, with the current password ("at least 8 with a digit"). */
export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: M.currentPassword }).min(1, M.currentPassword).max(PASSWORD_MAX, M.currentPassword),
    password: basicPasswordField(),
    password_confirmation: z.string({ error: M.passwordNotEqual }),
  })
  .superRefine(passwordsEqual, ALWAYS);

/** POST /v1/customer/email/confirm and POST /v1/customer/subscription/confirm: a token from a mailed link. */
export const tokenSchema = z.object({
  token: z.string({ error: "Deze link is ongeldig of verlopen. Vraag een nieuwe aan." }).regex(/^[A-Za-z0-9_-]{43}$/u, "Deze link is ongeldig of verlopen. Vraag een nieuwe aan."),
});

/** Address (spec sections 3 and 5): the billing and the shipping address share the rules. */
const addressObject = z.object({
  first_name: firstNameField(),
  last_name: lastNameField(),
  company: optionalText(),
  zipcode: text(M.zipcode).min(1, M.zipcode).max(MAX_FIELD, M.zipcode),
  house_number: text(M.house_number).min(1, M.house_number).max(MAX_FIELD, M.house_number).regex(/^\d[\d -]*$/u, M.house_number),
  extension: z.string().trim().max(MAX_EXTENSION, M.extension).optional().default(""),
  street: text(M.street).min(1, M.street).max(MAX_FIELD, M.tooLong).regex(ADDRESS_TEXT_PATTERN, M.streetChars),
  city: text(M.city).min(1, M.city).max(MAX_FIELD, M.tooLong).regex(ADDRESS_TEXT_PATTERN, M.cityChars),
  country_code: z.enum(["NL", "BE"], { error: M.country_code }).default("NL"),
});

function zipcodeRule(value: { zipcode: string; country_code: string }, ctx: z.RefinementCtx): void {
  if (typeof value.zipcode !== "string" || value.zipcode.trim() === "") return; // the field's own message
  const zip = normalizeZipcode(value.zipcode, value.country_code === "BE" ? "BE" : "NL");
  if (!zip) ctx.addIssue({ code: "custom", path: ["zipcode"], message: M.zipcode });
  else value.zipcode = zip;
}

/** PUT /v1/customer/address/shipping and /account/shipping-address/. */
export const shippingAddressSchema = addressObject.superRefine(zipcodeRule, ALWAYS);
/**
 * PUT /v1/customer/address/billing and /account/billing-address/: plus sameDeliveryAddress, true when
 * absent (spec default). A form's unchecked box sends nothing, so route actions pass the box's state
 * explicitly (`formData.has("sameDeliveryAddress")`).
 */
export const billingAddressSchema = addressObject
  .extend({
    sameDeliveryAddress: z
      .union([z.boolean(), z.enum(["on", "true", "1", "false", "0", ""])], { error: "Ongeldige keuze" })
      .optional()
      .transform((v) => v === undefined || v === true || v === "on" || v === "true" || v === "1"),
  })
  .superRefine(zipcodeRule, ALWAYS);
export type AddressInput = z.input<typeof shippingAddressSchema>;
export type AddressUpdate = z.output<typeof shippingAddressSchema>;
export type BillingAddressUpdate = z.output<typeof billingAddressSchema>;

/** GET /v1/checkout/postcode/autocomplete: the NL address lookup (spec section 5). */
export const postcodeLookupSchema = z.object({
  zipcode: z.string({ error: M.zipcode }).trim().min(1, M.zipcode).max(10, M.zipcode),
  house_number: z.string({ error: M.house_number }).trim().min(1, M.house_number).max(10, M.house_number).regex(/^\d[\d -]*$/u, M.house_number),
  extension: z.string().trim().max(MAX_EXTENSION, M.extension).optional().default(""),
  country_code: z.enum(["NL", "BE"], { error: M.country_code }).default("NL"),
});

/** Favourites kept in the account: product ids (merge at login sends the browser's list). */
export const favouritesSchema = z.object({
  ids: z.array(z.number({ error: "Ongeldig product" }).int().positive(), { error: "Ongeldige favorieten" }).max(200, "Te veel favorieten"),
});

/** The first message per field of a failed parse (defined zod-free in app/lib/form/field-errors.ts). */
export { fieldErrors } from "../form/field-errors";
