import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface AccountExistsMailInput {
  to: string;
  firstName: string;
  /** Absolute links to the login page and the forgot-password page. */
  loginUrl: string;
  forgotUrl: string;
  /** What the mail is about, for the outbox's one-mail-per-subject rule (the account and the day). */
  relatedId: string;
}

/**
 * Someone registered with an address that already has an account (docs/decisions/014): the register form
 * answers as for a new address, and only the owner of the mailbox learns that the account exists.
 */
export function accountExistsMail(input: AccountExistsMailInput): MailMessage {
  const { html, text } = renderMail({
    preheader: "Iemand probeerde een account aan te maken met jouw e-mailadres.",
    heading: "Je hebt al een account",
    blocks: [
      { type: "p", text: `Hoi ${input.firstName},` },
      {
        type: "p",
        text: "Iemand probeerde zojuist een nieuw Droomnest-account aan te maken met dit e-mailadres. Er bestaat al een account met dit adres, dus er is niets veranderd.",
      },
      { type: "p", text: "Was jij dat? Log dan in met je bestaande account." },
      { type: "button", href: input.loginUrl, label: "Inloggen" },
      { type: "p", text: `Weet je je wachtwoord niet meer? Vraag een nieuw wachtwoord aan: ${input.forgotUrl}` },
      {
        type: "p",
        text: "Was jij dit niet? Dan kun je deze e-mail negeren: je account en je wachtwoord blijven zoals ze zijn.\n\nSlaap lekker,\nTeam Droomnest",
      },
    ],
  });
  return { to: input.to, subject: "Je hebt al een account bij Droomnest", html, text, kind: "account_exists", related_id: input.relatedId };
}
