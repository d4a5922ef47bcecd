/**
 * The shop's everyday-query set: searches as Dutch and Belgian shoppers type them into /zoeken/ (spec
 * section 5), each with what that shopper would accept as a fitting product of the demo assortment
 * (kv-seed/catalog/products.json). Written from the assortment data and the shopper's point of view
 * only, never from the search engine. No nonsense queries: every query has at least one fitting product
 * (search-everyday.test.ts checks that on the data, so the set stays honest).
 *
 * Kinds: compound (split, hyphenated, or joined where the title splits), plural (plurals and diminutives),
 * typo (one edit), typo2 (two edits in a word of 8+ letters), size (every written form), attribute
 * (colour, material, firmness, filling, warmth class, sleeping position, property; also inflected
 * adjectives), synonym (everyday words), brand (brand + product), combination (several kinds in one
 * query), belgian (Flemish words and Belgian product names).
 */
import {
  boxspring,
  brand,
  colour,
  dekbed,
  dekbedovertrek,
  has,
  hoeslaken,
  hoofdkussen,
  kussensloop,
  material,
  matras,
  molton,
  offers,
  titleHas,
  topper,
  type P,
} from "./search-fit";

export interface EverydayQuery {
  q: string;
  kind: string;
  fits: (p: P) => boolean;
}

const firm = (p: P, v: string) => has(p, "hardheid", v);
const warmth = (p: P, ...v: string[]) => v.some((x) => has(p, "warmteklasse", x));
const position = (p: P, v: string) => has(p, "slaaphouding", v);

