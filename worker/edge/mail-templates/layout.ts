/**
 * The one layout of Droomnest's mails: a Dutch HTML part (table layout and inline styles, as mail clients
 * need) and a plain-text part built from the same blocks, so both always say the same thing.
 */
import { SHOP_IDENTITY } from "../../../app/lib/shop-identity";

export type MailBlock =
  | { type: "p"; text: string }
  | { type: "button"; href: string; label: string }
  | { type: "facts"; rows: [string, string][] }
  | { type: "quote"; text: string }
  /** A small closing line with a text link (e.g. the unsubscribe link of a reminder). */
  | { type: "link"; text: string; href: string; label: string };

export interface MailContent {
  /** Shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
}

const escapeHtml = (s: string) =>
  s.replace(/&/gu, "&amp;").replace(/</gu, "&lt;").replace(/>/gu, "&gt;").replace(/"/gu, "&quot;").replace(/'/gu, "&#39;");

const nl2br = (s: string) => escapeHtml(s).replace(/\r?\n/gu, "<br>");

/** The sender's identity in every mail (app/lib/shop-identity.ts). */
const FOOTER_LINES = [
  `${SHOP_IDENTITY.legalName} · ${SHOP_IDENTITY.street} · ${SHOP_IDENTITY.zipcodeCity}`,
  `Vragen? Bel ${SHOP_IDENTITY.phone} (${SHOP_IDENTITY.phoneHours}) of mail ${SHOP_IDENTITY.replyTo}.`,
  `KvK ${SHOP_IDENTITY.cocNumber} · btw ${SHOP_IDENTITY.vatNumber}`,
];

const FONT = "font-family:Arial,Helvetica,sans-serif;";

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case "p":
      return `<p style="${FONT}font-size:16px;line-height:24px;color:#1f2a44;margin:0 0 16px">${nl2br(block.text)}</p>`;
    case "button":
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.href)}" target="_blank" rel="noopener" style="${FONT}display:inline-block;background:#1f2a44;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;padding:14px 24px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
    case "facts":
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;${FONT}font-size:15px;color:#1f2a44">${block.rows
        .map(([k, v]) => `<tr><td style="padding:4px 16px 4px 0;font-weight:bold;vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0">${nl2br(v)}</td></tr>`)
        .join("")}</table>`;
    case "quote":
      return `<blockquote style="${FONT}margin:0 0 16px;padding:12px 16px;border-left:4px solid #c9d3e6;background:#f4f6fa;color:#1f2a44;font-size:15px;line-height:22px">${nl2br(block.text)}</blockquote>`;
    case "link":
      return `<p style="${FONT}font-size:13px;line-height:20px;color:#5a6478;margin:24px 0 0">${nl2br(block.text)} <a href="${escapeHtml(block.href)}" target="_blank" rel="noopener" style="color:#1a4fa0">${escapeHtml(block.label)}</a></p>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.type) {
    case "p":
      return block.text;
    case "button":
      return `${block.label}:\n${block.href}`;
    case "facts":
      return block.rows.map(([k, v]) => `${k}: ${v}`).join("\n");
    case "quote":
      return block.text
        .split(/\r?\n/u)
        .map((l) => `> ${l}`)
        .join("\n");
    case "link":
      return `${block.text} ${block.label}:\n${block.href}`;
  }
}

export function renderMail(content: MailContent): { html: string; text: string } {
  const html = `<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6fa"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="padding:24px 32px;border-bottom:1px solid #e3e8f0;${FONT}font-size:24px;font-weight:bold;color:#1f2a44">Droomnest</td></tr>
<tr><td style="padding:32px">
<h1 style="${FONT}font-size:22px;line-height:30px;color:#1f2a44;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e3e8f0;${FONT}font-size:13px;line-height:20px;color:#5a6478">${FOOTER_LINES.map(escapeHtml).join("<br>")}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  const text = [content.heading, "", ...content.blocks.flatMap((b) => [blockText(b), ""]), "--", ...FOOTER_LINES].join("\n");
  return { html, text };
}
