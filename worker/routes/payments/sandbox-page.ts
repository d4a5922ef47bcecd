/**
 * The embedded sandbox PSP's hosted payment page (test mode, like a PSP's own): GET /sandbox-psp/betalen/{id}/
 * shows the amount and one button per outcome; POST sets the chosen status, calls the shop's webhook logic
 * in-process (as the PSP's webhook call would) and sends the browser back to the payment's redirect URL.
 * Plain server-rendered Dutch HTML with the request's CSP nonce; no JavaScript.
 */
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { formatEuro } from "../../../app/lib/format";
import { paymentMethodTitle } from "../../../app/lib/checkout/constants";
import { isDevelopment } from "../../config/env-schema";
import type { AppEnv } from "../../env";
import { logFor } from "../../http/log";
import { readSandboxPayment, setSandboxStatus, type SandboxPaymentRow } from "../../edge/payments/sandbox";
import { applyPaymentStatus } from "../../api/order/payment-status";
import { mailLinkOrigin } from "../../edge/mail";

/** The buttons of the page: label and the status each sets ("open" leaves the payment open). */
export const SANDBOX_CHOICES: { status: SandboxPaymentRow["status"]; label: string }[] = [
  { status: "paid", label: "Betaald" },
  { status: "failed", label: "Mislukt" },
  { status: "canceled", label: "Geannuleerd" },
  { status: "expired", label: "Verlopen" },
  { status: "open", label: "Open laten" },
];

const ID = /^tr_[A-Za-z0-9]{4,64}$/u;

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;background:#f4f6fa;color:#1f2a44}
.banner{background:#7a3e00;color:#fff;padding:12px 16px;font-weight:bold;text-align:center}
main{max-width:32rem;margin:2rem auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{font-weight:bold}dd{margin:0}
.choices{display:grid;gap:.75rem}
button{font:inherit;font-size:1rem;padding:.75rem 1rem;border-radius:6px;border:2px solid #1f2a44;background:#fff;color:#1f2a44;cursor:pointer;min-height:44px}
button[value=paid]{background:#1f2a44;color:#fff}
button:focus-visible{outline:3px solid #e08a00;outline-offset:2px}
`;

function page(nonce: string, title: string, body: ReturnType<typeof html>) {
  return html`<!doctype html>
<html lang="nl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title}</title>
    <style nonce="${nonce}">${raw(STYLE)}</style>
  </head>
  <body>
    <p class="banner" role="note">Testmodus: dit is de betaalomgeving van de sandbox. Er wordt geen echt geld afgeschreven.</p>
    <main>${body}</main>
  </body>
</html>`;
}

export const sandboxPage = new Hono<AppEnv>();

// The sandbox lets anyone "pay": only development has a sandbox page (docs/decisions/033-environments.md).
sandboxPage.use("/sandbox-psp/*", async (c, next) => {
  if (!isDevelopment(c.env)) return c.notFound();
  await next();
});

sandboxPage.get("/sandbox-psp/betalen/:id/", async (c) => {
  const id = c.req.param("id");
  const payment = ID.test(id) ? await readSandboxPayment(c.env.DB, id) : null;
  c.header("Cache-Control", "no-store");
  if (!payment) return c.html(page(c.get("nonce"), "Betaling niet gevonden", html`<h1>Betaling niet gevonden</h1><p>Deze betaling bestaat niet (meer).</p>`), 404);
  if (payment.status !== "open") {
    return c.html(
      page(c.get("nonce"), "Betaling afgerond", html`<h1>Deze betaling is al afgerond</h1><p><a href="${payment.redirect_url}">Terug naar de winkel</a></p>`),
    );
  }
  const method = paymentMethodTitle(payment.method);
  return c.html(
    page(
      c.get("nonce"),
      `Betalen - ${payment.description}`,
      html`<h1>Betalen met ${method}</h1>
        <dl>
          <dt>Omschrijving</dt><dd>${payment.description}</dd>
          <dt>Bedrag</dt><dd>${formatEuro(payment.amount)}</dd>
        </dl>
        <form method="post">
          <fieldset class="choices">
            <legend>Kies de uitkomst van deze testbetaling</legend>
            ${SANDBOX_CHOICES.map((choice) => html`<button type="submit" name="status" value="${choice.status}">${choice.label}</button>`)}
          </fieldset>
        </form>`,
    ),
  );
});

sandboxPage.post("/sandbox-psp/betalen/:id/", async (c) => {
  const id = c.req.param("id");
  const payment = ID.test(id) ? await readSandboxPayment(c.env.DB, id) : null;
  if (!payment) return c.text("Betaling niet gevonden.", 404);
  const form = await c.req.formData();
  const choice = SANDBOX_CHOICES.find((ch) => ch.status === form.get("status"));
  if (!choice) return c.text("Kies een uitkomst.", 400);
  if (payment.status === "open" && choice.status !== "open") await setSandboxStatus(c.env.DB, id, choice.status);
  // The PSP's webhook call, in-process: the shop fetches the status through the adapter as for any PSP.
  try {
    await applyPaymentStatus(c.env, id, mailLinkOrigin(c.env, new URL(c.req.url).origin), logFor(c));
  } catch (error) {
    logFor(c).error("sandbox webhook failed", { provider_id: id, error: String(error) });
  }
  // Only ever back to this site (the redirect URL the shop gave, on the shop's origin).
  const back = new URL(payment.redirect_url, c.req.url);
  const target = back.origin === new URL(c.req.url).origin ? `${back.pathname}${back.search}` : "/";
  return c.redirect(target, 303);
});