export const everydayQueries: EverydayQuery[] = [
  // compound: split, hyphenated, or a joined form of words the title writes apart
  { q: "box spring", kind: "compound", fits: boxspring },
  { q: "box-spring", kind: "compound", fits: boxspring },
  { q: "dekbed overtrek", kind: "compound", fits: dekbedovertrek },
  { q: "dekbed-overtrek", kind: "compound", fits: dekbedovertrek },
  { q: "hoofd kussen", kind: "compound", fits: hoofdkussen },
  { q: "hoes laken", kind: "compound", fits: hoeslaken },
  { q: "kussen sloop", kind: "compound", fits: kussensloop },
  { q: "bad jas", kind: "compound", fits: (p) => titleHas(p, "badjas") },
  { q: "traag schuim matras", kind: "compound", fits: (p) => matras(p) && material(p, "traagschuim") },
  { q: "koud schuim matras", kind: "compound", fits: (p) => matras(p) && material(p, "koudschuim") },
  { q: "winter dekbed", kind: "compound", fits: (p) => dekbed(p) && (warmth(p, "winterdekbed") || titleHas(p, "winter")) },
  { q: "matras beschermer", kind: "compound", fits: (p) => titleHas(p, "matrasbeschermer") },
  { q: "tuinstoel kussen", kind: "compound", fits: (p) => titleHas(p, "tuinstoelkussen") },
  { q: "zweef parasol", kind: "compound", fits: (p) => titleHas(p, "zweefparasol") },
  { q: "extrahoog hoeslaken", kind: "compound", fits: (p) => hoeslaken(p) && titleHas(p, "extra hoog") },
  { q: "antiallergie dekbed", kind: "compound", fits: (p) => dekbed(p) && titleHas(p, "anti-allergie") },
  { q: "geltraagschuim topper", kind: "compound", fits: (p) => topper(p) && titleHas(p, "gel-traagschuim") },
  { q: "boxtop matras", kind: "compound", fits: (p) => matras(p) && titleHas(p, "box-top") },

  // plural: plurals and diminutives
  { q: "dekbedden", kind: "plural", fits: dekbed },
  { q: "hoofdkussens", kind: "plural", fits: hoofdkussen },
  { q: "hoeslakens", kind: "plural", fits: hoeslaken },
  { q: "kussenslopen", kind: "plural", fits: kussensloop },
  { q: "dekbedovertrekken", kind: "plural", fits: dekbedovertrek },
  { q: "boxsprings", kind: "plural", fits: boxspring },
  { q: "badjassen", kind: "plural", fits: (p) => titleHas(p, "badjas") },
  { q: "handdoeken", kind: "plural", fits: (p) => titleHas(p, "handdoek") },
  { q: "toppers", kind: "plural", fits: topper },
  { q: "parasols", kind: "plural", fits: (p) => titleHas(p, "parasol") },
  { q: "badlakens", kind: "plural", fits: (p) => titleHas(p, "badlaken") },
  { q: "ledikantmatrassen", kind: "plural", fits: (p) => titleHas(p, "ledikantmatras") },
  { q: "dekbedje", kind: "plural", fits: dekbed },
  { q: "matrasje", kind: "plural", fits: matras },
  { q: "hoofdkussentje", kind: "plural", fits: hoofdkussen },
  { q: "theedoekjes", kind: "plural", fits: (p) => titleHas(p, "theedoek") },
  { q: "washandje", kind: "plural", fits: (p) => titleHas(p, "washand") },
  { q: "handdoekje", kind: "plural", fits: (p) => titleHas(p, "handdoek") },

  // typo: one edit (a missing, doubled or neighbouring-key letter), never on the first letter
  { q: "matrs", kind: "typo", fits: matras },
  { q: "dekbet", kind: "typo", fits: dekbed },
  { q: "hoofdkusen", kind: "typo", fits: hoofdkussen },
  { q: "hoeslakn", kind: "typo", fits: hoeslaken },
  { q: "boxsprimg", kind: "typo", fits: boxspring },
  { q: "dekbedovertek", kind: "typo", fits: dekbedovertrek },
  { q: "kusensloop", kind: "typo", fits: kussensloop },
  { q: "toppper", kind: "typo", fits: topper },
  { q: "handoek", kind: "typo", fits: (p) => titleHas(p, "handdoek") },
  { q: "hybide matras", kind: "typo", fits: (p) => matras(p) && material(p, "hybride") },
  { q: "nachtwaht", kind: "typo", fits: (p) => brand(p, "nachtwacht") },
  { q: "polderust boxspring", kind: "typo", fits: (p) => brand(p, "polderrust") && boxspring(p) },
  { q: "badhuis handdoek", kind: "typo", fits: (p) => brand(p, "badhuys") && titleHas(p, "handdoek") },
  { q: "linnekast hoeslaken", kind: "typo", fits: (p) => brand(p, "linnenkast-en-co") && hoeslaken(p) },
  { q: "slaapwell atelier dekbed", kind: "typo", fits: (p) => brand(p, "slaapwel-atelier") && dekbed(p) },
  { q: "twentse bedfabiek", kind: "typo", fits: (p) => brand(p, "twentse-bedfabriek") },

  // typo2: two edits in a word of 8 or more letters (a swap counts as two plain edits)
  { q: "koudschium matras", kind: "typo2", fits: (p) => matras(p) && material(p, "koudschuim") },
  { q: "hoofkusen", kind: "typo2", fits: hoofdkussen },
  { q: "dekbeddovertrk", kind: "typo2", fits: dekbedovertrek },
  { q: "kusenslop", kind: "typo2", fits: kussensloop },
  { q: "pokketvring matras", kind: "typo2", fits: (p) => matras(p) && material(p, "pocketvering") },
  { q: "boxsrping", kind: "typo2", fits: boxspring },
  { q: "katoensatein dekbedovertrek", kind: "typo2", fits: (p) => dekbedovertrek(p) && material(p, "katoensatijn") },
  { q: "traagschium hoofdkussen", kind: "typo2", fits: (p) => hoofdkussen(p) && material(p, "traagschuim") },
  { q: "noorderlich slaapkomfort", kind: "typo2", fits: (p) => brand(p, "noorderlicht-slaapcomfort") },

  // size: every written form
  { q: "matras 160x200", kind: "size", fits: (p) => matras(p) && offers(p, "160x200") },
  { q: "matras 160 x 200", kind: "size", fits: (p) => matras(p) && offers(p, "160x200") },
  { q: "matras 160 bij 200", kind: "size", fits: (p) => matras(p) && offers(p, "160x200") },
  { q: "hoeslaken 160/200", kind: "size", fits: (p) => hoeslaken(p) && offers(p, "160x200") },
  { q: "hoeslaken 90x200cm", kind: "size", fits: (p) => hoeslaken(p) && offers(p, "90x200") },
  { q: "hoeslaken 180x200", kind: "size", fits: (p) => hoeslaken(p) && offers(p, "180x200") },
  { q: "matras 90 x 200", kind: "size", fits: (p) => matras(p) && offers(p, "90x200") },
  { q: "140x200 matras", kind: "size", fits: (p) => matras(p) && offers(p, "140x200") },
  { q: "matras 80x200 cm", kind: "size", fits: (p) => matras(p) && offers(p, "80x200") },
  { q: "dekbed 240x220", kind: "size", fits: (p) => dekbed(p) && offers(p, "240x220") },
  { q: "dekbed 200 bij 220", kind: "size", fits: (p) => dekbed(p) && offers(p, "200x220") },
  { q: "dekbedovertrek 140x200", kind: "size", fits: (p) => dekbedovertrek(p) && offers(p, "140x200") },
  { q: "dekbedovertrek 240 x 220", kind: "size", fits: (p) => dekbedovertrek(p) && offers(p, "240x220") },
  { q: "topper 180 x 200", kind: "size", fits: (p) => topper(p) && offers(p, "180x200") },
  { q: "boxspring 180x210", kind: "size", fits: (p) => boxspring(p) && offers(p, "180x210") },
  { q: "kussensloop 60x70", kind: "size", fits: (p) => kussensloop(p) && offers(p, "60x70") },
  { q: "hoofdkussen 60 x 70", kind: "size", fits: (p) => hoofdkussen(p) && offers(p, "60x70") },
  { q: "molton 160/200", kind: "size", fits: (p) => molton(p) && offers(p, "160x200") },

  // attribute: colour, material, firmness, filling, warmth class, sleeping position or property next to a product word
  { q: "hoeslaken wit", kind: "attribute", fits: (p) => hoeslaken(p) && colour(p, "wit") },
  { q: "witte hoeslaken", kind: "attribute", fits: (p) => hoeslaken(p) && colour(p, "wit") },
  { q: "stevig matras", kind: "attribute", fits: (p) => matras(p) && firm(p, "stevig") },
  { q: "stevige matras", kind: "attribute", fits: (p) => matras(p) && firm(p, "stevig") },
  { q: "zacht hoofdkussen", kind: "attribute", fits: (p) => hoofdkussen(p) && firm(p, "zacht") },
  { q: "zachte hoofdkussen", kind: "attribute", fits: (p) => hoofdkussen(p) && firm(p, "zacht") },
  { q: "medium matras", kind: "attribute", fits: (p) => matras(p) && firm(p, "medium") },
  { q: "dekbedovertrek terracotta", kind: "attribute", fits: (p) => dekbedovertrek(p) && colour(p, "terracotta") },
  { q: "grijze boxspring", kind: "attribute", fits: (p) => boxspring(p) && colour(p, "grijs", "lichtgrijs") },
  { q: "saliegroen dekbedovertrek", kind: "attribute", fits: (p) => dekbedovertrek(p) && colour(p, "saliegroen") },
  { q: "zwarte handdoek", kind: "attribute", fits: (p) => titleHas(p, "handdoek") && colour(p, "zwart") },
  { q: "katoenen dekbedovertrek", kind: "attribute", fits: (p) => dekbedovertrek(p) && material(p, "katoen", "katoensatijn") },
  { q: "flanellen dekbedovertrek", kind: "attribute", fits: (p) => dekbedovertrek(p) && material(p, "flanel") },
  { q: "percal hoeslaken", kind: "attribute", fits: (p) => hoeslaken(p) && material(p, "percal") },
  { q: "satijnen kussensloop", kind: "attribute", fits: (p) => kussensloop(p) && material(p, "satijn") },
  { q: "velvet boxspring", kind: "attribute", fits: (p) => boxspring(p) && material(p, "velvet") },
  { q: "bamboe badjas", kind: "attribute", fits: (p) => titleHas(p, "badjas") && material(p, "bamboe") },
  { q: "latex matras", kind: "attribute", fits: (p) => matras(p) && material(p, "latex") },
  { q: "wollen dekbed", kind: "attribute", fits: (p) => dekbed(p) && material(p, "wol") },
  { q: "donzen dekbed", kind: "attribute", fits: (p) => dekbed(p) && material(p, "dons") },
  { q: "synthetisch hoofdkussen", kind: "attribute", fits: (p) => hoofdkussen(p) && material(p, "synthetisch") },
  { q: "dekbed extra warm", kind: "attribute", fits: (p) => dekbed(p) && warmth(p, "extra-warm") },
  { q: "4 seizoenen dekbed", kind: "attribute", fits: (p) => dekbed(p) && warmth(p, "4-seizoenen") },
  { q: "hoofdkussen zijslaper", kind: "attribute", fits: (p) => hoofdkussen(p) && position(p, "zijslaper") },
  { q: "hoofdkussen rugslapers", kind: "attribute", fits: (p) => hoofdkussen(p) && position(p, "rugslaper") },
  { q: "anti-allergie dekbed", kind: "attribute", fits: (p) => dekbed(p) && (has(p, "eigenschap", "anti-allergie") || titleHas(p, "anti-allergie")) },
  { q: "waterdichte matrasbeschermer", kind: "attribute", fits: (p) => titleHas(p, "matrasbeschermer") && has(p, "eigenschap", "waterdicht") },

  // synonym: the everyday word for the thing
  { q: "deken", kind: "synonym", fits: (p) => dekbed(p) || titleHas(p, "plaid") },
  { q: "dekbedhoes", kind: "synonym", fits: dekbedovertrek },
  { q: "laken", kind: "synonym", fits: (p) => hoeslaken(p) || (molton(p) && titleHas(p, "hoeslaken")) },
  { q: "kussen", kind: "synonym", fits: (p) => hoofdkussen(p) || (titleHas(p, "kussen") && !titleHas(p, "sloop") && !titleHas(p, "beschermer")) },
  { q: "kussen voor zijslaper", kind: "synonym", fits: (p) => hoofdkussen(p) && position(p, "zijslaper") },
  { q: "kussenhoes", kind: "synonym", fits: kussensloop },
  { q: "slaapkussen", kind: "synonym", fits: hoofdkussen },
  { q: "dons deken", kind: "synonym", fits: (p) => dekbed(p) && material(p, "dons") },
  { q: "overtrek", kind: "synonym", fits: dekbedovertrek },
  { q: "oplegmatras", kind: "synonym", fits: topper },
  { q: "topmatras", kind: "synonym", fits: topper },
  { q: "baby matras", kind: "synonym", fits: (p) => titleHas(p, "ledikantmatras") },
  { q: "bed 160x200", kind: "synonym", fits: (p) => boxspring(p) && offers(p, "160x200") },
  { q: "matrashoes", kind: "synonym", fits: (p) => titleHas(p, "matrasbeschermer") },
  { q: "sloop", kind: "synonym", fits: kussensloop },

  // brand: brand + product word
  { q: "nachtwacht hoofdkussen", kind: "brand", fits: (p) => brand(p, "nachtwacht") && hoofdkussen(p) },
  { q: "polderrust matras", kind: "brand", fits: (p) => brand(p, "polderrust") && matras(p) },
  { q: "veluwe bedden boxspring", kind: "brand", fits: (p) => brand(p, "veluwe-bedden") && boxspring(p) },
  { q: "linnenkast kussensloop", kind: "brand", fits: (p) => brand(p, "linnenkast-en-co") && kussensloop(p) },
  { q: "zeeuws linnen theedoek", kind: "brand", fits: (p) => brand(p, "zeeuws-linnen") && titleHas(p, "theedoek") },
  { q: "hollandse wol dekbed", kind: "brand", fits: (p) => brand(p, "hollandse-wol") && dekbed(p) },
  { q: "badhuys badjas", kind: "brand", fits: (p) => brand(p, "badhuys") && titleHas(p, "badjas") },
  { q: "tuinlust loungekussen", kind: "brand", fits: (p) => brand(p, "tuinlust") && titleHas(p, "loungekussen") },
  { q: "dutch dreams ledikantmatras", kind: "brand", fits: (p) => brand(p, "dutch-dreams-kids") && titleHas(p, "ledikantmatras") },
  { q: "slaapwel atelier dekbedovertrek", kind: "brand", fits: (p) => brand(p, "slaapwel-atelier") && dekbedovertrek(p) },
  { q: "katoen en kleur hoeslaken", kind: "brand", fits: (p) => brand(p, "katoen-en-kleur") && hoeslaken(p) },
  { q: "dons & veer dekbed", kind: "brand", fits: (p) => brand(p, "dons-en-veer-compagnie") && dekbed(p) },
  { q: "twentse bedfabriek boxspring", kind: "brand", fits: (p) => brand(p, "twentse-bedfabriek") && boxspring(p) },
  { q: "noorderlicht topper", kind: "brand", fits: (p) => brand(p, "noorderlicht-slaapcomfort") && topper(p) },
  { q: "kleine dromers kinderdekbed", kind: "brand", fits: (p) => brand(p, "kleine-dromers") && titleHas(p, "kinderdekbed") && !titleHas(p, "overtrek") },
  { q: "rustpunt matras", kind: "brand", fits: (p) => brand(p, "rustpunt") && matras(p) },
  { q: "bedwacht matrasbeschermer", kind: "brand", fits: (p) => brand(p, "bedwacht") && titleHas(p, "matrasbeschermer") },
  { q: "zonnehoek parasol", kind: "brand", fits: (p) => brand(p, "zonnehoek-outdoor") && titleHas(p, "parasol") },

  // combination: several kinds in one query
  { q: "dekbedovertrek katoen wit", kind: "combination", fits: (p) => dekbedovertrek(p) && material(p, "katoen", "katoensatijn") && colour(p, "wit") },
  { q: "dekbedovertrek katoen wit 140x200", kind: "combination", fits: (p) => dekbedovertrek(p) && material(p, "katoen", "katoensatijn") && colour(p, "wit") && offers(p, "140x200") },
  { q: "hoeslaken wit 160x200", kind: "combination", fits: (p) => hoeslaken(p) && colour(p, "wit") && offers(p, "160x200") },
  { q: "witte hoeslaken 180 x 200", kind: "combination", fits: (p) => hoeslaken(p) && colour(p, "wit") && offers(p, "180x200") },
  { q: "stevige matras 90x200", kind: "combination", fits: (p) => matras(p) && firm(p, "stevig") && offers(p, "90x200") },
  { q: "nachtwacht koudschuim matras 160x200", kind: "combination", fits: (p) => brand(p, "nachtwacht") && matras(p) && material(p, "koudschuim") && offers(p, "160x200") },
  { q: "pocketvering matras 140x200 stevig", kind: "combination", fits: (p) => matras(p) && material(p, "pocketvering") && offers(p, "140x200") && firm(p, "stevig") },
  { q: "zacht hoofdkussen zijslaper", kind: "combination", fits: (p) => hoofdkussen(p) && firm(p, "zacht") && position(p, "zijslaper") },
  { q: "donzen dekbed 240x220", kind: "combination", fits: (p) => dekbed(p) && material(p, "dons") && offers(p, "240x220") },
  { q: "boxspring grijs 180x200", kind: "combination", fits: (p) => boxspring(p) && colour(p, "grijs", "lichtgrijs") && offers(p, "180x200") },
  { q: "box spring antraciet 160x200", kind: "combination", fits: (p) => boxspring(p) && colour(p, "antraciet") && offers(p, "160x200") },
  { q: "jersey hoeslakens 140/200", kind: "combination", fits: (p) => hoeslaken(p) && material(p, "jersey") && offers(p, "140x200") },
  { q: "hoofdkusen zijslaper", kind: "combination", fits: (p) => hoofdkussen(p) && position(p, "zijslaper") },
  { q: "dekbedhoes terracotta", kind: "combination", fits: (p) => dekbedovertrek(p) && colour(p, "terracotta") },
  { q: "winter dekbed 200x220", kind: "combination", fits: (p) => dekbed(p) && warmth(p, "winterdekbed", "extra-warm") && offers(p, "200x220") },
  { q: "satijnen kussensloop 60x70", kind: "combination", fits: (p) => kussensloop(p) && material(p, "satijn") && offers(p, "60x70") },
  { q: "hoeslaken percal 160 bij 200", kind: "combination", fits: (p) => hoeslaken(p) && material(p, "percal") && offers(p, "160x200") },

  // belgian: Flemish words and the Belgian names in the assortment
  { q: "spanlaken", kind: "belgian", fits: hoeslaken },
  { q: "spanlaken 160x200", kind: "belgian", fits: (p) => hoeslaken(p) && offers(p, "160x200") },
  { q: "oorkussen", kind: "belgian", fits: hoofdkussen },
  { q: "oorkussen zijslaper", kind: "belgian", fits: (p) => hoofdkussen(p) && position(p, "zijslaper") },
  { q: "donsdeken", kind: "belgian", fits: dekbed },
  { q: "donsovertrek", kind: "belgian", fits: dekbedovertrek },
  { q: "donsovertrek 240x220", kind: "belgian", fits: (p) => dekbedovertrek(p) && offers(p, "240x220") },
  { q: "badmantel", kind: "belgian", fits: (p) => titleHas(p, "badjas") },
  { q: "voorschoot", kind: "belgian", fits: (p) => titleHas(p, "schort") },
  { q: "washand", kind: "belgian", fits: (p) => titleHas(p, "washand") },
  { q: "boxspring brugge", kind: "belgian", fits: (p) => boxspring(p) && titleHas(p, "brugge") },
  { q: "boxspring gent", kind: "belgian", fits: (p) => boxspring(p) && titleHas(p, "gent") },
  { q: "boxspring leuven", kind: "belgian", fits: (p) => boxspring(p) && titleHas(p, "leuven") },
];
