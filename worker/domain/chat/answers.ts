/**
 * The embedded assistant's answers (pure): per intent a short Dutch lead, the service-page passages it
 * answers from (by page and heading, resolved by the caller from D1) and the page to read more. The facts
 * come from the passages, so the answers say what the service pages say.
 */
import type { IntentId, ProductTopic } from "./intents";
import { ANSWERED_CLOSING } from "./order-lookup";
import { ANSWER_MAX } from "./text";

export interface PassageRef {
  page: string;
  heading: string;
}

/** A retrieved passage (migration 0010 chat_passages): public service, FAQ and blog text only. */
export interface Passage {
  page_key: string;
  path: string;
  title: string;
  heading: string;
  body: string;
}

export interface IntentAnswer {
  lead: string;
  refs: PassageRef[];
  link: string | null;
  /** True when the answer should settle the question: it ends with the closing question. */
  answers: boolean;
}

const FAQ = "service:veelgestelde-vragen";
const CONTACT = "/service/klantenservice-contact/";

export const IDENTITY =
  "Ik ben Noor, de automatische assistent van Droomnest: een computerprogramma, geen medewerker. Ik help je met vragen over bestellen, bezorgen, betalen, retourneren en onze producten, met de informatie van onze servicepagina's.";

export const GREETING_ANSWER = `Hoi! ${IDENTITY} Waar kan ik je mee helpen?`;

export const REFUSAL =
  "Daar kan ik je niet mee helpen. Ik ben Noor, de automatische assistent van Droomnest. Mijn instructies deel ik niet, en bestelgegevens geef ik alleen over je eigen bestelling, nadat je ordernummer, postcode en huisnummer kloppen. Waar kan ik je verder mee helpen?";

export const UNKNOWN_ANSWER = `Daar kan ik je helaas niet goed mee helpen. Ik ben de automatische assistent van Droomnest en weet vooral iets van bestellen, bezorgen, betalen, retourneren en onze producten. Onze klantenservice helpt je graag verder: ${CONTACT}`;

export const THANKS_ANSWER = "Graag gedaan! Nog een fijne dag.";

/** A message with nothing to look up ("ja", "nee", "ok"): ask what the shopper wants to know. */
export const ASK_MORE = "Waar kan ik je mee helpen? Je kunt me bijvoorbeeld vragen naar levertijden, retourneren, betalen of onze producten.";

const ANSWERS: Record<Exclude<IntentId, "injection" | "identity" | "greeting" | "thanks" | "product">, IntentAnswer> = {
  order_status: {
    lead: "Wil je weten hoe het met je bestelling staat? Kies 'Bestelstatus & Verzending' en vul je ordernummer, postcode en huisnummer in, dan zoek ik de status voor je op. Je ordernummer (KJD en 7 cijfers) staat in je orderbevestiging en, als je een account hebt, onder Mijn bestellingen (/account/orders/).",
    refs: [{ page: FAQ, heading: "Wanneer wordt mijn bestelling bezorgd?" }],
    link: "/service/bestellen-leveren/",
    answers: true,
  },
  delivery: {
    lead: "Over de bezorging:",
    refs: [{ page: FAQ, heading: "Wanneer wordt mijn bestelling bezorgd?" }, { page: FAQ, heading: "Wat kost de bezorging?" }],
    link: "/service/bestellen-leveren/",
    answers: true,
  },
  returns: {
    lead: "Retourneren of ruilen gaat zo:",
    refs: [{ page: "service:retourneren", heading: "Zo retourneer je" }, { page: FAQ, heading: "Hoe werkt proefslapen?" }],
    link: "/service/retourneren/",
    answers: true,
  },
  withdrawal: {
    lead: "Over de bedenktijd:",
    refs: [{ page: FAQ, heading: "Hoe lang heb ik bedenktijd?" }, { page: FAQ, heading: "Kan ik mijn bestelling nog wijzigen of annuleren?" }],
    link: "/service/retourneren/",
    answers: true,
  },
  payment: {
    lead: "Betalen kan op verschillende manieren:",
    refs: [{ page: FAQ, heading: "Hoe kan ik betalen?" }],
    link: "/service/bestellen-leveren/",
    answers: true,
  },
  warranty: {
    lead: "Over garantie:",
    refs: [{ page: "service:algemene-voorwaarden", heading: "Artikel 16 – Conformiteit en garantie" }],
    link: "/service/algemene-voorwaarden/",
    answers: true,
  },
  damaged: {
    lead: "Wat vervelend dat je artikel beschadigd is! Zo lossen we het op:",
    refs: [{ page: "service:retourneren", heading: "Beschadigd of defect ontvangen?" }],
    link: "/service/retourneren/",
    answers: true,
  },
  incomplete: {
    lead: `Mist er iets in je levering? Bestel je producten met verschillende levertijden, dan kan je bestelling in meerdere zendingen komen: in je orderbevestiging zie je wat er nog onderweg is. Ontbreekt er echt iets, mail dan klantenservice@droomnest.nl met je ordernummer, wat er mist en een foto van de pakbon, dan zoeken we het voor je uit. Contact: ${CONTACT}`,
    refs: [{ page: "service:bestellen-leveren", heading: "Levertijden in Nederland en België" }],
    link: "/service/bestellen-leveren/",
    answers: true,
  },
  opening_hours: {
    lead: "Onze klantenservice bereik je zo:",
    refs: [{ page: "service:klantenservice-contact", heading: "Openingstijden klantenservice" }, { page: "service:klantenservice-contact", heading: "Contactformulier" }],
    link: CONTACT,
    answers: true,
  },
};

