/**
 * The checkout's 503 page while the configuration keeps it closed (docs/decisions/033-environments.md):
 * plain HTML with the page's CSP nonce, free of Worker types so the e2e suite can check it with axe.
 */
import { CHECKOUT_MESSAGES } from "../../app/lib/checkout/messages";

const esc = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;");

export function checkoutClosedHtml(nonce: string): string {
  const title = CHECKOUT_MESSAGES.unavailableTitle;
  return `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} | Droomnest</title><style nonce="${esc(nonce)}">body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1f2a44}main{max-width:40rem;margin:0 auto;padding:2rem 1rem}a{color:#1a4fa0}</style></head><body><main><h1>${esc(title)}</h1><p>${esc(CHECKOUT_MESSAGES.unavailable)}</p><p><a href="/cart/">Terug naar je winkelwagen</a> · <a href="/">Naar de homepage</a></p></main></body></html>`;
}
