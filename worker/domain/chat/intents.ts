/**
 * Intent matching of the embedded assistant (pure): what a shopper's message is about. The five suggestion
 * topics of spec section 9 map one to one; other messages are scored by the patterns they match (on the
 * normalised text: lower case, no diacritics). Attempts to get at the instructions or at other people's
 * orders win over everything else.
 */
import { normalize, words } from "./text";

export type IntentId =
  | "injection"
  | "identity"
  | "damaged"
  | "incomplete"
  | "order_status"
  | "returns"
  | "withdrawal"
  | "warranty"
  | "payment"
  | "delivery"
  | "opening_hours"
  | "product"
  | "thanks"
  | "greeting";

/** The suggestion buttons of spec section 9 and the intent each one asks about. */
export const SUGGESTION_TOPICS: Record<string, IntentId> = {
  "bestelstatus & verzending": "order_status",
  "retourneren & ruilen": "returns",
  "product informatie": "product",
  "beschadigd artikel": "damaged",
  "incomplete levering": "incomplete",
};

/** Patterns per intent, in priority order (a tie in score goes to the earlier intent). */
const PATTERNS: [IntentId, RegExp[]][] = [
  [
    "injection",
    [
      /\b(negeer|vergeet|ignore|disregard|forget)\b.{0,60}\b(instructies?|instructions?|regels|rules|prompt|opdracht(en)?|richtlijnen)\b/u,
      /\b(system ?prompt|systeem ?prompt|je (instructies|prompt|regels|richtlijnen)|jouw (instructies|prompt|regels|richtlijnen)|your (instructions|prompt|rules))\b/u,
      /\b(andermans|someone else'?s|other (customers?|people'?s?)|andere klant(en)?)\b/u,
      /\b(bestelling(en)?|orders?|adres(sen)?|gegevens|status)\b.{0,30}\bvan (iemand anders|een ander|een andere klant|andere klanten|mijn (buurman|buurvrouw|buren|collega|vriend|vriendin|ex))\b/u,
      /\b(alle|laatste|all) (bestellingen|orders|klanten|customers)\b/u,
      /\b(developer|ontwikkelaar|admin|debug|god) ?(modus|mode)\b/u,
      /\b(jailbreak|api[- ]?key|api[- ]?sleutel|geheime sleutel)\b/u,
    ],
  ],
  ["identity", [/\bwie ben (je|jij)\b/u, /\bben (je|jij) (een )?(mens|robot|bot|computer|echt)\b/u, /\b(chat)?bot\b/u, /\bwat ben (je|jij)\b/u, /\bechte? (mens|medewerker)\b/u]],
  ["damaged", [/\bbeschadig/u, /\bschade\b/u, /\bkapot/u, /\bdefect/u, /\bgebroken\b/u, /\bscheur/u, /\bdeuk/u, /\bvlek(ken)?\b/u]],
  ["incomplete", [/\bincomplet/u, /\bonvolledig/u, /\bontbre(ekt|ken)\b/u, /\bmist\b/u, /\bmissen\b/u, /\bniet (compleet|volledig)\b/u, /\bmaar (een|1) (pakket|doos)\b/u, /\bdeel (van )?(mijn )?bestelling\b/u]],
  ["order_status", [/\bbestel ?status\b/u, /\bstatus\b/u, /\bwaar (is|blijft) (mijn|de) (bestelling|pakket|order|levering)\b/u, /\btrack/u, /\bordernummer/u, /\bkjd ?\d/u, /\bmijn (bestelling|pakket|order)\b/u, /\bverzonden\b/u, /\bnog niet (ontvangen|binnen|geleverd|bezorgd)\b/u]],
  ["returns", [/\bretour/u, /\bruil/u, /\bterug ?(sturen|stuur|brengen|geven)\b/u, /\bgeld terug\b/u, /\bproefslap/u, /\bterugbetal/u]],
  ["withdrawal", [/\bbedenktijd/u, /\bherroep/u, /\bannuler/u, /\bafzien\b/u, /\b14 dagen\b/u, /\bzichttermijn\b/u]],
  ["warranty", [/\bgarantie/u, /\bfabrieksfout/u, /\bslijtage\b/u, /\bkwaliteit\b/u]],
  ["payment", [/\bbetal/u, /\bbetaalmethode/u, /\bideal\b/u, /\bpaypal\b/u, /\bachteraf\b/u, /\bcreditcard/u, /\bbancontact\b/u, /\bklarna\b/u, /\bin3\b/u, /\b(riverty|afterpay|billink|alma)\b/u, /\bfactuur\b/u]],
  ["delivery", [/\blevertijd/u, /\bbezorg/u, /\bverzend/u, /\bverzending\b/u, /\blever(en|ing|t)\b/u, /\bin huis\b/u, /\bwanneer (komt|wordt|krijg|is)\b/u, /\bpakket\b/u]],
  ["opening_hours", [/\bopeningstijd/u, /\bopen\b/u, /\bbereikbaar/u, /\bbellen\b/u, /\btelefoon/u, /\bklantenservice\b/u, /\bcontact/u, /\be-?mail(adres)?\b/u, /\bmedewerker\b/u]],
  ["product", [/\bproduct ?informatie\b/u, /\bmatras/u, /\bdekbed/u, /\bkussen/u, /\bboxspring/u, /\bhardheid\b/u, /\bwarmteklasse/u, /\btopper/u, /\bmolton/u, /\bmaat\b/u, /\bmaten\b/u, /\badvies\b/u]],
];

const THANKS = /\b(bedankt|dank ?je( wel)?|dankjewel|dank u( wel)?|thanks|thank you|top|super|fijn)\b/u;
const GREETING = /^(hallo|hoi|hey|hi|hello|goede(morgen|middag|avond)|dag|hee)\b/u;

/** The intent of a message, or null when nothing matches (the caller falls back to retrieval). */
export function matchIntent(message: string): IntentId | null {
  const text = normalize(message);
  const topic = SUGGESTION_TOPICS[text.replace(/[.!?]+$/u, "")];
  if (topic) return topic;
  let best: IntentId | null = null;
  let bestScore = 0;
  for (const [id, patterns] of PATTERNS) {
    const score = patterns.filter((p) => p.test(text)).length;
    if (id === "injection" && score > 0) return "injection";
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  if (best) return best;
  const n = words(text).length;
  if (n <= 6 && THANKS.test(text)) return "thanks";
  if (n <= 5 && GREETING.test(text)) return "greeting";
  return null;
}

/** Product questions by category: the first category a message names. */
export type ProductTopic = "matras" | "dekbed" | "kussen" | "boxspring" | "beddengoed" | null;

export function productTopic(message: string): ProductTopic {
  const text = normalize(message);
  if (/\bboxspring/u.test(text)) return "boxspring";
  if (/\b(matras|hardheid|pocketvering|koudschuim|traagschuim|topper)/u.test(text)) return "matras";
  if (/\b(dekbed(?!overtrek)|warmteklasse|dons|4-seizoen)/u.test(text)) return "dekbed";
  if (/\b(hoofd)?kussen(?!sloop)/u.test(text)) return "kussen";
  if (/\b(dekbedovertrek|hoeslaken|laken|kussensloop|beddengoed|molton)/u.test(text)) return "beddengoed";
  return null;
}
