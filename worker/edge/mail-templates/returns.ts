/**
 * The mails of a return (docs/decisions/038): the confirmation with the return address and what to do next,
 * once per return (related_id: the return number), and the shopper's notice when staff reject a return.
 * Both are about the shopper's own order: must-send (worker/domain/mail-budget.ts).
 */
import { SHOP_IDENTITY, shopPostalAddress } from "../../../app/lib/shop-identity";
import { RETURN_MESSAGES } from "../../../app/lib/returns/messages";
import { formatDutchDate } from "../../../app/lib/format";
import type { MailMessage } from "../mail";
import { renderMail } from "./layout";

export interface ReturnMailInput {
  to: string;
  returnNumber: string;
  orderNumber: string;
  kind: "withdrawal" | "trial";
  /** "2 × Kussensloop Satijn" per line. */
  lines: string[];
  refundDueAt: number;
  /** The shopper's page of the order's returns (absolute). */
  pageUrl: string;
}

const iso = (s: number) => new Date(s * 1000).toISOString();

/** The confirmation: what was registered, where it goes, how, and when the money comes back. */
export function returnConfirmationMail(input: ReturnMailInput): MailMessage {
  const trial = input.kind === "trial";
  const steps = trial
    ? [
        "We nemen binnen twee werkdagen contact met je op om een ophaalafspraak te plannen. Het ophalen van een matras binnen de proefslaapperiode is gratis.",
        "Zorg dat de matras schoon en droog is, en gebruikt met een molton of matrasbeschermer (de voorwaarden van proefslapen op de retourneren-pagina).",
        `Wil je geld terug, dan betalen we het aankoopbedrag binnen 14 dagen na het ophalen terug.`,
      ]
    : [
        `Stuur de producten binnen 14 dagen naar ons retouradres: ${SHOP_IDENTITY.legalName}, t.a.v. Retouren (${input.returnNumber}), ${shopPostalAddress()}.`,
        `Zet het retournummer ${input.returnNumber} op of in het pakket. Pakketten stuur je gratis terug met het retourlabel dat we je nog mailen; grote producten, zoals boxsprings, halen we op afspraak op.`,
        `We betalen je uiterlijk ${formatDutchDate(iso(input.refundDueAt))} terug, inclusief de standaard bezorgkosten. We mogen wachten tot we de producten hebben ontvangen of tot je laat zien dat je ze hebt verzonden.`,
      ];
  const { html, text } = renderMail({
    preheader: `Je retour ${input.returnNumber} van bestelling ${input.orderNumber} is aangemeld.`,
    heading: `Je retour ${input.returnNumber} is aangemeld`,
    blocks: [
      { type: "p", text: trial ? "Je hebt je matras aangemeld via 100 nachten proefslapen. Dit gaat er nu gebeuren:" : "We hebben je herroeping ontvangen. Dit moet je nu doen:" },
      {
        type: "facts",
        rows: [
          ["Retournummer", input.returnNumber],
          ["Bestelling", input.orderNumber],
          ["Soort", RETURN_MESSAGES.kindLabels[input.kind]],
          ...input.lines.map((l): [string, string] => ["Product", l]),
          ["Retouradres", `${SHOP_IDENTITY.legalName}, t.a.v. Retouren, ${shopPostalAddress()}`],
        ],
      },
      ...steps.map((t) => ({ type: "p" as const, text: t })),
      { type: "button", href: input.pageUrl, label: "Bekijk je retour" },
    ],
  });
  return { to: input.to, subject: `Retour ${input.returnNumber} aangemeld (bestelling ${input.orderNumber})`, html, text, kind: "return_confirmation", related_id: input.returnNumber };
}

/** Staff rejected the return after checking it: why, and how to reach customer service. */
export function returnRejectedMail(input: Omit<ReturnMailInput, "refundDueAt" | "kind"> & { note: string }): MailMessage {
  const { html, text } = renderMail({
    preheader: `Je retour ${input.returnNumber} is afgekeurd.`,
    heading: `Je retour ${input.returnNumber} is afgekeurd`,
    blocks: [
      { type: "p", text: `We hebben je retour van bestelling ${input.orderNumber} bekeken en kunnen die helaas niet accepteren. De reden:` },
      { type: "quote", text: input.note },
      { type: "p", text: `Ben je het er niet mee eens of heb je een vraag? Mail ${SHOP_IDENTITY.replyTo} of bel ${SHOP_IDENTITY.phone} (${SHOP_IDENTITY.phoneHours}) met je retournummer.` },
      { type: "button", href: input.pageUrl, label: "Bekijk je retour" },
    ],
  });
  return { to: input.to, subject: `Retour ${input.returnNumber} afgekeurd (bestelling ${input.orderNumber})`, html, text, kind: "return_rejected", related_id: input.returnNumber };
}
