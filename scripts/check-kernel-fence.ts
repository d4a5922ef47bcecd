/**
 * Part of `npm run lint`: proves the lint fence of app/kernel/ (eslint.config.ts) holds. Lints fixture
 * sources as if they were app/kernel/ modules and fails unless every forbidden import is reported and
 * every kernel-to-kernel import passes.
 */
import { ESLint } from "eslint";

const RULE = "no-restricted-imports";
const allowed = ['import { LOGIN_PATH } from "./login-target";', 'import type { Cents } from "./money";', 'export { SLUG } from "./patterns";'];
const forbidden = [
  'import { useState } from "react";',
  'import { Hono } from "hono";',
  'import { env } from "cloudflare:workers";',
  'import { z } from "zod";',
  'import { redirect } from "react-router";',
  'import { SESSION_COOKIE } from "../lib/constants";',
  'import type { Order } from "../lib/api/types/order";',
  'import { findSession } from "../../worker/store/sessions";',
  'export { money } from "../lib/format";',
  'import { x } from "./sub/../../lib/x";',
  'import { x } from "./..";',
];

const eslint = new ESLint({ flags: ["unstable_native_nodejs_ts_config"] });
const failures: string[] = [];
const cases: [source: string, refused: boolean][] = [...allowed.map((s): [string, boolean] => [s, false]), ...forbidden.map((s): [string, boolean] => [s, true])];
for (const [source, expectError] of cases) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath: "app/kernel/fence-fixture.ts" });
  const fenced = (result?.messages ?? []).some((m) => m.ruleId === RULE);
  if (fenced !== expectError) failures.push(`${expectError ? "not refused" : "refused"}: ${source}`);
}
if (failures.length > 0) {
  console.error(`The app/kernel/ lint fence does not hold:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(`app/kernel/ lint fence: ${forbidden.length} forbidden imports refused, ${allowed.length} kernel imports allowed.`);
