/**
 * Development mailbox (/dev/mailbox/): the outbox of the embedded mail adapter, newest first, each message
 * with its HTML part (sandboxed iframe), its text part (links clickable) and its extra headers, plus a button
 * that runs the abandoned-cart reminders now and a form that runs the Cron's reminder job as if the clock
 * were some minutes ahead (the real idle time applies). Exists only when ENVIRONMENT is "development" (docs/decisions/033-environments.md): 404 elsewhere.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { isDevelopment } from "../config/env-schema";
import { createLogger } from "../http/log";
import { sendCartReminders } from "../scheduled";
import { getMessage, listMessages, outboxHeaders, type OutboxRow, type OutboxSummary } from "../store/outbox";

export const MAILBOX_PATH = "/dev/mailbox/";

export const devMailbox = new Hono<AppEnv>();

const esc = (s: string) => s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;").replace(/'/gu, "&#39;");

const when = (s: number) =>
  new Date(s * 1000).toLocaleString("nl-NL", { timeZone: "Europe/Amsterdam", dateStyle: "short", timeStyle: "medium" });

/** The text part with its http(s) links clickable. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/u)
    .map((part, i) => (i % 2 === 1 ? `<a href="${esc(part)}">${esc(part)}</a>` : esc(part)))
    .join("");
}

const STYLE = `
body{font-family:system-ui,Arial,sans-serif;margin:0;color:#1f2a44;background:#f4f6fa}
main{max-width:1100px;margin:0 auto;padding:24px}
h1{margin:0 0 8px;font-size:28px}
.note{margin:0 0 16px;color:#3d4760}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px;border-bottom:1px solid #d5dbe6;vertical-align:top}
a{color:#1a4fa0}
button{font:inherit;padding:10px 16px;border:0;border-radius:6px;background:#1f2a44;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #e2a400;outline-offset:2px}
iframe{width:100%;height:640px;border:1px solid #d5dbe6;background:#fff}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #d5dbe6;padding:16px}
.links a{display:block;overflow-wrap:anywhere;padding:4px 0}
.status{padding:8px 12px;background:#e6f4ea;border-radius:6px;display:inline-block}`;

function page(c: Context<AppEnv>, title: string, body: string, status: 200 | 404 = 200): Response {
  const nonce = c.get("nonce");
  return c.html(
    `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)} | Droomnest</title><style nonce="${esc(nonce)}">${STYLE}</style></head><body><main>${body}</main></body></html>`,
    status,
    { "Cache-Control": "no-store" },
  );
}

/** Sent, a dead letter (no more attempts, docs/decisions/034) with the provider's last answer, or in the outbox. */
function status(m: Pick<OutboxSummary, "sent_at" | "dead_at" | "last_error">): string {
  if (m.sent_at) return `verstuurd ${esc(when(m.sent_at))}`;
  if (m.dead_at) return `onbestelbaar sinds ${esc(when(m.dead_at))}${m.last_error ? ` (${esc(m.last_error)})` : ""}`;
  return "niet verstuurd (outbox)";
}

function row(m: OutboxSummary): string {
  return `<tr><td>${esc(when(m.created_at))}</td><td>${esc(m.to_address)}</td><td><a href="${MAILBOX_PATH}${m.id}/">${esc(m.subject)}</a></td><td>${esc(m.kind)}</td><td>${status(m)}</td></tr>`;
}

