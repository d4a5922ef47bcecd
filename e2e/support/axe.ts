/** axe-core check with the WCAG 2.0/2.1/2.2 A and AA rule sets; failures list rule ids and node targets. */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = violations
    .map((v) => `- ${v.id} (${v.impact ?? "?"}): ${v.help}\n    ${v.nodes.map((n) => JSON.stringify(n.target)).join("\n    ")}`)
    .join("\n");
  expect(violations.map((v) => v.id), `axe violations on ${what}:\n${report}`).toEqual([]);
}
