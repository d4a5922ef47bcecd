/**
 * The chat's profanity rule (spec sections 5 and 8): a message containing a word of this English and Dutch
 * list is refused. Matching is on whole words (so "Scunthorpe", "klassieke", "analyse" or "Dickens" pass),
 * case- and accent-insensitive, and sees through simple disguises: digits or symbols for letters
 * ("sh1t", "f*ck"), letters stretched out ("fuuuck"). A few entries are phrases of two words.
 *
 * Left out on purpose, because shoppers use them innocently: bare disease names (kanker, tering, tyfus, pest:
 * "ik heb kanker, welk matras ligt goed?"; the curse compounds and phrases made with them are listed), first
 * names ("Dick"), and phrases of innocent words ("rot op" in "het hout is rot op de hoeken").
 * Pure and import-free: the chat box and the Worker (which refuses to save such a chat) both use it.
 */

const WORDS = [
  // English
  "fuck", "fucks", "fucked", "fucker", "fuckers", "fucking", "fuckin", "fuckoff", "motherfucker", "motherfuckers",
  "fck", "fcking", "fuk", "fuking", "fuckface", "fuckhead", "shit", "shits", "shitty", "shithead", "bullshit",
  "horseshit", "bitch", "bitches", "bitchy", "asshole", "assholes", "arsehole", "arseholes", "bastard",
  "bastards", "cunt", "cunts", "dickhead", "dickheads", "cocksucker", "slut", "sluts", "whore", "whores",
  "wanker", "wankers", "twat", "twats", "bollocks", "jackass", "dumbass", "nigger", "niggers", "nigga",
  "faggot", "faggots", "retard", "retarded", "pussy",
  // Dutch
  "kut", "kutje", "kutwijf", "kuthoer", "kutzooi", "kutding", "kutbedrijf", "kutwinkel", "kutmatras", "lul",
  "lullo", "klootzak", "klootzakken", "kloothommel", "hoer", "hoeren", "hoerenzoon", "hoerenjong", "slet",
  "sletten", "sletje", "neuk", "neuken", "neuker", "neukt", "godverdomme", "godverdorie", "godverdomma",
  "godver", "kankerlijer", "kankerhoer", "kankerzooi", "kankerbedrijf", "kankerwinkel", "kankeren", "kankert",
  "teringlijer", "teringzooi", "teringhoer", "teringwijf", "tyfuslijer", "tyfushoer", "tyfuszooi", "klerelijer",
  "klerezooi", "kolerelijer", "pestlijer", "mongool", "mongolen", "flikker", "flikkers", "trut", "kuttekop",
  "rotwijf", "pokkelijer", "pokkenzooi", "sodemieter",
];

const PHRASES = [
  "piss off", "fuck off", "shut up bitch", "son of a bitch",
  "krijg de kanker", "krijg de tering", "krijg de tyfus", "krijg de klere", "krijg de pest", "krijg de pokken",
  "tyfus op", "tief op", "val dood", "stik erin",
];

/** Digits and symbols people type for letters. */
const LEET: Record<string, string> = { "0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t", "@": "a", $: "s", "!": "i", "€": "e" };

function base(text: string): string {
  return text.toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
}

/** A run of three or more of the same letter counts as one ("fuuuck" -> "fuck"). */
function squeeze(word: string): string {
  return word.replace(/(\p{L})\1{2,}/gu, "$1");
}

function deleet(word: string): string {
  return [...word].map((ch) => LEET[ch] ?? ch).join("");
}

/** Words as they are, and with disguises undone; a "*" stands for any one letter ("f*ck", "sh*t"). */
function tokens(text: string): string[][] {
  return base(text)
    .split(/[^\p{L}\p{N}@$!€*]+/u)
    .filter(Boolean)
    .map((raw) => {
      const stripped = raw.replace(/^[!*]+|[!*]+$/gu, "");
      const plain = squeeze(deleet(stripped));
      return [...new Set([stripped, squeeze(stripped), plain])].filter(Boolean);
    });
}

const WORD_SET = new Set(WORDS);
const STARRED = WORDS.filter((w) => w.length >= 3);
const PHRASE_WORDS = PHRASES.map((p) => p.split(" "));

function wordMatch(forms: string[]): string | null {
  for (const form of forms) {
    if (WORD_SET.has(form)) return form;
    // "f*ck", "sh**t": at least two real letters, the stars stand for letters.
    if (form.includes("*") && (form.match(/\p{L}/gu)?.length ?? 0) >= 2) {
      const pattern = form.replace(/[^\p{L}*]/gu, "");
      const re = new RegExp(`^${pattern.replace(/\*/gu, "\\p{L}")}$`, "u");
      const hit = STARRED.find((w) => w.length === pattern.length && re.test(w));
      if (hit) return hit;
    }
  }
  return null;
}

/** The first listed word or phrase in `text`, or null. */
export function findProfanity(text: string): string | null {
  const words = tokens(text);
  for (const forms of words) {
    const hit = wordMatch(forms);
    if (hit) return hit;
  }
  for (const phrase of PHRASE_WORDS) {
    for (let i = 0; i + phrase.length <= words.length; i++) {
      if (phrase.every((w, j) => words[i + j]!.includes(w))) return phrase.join(" ");
    }
  }
  return null;
}

export function containsProfanity(text: string): boolean {
  return findProfanity(text) !== null;
}
