/**
 * The suite's `test`: every test fails when the browser reports a console error, an uncaught page error
 * or a React hydration warning, in any page of the test's context.
 *
 * Nothing is ignored except:
 *  - failed loads a test declares itself with `consoleGuard.expectFailedLoad(...)`, e.g. the 404 page's
 *    own document (the browser logs a 404 document as "Failed to load resource");
 *  - requests a test aborts itself with page.route(...).abort(), declared with
 *    `consoleGuard.expectAbortedLoad(...)` (the browser logs them as "Failed to load resource: net::ERR_FAILED").
 * Hydration messages are never ignored, whatever the lists say.
 */
import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";
import { COOKIE_CONSENT_NAME, NEWSLETTER_CLOSED_COOKIE } from "../app/lib/constants";
import { confirmCustomer, loginCustomer, ownClientIp, registerCustomer, type TestCustomer } from "./support/account";
import { SHOP_SCRIPTS } from "./support/hydration";

const HYDRATION = /Hydration|hydrat|did not match|Minified React error #(?:418|423|425)/u;
const FAILED_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/u;
/** What Chromium logs for a request that route.abort() ended (the default error code 'failed'). */
const ABORTED_LOAD = /^Failed to load resource: net::ERR_FAILED$/u;
/**
 * The development mailbox shows a mail's HTML in a sandboxed frame without scripts (srcdoc). Chromium reports,
 * now and then, a script blocked in that frame (most likely Playwright's own helpers, which it injects into the
 * frames it looks at) as a console error of the frame: the sandbox doing its job, not a problem of the page.
 * Only that frame's message is let through (the mail templates, worker/edge/mail-templates/, write no scripts).
 */
const SANDBOXED_FRAME = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/u;

interface ExpectedFailure {
  path: RegExp;
  /** An HTTP status, or "aborted" for a request the test aborted. */
  status: number | "aborted";
  reason: string;
}

export interface ConsoleGuard {
  /**
   * Declares a failed load the test itself causes on purpose (e.g. opening the 404 page). Matched on the
   * URL path (plus query) and the status; every other console error still fails the test.
   */
  expectFailedLoad(path: RegExp, status: number, reason: string): void;
  /**
   * Declares a request the test itself aborts with page.route(...).abort() (to simulate a network
   * failure). Matched on the URL path (plus query); other network failures still fail the test.
   */
  expectAbortedLoad(path: RegExp, reason: string): void;
  /** Declares a console error message the test causes on purpose (matched on its text). */
  expectConsoleError(text: RegExp, reason: string): void;
}

function describe(msg: ConsoleMessage): string {
  const loc = msg.location();
  return `console.${msg.type()}: ${msg.text()}${loc.url ? ` (${loc.url}${loc.lineNumber ? `:${loc.lineNumber}` : ""})` : ""}`;
}

export interface ConsentOptions {
  accepted: boolean;
}

export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  slowScripts: void;
  /** Stores a cookie choice before the first page load, as if the visitor had chosen earlier. */
  storeCookieChoice: (options?: ConsentOptions) => Promise<void>;
  /**
   * A registered, confirmed and logged-in private customer (e2e/support/account.ts): registered and
   * logged in through the API with the browser's cookie jar, confirmed with the link from the development
   * mailbox; cookies accepted and the newsletter pop-up closed, so nothing covers the account pages. The
   * context gets a client IP of its own (ownClientIp), since registrations are limited per IP.
   */
  customer: TestCustomer;
}>({
  consoleGuard: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const expected: ExpectedFailure[] = [];
      const expectedErrors: RegExp[] = [];
      const allowed = (msg: ConsoleMessage): boolean => {
        const failed = FAILED_LOAD.exec(msg.text());
        const aborted = ABORTED_LOAD.test(msg.text());
        const url = msg.location().url;
        if ((!failed && !aborted) || !url) return false;
        const status = failed ? Number(failed[1]) : "aborted";
        const { pathname, search } = new URL(url);
        return expected.some((e) => e.status === status && e.path.test(pathname + search));
      };
      const onConsole = (msg: ConsoleMessage) => {
        if (HYDRATION.test(msg.text())) problems.push(`hydration warning: ${describe(msg)}`);
        else if (msg.location().url === "about:srcdoc" && SANDBOXED_FRAME.test(msg.text())) return;
        else if (msg.type() === "error" && !allowed(msg) && !expectedErrors.some((r) => r.test(msg.text()))) problems.push(describe(msg));
      };
      const watch = (page: Page) => {
        page.on("console", onConsole);
        page.on("pageerror", (err) => problems.push(`page error: ${err.name}: ${err.message}`));
      };
      context.pages().forEach(watch);
      context.on("page", watch);
      await use({
        expectFailedLoad(path, status, reason) {
          expected.push({ path, status, reason });
        },
        expectAbortedLoad(path, reason) {
          expected.push({ path, status: "aborted", reason });
        },
        expectConsoleError(text) {
          expectedErrors.push(text);
        },
      });
      expect(problems, `the browser reported problems:\n${problems.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],

  /**
   * E2E_SCRIPT_DELAY_MS=1200 npm run test:e2e holds every script of the shop back that long, as a slow phone
   * would: a test that acts on a page before it is hydrated (and so only passes when scripts are quick) fails.
   * It covers the test's own context (not one a test opens itself with browser.newContext()).
   */
  slowScripts: [
    async ({ context }, use) => {
      const delay = Number(process.env.E2E_SCRIPT_DELAY_MS ?? 0);
      if (delay > 0) {
        await context.route(SHOP_SCRIPTS, async (route) => {
          await new Promise((done) => setTimeout(done, delay));
          await route.fallback();
        });
      }
      await use();
    },
    { auto: true },
  ],

  storeCookieChoice: async ({ context, baseURL }, use) => {
    await use(async ({ accepted } = { accepted: true }) => {
      await context.addCookies([
        {
          name: COOKIE_CONSENT_NAME,
          value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: accepted ? 1 : 0 })),
          url: baseURL!,
        },
      ]);
    });
  },

  customer: async ({ page, context, baseURL }, use) => {
    await context.addCookies([
      { name: COOKIE_CONSENT_NAME, value: encodeURIComponent(JSON.stringify({ time: Date.now(), accepted: 1 })), url: baseURL! },
      { name: NEWSLETTER_CLOSED_COOKIE, value: "1", url: baseURL! },
    ]);
    await ownClientIp(context);
    const customer = await registerCustomer(page.request, baseURL!);
    await confirmCustomer(page.request, baseURL!, customer.email);
    await loginCustomer(page.request, baseURL!, customer);
    await use(customer);
  },
});

export { expect };
