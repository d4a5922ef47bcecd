/**
 * Checks `npm run dev` end to end: starts it on a spare port (DEV_CHECK_PORT, default 8865), expects the home
 * page with status 200 and Dutch content from the seeded local state (the footer document, demo products on
 * /matrassen/), then edits a React component (the footer's
 * opening-hours link text) and expects the change both in the server render and in an open browser page without
 * a reload (hot module replacement); restores the file and stops the server. Not part of `npm test` (it edits a
 * source file while it runs).
 *
 *   node_modules/node/bin/node scripts/dev-check.ts
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const root = join(import.meta.dirname, "..");
const port = process.env.DEV_CHECK_PORT ?? "8865";
const origin = `http://localhost:${port}`;
const component = join(root, "app", "components", "footer", "footer.tsx");
const text = "Bekijk onze openingstijden";
const marker = `${text} (dev-check ${process.pid})`;

function fail(message: string): never {
  throw new Error(`dev-check: ${message}`);
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Proof of the seeded state: the footer document and the demo catalogue live in the local D1, not in the code. */
const phone = (JSON.parse(readFileSync(join(root, "kv-seed", "content", "footer.json"), "utf8")) as { phone_number: string }).phone_number;
const productNames = (JSON.parse(readFileSync(join(root, "kv-seed", "catalog", "products.json"), "utf8")) as { title: string }[]).map((p) => p.title);

const home = async () => {
  const res = await fetch(`${origin}/`);
  return { status: res.status, html: await res.text() };
};

const server = spawn("npm", ["run", "--silent", "dev", "--", "--port", port], {
  cwd: root,
  stdio: ["ignore", "inherit", "inherit"],
  detached: true, // its own process group: stopping it stops npm, vite and workerd together
});
const original = readFileSync(component, "utf8");
if (!original.includes(text)) fail(`${component} no longer contains "${text}"; pick another text`);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-background-networking", "--no-first-run", "--disable-quic"],
});
try {
  const first = await until("the home page", 180_000, async () => home());
  if (first.status !== 200) fail(`GET / answered ${first.status}`);
  if (!first.html.includes('<html lang="nl"') || !first.html.includes(text) || !first.html.includes("Matrassen")) {
    fail("GET / is not the Dutch home page");
  }
  if (!first.html.includes(phone)) fail("GET / lacks the seeded footer: the dev server does not use the seeded local state");
  const category = await (await fetch(`${origin}/matrassen/`)).text();
  if (!productNames.some((name) => category.includes(name))) fail("/matrassen/ shows no product of the demo catalogue");
  console.log("dev-check: GET / 200, Dutch home page from the seeded local state; /matrassen/ lists demo products");

  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  await page.getByRole("link", { name: text, exact: true }).waitFor({ timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { devCheckMark: true }));

  writeFileSync(component, original.replace(text, marker));
  await until("the edit in the server render", 60_000, async () => ((await home()).html.includes(marker) ? true : undefined));
  console.log("dev-check: the edited component is in the server render");
  await page.getByRole("link", { name: marker, exact: true }).waitFor({ timeout: 60_000 });
  const kept = await page.evaluate(() => (window as unknown as { devCheckMark?: boolean }).devCheckMark === true);
  console.log(kept ? "dev-check: the open page updated without a reload (HMR)" : "dev-check: the open page reloaded itself");
} finally {
  writeFileSync(component, original);
  await browser.close();
  if (server.pid) process.kill(-server.pid, "SIGTERM");
}
console.log("dev-check: ok");
