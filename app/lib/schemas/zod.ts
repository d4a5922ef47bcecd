/**
 * The one zod of the shop (shared kernel): every schema module in app/lib/schemas and every schema the
 * Worker builds imports `z` from here, so the Dutch fallback below is set before any schema parses, in the
 * browser bundle and in the Worker alike. A schema's own message always wins; the fallback only replaces
 * zod's built-in (English) texts such as "Invalid input: expected object, received null" (spec section 7:
 * every message a shopper sees is Dutch; docs/decisions/013 on hostile input).
 */
import { z } from "zod";

/** The Dutch texts zod answers with when a schema gives no message of its own. */
export const ZOD_FALLBACK_MESSAGES = {
  required: "Dit veld is verplicht.",
  payload: "De gegevens zijn niet volledig of niet in de juiste vorm.",
  text: "Vul hier tekst in.",
  number: "Vul hier een getal in.",
  wholeNumber: "Vul hier een heel getal in.",
  yesNo: "Kies ja of nee.",
  list: "Kies een of meer waarden uit de lijst.",
  invalid: "Deze waarde is ongeldig.",
  option: "Kies een van de mogelijke waarden.",
  email: "Vul een geldig e-mailadres in.",
  date: "Vul een geldige datum in.",
  code: "Deze code is ongeldig.",
  format: "Deze waarde heeft niet de juiste vorm.",
  textTooShort: (min: number) => `Vul minstens ${min} tekens in.`,
  textTooLong: (max: number) => `Vul hooguit ${max} tekens in.`,
  numberTooSmall: (min: number, inclusive: boolean) => (inclusive ? `De waarde moet minstens ${min} zijn.` : `De waarde moet groter zijn dan ${min}.`),
  numberTooBig: (max: number, inclusive: boolean) => (inclusive ? `De waarde mag hooguit ${max} zijn.` : `De waarde moet kleiner zijn dan ${max}.`),
  listTooShort: (min: number) => `Kies er minstens ${min}.`,
  listTooLong: (max: number) => `Er zijn te veel waarden (hooguit ${max}).`,
  multipleOf: (divisor: number) => `De waarde moet een veelvoud van ${divisor} zijn.`,
  unknownFields: "De gegevens bevatten onbekende velden.",
  invalidElement: "Een van de waarden is ongeldig.",
} as const;

const M = ZOD_FALLBACK_MESSAGES;

type Issue = Parameters<NonNullable<Parameters<typeof z.config>[0]>["localeError"] & object>[0];

function typeMessage(expected: string, input: unknown): string {
  if (input === undefined) return M.required;
  switch (expected) {
    case "string":
      return M.text;
    case "number":
    case "bigint":
    case "nan":
      return M.number;
    case "int":
      return M.wholeNumber;
    case "boolean":
      return M.yesNo;
    case "array":
    case "set":
    case "tuple":
      return M.list;
    case "object":
    case "record":
    case "map":
      return M.payload;
    case "date":
      return M.date;
    default:
      return M.invalid;
  }
}

function formatMessage(format: string): string {
  if (format === "email") return M.email;
  if (format === "date" || format === "datetime" || format === "time") return M.date;
  if (/^(uuid|guid|nanoid|cuid|ulid|xid|ksuid|jwt)/u.test(format)) return M.code;
  return M.format;
}

/** A Dutch message for every issue code of zod 4 (none of zod's own texts gets through). */
export function dutchIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return typeMessage(String(issue.expected), issue.input);
    case "too_small": {
      const min = Number(issue.minimum);
      if (issue.origin === "string") return min <= 1 ? M.required : M.textTooShort(min);
      if (issue.origin === "array" || issue.origin === "set" || issue.origin === "map") return M.listTooShort(min);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return M.numberTooSmall(min, issue.inclusive !== false);
      return M.invalid;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      if (issue.origin === "string") return M.textTooLong(max);
      if (issue.origin === "array" || issue.origin === "set" || issue.origin === "map") return M.listTooLong(max);
      if (issue.origin === "number" || issue.origin === "int" || issue.origin === "bigint") return M.numberTooBig(max, issue.inclusive !== false);
      return M.invalid;
    }
    case "invalid_format":
      return formatMessage(String(issue.format));
    case "not_multiple_of":
      return M.multipleOf(Number(issue.divisor));
    case "unrecognized_keys":
      return M.unknownFields;
    case "invalid_value":
      return M.option;
    case "invalid_element":
    case "invalid_key":
      return M.invalidElement;
    default:
      return M.invalid;
  }
}

z.config({ localeError: (issue) => ({ message: dutchIssueMessage(issue) }) });

export { z };
