/**
 * Which messages start the order lookup (ADR 019): the suggestion "Bestelstatus & Verzending" and
 * questions about the status or whereabouts of one's own order. The box then asks "Weet je je
 * ordernummer?" before anything goes to the assistant.
 */
import { CHAT_SUGGESTIONS } from "./messages";

const ORDER_STATUS = [
  /\bbestel\s?status\b/u,
  /\border\s?status\b/u,
  /\bstatus van (?:mijn|m'n|onze|de) (?:bestelling|order|pakket)/u,
  /\bwaar (?:is|blijft) (?:mijn|m'n|onze|de) (?:bestelling|order|pakket|levering)/u,
  /\b(?:mijn|m'n) (?:bestelling|order|pakket) (?:volgen|traceren)\b/u,
  /\btrack\s?(?:&|and|en)?\s?trace\b/u,
];

export function asksOrderStatus(text: string): boolean {
  const t = text.toLowerCase();
  return t === CHAT_SUGGESTIONS[0].toLowerCase() || ORDER_STATUS.some((re) => re.test(t));
}
