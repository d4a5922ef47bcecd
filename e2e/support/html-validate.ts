/**
 * html-validate over the shop's markup: the served HTML (what a browser, a crawler or a screen reader gets
 * before any script runs) and the DOM after hydration. The rules are html-validate's "recommended" preset,
 * less the ones about how markup is written rather than what it means. Everything about the HTML standard
 * (content models, attributes, ids, labels) and accessibility (ARIA, landmarks, names, WCAG techniques)
 * stays on.
 */
import { HtmlValidate, StaticConfigLoader, type ConfigData, type Message } from "html-validate";
import { expect } from "../fixtures";

export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // Stylistic: HTML attribute names are case-insensitive; React writes its camelCase props as they are
    // (charSet, fetchPriority, autoComplete), and the browser lower-cases them while parsing.
    "attr-case": "off",
    // Stylistic: quoting style of attribute values (React always writes double quotes anyway).
    "attr-quotes": "off",
    // Stylistic: `hidden=""` and `hidden` are the same boolean attribute; React writes the first form.
    "attribute-boolean-style": "off",
    // Stylistic: `attr=""` and `attr` are the same empty value (same React serialisation as above).
    "attribute-empty-style": "off",
    // Stylistic: the case of the doctype keyword.
    "doctype-style": "off",
    // Stylistic: the case of element names.
    "element-case": "off",
    // Stylistic: `<br/>` and `<br>` are the same void element; React writes the first form.
    "void-style": "off",
    // Stylistic: whitespace at the end of a line of source text, invisible in a document.
    "no-trailing-whitespace": "off",
    // Stylistic: style attributes are valid HTML, and the CSP allows them on purpose (style-src-attr in
    // worker/middleware/security-headers.ts) for per-item values such as a rating's fill width.
    "no-inline-style": "off",
    // The HTML standard allows any id without whitespace (the preset's strict form is a naming style for
    // CSS selectors); React's useId writes ids like "_R_5a_-email". The check for a valid id stays on.
    "valid-id": ["error", { relaxed: true }],
    // A phone number must not break over two lines: the shop's phone links carry the class phone-number,
    // whose CSS (white-space: nowrap) keeps them on one line without changing the digits a visitor copies.
    "tel-non-breaking": ["error", { ignoreClasses: ["phone-number"] }],
  },
};

const validator = new HtmlValidate(new StaticConfigLoader(HTML_VALIDATE_CONFIG));

/** Each message as one line: rule, text, the element's selector and the start of its markup. */
function describe(html: string, m: Message): string {
  const lines = html.split("\n");
  const line = lines[m.line - 1] ?? "";
  const snippet = line.slice(Math.max(0, m.column - 1), m.column + 119);
  return `${m.ruleId}: ${m.message}\n    at ${m.selector ?? "?"} (${m.line}:${m.column})\n    ${snippet}`;
}

/** Messages of the validator for a whole document, formatted for a test failure. */
export async function htmlValidateMessages(html: string): Promise<string[]> {
  const report = await validator.validateString(html, "page.html");
  return report.results.flatMap((r) => r.messages.map((m) => describe(html, m)));
}

/** Fails with the validator's messages when the document breaks a rule. */
export async function expectValidHtml(html: string, what: string): Promise<void> {
  const messages = await htmlValidateMessages(html);
  expect(messages, `html-validate on ${what}:\n${messages.join("\n")}`).toEqual([]);
}
