import type { MailMessage } from "../mail";
import type { AccountLinkMailInput } from "./account-confirm";
import { renderMail } from "./layout";

/** Forgot password: the link to set a new password (1 hour, once). */
export function accountResetMail(input: AccountLinkMailInput): MailMessage {
  const { html, text } = renderMail({
    preheader: "Stel een nieuw wachtwoord in voor je Droomnest-account.",
    heading: "Nieuw wachtwoord instellen",
    blocks: [
      { type: "p", text: `Hoi ${input.firstName},` },
      { type: "p", text: "Je hebt gevraagd om een nieuw wachtwoord voor je Droomnest-account. Met de knop hieronder stel je het in." },
      { type: "button", href: input.url, label: "Nieuw wachtwoord instellen" },
      {
        type: "p",
        text: "Deze link werkt 1 uur en één keer. Heb jij dit niet gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.\n\nSlaap lekker,\nTeam Droomnest",
      },
    ],
  });
  return { to: input.to, subject: "Stel een nieuw wachtwoord in bij Droomnest", html, text, kind: "account_reset", related_id: input.tokenId };
}
