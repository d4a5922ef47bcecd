/**
 * Screenshot comparison of every page type at 375 px and 1280 px (full page), against a baseline
 * directory outside git. Not part of `npm test`: run it around a change that must not change the look
 * (e.g. a stylesheet refactor).
 *
 *   npm run build
 *   VISUAL_BASELINE=/tmp/shots E2E_PORT=8796 npx playwright test -c visual --update-snapshots   # before
 *   (change, npm run build)
 *   VISUAL_BASELINE=/tmp/shots E2E_PORT=8796 npx playwright test -c visual                      # after
 *
 * `npm run visual` is the second line. The server is the built shop on a fresh seeded state, started as
 * the e2e suite starts it (scripts/e2e-server.ts).
 */
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8796);
const baseURL = `http://localhost:${port}`;
const baseline = process.env.VISUAL_BASELINE;
if (!baseline) throw new Error("visual: set VISUAL_BASELINE to the baseline screenshot directory");

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--disable-dev-shm-usage", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic", "--hide-scrollbars", "--font-render-hinting=none"],
};

export default defineConfig({
  testDir: ".",
  testMatch: /\.visual\.ts$/u,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 90_000,
  expect: { timeout: 30_000, toHaveScreenshot: { maxDiffPixels: 0, threshold: 0, animations: "disabled", caret: "hide", scale: "css" } },
  snapshotPathTemplate: `${baseline}/{projectName}/{arg}{ext}`,
  use: { baseURL, locale: "nl-NL", timezoneId: "Europe/Amsterdam", reducedMotion: "reduce", deviceScaleFactor: 1, launchOptions },
  projects: [
    { name: "w375", use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: false } },
    { name: "w1280", use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    cwd: "..",
    url: `${baseURL}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
