/**
 * The two mails of an account's e-mail change (PUT /v1/customer, worker/api/customer/email-change.ts):
 * the confirmation link to the new address and the notice to the old one. Neither carries text the
 * customer typed (names, addresses): either address may belong to someone else (docs/decisions/013).
 */
import type { MailMessage } from "../mail";
import { SERVICE_ADDRESS } from "./contact";
import { renderMail } from "./layout";

/** To the new address: the link that confirms it (EMAIL_CONFIRM_TTL_S, once). */
export function emailChangeConfirmMail(input: { to: string; url: string; tokenId: string }): MailMessage {
  const { html, text } = renderMail({
    preheader: "Bevestig het nieuwe e-mailadres van je Droomnest-account.",
    heading: "Bevestig je nieuwe e-mailadres",
    blocks: [
      { type: "p", text: "Hallo," },
      { type: "p", text: "Het e-mailadres van een Droomnest-account is gewijzigd in dit adres. Bevestig het met de knop hieronder." },
      { type: "button", href: input.url, label: "E-mailadres bevestigen" },
      { type: "p", text: "Deze link werkt 7 dagen en één keer. Heb jij dit niet gedaan? Dan kun je deze e-mail negeren.\n\nSlaap lekker,\nTeam Droomnest" },
    ],
  });
  return { to: input.to, subject: "Bevestig je nieuwe e-mailadres bij Droomnest", html, text, kind: "email_change", related_id: input.tokenId };
}

/** To the old address: the account's address was changed (and what to do when that was not the owner). */
export function emailChangedMail(input: { to: string; changeId: string }): MailMessage {
  const { html, text } = renderMail({
    preheader: "Het e-mailadres van je Droomnest-account is gewijzigd.",
    heading: "Je e-mailadres is gewijzigd",
    blocks: [
      { type: "p", text: "Hallo," },
      {
        type: "p",
        text: "Het e-mailadres van je Droomnest-account is zojuist gewijzigd. Je logt voortaan in met het nieuwe adres; berichten over je account en je bestellingen gaan vanaf nu daarheen. Op andere apparaten ben je uitgelogd.",
      },
      {
        type: "p",
        text: `Heb jij dit niet gedaan? Neem dan meteen contact op met onze klantenservice via ${SERVICE_ADDRESS} (of bel ons, zie hieronder): dan helpen we je je account terug te krijgen.\n\nSlaap lekker,\nTeam Droomnest`,
      },
    ],
  });
  return { to: input.to, subject: "Het e-mailadres van je Droomnest-account is gewijzigd", html, text, kind: "email_changed", related_id: input.changeId };
}
