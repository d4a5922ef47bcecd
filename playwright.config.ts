import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 8788);
export const baseURL = `http://localhost:${port}`;

/**
 * Debian's Chromium headless shell (Playwright cannot download browsers here; Playwright's own headless
 * Chromium is this shell too): about half the browser-side CPU time of the full browser in headless mode
 * (docs/measurements/test-suite-time.md). CHROMIUM_PATH names another build. Flags from the stack notes.
 */
const E2E_CHROMIUM = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? E2E_CHROMIUM,
  args: [
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--autoplay-policy=no-user-gesture-required",
  ],
};

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    // "retain-on-failure" records a trace of every test to keep the failed ones; the recording cost about 30 %
    // of the browser-side CPU time (docs/measurements/test-suite-time.md). E2E_TRACE=1 turns it back on when a
    // failure needs more than its screenshot.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    { name: "mobile", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 740 }, launchOptions: chromium }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `${baseURL}/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