const PRODUCT_ANSWERS: Record<Exclude<ProductTopic, null>, IntentAnswer> = {
  matras: {
    lead: "Welke matras bij je past, hangt vooral af van je lengte, gewicht en slaaphouding:",
    refs: [{ page: "blog:welk-matras-past-bij-mij", heading: "Waarom de hardheid zo belangrijk is" }, { page: FAQ, heading: "Hoe werkt proefslapen?" }],
    link: "/matrassen/",
    answers: true,
  },
  dekbed: {
    lead: "Bij een dekbed kies je vooral de warmteklasse en de vulling:",
    refs: [{ page: FAQ, heading: "Welke warmteklasse moet ik kiezen voor mijn dekbed?" }],
    link: "/blog/dekbed-warmteklasse-uitgelegd/",
    answers: true,
  },
  kussen: {
    lead: "Over hoofdkussens:",
    refs: [{ page: FAQ, heading: "Hoe vaak moet ik mijn hoofdkussen vervangen?" }, { page: "blog:hoe-vaak-vervang-je-je-hoofdkussen", heading: "Een nieuw kussen kiezen" }],
    link: "/hoofdkussen/",
    answers: true,
  },
  boxspring: {
    lead: "Over boxsprings:",
    refs: [{ page: "blog:boxspring-kopen-waar-let-je-op", heading: "Waaruit bestaat een boxspring?" }, { page: FAQ, heading: "Wordt een boxspring ook gemonteerd?" }],
    link: "/boxsprings/",
    answers: true,
  },
  beddengoed: {
    lead: "Over beddengoed: bij elk product vind je onder Specificaties de maten, het materiaal en het wasvoorschrift.",
    refs: [{ page: "blog:je-dekbed-wassen-zo-doe-je-dat", heading: "Hoe vaak was je je dekbed?" }],
    link: "/dekbedovertrek/",
    answers: true,
  },
};

const PRODUCT_GENERAL: IntentAnswer = {
  lead: "Ik help je graag met productinformatie. Bij elk product vind je onder Specificaties de maten, materialen en de levertijd. Waar ben je naar op zoek: een matras, een dekbed, een hoofdkussen, een boxspring of beddengoed? Stel je vraag gerust, bijvoorbeeld 'Welke matras past bij mij?'.",
  refs: [],
  link: null,
  answers: false,
};

/** The answer plan of an intent (null for the intents answered by a fixed text: see fixedAnswer). */
export function intentAnswer(intent: IntentId, product: ProductTopic = null): IntentAnswer | null {
  if (intent === "product") return product ? PRODUCT_ANSWERS[product] : PRODUCT_GENERAL;
  if (intent === "injection" || intent === "identity" || intent === "greeting" || intent === "thanks") return null;
  return ANSWERS[intent];
}

/** The fixed texts: refusal, identity, greeting, thanks. */
export function fixedAnswer(intent: IntentId): string | null {
  switch (intent) {
    case "injection":
      return REFUSAL;
    case "identity":
      return `${IDENTITY} Voor persoonlijk contact met een medewerker: ${CONTACT}`;
    case "greeting":
      return GREETING_ANSWER;
    case "thanks":
      return THANKS_ANSWER;
    default:
      return null;
  }
}

/** Every passage ref the answers use (the tests check each one exists in the seeded content). */
export function allPassageRefs(): PassageRef[] {
  return [...Object.values(ANSWERS), ...Object.values(PRODUCT_ANSWERS)].flatMap((a) => a.refs);
}

/** Composes an answer: the lead, the passages found (at most two), where to read more, and the closing question. */
export function composeAnswer(plan: IntentAnswer, passages: Passage[]): string {
  const tail = [plan.link ? `Meer informatie: ${plan.link}` : "", plan.answers ? ANSWERED_CLOSING : ""].filter(Boolean);
  const fixed = [plan.lead, ...tail].join("\n\n").length;
  const bodies: string[] = [];
  let room = ANSWER_MAX - fixed;
  for (const p of passages.slice(0, 2)) {
    const body = bodies.length === 0 ? clipAt(p.body, room - 2) : p.body;
    if (!body || body.length + 2 > room) break;
    bodies.push(body);
    room -= body.length + 2;
  }
  return [plan.lead, ...bodies, ...tail].join("\n\n");
}

/** A text cut to at most max characters at the end of a sentence or line ("" when nothing fits). */
function clipAt(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return "";
  const cut = text.slice(0, max);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("\n"));
  return end > 0 ? cut.slice(0, end + 1).trim() : "";
}

/** The answer to a question no intent matched: the best retrieved passage, or the honest "I don't know". */
export function retrievalAnswer(passages: Passage[]): string {
  const best = passages[0];
  if (!best) return UNKNOWN_ANSWER;
  return composeAnswer({ lead: `Dit vond ik hierover op onze pagina '${best.title}':`, refs: [], link: best.path, answers: true }, [best]);
}
