import { CART_RESTORE_TTL_S } from "../../../app/lib/constants";
import { formatEuro } from "../../../app/lib/format";
import type { MailMessage } from "../mail";
import { unsubscribeHeaders } from "../../domain/cart-reminder";
import { renderMail } from "./layout";

export interface CartReminderInput {
  to: string;
  cartId: string;
  itemCount: number;
  grandTotal: number;
  /** Absolute restore link: <SITE_ORIGIN>/cart/restore/<token>, an opaque token (never the cart id). */
  restoreUrl: string;
  /** Absolute one-click unsubscribe link (/cart/herinnering-afmelden/?token=...), also in List-Unsubscribe. */
  unsubscribeUrl: string;
}

/**
 * The abandoned-cart reminder (ADR 011). One per cart: related_id is the cart id. Only to a consenting
 * shopper (docs/decisions/028), with a one-click unsubscribe in the text and in the headers (RFC 8058).
 */
export function cartReminderMail(input: CartReminderInput): MailMessage {
  const items = input.itemCount === 1 ? "1 artikel" : `${input.itemCount} artikelen`;
  const { html, text } = renderMail({
    preheader: `Je winkelwagen met ${items} staat nog voor je klaar.`,
    heading: "Je winkelwagen staat nog voor je klaar",
    blocks: [
      { type: "p", text: "Hoi," },
      {
        type: "p",
        text: `Je was bij Droomnest iets moois aan het uitzoeken, maar je bestelling is nog niet afgerond. Geen zorgen: we hebben je winkelwagen met ${items} voor je bewaard.`,
      },
      { type: "facts", rows: [["Laatst bekend totaal", formatEuro(input.grandTotal)]] },
      { type: "button", href: input.restoreUrl, label: "Terug naar mijn winkelwagen" },
      {
        type: "p",
        text: `Prijzen en voorraad kunnen intussen veranderd zijn; in je winkelwagen zie je altijd de actuele prijs. Deze link werkt ${CART_RESTORE_TTL_S / 86400} dagen.`,
      },
      { type: "p", text: "Twijfel je nog over de juiste matras, maat of hardheid? Onze slaapadviseurs helpen je graag.\n\nSlaap lekker,\nTeam Droomnest" },
      { type: "link", text: "Je krijgt deze ene herinnering omdat je ermee hebt ingestemd. Geen herinneringen meer?", href: input.unsubscribeUrl, label: "Afmelden voor herinneringen" },
    ],
  });
  return { to: input.to, subject: "Je winkelwagen bij Droomnest staat nog klaar", html, text, kind: "cart_reminder", related_id: input.cartId, headers: unsubscribeHeaders(input.unsubscribeUrl) };
}
