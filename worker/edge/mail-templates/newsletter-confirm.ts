import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface NewsletterConfirmInput {
  to: string;
  /** Absolute link to /nieuwsbrief/bevestigen/?token=... (the page asks for one click to confirm). */
  url: string;
  /** Id of the token (its hash): one mail per link. */
  tokenId: string;
}

/** Newsletter double opt-in: the link that confirms the sign-up (7 days, once). */
export function newsletterConfirmMail(input: NewsletterConfirmInput): MailMessage {
  const { html, text } = renderMail({
    preheader: "Nog één klik: bevestig je inschrijving voor de nieuwsbrief van Droomnest.",
    heading: "Bevestig je inschrijving",
    blocks: [
      { type: "p", text: "Hoi," },
      {
        type: "p",
        text: "Leuk dat je je hebt ingeschreven voor de nieuwsbrief van Droomnest. Bevestig je inschrijving met de knop hieronder; pas daarna sturen we je onze nieuwsbrief.",
      },
      { type: "button", href: input.url, label: "Inschrijving bevestigen" },
      {
        type: "p",
        text: "Deze link werkt 7 dagen en één keer. Heb jij je niet ingeschreven? Dan kun je deze e-mail negeren: zonder bevestiging ontvang je niets.\n\nSlaap lekker,\nTeam Droomnest",
      },
    ],
  });
  return { to: input.to, subject: "Bevestig je inschrijving voor de nieuwsbrief van Droomnest", html, text, kind: "newsletter_confirm", related_id: input.tokenId };
}
