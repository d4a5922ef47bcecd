import { STRINGS } from "../../lib/constants";

/** The last-resort page when the error page itself fails to render (no scripts, no styles needed). */
export function errorPageFailedHtml(): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Droomnest</title></head><body><main><h1>${STRINGS.errorPageFailed}</h1><p><a href="/">Naar de homepage</a></p></main></body></html>`;
}
