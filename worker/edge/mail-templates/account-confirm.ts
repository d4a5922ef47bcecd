import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface AccountLinkMailInput {
  to: string;
  firstName: string;
  /** Absolute link with the one-time token. */
  url: string;
  /** Id of the token (its hash): one mail per link. */
  tokenId: string;
}

/** After registering or changing the e-mail address: the link that confirms the address (7 days, once). */
export function accountConfirmMail(input: AccountLinkMailInput): MailMessage {
  const { html, text } = renderMail({
    preheader: "Bevestig je e-mailadres om je Droomnest-account compleet te maken.",
    heading: "Bevestig je e-mailadres",
    blocks: [
      { type: "p", text: `Hoi ${input.firstName},` },
      { type: "p", text: "Bedankt voor het aanmaken van je Droomnest-account. Bevestig je e-mailadres met de knop hieronder." },
      { type: "button", href: input.url, label: "E-mailadres bevestigen" },
      { type: "p", text: "Deze link werkt 7 dagen en één keer. Heb jij geen account aangemaakt? Dan kun je deze e-mail negeren.\n\nSlaap lekker,\nTeam Droomnest" },
    ],
  });
  return { to: input.to, subject: "Bevestig je e-mailadres bij Droomnest", html, text, kind: "account_confirm", related_id: input.tokenId };
}