function detail(m: OutboxRow & Pick<OutboxSummary, "dead_at" | "last_error">): string {
  const links = [...new Set(m.text.match(/https?:\/\/[^\s<>"']+/gu) ?? [])];
  const headers = Object.entries(outboxHeaders(m));
  return `<p><a href="${MAILBOX_PATH}">Terug naar de mailbox</a></p>
<h1>${esc(m.subject)}</h1>
<table><tbody>
<tr><th scope="row">Aan</th><td>${esc(m.to_address)}</td></tr>
<tr><th scope="row">Soort</th><td>${esc(m.kind)}</td></tr>
<tr><th scope="row">Aangemaakt</th><td>${esc(when(m.created_at))}</td></tr>
<tr><th scope="row">Status</th><td>${status(m)}</td></tr>
</tbody></table>
${headers.length ? `<h2>Extra kopregels</h2><table data-testid="mail-headers"><tbody>${headers.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</tbody></table>` : ""}
<h2>Links in deze e-mail</h2>
${links.length ? `<ul class="links">${links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join("")}</ul>` : "<p>Deze e-mail bevat geen links.</p>"}
<h2>HTML-versie</h2>
<iframe title="HTML-versie van de e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${esc(m.html)}"></iframe>
<h2>Tekstversie</h2>
<pre data-testid="mail-text">${linkify(m.text)}</pre>`;
}

// Development only: every mailbox path is an unknown page in staging and production.
devMailbox.use("/dev/mailbox/*", async (c, next) => {
  if (!isDevelopment(c.env)) return c.text("Deze pagina bestaat niet.", 404);
  await next();
});

devMailbox.get(MAILBOX_PATH, async (c) => {
  const messages = await listMessages(c.env.DB);
  const done = c.req.query("verstuurd");
  const status = done !== undefined ? `<p class="status" role="status">Herinneringen verstuurd: ${esc(done)}.</p>` : "";
  return page(
    c,
    "Mailbox (ontwikkeling)",
    `<h1>Mailbox (ontwikkeling)</h1>
<p class="note">Alle e-mails van de winkel staan hier. De ingebouwde mailadapter verstuurt niets; met MAIL_PROVIDER (email-service of brevo) gaan ze na het antwoord naar de mailprovider, en staat hier of ze verstuurd of onbestelbaar zijn.</p>
<form method="post" action="${MAILBOX_PATH}herinneringen/"><button type="submit">Herinneringen nu versturen</button></form>
<p class="note">De knop verstuurt direct een herinnering voor elke winkelwagen met toestemming die nog niet besteld of herinnerd is, ook als hij nog geen uur stil ligt.</p>
<form method="post" action="${MAILBOX_PATH}cron/"><label for="vooruit">Cron-taak herinneringen draaien, met de klok dit aantal minuten vooruit</label> <input id="vooruit" name="vooruit" type="number" min="0" max="${CRON_AHEAD_MAX_MIN}" value="0" required> <button type="submit">Cron draaien</button></form>
${status}
<h2>Berichten (${messages.length})</h2>
${
  messages.length
    ? `<table><thead><tr><th scope="col">Tijd</th><th scope="col">Aan</th><th scope="col">Onderwerp</th><th scope="col">Soort</th><th scope="col">Status</th></tr></thead><tbody>${messages.map(row).join("")}</tbody></table>`
    : "<p>Er zijn nog geen berichten.</p>"
}`,
  );
});

devMailbox.get(`${MAILBOX_PATH}:id{[0-9]+}/`, async (c) => {
  const message = await getMessage(c.env.DB, Number(c.req.param("id")));
  if (!message) return page(c, "Bericht niet gevonden", `<h1>Bericht niet gevonden</h1><p><a href="${MAILBOX_PATH}">Terug naar de mailbox</a></p>`, 404);
  return page(c, message.subject, detail(message));
});

/** The furthest a development run may move the clock (a week). */
const CRON_AHEAD_MAX_MIN = 7 * 24 * 60;

/**
 * Runs the Cron's reminder job (worker/scheduled.ts) as if the clock were `vooruit` minutes ahead, with the
 * real idle time: the e2e test moves time instead of waiting an hour. Only the reminder job: the Cron's other
 * jobs (payment follow-ups, retention) would act on other people's data at a moved clock.
 */
devMailbox.post(`${MAILBOX_PATH}cron/`, async (c) => {
  const form = await c.req.parseBody();
  const ahead = Number(form.vooruit);
  if (!Number.isInteger(ahead) || ahead < 0 || ahead > CRON_AHEAD_MAX_MIN) return c.text(`Vul een geheel aantal minuten in, van 0 tot ${CRON_AHEAD_MAX_MIN}.`, 400);
  const run = await sendCartReminders(c.env, Math.floor(Date.now() / 1000) + ahead * 60, {
    origin: new URL(c.req.url).origin,
    log: createLogger({ job: "cart-reminders", trigger: "dev-mailbox-cron", request_id: c.get("requestId") }),
  });
  return c.redirect(`${MAILBOX_PATH}?verstuurd=${run.queued}`, 303);
});

/**
 * Runs the reminder job now with an idle time of 0 (the e2e test and a developer need not wait an hour).
 * A form post: the CSRF middleware already refuses it from another site.
 */
devMailbox.post(`${MAILBOX_PATH}herinneringen/`, async (c) => {
  const run = await sendCartReminders(c.env, Math.floor(Date.now() / 1000), {
    idleS: 0,
    origin: new URL(c.req.url).origin,
    log: createLogger({ job: "cart-reminders", trigger: "dev-mailbox", request_id: c.get("requestId") }),
  });
  return c.redirect(`${MAILBOX_PATH}?verstuurd=${run.queued}`, 303);
});
