/**
 * One builder per product type: each returns a Draft (title, Dutch description, specifications,
 * options with price deltas, facet attributes, colour, list price) that generate.ts turns into a
 * SeedProduct (ids, variants, images, price history, categories).
 */
import { COLOURS, PALETTES, type Colour } from "./data.ts";
import type { Rng } from "./rng.ts";
import type { ProductType, SeedBrand, SeedOption } from "./types.ts";

export interface Attr {
  slug: string;
  title: string;
}

export interface OptionDraft {
  code: SeedOption["code"];
  title: string;
  values: { title: string; delta: number }[];
}

export interface Spec {
  label: string;
  value: string;
}

export interface Draft {
  type: ProductType;
  brand: SeedBrand;
  title: string;
  main: string; // main category slug
  extra: string[]; // further (non-action) category slugs
  description: string;
  specs: Spec[];
  color: Colour;
  options: OptionDraft[];
  attrs: Record<string, Attr[]>;
  list: number; // list price of the base (first) variant, cents
  floor: number; // the current price never goes below this (cents)
  delivery: string;
  tags: string[]; // 'two-person', 'three-for-one', 'cheap', ...
}

export interface BuildContext {
  r: Rng;
  brands: Map<string, SeedBrand>;
  variant: number; // 0 for the first try; > 0 when the title was taken and a different one is wanted
}

export const DELIVERY = {
  tomorrow: "Voor 23:59 besteld, morgen in huis",
  days: "Binnen 2-3 werkdagen in huis",
  week: "Binnen 5-7 werkdagen in huis",
  made: "Levertijd 2-3 weken (op bestelling gemaakt)",
  subscription: "Eerste levering binnen 2-3 werkdagen",
} as const;

// ---------------------------------------------------------------------------------------------
// helpers

export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ø/gu, "o")
    .replace(/&/gu, " en ")
    .replace(/%/gu, "")
    .replace(/[^a-z0-9]+/gu, "-")
    .replace(/^-+|-+$/gu, "");
}

const a = (title: string, slug = slugify(title)): Attr => ({ slug, title });
const lc = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** A shop price in cents near `euros`: 499,95 / 499,99 / 499,00, 29,95, 7,99 and the like. */
export function shopPrice(euros: number, r: Rng): number {
  if (euros >= 100) {
    const base = Math.max(10, Math.round(euros / 10)) * 10 - 1;
    return base * 100 + r.weighted([[95, 5], [99, 2], [0, 3]] as const);
  }
  if (euros >= 12) {
    const base = Math.max(2, Math.round(euros / 5)) * 5 - 1;
    return base * 100 + r.weighted([[95, 6], [99, 3], [0, 1]] as const);
  }
  const base = Math.max(2, Math.min(9, Math.floor(euros)));
  return base * 100 + r.weighted([[99, 5], [95, 3], [49, 2]] as const);
}

function listPrice(r: Rng, min: number, max: number): number {
  // skewed towards the lower half, like a real assortment
  const x = r.next() ** 1.35;
  return shopPrice(min + x * (max - min), r);
}

function dims(title: string): number {
  const m = /(\d+)\s*x\s*(\d+)/u.exec(title);
  if (m) return Number(m[1]) * Number(m[2]);
  const n = /(\d+)/u.exec(title);
  return n ? Number(n[1]) ** 2 : 1;
}

const BED_NAMES: Record<string, string> = { "140": "Twijfelaar", "160": "Queen size", "180": "King size" };

export function namedSize(size: string): string {
  const width = size.split("x")[0]!;
  const name = BED_NAMES[width];
  return name ? `${size} (${name})` : size;
}

/** A maat option whose price delta grows with the area (slope: share of the extra area that is charged). */
function sizeOption(sizes: readonly string[], list: number, slope: number, titleOf: (s: string) => string = (s) => s): OptionDraft {
  const base = dims(sizes[0]!);
  const step = list < 5000 ? 100 : list < 20000 ? 500 : 1000;
  let prev = 0;
  const values = sizes.map((s, i) => {
    let d = Math.round((list * (dims(s) / base - 1) * slope) / step) * step;
    if (i > 0 && dims(s) > dims(sizes[i - 1]!) && d <= prev) d = prev + step;
    if (d < prev) d = prev;
    prev = d;
    return { title: titleOf(s), delta: d };
  });
  return { code: "maat", title: "Maat", values };
}

const sizeAttrs = (sizes: readonly string[]): Attr[] => sizes.map((s) => a(s));

function colourOption(keys: readonly string[]): OptionDraft {
  return { code: "kleur", title: "Kleur", values: keys.map((k) => ({ title: COLOURS[k]!.title, delta: 0 })) };
}

const colourAttrs = (keys: readonly string[]): Attr[] => keys.map((k) => ({ slug: COLOURS[k]!.slug, title: COLOURS[k]!.title }));

function pickColours(r: Rng, palette: readonly string[], min: number, max: number): string[] {
  return r.shuffle(palette).slice(0, r.int(min, Math.min(max, palette.length)));
}

const HARDNESS = ["Zacht", "Medium", "Stevig"] as const;
const hardnessOption = (): OptionDraft => ({ code: "hardheid", title: "Hardheid", values: HARDNESS.map((t) => ({ title: t, delta: 0 })) });

/** Intro sentence plus 1-3 topic sentences (topics keep their order; one alternative of each is used). */
function compose(r: Rng, intros: string[], topics: string[][]): string {
  const usable = topics.filter((t) => t.length > 0);
  const chosen = r.sample(usable, r.int(1, Math.min(3, usable.length))).map((t) => r.pick(t));
  return [r.pick(intros), ...chosen].join(" ");
}

function brandOf(ctx: BuildContext, slugs: readonly string[]): SeedBrand {
  const b = ctx.brands.get(ctx.r.pick(slugs));
  if (!b) throw new Error("unknown brand");
  return b;
}

/** Extra words to make a title unique on a retry. */
const MODELS = ["Balance", "Premium", "Select", "Royal", "Nova", "Luna", "Sereno", "Essential", "Pure", "Dream", "Elite", "Natura", "Prestige", "Signature", "Vital", "Classic", "Nordic", "Cloud", "Harmony", "Aura", "Terra", "Solo", "Deluxe", "Plus", "Original", "Zen"];

function model(ctx: BuildContext): string {
  return ctx.r.pick(MODELS);
}

const TRIAL = ["100 nachten"];

// ---------------------------------------------------------------------------------------------
// matras

const MATTRESS_KINDS = {
  pocketvering: {
    label: "Pocketvering", price: [249, 899], height: [21, 28], zones: [5, 7, 7, 7, 9],
    features: ["7-zones", "5-zones", "1000 veren", "Box-top", "Duo 7-zones", "Hotel", "Deluxe", "Cool Touch"],
    kern: (r: Rng) => `${r.pick(["Pocketvering", "Minipocketvering", "Dubbele pocketvering"])}, ${r.pick([400, 500, 640, 800, 1000])} veren per m²`,
    benefit: "veerkrachtig slaapcomfort met een uitstekende ventilatie",
    topics: [
      "Elke veer zit in een eigen zakje en beweegt los van de andere veren, zodat je weinig merkt van de bewegingen van je partner.",
      "De pocketveren geven puntelastische ondersteuning en houden de lucht in de matras in beweging.",
      "Omdat de veren onafhankelijk van elkaar werken, ligt je wervelkolom in elke slaaphouding recht.",
    ],
  },
  koudschuim: {
    label: "Koudschuim", price: [129, 549], height: [16, 22], zones: [3, 5, 7, 7],
    features: ["HR50", "HR45 7-zones", "Ortho", "20 cm", "5-zones", "Comfort Foam", "Basic"],
    kern: (r: Rng) => `Koudschuim ${r.pick(["HR40", "HR45", "HR50", "HR55", "HR60"])}`,
    benefit: "een lichte, duurzame matras die direct terugveert",
    topics: [
      "Het open koudschuim veert direct terug als je je omdraait en voert vocht goed af.",
      "Koudschuim is licht, duurzaam en houdt jarenlang zijn vorm.",
      "Doordat de matras licht is, keer en draai je hem zonder moeite.",
    ],
  },
  traagschuim: {
    label: "Traagschuim", price: [199, 799], height: [20, 25], zones: [5, 7, 7],
    features: ["Memory 22 cm", "Gel Touch", "7-zones", "Cool Foam", "Visco Deluxe", "Memory Plus"],
    kern: (r: Rng) => `Traagschuim ${r.pick([50, 55, 60, 70])} kg/m³ op koudschuim ${r.pick(["HR40", "HR45", "HR50"])}`,
    benefit: "drukverlagend slaapcomfort dat zich naar je lichaam vormt",
    topics: [
      "Het traagschuim reageert op je lichaamswarmte en vormt zich naar je schouders en heupen.",
      "Door de drukverlagende werking is deze matras een aanrader als je last hebt van drukpunten of stijve spieren.",
      "De traagschuimlaag dempt elke beweging, dus je slaapt ongestoord door als je partner zich omdraait.",
    ],
  },
  latex: {
    label: "Latex", price: [399, 1099], height: [16, 22], zones: [5, 7, 7],
    features: ["Natuurlatex 7-zones", "100% latex", "Bio Latex", "Pincore", "18 cm", "Natura"],
    kern: (r: Rng) => `${r.pick(["Natuurlatex", "100% natuurlatex", "Biologische latex", "Latex (85% natuurlatex)"])} met ventilatiegaatjes`,
    benefit: "een natuurlijke, soepele matras met veel veerkracht",
    topics: [
      "Latex is van nature veerkrachtig en voegt zich soepel naar je lichaam, ook als je veel draait.",
      "Dankzij de open celstructuur met duizenden ventilatiegaatjes blijft de latexkern fris en droog.",
      "Latex is stofarm en daardoor een goede keuze als je gevoelig bent voor huisstofmijt.",
    ],
  },
  hybride: {
    label: "Hybride", price: [449, 1299], height: [24, 30], zones: [7, 7, 9],
    features: ["Pocket + Traagschuim", "Hybrid 28 cm", "Cool Hybrid", "Gel Pocket", "Box-top Hybrid", "Latex Pocket"],
    kern: (r: Rng) => `Pocketvering met ${r.pick(["traagschuim", "gel-traagschuim", "latex", "koudschuim"])} comfortlaag`,
    benefit: "het beste van twee werelden: de veerkracht van pocketvering en het comfort van schuim",
    topics: [
      "De pocketveren geven ondersteuning en ventilatie, de comfortlaag bovenop zorgt voor een zachte eerste indruk.",
      "Een hybride matras past bij elke slaaphouding en voelt vanaf de eerste nacht comfortabel aan.",
      "Door de combinatie van veren en schuim blijft het slaapklimaat koel, ook in de zomer.",
    ],
  },
} as const;
export type MattressKind = keyof typeof MATTRESS_KINDS;

const SIZES_ONE = ["70x200", "80x200", "90x200", "90x210", "90x220", "100x200"];
const SIZES_FULL = ["80x200", "90x200", "90x210", "90x220", "140x200", "160x200", "180x200", "180x210", "180x220"];
const SIZES_TWO = ["140x200", "160x200", "180x200", "180x210", "180x220"];
const ALL_MATTRESS = ["70x200", "80x200", "90x200", "90x210", "90x220", "100x200", "120x200", "140x200", "160x200", "180x200", "180x210", "180x220"];

function mattressSizes(r: Rng): { sizes: string[]; twoOnly: boolean } {
  const kind = r.weighted([["full", 55], ["one", 20], ["two", 25]] as const);
  if (kind === "one") return { sizes: SIZES_ONE, twoOnly: false };
  if (kind === "two") return { sizes: r.chance(0.3) ? ["120x200", ...SIZES_TWO] : SIZES_TWO, twoOnly: true };
  const extra = new Set(SIZES_FULL);
  if (r.chance(0.3)) extra.add("70x200");
  if (r.chance(0.3)) extra.add("100x200");
  if (r.chance(0.3)) extra.add("120x200");
  return { sizes: ALL_MATTRESS.filter((s) => extra.has(s)), twoOnly: false };
}

const HARD_ADVICE: Record<string, string> = {
  Zacht: "lichtere slapers en zijslapers",
  Medium: "de meeste slapers",
  Stevig: "zwaardere slapers en rug- of buikslapers",
};

export function buildMatras(ctx: BuildContext, kind: MattressKind): Draft {
  const { r } = ctx;
  const k = MATTRESS_KINDS[kind];
  const brand = brandOf(ctx, ["droomnest-comfort", "nachtwacht", "polderrust", "noorderlicht-slaapcomfort", "veluwe-bedden", "rustpunt", "twentse-bedfabriek"]);
  const feature = r.pick(k.features);
  const form = ctx.variant > 0 ? 1 : r.weighted([[0, 40], [1, 35], [2, 25]] as const);
  const m = model(ctx);
  const title = form === 0 ? `${brand.name} ${k.label} Matras ${feature}` : form === 1 ? `${brand.name} ${m} ${k.label} Matras ${feature}` : `${brand.name} ${m} ${k.label} Matras`;
  const { sizes, twoOnly } = mattressSizes(r);
  let list = listPrice(r, k.price[0], k.price[1]);
  if (twoOnly) list = Math.min(129900, shopPrice((list / 100) * 1.5, r));
  const withHardness = r.chance(0.4);
  const hard = r.weighted([["Medium", 45], ["Stevig", 30], ["Zacht", 25]] as const);
  const zones = r.pick(k.zones);
  const height = r.int(k.height[0], k.height[1]);
  const kern = k.kern(r);
  const kernPhrase = lc(kern.replace(", ", " met "));
  const tijk = r.pick(["Lyocell", "Dubbeldoek met viscose", "Katoen-stretch", "Bamboe-viscose", "Koelvezel", "Aloë vera", "Wol/katoen (winterzijde) en katoen (zomerzijde)"]);
  const cover = r.pick(["Ja, met rits rondom", "Ja, in twee delen", "Ja", "Nee"]);
  const wash = cover === "Nee" ? "Niet wasbaar (wel te luchten)" : r.pick(["40 °C", "60 °C"]);
  const trial = r.pick(TRIAL);
  const options = [sizeOption(sizes, list, 0.85, namedSize)];
  if (withHardness) options.push(hardnessOption());
  const colour = COLOURS[r.pick(kind === "hybride" ? ["wit", "ecru", "lichtgrijs", "antraciet"] : PALETTES.tijk)]!;
  const description = compose(
    r,
    [
      `De ${title} heeft een kern van ${kernPhrase} en is ${height} cm hoog.`,
      `Met de ${title} kies je voor ${k.benefit}.`,
      `Deze ${height} cm hoge matras van ${brand.name} combineert ${kernPhrase} met een tijk van ${lc(tijk)}.`,
    ],
    [
      [...k.topics],
      [
        `Dankzij de ${zones} comfortzones krijgen je schouders en heupen precies de ondersteuning die ze nodig hebben.`,
        `De ${zones} zones vangen het verschil in gewicht tussen schouders, rug en heupen op.`,
      ],
      cover === "Nee" ? [`De tijk van ${lc(tijk)} voelt zacht aan en ventileert goed.`] : [`De hoes van ${lc(tijk)} is afneembaar en wasbaar op ${wash}.`, `Je haalt de hoes eenvoudig los en wast hem op ${wash}, zo blijft je matras fris.`],
      withHardness
        ? ["Je kiest zelf de hardheid: zacht, medium of stevig, afgestemd op je gewicht en lengte."]
        : [`De matras is ${lc(hard)}, geschikt voor ${HARD_ADVICE[hard]}.`],
      [`Je slaapt ${trial} op proef: ben je niet tevreden, dan halen we de matras gratis bij je op.`, `Twijfel je nog, dan weet je na ${trial} proefslapen zeker dat je de juiste keuze maakt.`],
      [`Leverbaar in ${sizes.length} maten, van ${sizes[0]} tot ${sizes[sizes.length - 1]} cm.`],
    ],
  );
  return {
    type: "matras",
    brand,
    title,
    main: "matrassen",
    extra: ["pocketvering", "koudschuim", "traagschuim"].includes(kind) ? [`matrassen/${kind}`] : [],
    description,
    specs: [
      { label: "Kern", value: kern },
      { label: "Hardheid", value: withHardness ? "Zacht, medium of stevig (naar keuze)" : hard },
      { label: "Comfortzones", value: String(zones) },
      { label: "Ventilatie", value: r.pick(["Ventilerende 3D-rand rondom", "Open celstructuur", "Ventilatiekanalen in de kern", "Klimaatregulerende tijk", "Luchtdoorlatende zijkanten"]) },
      { label: "Tijk", value: tijk },
      { label: "Afneembare hoes", value: cover },
      { label: "Wasbaar op", value: wash },
      { label: "Hoogte", value: `${height} cm` },
      { label: "Proefslapen", value: trial },
      { label: "Garantie", value: list > 60000 ? r.pick(["10 jaar", "15 jaar"]) : r.pick(["5 jaar", "8 jaar", "10 jaar"]) },
      { label: "Geschikt voor", value: r.pick(["Alle vlakke bodems en boxsprings", "Lattenbodems en boxsprings", "Ook verstelbare bodems"]) },
    ],
    color: colour,
    options,
    attrs: {
      maat: sizeAttrs(sizes),
      soort: [a(k.label, kind)],
      hardheid: withHardness ? HARDNESS.map((h) => a(h)) : [a(hard)],
    },
    list,
    floor: 12900,
    delivery: kind === "latex" || kind === "hybride"
      ? r.weighted([[DELIVERY.made, 45], [DELIVERY.days, 40], [DELIVERY.tomorrow, 15]] as const)
      : r.weighted([[DELIVERY.tomorrow, 35], [DELIVERY.days, 45], [DELIVERY.made, 20]] as const),
    tags: sizes.some((s) => Number(s.split("x")[0]) >= 140) ? ["two-person"] : [],
  };
}

// ---------------------------------------------------------------------------------------------
// topper

const TOPPER_KINDS = [
  ["traagschuim", "Traagschuim", 35],
  ["koudschuim", "Koudschuim", 25],
  ["latex", "Latex", 15],
  ["gel-traagschuim", "Gel-traagschuim", 15],
  ["dons", "Donzen", 10],
] as const;

export function buildTopper(ctx: BuildContext): Draft {
  const { r } = ctx;
  const [slug, label] = r.weighted(TOPPER_KINDS.map(([s, l, w]) => [[s, l] as const, w] as const));
  const brand = brandOf(ctx, slug === "dons" ? ["dons-en-veer-compagnie", "nachtwacht"] : ["droomnest-comfort", "nachtwacht", "noorderlicht-slaapcomfort", "rustpunt", "polderrust"]);
  const thickness = slug === "dons" ? r.int(5, 8) : r.int(5, 10);
  const word = r.chance(0.6) ? "Topper" : "Topdekmatras";
  const title = ctx.variant > 0 || r.chance(0.35) ? `${brand.name} ${model(ctx)} ${label} ${word} ${thickness} cm` : `${brand.name} ${label} ${word} ${thickness} cm`;
  const sizes = r.chance(0.5) ? SIZES_FULL : ["80x200", "90x200", "140x200", "160x200", "180x200", "180x210", "180x220"];
  const list = listPrice(r, slug === "dons" ? 199 : 129, slug === "dons" ? 499 : 449);
  const hard = slug === "dons" ? "Zacht" : r.weighted([["Zacht", 35], ["Medium", 45], ["Stevig", 20]] as const);
  const tijk = r.pick(["Lyocell", "Katoen-stretch", "Bamboe-viscose", "Dubbeldoek", "Katoen, downproof"]);
  const wash = r.pick(["40 °C", "60 °C"]);
  const kern = slug === "dons" ? `${r.pick([60, 70, 90])}% ganzendons, cassette-gestikt` : slug === "gel-traagschuim" ? "Traagschuim met koelende gel" : slug === "latex" ? "Natuurlatex" : slug === "koudschuim" ? `Koudschuim ${r.pick(["HR40", "HR45", "HR50"])}` : `Traagschuim ${r.pick([50, 55, 60])} kg/m³`;
  const description = compose(
    r,
    [
      `De ${title} geeft je matras of boxspring een extra comfortlaag van ${thickness} cm.`,
      `Met deze ${lc(label)} topper van ${brand.name} maak je je bed direct zachter en comfortabeler.`,
      `Een topper van ${lc(kern.split(",")[0]!)} beschermt je matras en verlengt zo de levensduur.`,
    ],
    [
      slug === "dons"
        ? ["Het dons houdt warmte vast zonder te broeien en maakt je bed heerlijk luchtig.", "Ideaal als je matras net iets te stevig aanvoelt."]
        : ["De topper vormt zich naar je lichaam en verdeelt de druk op je schouders en heupen.", "De toplaag vangt oneffenheden op, bijvoorbeeld de naad tussen twee eenpersoonsmatrassen."],
      ["Met de elastieken hoekbanden blijft de topper goed op zijn plaats liggen.", "Vier hoekelastieken houden de topper op zijn plek, ook als je je omdraait."],
      [slug === "dons" ? `De tijk van ${lc(tijk)} is downproof; de topper is in zijn geheel wasbaar op ${wash}.` : `De hoes van ${lc(tijk)} is afneembaar en wasbaar op ${wash}.`],
      [`Leverbaar van ${sizes[0]} tot ${sizes[sizes.length - 1]} cm.`],
    ],
  );
  return {
    type: "topper",
    brand,
    title,
    main: "matrassen",
    extra: [],
    description,
    specs: [
      { label: "Kern", value: kern },
      { label: "Hardheid", value: hard },
      { label: "Dikte", value: `${thickness} cm` },
      { label: "Tijk", value: tijk },
      { label: "Afneembare hoes", value: slug === "dons" ? "Nee" : "Ja, met rits" },
      { label: "Wasbaar op", value: wash },
      { label: "Hoekelastieken", value: "Ja, 4 stuks" },
      { label: "Proefslapen", value: r.pick(TRIAL) },
    ],
    color: COLOURS[r.pick(PALETTES.tijk)]!,
    options: [sizeOption(sizes, list, 0.8)],
    attrs: { maat: sizeAttrs(sizes), soort: [a("Topdekmatras", "topdekmatras")], hardheid: [a(hard)], materiaal: [a(label === "Donzen" ? "Dons" : label)] },
    list,
    floor: 12900,
    delivery: r.weighted([[DELIVERY.tomorrow, 50], [DELIVERY.days, 50]] as const),
    tags: [],
  };
}

// ---------------------------------------------------------------------------------------------
// dekbed

const WARMTH = {
  "4-seizoenen": { attr: a("4-seizoenen", "4-seizoenen"), noun: "4-seizoenendekbed", word: "4-seizoenen Dekbed", spec: "4-seizoenen (2 delen met drukknopen)", factor: 1.25, grams: [700, 1400] },
  zomer: { attr: a("Zomer", "zomerdekbed"), noun: "zomerdekbed", word: "Zomerdekbed", spec: "Zomer (warmteklasse 1)", factor: 0.8, grams: [250, 450] },
  winter: { attr: a("Winter", "winterdekbed"), noun: "winterdekbed", word: "Winterdekbed", spec: "Winter (warmteklasse 4)", factor: 1, grams: [500, 900] },
  "extra-warm": { attr: a("Extra warm", "extra-warm"), noun: "extra warm dekbed", word: "Extra Warm Dekbed", spec: "Extra warm (warmteklasse 5)", factor: 1.1, grams: [750, 1100] },
} as const;
type Warmth = keyof typeof WARMTH;

const DUVET_SIZES = ["140x200", "140x220", "200x200", "200x220", "240x200", "240x220", "260x220"];

export type Filling = "dons" | "wol" | "synthetisch";

export function buildDekbed(ctx: BuildContext, filling: Filling): Draft {
  const { r } = ctx;
  const warmth: Warmth = r.weighted([["4-seizoenen", 40], ["zomer", 20], ["winter", 25], ["extra-warm", 15]] as const);
  const w = WARMTH[warmth];
  const warmthOption = filling !== "synthetisch" && r.chance(0.2);
  const brand = brandOf(ctx, filling === "dons" ? ["dons-en-veer-compagnie", "nachtwacht", "droomnest-comfort", "slaapwel-atelier"] : filling === "wol" ? ["hollandse-wol", "hollandse-wol", "nachtwacht"] : ["droomnest-comfort", "rustpunt", "nachtwacht", "slaapwel-atelier"]);
  const pct = r.pick([50, 60, 70, 80, 90, 90, 100]);
  const donsKind = r.pick(["ganzendons", "eendendons", "Hongaars ganzendons", "Pools ganzendons"]);
  const wolKind = r.pick(["Scheerwol", "Merinowol", "Texelse Wol", "Zuivere Scheerwol", "Schapenwol"]);
  const synthKind = r.pick(["Anti-allergie", "Microvezel", "Hollowfiber", "Lyocell Fill", "Hotel Microfiber", "Recycled Fiber"]);
  const fillWords = filling === "dons" ? r.pick([`Donzen ${pct}% dons`, `${pct}% ${donsKind}`, `Dons ${model(ctx)} ${pct}%`]) : filling === "wol" ? wolKind : synthKind;
  const extraModel = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const title = warmthOption
    ? `${brand.name} ${filling === "dons" ? "Donzen" : "Wollen"} Dekbed${extraModel || ` ${model(ctx)}`}${filling === "dons" ? ` ${pct}% dons` : ""}`
    : `${brand.name} ${w.word}${extraModel} ${fillWords}`;
  const sizes = r.weighted([[DUVET_SIZES, 40], [DUVET_SIZES.slice(0, 6), 30], [["140x200", "200x200", "240x200", "240x220"], 30]] as const);
  const [min, max] = filling === "dons" ? [149, 499] : filling === "wol" ? [99, 349] : [39, 149];
  const list = listPrice(r, min, max / (warmthOption ? 1.4 : 1));
  const WOL: Record<string, string> = { Scheerwol: "100% scheerwol", Merinowol: "Merinowol", "Texelse Wol": "Texelse wol", "Zuivere Scheerwol": "Zuivere scheerwol", Schapenwol: "Europese schapenwol" };
  const SYNTH: Record<string, string> = { "Anti-allergie": r.pick(["Holle vezel", "Gesiliconiseerde holle vezel"]), Microvezel: "Microvezel", Hollowfiber: "Holle vezel", "Lyocell Fill": "Lyocell-vezel", "Hotel Microfiber": "Microvezel", "Recycled Fiber": "Gerecyclede polyestervezel" };
  const vulling = filling === "dons" ? `${pct}% ${donsKind.toLowerCase().replace("hongaars", "Hongaars").replace("pools", "Pools")}${pct < 100 ? `, ${100 - pct}% veertjes` : ""}` : filling === "wol" ? WOL[wolKind]! : SYNTH[synthKind]!;
  const tijk = filling === "dons" ? r.pick(["100% katoen, downproof", "Katoenbatist", "Percal katoen, 300 draden", "Katoensatijn, downproof"]) : filling === "wol" ? r.pick(["100% katoen", "Katoen-percal", "Biologisch katoen"]) : r.pick(["Microvezel", "Katoen/polyester", "100% katoen", "Lyocell"]);
  const stitch = filling === "dons" ? r.pick(["Cassette", "Cassette met opstaande randen", "Karo-gestikt"]) : filling === "wol" ? r.pick(["Doorgestikt", "Zigzag doorgestikt", "Ruitjes doorgestikt"]) : r.pick(["Doorgestikt", "Golfstiksel", "Karo-gestikt"]);
  const antiAllergy = filling === "synthetisch" && (synthKind === "Anti-allergie" || r.chance(0.35));
  const wash = filling === "dons" ? r.pick(["40 °C", "60 °C"]) : filling === "wol" ? r.pick(["30 °C (wolprogramma)", "Niet wasbaar, wel te luchten"]) : antiAllergy ? r.pick(["60 °C", "95 °C"]) : r.pick(["40 °C", "60 °C"]);
  const grams = Math.round(r.int(w.grams[0], w.grams[1]) / 10) * 10;
  const options = [sizeOption(sizes, list, 0.55)];
  if (warmthOption) {
    const step = list < 20000 ? 500 : 1000;
    options.push({ code: "warmteklasse", title: "Warmteklasse", values: [
      { title: "Zomer", delta: 0 },
      { title: "Winter", delta: Math.round((list * 0.2) / step) * step },
      { title: "4-seizoenen", delta: Math.round((list * 0.4) / step) * step },
    ] });
  }
  const fillingText = filling === "dons" ? "dons" : filling === "wol" ? "wol" : "een synthetische vulling";
  const description = compose(
    r,
    [
      `Het ${title} is gevuld met ${vulling.startsWith("Hongaars") || vulling.startsWith("Pools") || vulling.startsWith("Texelse") || vulling.startsWith("Europese") ? vulling.replace(/, /u, " en ") : lc(vulling.replace(/, /u, " en "))} en heeft een tijk van ${lc(tijk)}.`,
      `Met dit ${warmthOption ? "dekbed" : w.noun} van ${brand.name} slaap je ${warmth === "zomer" ? "ook op warme nachten koel en comfortabel" : warmth === "4-seizoenen" ? "het hele jaar door op de juiste temperatuur" : "ook in de koudste nachten heerlijk warm"}.`,
      `Dit dekbed met ${fillingText} is ${stitch.toLowerCase()} en verdeelt de warmte gelijkmatig over je lichaam.`,
    ],
    [
      warmthOption
        ? ["Je kiest zelf de warmteklasse: zomer, winter of 4-seizoenen."]
        : warmth === "4-seizoenen"
          ? ["Het bestaat uit een zomer- en een tussenseizoendekbed die je met drukknopen aan elkaar maakt tot een warm winterdekbed.", "Losgeknoopt gebruik je het dunne deel in de zomer en het dikkere deel in lente en herfst."]
          : [`Met ${grams} gram vulling (140x200) is dit een ${warmth === "zomer" ? "licht" : "warm"} dekbed.`],
      filling === "dons"
        ? ["Dons isoleert uitstekend en voert vocht snel af, waardoor je niet gaat broeien.", "De downproof tijk houdt het dons binnen en voelt zacht aan."]
        : filling === "wol"
          ? ["Wol neemt veel vocht op en geeft het weer af, zodat je warm maar droog ligt.", "Wol is een natuurlijk product dat warmte en ventilatie mooi in balans houdt."]
          : ["Een synthetische vulling is licht, huidvriendelijk en makkelijk in onderhoud.", "Synthetische vezels zijn een goed alternatief als je allergisch bent voor dons of wol."],
      [wash.startsWith("Niet") ? "Het dekbed is niet wasbaar, maar regelmatig luchten houdt het fris." : `Het dekbed is wasbaar op ${wash}.`, `Onderhoud is eenvoudig: ${wash.startsWith("Niet") ? "regelmatig luchten is voldoende" : `wassen kan op ${wash}`}.`],
      antiAllergy ? ["Het dekbed is anti-allergisch en geschikt voor mensen met een huisstofmijtallergie."] : [],
      [`Leverbaar in ${sizes.length} maten, van ${sizes[0]} tot ${sizes[sizes.length - 1]} cm.`],
    ],
  );
  const attrs: Record<string, Attr[]> = {
    maat: sizeAttrs(sizes),
    warmteklasse: warmthOption ? [WARMTH.zomer.attr, WARMTH.winter.attr, WARMTH["4-seizoenen"].attr] : [w.attr],
    vulling: [a(filling === "dons" ? "Dons" : filling === "wol" ? "Wol" : "Synthetisch", filling)],
  };
  if (antiAllergy) attrs.eigenschap = [a("Anti-allergie")];
  return {
    type: "dekbed",
    brand,
    title,
    main: "dekbed",
    extra: [`dekbed/${filling}`],
    description,
    specs: [
      { label: "Vulling", value: vulling.charAt(0).toUpperCase() + vulling.slice(1) },
      { label: "Warmteklasse", value: warmthOption ? "Zomer, winter of 4-seizoenen (naar keuze)" : w.spec },
      { label: "Tijk", value: tijk },
      { label: "Stikwijze", value: stitch },
      { label: "Wasbaar op", value: wash },
      { label: "Gewicht vulling", value: `${grams} gram (140x200)` },
      { label: "Anti-allergisch", value: antiAllergy ? "Ja" : "Nee" },
    ],
    color: COLOURS[r.pick(["wit", "wit", "ecru"])]!,
    options,
    attrs,
    list,
    floor: 3900,
    delivery: r.weighted([[DELIVERY.tomorrow, 65], [DELIVERY.days, 35]] as const),
    tags: [],
  };
}

// ---------------------------------------------------------------------------------------------
// dekbedovertrek, hoeslaken, kussensloop

const FABRICS = {
  katoen: { label: "Katoen", attr: a("Katoen", "katoen"), spec: "100% katoen", tc: ["144 draden", "150 draden"], wash: "60 °C", price: [29, 69] },
  percal: { label: "Percal", attr: a("Percal katoen", "percal"), spec: "100% percal katoen", tc: ["200 draden", "233 draden", "300 draden"], wash: "60 °C", price: [39, 89] },
  katoensatijn: { label: "Katoensatijn", attr: a("Katoensatijn", "katoensatijn"), spec: "100% katoensatijn", tc: ["300 draden", "400 draden", "600 draden"], wash: "40 °C", price: [49, 129] },
  flanel: { label: "Flanel", attr: a("Flanel", "flanel"), spec: "100% katoenflanel, 160 g/m²", tc: ["n.v.t. (flanel)"], wash: "40 °C", price: [34, 79] },
  jersey: { label: "Jersey", attr: a("Jersey", "jersey"), spec: "95% katoen, 5% elastaan", tc: ["n.v.t. (tricot)"], wash: "40 °C", price: [29, 59] },
  linnen: { label: "Linnen", attr: a("Linnen", "linnen"), spec: "100% gewassen linnen", tc: ["n.v.t. (linnen, 150 g/m²)"], wash: "40 °C", price: [79, 129] },
} as const;
type Fabric = keyof typeof FABRICS;

const PATTERNS = ["Uni", "Streep", "Ruit", "Bloem", "Botanisch", "Wafel", "Stonewashed", "Jacquard", "Bies", "Grafisch", "Vintage", "Stip", "Blad", "Geometrisch", "Hotel", "Visgraat", "Terrazzo", "Ton-sur-ton", "Golf", "Lijn"];
const COVER_SIZES = ["140x200/220", "200x200/220", "240x200/220", "260x200/220"];

export function buildDekbedovertrek(ctx: BuildContext, fabric: Fabric): Draft {
  const { r } = ctx;
  const f = FABRICS[fabric];
  const adjective = { katoen: "katoenen", percal: "percal", katoensatijn: "katoensatijnen", flanel: "flanellen", jersey: "jersey", linnen: "linnen" }[fabric];
  const brand = brandOf(ctx, ["slaapwel-atelier", "zeeuws-linnen", "katoen-en-kleur", "linnenkast-en-co", "droomnest-comfort"]);
  const pattern = r.pick(PATTERNS);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const title = r.chance(0.5) ? `${brand.name} Dekbedovertrek ${pattern}${extra} ${f.label}` : `${brand.name} ${f.label} Dekbedovertrek ${pattern}${extra}`;
  const sizes = r.weighted([[COVER_SIZES, 45], [COVER_SIZES.slice(0, 3), 35], [["140x200/220", "240x200/220"], 20]] as const);
  const colours = pickColours(r, PALETTES.bedding, 1, 6);
  const list = listPrice(r, f.price[0], f.price[1]);
  const closure = r.pick(["Instopstrook", "Knopen", "Verdekte rits", "Drukknopen"]);
  const tuck = closure === "Instopstrook" ? r.pick(["Ja, 25 cm", "Ja, 30 cm"]) : r.pick(["Nee", "Ja, 20 cm"]);
  const tc = r.pick(f.tc);
  const description = compose(
    r,
    [
      `Het ${title} is gemaakt van ${lc(f.spec)} en ${colours.length > 1 ? `verkrijgbaar in ${colours.length} kleuren` : `uitgevoerd in ${COLOURS[colours[0]!]!.title.toLowerCase()}`}.`,
      `Geef je slaapkamer een nieuwe uitstraling met dit ${adjective} dekbedovertrek met ${pattern === "Uni" ? "een rustige, effen look" : `het ontwerp ${pattern}`}.`,
      `Dit dekbedovertrek van ${brand.name} voelt ${fabric === "flanel" ? "warm en donzig" : fabric === "katoensatijn" ? "zijdezacht en glanzend" : fabric === "percal" ? "koel en fris" : fabric === "jersey" ? "soepel en zacht" : fabric === "linnen" ? "luchtig en natuurlijk" : "zacht en vertrouwd"} aan${fabric === "jersey" ? ", net als je favoriete T-shirt" : ""}.`,
    ],
    [
      fabric === "percal" ? ["Percal is een dicht geweven, matte katoen die koel aanvoelt en mooi wordt na elke wasbeurt."] : fabric === "katoensatijn" ? ["Door de satijnbinding heeft de stof een subtiele glans en valt hij soepel over je dekbed."] : fabric === "flanel" ? ["Flanel is geruwd katoen dat warmte vasthoudt: ideaal voor de wintermaanden."] : fabric === "jersey" ? ["Jersey rekt mee, kreukt nauwelijks en hoeft niet gestreken te worden."] : fabric === "linnen" ? ["Linnen reguleert je temperatuur en wordt met elke wasbeurt zachter."] : ["Katoen ademt goed en neemt vocht op, zodat je droog en comfortabel slaapt."],
      tuck.startsWith("Ja") ? [`De instopstrook van ${tuck.slice(4)} houdt je dekbed netjes op zijn plaats.`] : [`Het overtrek sluit met ${lc(closure)}.`],
      [`Wasbaar op ${f.wash}.`, `Het overtrek kan in de wasmachine op ${f.wash} en mag op laag in de droger.`],
      ["Bijpassende kussenslopen en hoeslakens zijn los verkrijgbaar.", `Het overtrek past op dekbedden van ${sizes.map((s) => s.split("/")[0]).join(", ")} cm en de 220 cm lange uitvoering daarvan.`],
    ],
  );
  return {
    type: "dekbedovertrek",
    brand,
    title,
    main: "dekbedovertrek",
    extra: [],
    description,
    specs: [
      { label: "Materiaal", value: f.spec },
      { label: "Draaddichtheid", value: tc },
      { label: "Sluiting", value: closure },
      { label: "Wasbaar op", value: f.wash },
      { label: "Instopstrook", value: tuck },
      { label: "Kussenslopen", value: r.pick(["Inclusief 1 of 2 kussenslopen 60x70 cm", "Los verkrijgbaar"]) },
      { label: "Strijkvrij", value: fabric === "jersey" || fabric === "flanel" ? "Ja" : r.pick(["Ja", "Nee"]) },
    ],
    color: COLOURS[colours[0]!]!,
    options: [sizeOption(sizes, list, 0.45), colourOption(colours)],
    attrs: { maat: sizes.map((s) => a(s)), kleur: colourAttrs(colours), materiaal: [f.attr], soort: [a("Dekbedovertrekken", "dekbedovertrekken")] },
    list,
    floor: 2900,
    delivery: r.weighted([[DELIVERY.tomorrow, 70], [DELIVERY.days, 30]] as const),
    tags: list <= 5900 ? ["three-for-one"] : [],
  };
}

const SHEET_SIZES = ["80x200", "90x200", "90x210", "90x220", "140x200", "160x200", "180x200", "180x210", "180x220"];

export function buildHoeslaken(ctx: BuildContext): Draft {
  const { r } = ctx;
  const fabric: Fabric = r.weighted([["jersey", 5], ["percal", 3], ["katoen", 3], ["katoensatijn", 2], ["flanel", 1]] as const);
  const f = FABRICS[fabric];
  const brand = brandOf(ctx, ["katoen-en-kleur", "slaapwel-atelier", "linnenkast-en-co", "droomnest-comfort"]);
  const corner = r.pick([25, 30, 30, 35, 40]);
  const feature = ctx.variant > 0 ? `${model(ctx)} ${corner} cm` : r.pick(["", "Hoge hoek", "Stretch", "Hotel", `${corner} cm`, "Extra hoog"]);
  const title = `${brand.name} ${f.label} Hoeslaken${feature ? ` ${feature}` : ""}`;
  const sizes = r.chance(0.6) ? SHEET_SIZES : ["90x200", "140x200", "160x200", "180x200", "180x220"];
  const colours = pickColours(r, PALETTES.bedding, 3, 8);
  const list = listPrice(r, 14, 44);
  const description = compose(
    r,
    [
      `Het ${title} is gemaakt van ${lc(f.spec)} en heeft een hoekhoogte van ${corner} cm.`,
      `Dit ${{ katoen: "katoenen", percal: "percal", katoensatijn: "katoensatijnen", flanel: "flanellen", jersey: "jersey", linnen: "linnen" }[fabric]} hoeslaken van ${brand.name} sluit strak om je matras, zonder plooien.`,
    ],
    [
      [`Het hoeslaken past op matrassen tot ${corner - 5} cm dik, eventueel met een topper.`],
      ["Dankzij het elastiek rondom blijft het laken netjes op zijn plaats.", "Het elastiek rondom maakt opmaken een fluitje van een cent."],
      [`Wasbaar op ${f.wash}.`],
      [`Verkrijgbaar in ${colours.length} kleuren, passend bij onze dekbedovertrekken.`],
    ],
  );
  return {
    type: "hoeslaken",
    brand,
    title,
    main: "dekbedovertrek",
    extra: [],
    description,
    specs: [
      { label: "Materiaal", value: f.spec },
      { label: "Hoekhoogte", value: `${corner} cm` },
      { label: "Geschikt voor matrassen tot", value: `${corner - 5} cm` },
      { label: "Elastiek", value: r.pick(["Rondom", "Op de hoeken"]) },
      { label: "Wasbaar op", value: f.wash },
      { label: "Strijkvrij", value: fabric === "jersey" ? "Ja" : r.pick(["Ja", "Nee"]) },
    ],
    color: COLOURS[colours[0]!]!,
    options: [sizeOption(sizes, list, 0.5), colourOption(colours)],
    attrs: { maat: sizeAttrs(sizes), kleur: colourAttrs(colours), materiaal: [f.attr], soort: [a("Hoeslakens", "hoeslakens")] },
    list,
    floor: 1400,
    delivery: r.weighted([[DELIVERY.tomorrow, 75], [DELIVERY.days, 25]] as const),
    tags: ["three-for-one"],
  };
}

export function buildKussensloop(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["katoen", 6], ["percal", 4], ["satijn", 4], ["katoensatijn", 3], ["jersey", 2], ["flanel", 1], ["beschermer", 4]] as const);
  if (kind === "beschermer") {
    const brand = brandOf(ctx, ["bedwacht", "bedwacht", "droomnest-comfort"]);
    const waterproof = r.chance(0.6);
    const feature = ctx.variant > 0 ? model(ctx) : r.pick(["Lyocell", "Katoen", "Badstof", "Anti-allergie", "Rits"]);
    const title = `${brand.name} ${waterproof ? "Waterdichte " : ""}Kussenbeschermer ${feature}`;
    const sizes = r.chance(0.6) ? ["60x70"] : ["50x60", "60x70"];
    const list = listPrice(r, 7.5, 19);
    return {
      type: "kussensloop",
      brand,
      title,
      main: "kussensloop",
      extra: [],
      description: compose(
        r,
        [`De ${title} beschermt je hoofdkussen tegen zweet, huidschilfers en vlekken.`, `Met deze kussenbeschermer van ${brand.name} gaat je hoofdkussen jaren langer mee.`],
        [
          waterproof ? ["Dankzij de ademende waterdichte laag blijft je kussen droog, zonder dat je gaat zweten."] : ["De beschermer is ademend en voelt zacht aan onder je kussensloop."],
          ["Hij sluit met een rits, zodat je kussen er niet uit kan schuiven."],
          ["Wasbaar op 60 °C."],
        ],
      ),
      specs: [
        { label: "Materiaal", value: r.pick(["Lyocell met PU-laag", "100% katoen", "Katoen-badstof met PU-laag", "Microvezel"]) },
        { label: "Waterdicht", value: waterproof ? "Ja" : "Nee" },
        { label: "Sluiting", value: "Rits" },
        { label: "Wasbaar op", value: "60 °C" },
        { label: "Afmeting", value: `${sizes.join(" of ")} cm` },
      ],
      color: COLOURS.wit!,
      options: [sizeOption(sizes, list, 0.4)],
      attrs: { maat: sizeAttrs(sizes), soort: [a("Kussenbeschermer", "kussenbeschermer")], ...(waterproof ? { eigenschap: [a("Waterdicht")] } : {}) },
      list,
      floor: 700,
      delivery: DELIVERY.tomorrow,
      tags: ["three-for-one"],
    };
  }
  const brand = brandOf(ctx, ["katoen-en-kleur", "slaapwel-atelier", "zeeuws-linnen", "linnenkast-en-co"]);
  const label = kind === "satijn" ? "Satijnen" : FABRICS[kind].label;
  const pattern = r.pick(PATTERNS);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const title = kind === "satijn" ? `${brand.name} Satijnen Kussensloop ${r.pick(["Beauty", "Haarvriendelijk", "Glans", "Soft"])}${extra}` : `${brand.name} Kussensloop ${label} ${pattern}${extra}`;
  const sizes = r.weighted([[["60x70"], 60], [["40x60", "60x70"], 20], [["60x70", "80x80"], 20]] as const);
  const colours = pickColours(r, PALETTES.bedding, 1, 6);
  const pair = r.chance(0.2);
  const list = listPrice(r, kind === "satijn" || kind === "katoensatijn" ? 14 : 8, kind === "satijn" || kind === "katoensatijn" ? 39 : 24);
  const material = kind === "satijn" ? { spec: "Polyester satijn", attr: a("Satijn", "satijn"), wash: "30 °C" } : { spec: FABRICS[kind].spec, attr: FABRICS[kind].attr, wash: FABRICS[kind].wash };
  const options = [sizeOption(sizes, list, 0.45), colourOption(colours)];
  if (pair) options.push({ code: "inhoud", title: "Inhoud", values: [{ title: "Per stuk", delta: 0 }, { title: "Set van 2", delta: Math.round((list * 0.85) / 100) * 100 }] });
  return {
    type: "kussensloop",
    brand,
    title,
    main: "kussensloop",
    extra: [],
    description: compose(
      r,
      [`De ${title} is gemaakt van ${lc(material.spec)} en maakt je bed compleet.`, `Deze kussensloop van ${brand.name} ${colours.length > 1 ? `is er in ${colours.length} kleuren` : `is uitgevoerd in ${COLOURS[colours[0]!]!.title.toLowerCase()}`}.`],
      [
        kind === "satijn" ? ["Satijn is glad en wrijft minder langs je haar en huid: je wordt wakker zonder pluizig haar of kreukels in je gezicht."] : ["De stof ademt goed en voelt zacht aan tegen je gezicht."],
        [r.pick(["De instopstrook houdt je kussen netjes op zijn plek.", "De kussensloop sluit met een verdekte rits.", "Met de envelopsluiting schuif je je kussen er zo in."])],
        [`Wasbaar op ${material.wash}.`],
        ["Combineer hem met het bijpassende dekbedovertrek."],
      ],
    ),
    specs: [
      { label: "Materiaal", value: material.spec },
      { label: "Sluiting", value: r.pick(["Instopstrook", "Rits", "Envelopsluiting"]) },
      { label: "Wasbaar op", value: material.wash },
      { label: "Afmeting", value: `${sizes.join(" of ")} cm` },
    ],
    color: COLOURS[colours[0]!]!,
    options,
    attrs: { maat: sizeAttrs(sizes), kleur: colourAttrs(colours), materiaal: [material.attr], soort: [a("Kussensloop", "kussensloop")] },
    list,
    floor: 700,
    delivery: r.weighted([[DELIVERY.tomorrow, 80], [DELIVERY.days, 20]] as const),
    tags: ["three-for-one"],
  };
}

// ---------------------------------------------------------------------------------------------
// hoofdkussen

const PILLOWS = {
  traagschuim: { label: "Traagschuim", vulling: "traagschuim", price: [39, 99], features: ["Verstelbaar", "Cool Gel", "Classic", "Memory Soft", "Visco Plus"] },
  dons: { label: "Donzen", vulling: "dons", price: [49, 149], features: ["3-kamer", "90% dons", "Hotel", "Luxe", "Soft"] },
  synthetisch: { label: "Synthetisch", vulling: "synthetisch", price: [19, 49], features: ["Anti-allergie", "Hotel", "Comfort", "Medium", "Microvezel", "Basic"] },
  latex: { label: "Latex", vulling: "latex", price: [49, 119], features: ["Pincore", "Natuurlatex", "Contour", "Classic"] },
  wol: { label: "Wollen", vulling: "wol", price: [39, 89], features: ["Scheerwol", "Wol & Kapok", "Texelse Wol"] },
  ergonomisch: { label: "Ergonomisch", vulling: "traagschuim", price: [49, 129], features: ["Nekkussen", "Contour", "Zijslaper", "Golfmodel"] },
} as const;
export type PillowKind = keyof typeof PILLOWS;

const POSITION = {
  Zacht: [a("Buikslaper", "buikslaper")],
  Medium: [a("Rugslaper", "rugslaper"), a("Zijslaper", "zijslaper")],
  Stevig: [a("Zijslaper", "zijslaper")],
} as const;

export function buildHoofdkussen(ctx: BuildContext, kind: PillowKind): Draft {
  const { r } = ctx;
  const p = PILLOWS[kind];
  const brand = brandOf(ctx, kind === "dons" ? ["dons-en-veer-compagnie", "dons-en-veer-compagnie", "nachtwacht"] : kind === "wol" ? ["hollandse-wol"] : ["noorderlicht-slaapcomfort", "nachtwacht", "droomnest-comfort", "rustpunt"]);
  const feature = r.pick(p.features);
  const title = `${brand.name} ${p.label} Hoofdkussen ${ctx.variant > 0 ? `${model(ctx)} ` : ""}${feature}`;
  const ergonomic = kind === "ergonomisch";
  const sizes = ergonomic ? ["60x40"] : r.weighted([[["60x70"], 55], [["50x60", "60x70"], 25], [["60x70", "80x80"], 20]] as const);
  const list = listPrice(r, p.price[0], p.price[1]);
  const extra = ergonomic ? "none" : r.weighted([["none", 65], ["hardheid", 20], ["inhoud", 15]] as const);
  const firm = kind === "dons" ? r.pick(["Zacht", "Medium"] as const) : r.pick(HARDNESS);
  const options = [sizeOption(sizes, list, 0.5)];
  if (extra === "hardheid") options.push(hardnessOption());
  if (extra === "inhoud") options.push({ code: "inhoud", title: "Inhoud", values: [{ title: "1 stuk", delta: 0 }, { title: "2 stuks", delta: Math.round((list * 0.8) / 100) * 100 }] });
  const pct = r.pick([50, 60, 70, 90]);
  const vulling = kind === "traagschuim" ? r.pick(["Traagschuim, 50 kg/m³", "Geshredderd traagschuim (vulling aan te passen)"]) : kind === "dons" ? (feature === "3-kamer" ? "Kern van veertjes, buitenkamers met 90% ganzendons" : `${pct}% ganzendons, ${100 - pct}% veertjes`) : kind === "synthetisch" ? r.pick(["Holle vezel", "Microvezel balletjes", "Gesiliconiseerde vezel"]) : kind === "latex" ? "Natuurlatex, geperforeerd" : kind === "wol" ? r.pick(["Scheerwol", "Wol met kapok"]) : "Traagschuim in ergonomische vorm";
  const positions = ergonomic ? [a("Rugslaper", "rugslaper"), a("Zijslaper", "zijslaper")] : extra === "hardheid" ? [a("Rugslaper", "rugslaper"), a("Zijslaper", "zijslaper"), a("Buikslaper", "buikslaper")] : [...POSITION[firm]];
  const wash = kind === "dons" ? "40 °C" : kind === "synthetisch" ? "60 °C" : kind === "wol" ? "Niet wasbaar, wel te luchten" : "Hoes wasbaar op 40 °C";
  const posText = positions.map((x) => x.title.toLowerCase() + "s").join(" en ");
  const description = compose(
    r,
    [
      `Het ${title} is gevuld met ${lc(vulling)} en ondersteunt je nek in de juiste houding.`,
      `Dit ${ergonomic ? "ergonomische" : kind === "synthetisch" ? "synthetische" : lc(p.label)} hoofdkussen van ${brand.name} ${extra === "hardheid" ? "is verkrijgbaar in drie stevigheden" : firm === "Zacht" ? "is zacht en soepel" : firm === "Medium" ? "heeft een medium stevigheid" : "is stevig en geeft veel steun"}.`,
    ],
    [
      [`Het kussen is vooral geschikt voor ${posText}.`],
      ergonomic ? ["De golfvorm volgt de natuurlijke kromming van je nek, zodat je spieren 's nachts kunnen ontspannen."] : kind === "dons" ? ["Dons is licht en luchtig en past zich moeiteloos aan je hoofd aan."] : kind === "traagschuim" ? ["Het traagschuim vormt zich naar je hoofd en schouders en veert langzaam terug."] : kind === "latex" ? ["Latex is veerkrachtig, ventileert goed en is stofarm."] : kind === "wol" ? ["Wol houdt je hoofd koel en droog en is van nature temperatuurregulerend."] : ["De synthetische vulling is licht, anti-allergisch en blijft mooi bol."],
      [wash.startsWith("Niet") ? "Het kussen is niet wasbaar; regelmatig luchten houdt de wol fris." : wash.startsWith("Hoes") ? "De hoes is afneembaar en wasbaar op 40 °C." : `Het kussen is in zijn geheel wasbaar op ${wash}.`],
      extra === "inhoud" ? ["Ook verkrijgbaar als voordelige set van twee."] : [],
    ],
  );
  return {
    type: "hoofdkussen",
    brand,
    title,
    main: "hoofdkussen",
    extra: [],
    description,
    specs: [
      { label: "Vulling", value: vulling },
      { label: "Stevigheid", value: extra === "hardheid" ? "Zacht, medium of stevig (naar keuze)" : firm },
      { label: "Slaaphouding", value: positions.map((x) => x.title + "s").join(", ") },
      { label: "Wasbaar op", value: wash },
      { label: "Tijk", value: r.pick(["100% katoen", "Lyocell", "Bamboe-viscose", "Katoen, downproof", "Katoenbatist"]) },
      { label: "Afmeting", value: ergonomic ? "60x40x12 cm" : `${sizes.join(" of ")} cm` },
    ],
    color: COLOURS[r.pick(["wit", "wit", "ecru", "lichtgrijs"])]!,
    options,
    attrs: {
      maat: sizeAttrs(sizes),
      soort: [a(ergonomic ? "Ergonomisch" : p.label === "Donzen" ? "Dons" : p.label === "Wollen" ? "Wol" : p.label, kind)],
      vulling: [a(p.vulling.charAt(0).toUpperCase() + p.vulling.slice(1), p.vulling)],
      hardheid: extra === "hardheid" ? HARDNESS.map((h) => a(h)) : [a(firm)],
      slaaphouding: positions,
    },
    list,
    floor: 1900,
    delivery: r.weighted([[DELIVERY.tomorrow, 75], [DELIVERY.days, 25]] as const),
    tags: [],
  };
}

// ---------------------------------------------------------------------------------------------
// boxspring

const PLACES = ["Texel", "Ameland", "Veere", "Zierikzee", "Giethoorn", "Lyon", "Oslo", "Bergen", "Brugge", "Gent", "Valencia", "Milaan", "Kopenhagen", "Stockholm", "Lissabon", "Wenen", "Delft", "Haarlem", "Leiden", "Zwolle", "Maastricht", "Deventer", "Breda", "Antwerpen", "Vlieland", "Dordrecht", "Hasselt", "Leuven", "Florence", "Porto", "Sevilla", "Helsinki", "Kampen", "Harderwijk", "Ootmarsum", "Domburg"];
const UPHOLSTERY = [["Velvet", "velvet"], ["Geweven stof", "geweven-stof"], ["Bouclé", "boucle"], ["Chenille", "chenille"], ["Kunstleer", "kunstleer"]] as const;

export type BoxKind = "vlak" | "elektrisch" | "opbergruimte" | "eenpersoons";

export function buildBoxspring(ctx: BuildContext, kind: BoxKind): Draft {
  const { r } = ctx;
  const brand = brandOf(ctx, ["veluwe-bedden", "twentse-bedfabriek", "droomnest-comfort", "polderrust"]);
  const place = r.pick(PLACES);
  const style = ctx.variant > 0 || r.chance(0.3) ? ` ${r.pick(["Velvet", "Hotel", "Deluxe", "Comfort", "Nordic", "Classic", "Luxe"])}` : "";
  const title = kind === "elektrisch" ? `${brand.name} Elektrische Boxspring ${place}${style}` : kind === "opbergruimte" ? `${brand.name} Boxspring ${place}${style} met opbergruimte` : kind === "eenpersoons" ? `${brand.name} Eenpersoons Boxspring ${place}${style}` : `${brand.name} Boxspring ${place}${style}${r.chance(0.3) ? " Vlak" : ""}`;
  const sizes = kind === "eenpersoons" ? ["80x200", "90x200", "90x210", "90x220"] : r.chance(0.3) ? [...SIZES_TWO, "200x200"] : SIZES_TWO;
  const colours = pickColours(r, PALETTES.boxspring, 3, 6);
  const price = kind === "eenpersoons" ? [599, 1199] : kind === "vlak" ? [899, 2199] : kind === "opbergruimte" ? [1199, 2499] : [1499, 2999];
  const list = listPrice(r, price[0]!, price[1]!);
  const [uph, uphSlug] = r.pick(UPHOLSTERY);
  const hard = r.weighted([["Medium", 50], ["Stevig", 30], ["Zacht", 20]] as const);
  const [mattress, mattressPhrase] = r.pick([["Pocketvering 7-zones, 22 cm", "pocketveringmatrassen met 7 zones"], ["Pocketvering 5-zones, 20 cm", "pocketveringmatrassen met 5 zones"], ["Dubbele pocketvering, 25 cm", "matrassen met dubbele pocketvering"], ["Pocketvering met koudschuim, 24 cm", "matrassen met pocketvering en koudschuim"]] as const);
  const [topper, topperPhrase] = r.pick([["Traagschuim 6 cm", "traagschuim topper van 6 cm"], ["Koudschuim 8 cm", "koudschuim topper van 8 cm"], ["Gel-traagschuim 7 cm", "gel-traagschuim topper van 7 cm"], ["Latex 6 cm", "latex topper van 6 cm"], ["Split-topper koudschuim 8 cm", "koudschuim split-topper van 8 cm"]] as const);
  const [headboard, headboardPhrase] = r.pick([["Gecapitonneerd, 125 cm hoog", "gecapitonneerd hoofdbord"], ["Verticale banen, 130 cm hoog", "hoofdbord met verticale banen"], ["Strak, 120 cm hoog", "strak hoofdbord"], ["Met geïntegreerde nachtkastjes, 120 cm hoog", "hoofdbord met geïntegreerde nachtkastjes"], ["Ronde vormen, 115 cm hoog", "hoofdbord met ronde vormen"]] as const);
  const [legs, legsSentence] = r.pick([["Zwart metaal, 15 cm", "De poten zijn van zwart metaal."], ["Eikenhout, 12 cm", "De poten zijn van massief eikenhout."], ["Chroom, 10 cm", "De verchroomde poten geven een strakke look."], ["Verzonken poten (zwevend effect)", "Door de verzonken poten lijkt het bed te zweven."], ["Goudkleurig metaal, 12 cm", "De goudkleurige poten maken het geheel luxe af."]] as const);
  const single = kind === "eenpersoons";
  const trial = r.pick(TRIAL);
  const specs: Spec[] = [
    { label: "Type", value: kind === "elektrisch" ? "Elektrisch verstelbaar" : kind === "opbergruimte" ? "Vlak, met opbergruimte" : "Vlak" },
    { label: "Matras", value: mattress },
    { label: "Topper", value: topper },
    { label: "Hoofdbord", value: headboard },
    { label: "Bekleding", value: uph },
    { label: "Poten", value: legs },
    { label: "Totale hoogte", value: `${r.int(58, 72)} cm` },
    { label: "Hardheid", value: hard },
    { label: "Proefslapen", value: trial },
    { label: "Montage", value: r.pick(["Gratis bezorgd en gemonteerd", "Bezorgd tot in de slaapkamer, zelf monteren in ca. 45 minuten"]) },
  ];
  if (kind === "elektrisch") specs.push({ label: "Verstelling", value: r.pick(["2 motoren met draadloze afstandsbediening", "2 motoren, bediening via app en afstandsbediening"]) });
  if (kind === "opbergruimte") specs.push({ label: "Opbergruimte", value: `Ca. ${r.pick([300, 350, 400, 450])} liter onder de matras, met gasveren` });
  const soort = kind === "eenpersoons" ? [a("Eenpersoons", "eenpersoons"), a("Vlak", "vlak")] : kind === "opbergruimte" ? [a("Met opbergruimte", "opbergruimte")] : kind === "elektrisch" ? [a("Elektrisch", "elektrisch")] : [a("Vlak", "vlak")];
  const description = compose(
    r,
    [
      `De ${title} is een complete boxspring met ${single ? `een ${mattressPhrase.replace("matrassen", "matras")}` : mattressPhrase}, een ${topperPhrase} en een ${headboardPhrase}.`,
      `Met de ${title} haal je hotelcomfort in huis.`,
      `Deze boxspring van ${brand.name} is bekleed met ${lc(uph)} en verkrijgbaar in ${colours.length} kleuren.`,
    ],
    [
      kind === "elektrisch" ? ["Met de afstandsbediening zet je het hoofd- en voeteneind in elke gewenste stand: ideaal om te lezen of tv te kijken."] : kind === "opbergruimte" ? ["Onder de matras zit een ruime opbergruimte die je dankzij de gasveren moeiteloos opent."] : ["De verende onderbak en de pocketvering in de matras werken samen voor een optimale ondersteuning."],
      [single ? `De ${topperPhrase} maakt het ligcomfort af.` : `De ${topperPhrase} maakt het ligcomfort af en vangt de naad tussen de matrassen op.`],
      [legsSentence, `Het hoofdbord is ${lc(headboard)}.`],
      [`Je slaapt ${trial} op proef.`, `Proefslapen kan ${trial} lang, dus je hebt alle tijd om te wennen.`],
      ["Elke boxspring wordt op bestelling gemaakt in de maat en kleur die jij kiest."],
    ],
  );
  return {
    type: "boxspring",
    brand,
    title,
    main: "boxsprings",
    extra: ["boxspring"],
    description,
    specs,
    color: COLOURS[colours[0]!]!,
    options: [sizeOption(sizes, list, 0.55, namedSize), colourOption(colours)],
    attrs: { maat: sizeAttrs(sizes), kleur: colourAttrs(colours), hardheid: [a(hard)], soort, materiaal: [a(uph, uphSlug)] },
    list,
    floor: 59900,
    delivery: r.weighted([[DELIVERY.made, 70], [DELIVERY.week, 30]] as const),
    tags: kind === "eenpersoons" ? [] : ["two-person"],
  };
}

// ---------------------------------------------------------------------------------------------
// molton

export function buildMolton(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["hoeslaken-molton", 10], ["matrasbeschermer", 6], ["topper", 5], ["boxspring", 3]] as const);
  const brand = brandOf(ctx, ["bedwacht", "bedwacht", "droomnest-comfort", "nachtwacht", "rustpunt"]);
  const waterproof = kind === "matrasbeschermer" ? r.chance(0.7) : r.chance(0.3);
  const corner = kind === "topper" ? r.pick([10, 12, 15]) : kind === "boxspring" ? r.pick([35, 40, 45]) : r.pick([25, 30, 35]);
  const feat = ctx.variant > 0 ? model(ctx) : r.pick(["Stretch", "Katoen", "Hoge hoek", "Comfort", "Hotel", "Bamboe", "Lyocell"]);
  const title =
    kind === "hoeslaken-molton" ? `${brand.name} ${waterproof ? "Waterdicht " : ""}Molton Hoeslaken ${feat}`
    : kind === "matrasbeschermer" ? `${brand.name} ${waterproof ? "Waterdichte " : ""}Matrasbeschermer ${feat}`
    : kind === "topper" ? `${brand.name} Topper Molton Hoeslaken ${feat} ${corner} cm`
    : `${brand.name} Boxspring Molton ${r.pick(["Split-topper", "Extra hoog", feat])}${ctx.variant > 0 ? ` ${corner} cm` : ""}`;
  const sizes = kind === "boxspring" ? ["140x200", "160x200", "180x200", "180x210", "180x220", "200x200"] : r.chance(0.6) ? SHEET_SIZES : ["90x200", "140x200", "160x200", "180x200", "180x220"];
  const list = listPrice(r, 19, waterproof ? 59 : 49);
  const material = waterproof ? r.pick(["Lyocell met ademende PU-laag", "Katoen-badstof met PU-laag", "Bamboe-viscose met PU-laag"]) : r.pick(["100% katoen molton, 200 g/m²", "80% katoen, 20% polyester", "Stretch badstof, 160 g/m²"]);
  const wash = waterproof ? "60 °C" : r.pick(["60 °C", "90 °C", "95 °C"]);
  const soort = kind === "hoeslaken-molton" ? a("Hoeslaken molton", "hoeslaken-molton") : kind === "matrasbeschermer" ? a("Matrasbeschermer", "matrasbeschermer") : kind === "topper" ? a("Topper molton", "topper") : a("Boxspring molton", "boxspring");
  const attrs: Record<string, Attr[]> = { maat: sizeAttrs(sizes), soort: [soort], materiaal: [a(material.startsWith("Lyocell") ? "Lyocell" : material.startsWith("Bamboe") ? "Bamboe" : material.includes("badstof") ? "Badstof" : "Katoen")] };
  if (waterproof) attrs.eigenschap = [a("Waterdicht")];
  return {
    type: "molton",
    brand,
    title,
    main: "molton",
    extra: [],
    description: compose(
      r,
      [
        `De ${title} beschermt je ${kind === "topper" ? "topper" : kind === "boxspring" ? "boxspring en topper" : "matras"} tegen vocht, vlekken en slijtage.`,
        `Met deze ${soort.title.toLowerCase()} van ${brand.name} blijft je bed fris en hygiënisch.`,
      ],
      [
        waterproof ? ["Dankzij de ademende waterdichte laag kan er geen vocht in de matras trekken, terwijl je er niets van merkt."] : ["Het zachte molton neemt vocht op en voelt aangenaam aan onder je hoeslaken."],
        [`Met een hoekhoogte van ${corner} cm en elastiek rondom zit hij strak om je ${kind === "topper" ? "topper" : "matras"}.`],
        [`Wasbaar op ${wash}, dus ook geschikt als je een huisstofmijtallergie hebt.`, `Je wast hem eenvoudig op ${wash}.`],
        kind === "boxspring" ? ["Geschikt voor een boxspring met split-topper: het molton volgt de inkeping in het midden."] : [],
      ],
    ),
    specs: [
      { label: "Materiaal", value: material },
      { label: "Waterdicht", value: waterproof ? "Ja, ademend" : "Nee" },
      { label: "Hoekhoogte", value: `${corner} cm` },
      { label: "Elastiek", value: r.pick(["Rondom", "4 hoekelastieken"]) },
      { label: "Wasbaar op", value: wash },
      { label: "Droger", value: waterproof ? "Ja, op lage temperatuur" : "Ja" },
    ],
    color: COLOURS.wit!,
    options: [sizeOption(sizes, list, 0.5)],
    attrs,
    list,
    floor: 1900,
    delivery: r.weighted([[DELIVERY.tomorrow, 80], [DELIVERY.days, 20]] as const),
    tags: ["three-for-one"],
  };
}

// ---------------------------------------------------------------------------------------------
// badtextiel

const WEAVES = ["Hotel", "Wafel", "Hamam", "Velours", "Badstof", "Bamboe", "Zero Twist", "Ribbel", "Classic", "Spa", "Jacquard", "Soft"];

export function buildBadtextiel(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["handdoek", 12], ["badlaken", 8], ["badjas", 8], ["washand", 5], ["badmat", 3]] as const);
  const brand = brandOf(ctx, ["badhuys", "badhuys", "linnenkast-en-co", "zeeuws-linnen", "huis-en-haard"]);
  const weave = r.pick(WEAVES);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const colours = pickColours(r, PALETTES.bath, kind === "badjas" ? 2 : 3, kind === "badjas" ? 5 : 8);
  const gsm = r.pick([450, 500, 550, 600, 650]);
  const materiaal = r.pick(["100% katoen", "Katoen met bamboe-viscose", "100% biologisch katoen", "Turks katoen"]);
  let title: string;
  let options: OptionDraft[];
  let list: number;
  let size: string;
  let maat: Attr[] = [];
  const soort = { handdoek: a("Handdoeken"), badlaken: a("Badlakens"), badjas: a("Badjassen"), washand: a("Washandjes"), badmat: a("Badmatten") }[kind];
  const tags = ["three-for-one"];
  if (kind === "handdoek") {
    size = "50x100";
    title = `${brand.name} ${weave}${extra} Handdoek ${size}`;
    list = listPrice(r, 7.95, 19.95);
    options = [colourOption(colours)];
    if (r.chance(0.25)) options.push({ code: "inhoud", title: "Inhoud", values: [{ title: "Per stuk", delta: 0 }, { title: "Set van 2", delta: Math.round((list * 0.9) / 100) * 100 }, { title: "Set van 4", delta: Math.round((list * 2.6) / 100) * 100 }] });
  } else if (kind === "badlaken") {
    const sizes = r.chance(0.5) ? ["70x140"] : ["70x140", "100x150"];
    size = sizes.join(" of ");
    title = `${brand.name} ${weave}${extra} Badlaken${sizes.length === 1 ? ` ${sizes[0]}` : ""}`;
    list = listPrice(r, 14.95, 39.95);
    options = sizes.length > 1 ? [sizeOption(sizes, list, 0.6), colourOption(colours)] : [colourOption(colours)];
    if (sizes.length > 1) maat = sizeAttrs(sizes);
  } else if (kind === "badjas") {
    size = "S t/m XL";
    title = `${brand.name} Badjas ${weave}${extra} ${r.pick(["Unisex", "Dames", "Heren", "met capuchon", "Kimono"])}`;
    list = listPrice(r, 39.95, 79.95);
    options = [{ code: "maat", title: "Maat", values: ["S", "M", "L", "XL"].map((t) => ({ title: t, delta: 0 })) }, colourOption(colours)];
    maat = ["S", "M", "L", "XL"].map((t) => a(t));
  } else if (kind === "washand") {
    const n = r.pick([3, 4, 6]);
    size = r.pick(["16x21", "30x50"]);
    title = `${brand.name} ${size === "30x50" ? "Gastendoekjes" : "Washandjes"} ${weave}${extra} (set van ${n})`;
    list = r.pick([595, 699, 795, 899, 995, 999]);
    options = [colourOption(colours)];
    tags.push("cheap");
  } else {
    size = r.pick(["50x80", "60x100"]);
    title = `${brand.name} Badmat ${weave}${extra} ${size}`;
    list = listPrice(r, 12.95, 29.95);
    options = [colourOption(colours)];
  }
  return {
    type: "badtextiel",
    brand,
    title,
    main: "badtextiel",
    extra: [],
    description: compose(
      r,
      [
        `${kind === "badlaken" ? "Het" : "De"} ${title} ${kind === "washand" ? "zijn" : "is"} gemaakt van ${lc(materiaal)} met een gewicht van ${gsm} g/m².`,
        `Met ${kind === "badjas" ? "deze badjas" : kind === "badmat" ? "deze badmat" : kind === "washand" ? "deze set" : kind === "handdoek" ? "deze handdoek" : "dit badlaken"} van ${brand.name} haal je het gevoel van een hotel in je eigen badkamer.`,
      ],
      [
        weave === "Wafel" ? ["Het wafelweefsel is licht, droogt snel en neemt veel vocht op."] : weave === "Hamam" ? ["Het platte hamamweefsel is dun, licht en snel droog: ook handig voor het strand of de sauna."] : ["De dichte badstof is zacht en neemt veel vocht op."],
        [`Verkrijgbaar in ${colours.length} kleuren, die je eindeloos kunt combineren.`],
        ["Wasbaar op 60 °C en geschikt voor de droger.", "Was het textiel de eerste keer apart, dan blijven de lussen mooi zacht."],
        kind === "badjas" ? ["De badjas heeft twee opgestikte zakken en een ceintuur."] : [],
      ],
    ),
    specs: [
      { label: "Materiaal", value: materiaal },
      { label: "Gewicht", value: `${gsm} g/m²` },
      { label: "Afmeting", value: kind === "badjas" ? "Maten S t/m XL" : `${size} cm` },
      { label: "Weefsel", value: weave === "Wafel" || weave === "Hamam" || weave === "Velours" ? weave : "Badstof" },
      { label: "Wasbaar op", value: "60 °C" },
      { label: "Droger", value: "Ja" },
    ],
    color: COLOURS[colours[0]!]!,
    options,
    attrs: { kleur: colourAttrs(colours), soort: [soort], materiaal: [a(materiaal.includes("bamboe") ? "Bamboe" : "Katoen")], ...(maat.length ? { maat } : {}) },
    list,
    floor: 495,
    delivery: r.weighted([[DELIVERY.tomorrow, 80], [DELIVERY.days, 20]] as const),
    tags,
  };
}

// ---------------------------------------------------------------------------------------------
// kids

const KID_PRINTS = ["Dino", "Eenhoorn", "Sterren", "Ruimte", "Bosdieren", "Regenboog", "Wolkjes", "Safari", "Zeemeermin", "Voertuigen", "Vosjes", "Maan", "Beertjes", "Vlinders", "Piraten", "Boerderij", "Walvis", "Konijntjes"];

export function buildKids(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["dekbed", 10], ["ledikant", 8], ["overtrek", 12]] as const);
  const brand = brandOf(ctx, ["dutch-dreams-kids", "kleine-dromers"]);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  if (kind === "dekbed") {
    const sizes = r.chance(0.6) ? ["100x135", "120x150", "140x200"] : ["100x135", "120x150"];
    const warmth = r.pick(["4-seizoenen", "zomer", "winter"] as const);
    const wol = r.chance(0.3);
    const title = `${brand.name} ${r.pick(["Kinderdekbed", "Peuterdekbed", "Kinderdekbed"])} ${WARMTH[warmth].word.replace(" Dekbed", "").replace("dekbed", "")}${extra}${wol ? " Wol" : r.chance(0.5) ? " Anti-allergie" : ""}`.replace(/ +/gu, " ");
    const list = listPrice(r, 29, 89);
    return {
      type: "kids", brand, title, main: "kids", extra: [],
      description: compose(r,
        [`Het ${title} is speciaal gemaakt voor kinderen: licht, ademend en warm genoeg.`, `Met dit kinderdekbed van ${brand.name} slaapt je kind ${warmth === "zomer" ? "ook op warme nachten lekker koel" : "warm en veilig"}.`],
        [
          [wol ? "De wolvulling voert vocht goed af, zodat je kind niet gaat zweten." : "De synthetische vulling is anti-allergisch en wasbaar op 60 °C."],
          ["Het dekbed past in een ledikant, peuterbed of juniorbed, afhankelijk van de maat."],
          ["De tijk van zacht katoen is huidvriendelijk getest."],
        ]),
      specs: [
        { label: "Vulling", value: wol ? "Scheerwol" : "Holle vezel, anti-allergisch" },
        { label: "Warmteklasse", value: WARMTH[warmth].spec },
        { label: "Tijk", value: "100% katoen" },
        { label: "Wasbaar op", value: wol ? "30 °C (wolprogramma)" : "60 °C" },
        { label: "Geschikt voor", value: "Vanaf 1 jaar" },
      ],
      color: COLOURS[r.pick(["wit", "lichtblauw", "roze", "mint"])]!,
      options: [sizeOption(sizes, list, 0.5)],
      attrs: { maat: sizeAttrs(sizes), soort: [a("Kinderdekbed")], vulling: [wol ? a("Wol", "wol") : a("Synthetisch", "synthetisch")], warmteklasse: [WARMTH[warmth].attr] },
      list, floor: 2900, delivery: r.weighted([[DELIVERY.tomorrow, 70], [DELIVERY.days, 30]] as const), tags: [],
    };
  }
  if (kind === "ledikant") {
    const sizes = r.chance(0.5) ? ["60x120", "70x140"] : ["60x120", "70x140", "70x150"];
    const core = r.pick(["Koudschuim", "Pocketvering", "Latex", "Comfortschuim"]);
    const title = `${brand.name} Ledikantmatras ${core}${extra}${r.chance(0.4) ? ` ${r.pick(["Ventilatie", "Baby Air", "Junior", "Dubbelzijdig"])}` : ""}`;
    const list = listPrice(r, 49, 149);
    const height = r.int(8, 12);
    return {
      type: "kids", brand, title, main: "kids", extra: [],
      description: compose(r,
        [`De ${title} is ${height} cm dik en gemaakt voor een veilige, stevige ondersteuning van je baby of peuter.`, `Met deze ledikantmatras van ${brand.name} slaapt je kleintje veilig en comfortabel.`],
        [
          ["De matras is stevig, zodat je baby er niet in wegzakt: belangrijk voor veilig slapen."],
          ["De ventilerende rand zorgt voor een goede luchtcirculatie."],
          ["De hoes is afneembaar en wasbaar op 60 °C."],
          [`Leverbaar in ${sizes.join(", ")} cm.`],
        ]),
      specs: [
        { label: "Kern", value: core },
        { label: "Hoogte", value: `${height} cm` },
        { label: "Tijk", value: r.pick(["Katoen-badstof", "Lyocell", "Dubbeldoek"]) },
        { label: "Afneembare hoes", value: "Ja, met rits" },
        { label: "Wasbaar op", value: "60 °C" },
        { label: "Ventilatie", value: "3D-ventilatierand" },
      ],
      color: COLOURS[r.pick(["wit", "lichtblauw", "mint"])]!,
      options: [sizeOption(sizes, list, 0.6)],
      attrs: { maat: sizeAttrs(sizes), soort: [a("Ledikantmatras")], materiaal: [a(core)] },
      list, floor: 4900, delivery: r.weighted([[DELIVERY.tomorrow, 50], [DELIVERY.days, 50]] as const), tags: [],
    };
  }
  const print = r.pick(KID_PRINTS);
  const sizes = r.chance(0.6) ? ["100x135", "120x150", "140x200/220"] : ["120x150", "140x200/220"];
  const colours = pickColours(r, PALETTES.kids, 1, 3);
  const fabric = r.pick(["Katoen", "Flanel", "Jersey", "Percal"]);
  const title = `${brand.name} ${r.pick(["Kinderdekbedovertrek", "Dekbedovertrek"])} ${print}${extra}${fabric === "Katoen" ? "" : ` ${fabric}`}`;
  const list = listPrice(r, 24.95, 49.95);
  return {
    type: "kids", brand, title, main: "kids", extra: [],
    description: compose(r,
      [`Het ${title} maakt van elk kinderbed een vrolijke plek met de print ${print.toLowerCase()}.`, `Met dit dekbedovertrek van ${brand.name} kruipt je kind met plezier onder de wol.`],
      [
        [`Gemaakt van zacht ${fabric.toLowerCase()}, huidvriendelijk getest.`],
        ["Inclusief bijpassende kussensloop van 60x70 cm."],
        ["Wasbaar op 40 °C en geschikt voor de droger."],
      ]),
    specs: [
      { label: "Materiaal", value: fabric === "Jersey" ? "95% katoen, 5% elastaan" : `100% ${fabric.toLowerCase()}` },
      { label: "Sluiting", value: "Instopstrook" },
      { label: "Wasbaar op", value: "40 °C" },
      { label: "Inclusief", value: "1 kussensloop 60x70 cm" },
    ],
    color: COLOURS[colours[0]!]!,
    options: [sizeOption(sizes, list, 0.4), colourOption(colours)],
    attrs: { maat: sizes.map((s) => a(s)), kleur: colourAttrs(colours), soort: [a("Kinderdekbedovertrek")], materiaal: [a(fabric)] },
    list, floor: 1900, delivery: r.weighted([[DELIVERY.tomorrow, 75], [DELIVERY.days, 25]] as const), tags: ["three-for-one"],
  };
}

// ---------------------------------------------------------------------------------------------
// keuken

const ONE_SIZE: OptionDraft = { code: "maat", title: "Maat", values: [{ title: "0x0", delta: 0 }] };

export function buildKeuken(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["theedoek", 8], ["keukendoek", 4], ["pannenlap", 4], ["schort", 6], ["tafelkleed", 2]] as const);
  const brand = brandOf(ctx, ["huis-en-haard", "zeeuws-linnen", "linnenkast-en-co"]);
  const pattern = r.pick(["Ruit", "Streep", "Uni", "Wafel", "Visgraat", "Boerenbont", "Pied-de-poule", "Geblokt", "Botanisch", "Keukenkruiden", "Citroen"]);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const colours = pickColours(r, PALETTES.kitchen, 1, 5);
  const material = kind === "schort" ? r.pick(["Katoen-canvas", "100% linnen", "Katoen-denim", "Halflinnen (50% linnen, 50% katoen)"]) : kind === "pannenlap" ? r.pick(["Gewatteerd katoen", "Gewatteerd katoen-canvas"]) : r.pick(["100% katoen", "Halflinnen (50% linnen, 50% katoen)", "100% linnen", "Katoen-wafelstof"]);
  let title: string;
  let options: OptionDraft[];
  let list: number;
  const tags: string[] = [];
  let soort: Attr;
  let size: string;
  if (kind === "theedoek") {
    const n = r.pick([1, 1, 3, 6]);
    size = "50x70";
    title = `${brand.name} ${n === 1 ? "Theedoek" : "Theedoeken"} ${pattern}${extra}${n > 1 ? ` (set van ${n})` : ""}`;
    list = n === 1 ? r.pick([449, 499, 595, 699, 799]) : listPrice(r, n === 3 ? 9.95 : 14.95, n === 3 ? 16.95 : 24.95);
    options = [colourOption(colours)];
    if (n === 1) tags.push("cheap");
    soort = a("Theedoeken");
  } else if (kind === "keukendoek") {
    const n = r.pick([2, 4]);
    size = "50x50";
    title = `${brand.name} Keukendoeken ${pattern}${extra} (set van ${n})`;
    list = n === 2 ? r.pick([599, 699, 799, 899, 999]) : listPrice(r, 9.95, 19.95);
    options = [colourOption(colours)];
    if (list <= 999) tags.push("cheap");
    soort = a("Keukendoeken");
  } else if (kind === "pannenlap") {
    const ovenwant = r.chance(0.5);
    size = ovenwant ? "18x30" : "20x20";
    title = ovenwant ? `${brand.name} Ovenwant ${pattern}${extra}` : `${brand.name} Pannenlappen ${pattern}${extra} (set van 2)`;
    list = r.pick([499, 599, 699, 799, 899, 999, 1295, 1495]);
    // one size: a single option with a single 0x0 value, or 0x0 plus a colour choice
    if (r.chance(0.6)) colours.splice(1);
    options = colours.length === 1 ? [ONE_SIZE] : [ONE_SIZE, colourOption(colours)];
    if (list <= 999) tags.push("cheap");
    soort = ovenwant ? a("Ovenwanten") : a("Pannenlappen");
  } else if (kind === "schort") {
    size = "One size (ca. 70x90 cm)";
    if (r.chance(0.3)) colours.splice(1);
    title = `${brand.name} ${r.pick(["Keukenschort", "Schort", "Barbecueschort"])} ${pattern === "Uni" ? (material.includes("linnen") ? "Linnen" : material.includes("denim") ? "Denim" : "Canvas") : pattern}${extra}`;
    list = listPrice(r, 14.95, 39.95);
    options = colours.length > 1 ? [ONE_SIZE, colourOption(colours)] : [ONE_SIZE];
    soort = a("Schorten");
  } else {
    const sizes = ["140x200", "140x250", "160x300"];
    size = sizes.join(", ");
    title = `${brand.name} Tafelkleed ${pattern}${extra}`;
    list = listPrice(r, 24.95, 34.95);
    options = [sizeOption(sizes, list, 0.25), colourOption(colours)];
    soort = a("Tafelkleden");
  }
  const opt = options.find((o) => o.code === "maat" && o.values[0]!.title !== "0x0");
  const noun =
    kind === "theedoek" ? (title.includes("set van") ? "Deze set theedoeken" : "Deze theedoek")
    : kind === "keukendoek" ? "Deze set keukendoeken"
    : kind === "pannenlap" ? (title.includes("Ovenwant") ? "Deze ovenwant" : "Deze set pannenlappen")
    : kind === "schort" ? "Deze schort" : "Dit tafelkleed";
  return {
    type: "keuken",
    brand,
    title,
    main: "keuken",
    extra: [],
    description: compose(
      r,
      [`${noun} ${pattern === "Uni" ? "in een effen uitvoering" : `met het dessin ${pattern.toLowerCase()}`} is gemaakt van ${lc(material)}.`, `Met ${lc(noun)} van ${brand.name} breng je kleur in je keuken.`, `${noun} van ${brand.name} is gemaakt van ${lc(material)} en kan tegen een stootje.`],
      [
        kind === "theedoek" || kind === "keukendoek" ? ["Het weefsel is sterk absorberend en pluist niet, ideaal voor glazen en servies."] : kind === "schort" ? ["De schort heeft een verstelbaar halsbandje, lange strikbanden en een handige voorzak."] : kind === "pannenlap" ? ["De dikke vulling beschermt je handen tegen hete pannen en ovenschalen."] : ["Het tafelkleed is vlekafstotend behandeld en valt mooi over de tafelrand."],
        [`Wasbaar op ${material.includes("linnen") ? "40 °C" : "60 °C"}.`],
        colours.length > 1 ? [`Verkrijgbaar in ${colours.length} kleuren.`] : [`Uitgevoerd in ${COLOURS[colours[0]!]!.title.toLowerCase()}.`],
      ],
    ),
    specs: [
      { label: "Materiaal", value: material },
      { label: "Afmeting", value: size.includes("cm") ? size : `${size} cm` },
      { label: "Wasbaar op", value: material.includes("linnen") ? "40 °C" : "60 °C" },
      { label: "Dessin", value: pattern },
      ...(options.length === 1 && options[0] === ONE_SIZE ? [{ label: "Maat", value: "One size" }] : []),
    ],
    color: COLOURS[colours[0]!]!,
    options,
    attrs: { kleur: colourAttrs(colours), soort: [soort], materiaal: [a(material.includes("linnen") ? "Linnen" : "Katoen")], ...(opt ? { maat: opt.values.map((v) => a(v.title)) } : {}) },
    list,
    floor: 400,
    delivery: r.weighted([[DELIVERY.tomorrow, 80], [DELIVERY.days, 20]] as const),
    tags: [...tags, "three-for-one"],
  };
}

// ---------------------------------------------------------------------------------------------
// tuin

export function buildTuin(ctx: BuildContext): Draft {
  const { r } = ctx;
  const kind = r.weighted([["tuinkussen", 10], ["loungekussen", 8], ["parasol", 8], ["plaid", 6], ["parasolvoet", 2], ["buitenkussen", 2]] as const);
  const extra = ctx.variant > 0 ? ` ${model(ctx)}` : "";
  const line = r.pick(["Outdoor", "Riviera", "Ibiza", "Lago", "Provence", "Sunset", "Nordic", "Olijf", "Havana", "Capri", "Coast", "Dune"]);
  const colours = pickColours(r, PALETTES.garden, 1, 6);
  let brand: SeedBrand;
  let title: string;
  let options: OptionDraft[];
  let list: number;
  let soort: Attr;
  let maat: Attr[] = [];
  let material: string;
  let specs: Spec[];
  let topic: string;
  if (kind === "tuinkussen") {
    brand = brandOf(ctx, ["tuinlust", "zonnehoek-outdoor"]);
    const sizes = r.chance(0.6) ? ["Lage rug (100x50)", "Hoge rug (120x50)"] : ["Hoge rug (120x50)"];
    title = `${brand.name} Tuinstoelkussen ${line}${extra}${sizes.length === 1 ? " Hoge Rug" : ""}`;
    list = listPrice(r, 19.95, 59.95);
    options = [sizeOption(sizes, list, 0.6), colourOption(colours)];
    maat = sizeAttrs(sizes);
    material = r.pick(["Olefin", "Polyester, waterafstotend", "Acryl"]);
    soort = a("Tuinkussens");
    specs = [{ label: "Hoes", value: material }, { label: "Vulling", value: "Polyester vezel" }, { label: "Waterafstotend", value: "Ja" }, { label: "UV-bestendig", value: "Ja, kleurvast" }, { label: "Bevestiging", value: "Strikbandjes" }];
    topic = "De strikbandjes houden het kussen op zijn plaats op je tuinstoel.";
  } else if (kind === "loungekussen") {
    brand = brandOf(ctx, ["tuinlust", "zonnehoek-outdoor"]);
    const sizes = r.chance(0.6) ? ["60x60", "60x120"] : ["60x60"];
    title = `${brand.name} Loungekussen ${line}${extra}${sizes.length === 1 ? " 60x60" : ""}`;
    list = listPrice(r, 29.95, 89.95);
    options = [sizeOption(sizes, list, 0.6), colourOption(colours)];
    maat = sizeAttrs(sizes);
    material = r.pick(["Olefin", "Acryl", "Polyester, waterafstotend"]);
    soort = a("Loungekussens");
    specs = [{ label: "Hoes", value: `${material}, afneembaar` }, { label: "Vulling", value: "Polyetherschuim met vezellaag" }, { label: "Dikte", value: `${r.pick([10, 12, 15])} cm` }, { label: "Waterafstotend", value: "Ja" }, { label: "UV-bestendig", value: "Ja, kleurvast" }];
    topic = "De hoes is afneembaar, zodat je hem in de wasmachine kunt wassen.";
  } else if (kind === "parasol") {
    brand = brandOf(ctx, ["zonnehoek-outdoor", "zonnehoek-outdoor", "tuinlust"]);
    const hanging = r.chance(0.5);
    const sizes = hanging ? ["250 cm", "300 cm", "350 cm"] : ["200 cm", "250 cm"];
    const fixed = r.chance(0.35);
    title = `${brand.name} ${hanging ? "Zweefparasol" : "Stokparasol"} ${line}${extra}${fixed ? ` ${sizes[1]}` : ""}`;
    list = listPrice(r, hanging ? 149 : 79, hanging ? 399 : 179);
    options = fixed ? [ONE_SIZE, colourOption(colours)] : [sizeOption(sizes, list, 0.45), colourOption(colours)];
    if (!fixed) maat = sizeAttrs(sizes);
    material = "Polyester, 180 g/m²";
    soort = a("Parasols");
    specs = [{ label: "Diameter", value: fixed ? sizes[1]! : sizes.join(", ") }, { label: "Doek", value: "Polyester 180 g/m², UPF 50+" }, { label: "Frame", value: hanging ? "Aluminium, 360° draaibaar" : "Aluminium" }, { label: "Kantelbaar", value: "Ja" }, { label: "Voet", value: "Niet inbegrepen" }];
    topic = hanging ? "De zweefparasol draait 360 graden rond en kantelt mee met de zon." : "Met de slinger klap je de parasol moeiteloos open en dicht.";
  } else if (kind === "plaid") {
    brand = brandOf(ctx, ["huis-en-haard", "hollandse-wol", "tuinlust"]);
    material = brand.slug === "hollandse-wol" ? "100% wol" : r.pick(["100% katoen", "Gerecycled katoen", "Fleece"]);
    title = `${brand.name} Plaid ${r.pick(["Wafel", "Visgraat", "Ruit", "Franjes", "Knit", "Uni"])}${extra} 130x170`;
    list = listPrice(r, 24.95, brand.slug === "hollandse-wol" ? 89.95 : 59.95);
    options = r.chance(0.4) && colours.length > 1 ? [ONE_SIZE, colourOption(colours)] : [colourOption(colours)];
    soort = a("Plaids");
    specs = [{ label: "Materiaal", value: material }, { label: "Afmeting", value: "130x170 cm" }, { label: "Wasbaar op", value: material.includes("wol") ? "30 °C (wolprogramma)" : "40 °C" }];
    topic = "Heerlijk om op koelere avonden om je schouders te slaan, op de bank of op het terras.";
  } else if (kind === "parasolvoet") {
    brand = brandOf(ctx, ["zonnehoek-outdoor"]);
    const kg = r.pick([30, 40, 50, 60]);
    title = `${brand.name} Parasolvoet ${r.pick(["Graniet", "Beton", "Vulbaar"])}${extra} ${kg} kg`;
    list = listPrice(r, 39.95, 99);
    options = [ONE_SIZE];
    material = "Graniet";
    soort = a("Parasolvoeten");
    specs = [{ label: "Gewicht", value: `${kg} kg` }, { label: "Geschikt voor", value: "Stokdiameter 38-48 mm" }, { label: "Wieltjes", value: r.pick(["Ja", "Nee"]) }];
    topic = "De voet staat stevig en houdt je parasol ook bij een flinke bries op zijn plaats.";
  } else {
    brand = brandOf(ctx, ["tuinlust"]);
    title = `${brand.name} Buitenkussen ${line}${extra} 45x45`;
    list = listPrice(r, 19.95, 29.95);
    options = [colourOption(colours)];
    material = "Olefin";
    soort = a("Buitenkussens");
    specs = [{ label: "Hoes", value: "Olefin, waterafstotend" }, { label: "Vulling", value: "Polyester vezel" }, { label: "Afmeting", value: "45x45 cm" }];
    topic = "Het kussen droogt snel na een regenbui.";
  }
  return {
    type: "tuin",
    brand,
    title,
    main: "tuin",
    extra: [],
    description: compose(
      r,
      [`Met ${kind === "tuinkussen" || kind === "loungekussen" || kind === "buitenkussen" ? "het" : "de"} ${title} maak je van je tuin of balkon een plek om lekker te ontspannen.`, `Deze ${soort.title.toLowerCase().replace(/(en|s)$/u, "")} van ${brand.name} is gemaakt voor het buitenleven.`],
      [[topic], [colours.length > 1 ? `Verkrijgbaar in ${colours.length} kleuren.` : `Uitgevoerd in ${COLOURS[colours[0]!]!.title.toLowerCase()}.`], ["Berg het textiel in de winter droog op, dan heb je er jaren plezier van."]],
    ),
    specs,
    color: COLOURS[colours[0]!]!,
    options,
    attrs: { kleur: colourAttrs(colours), soort: [soort], materiaal: [a(material.split(",")[0]!.replace("100% ", "").replace(/^./u, (x) => x.toUpperCase()))], ...(maat.length ? { maat } : {}) },
    list,
    floor: 1900,
    delivery: kind === "parasol" || kind === "parasolvoet" ? DELIVERY.days : r.weighted([[DELIVERY.tomorrow, 70], [DELIVERY.days, 30]] as const),
    tags: [],
  };
}

// ---------------------------------------------------------------------------------------------
// abonnement

const SUBSCRIPTIONS = [
  { title: "Beddengoed-abonnement elk seizoen", price: 1995, sub: "home-living/beddengoed-abonnement", soort: "Beddengoed", what: "een nieuw dekbedovertrek, twee kussenslopen en een hoeslaken", when: "Elk seizoen (4x per jaar)", option: "maat" },
  { title: "Hoofdkussen-abonnement", price: 995, sub: "home-living/kussen-abonnement", soort: "Hoofdkussens", what: "een nieuw hoofdkussen naar keuze", when: "Elke 6 maanden", option: "kussens" },
  { title: "Beddengoed-abonnement Premium Katoensatijn", price: 2995, sub: "home-living/beddengoed-abonnement", soort: "Beddengoed", what: "een katoensatijnen dekbedovertrek met kussenslopen en een jersey hoeslaken", when: "Elk seizoen (4x per jaar)", option: "maat" },
  { title: "Hoofdkussen-abonnement Duo Traagschuim", price: 1495, sub: "home-living/kussen-abonnement", soort: "Hoofdkussens", what: "twee traagschuim hoofdkussens", when: "Elk jaar", option: "kussens" },
  { title: "Dekbedovertrek-abonnement 4x per jaar", price: 2495, sub: "home-living/beddengoed-abonnement", soort: "Beddengoed", what: "een dekbedovertrek in de kleur van het seizoen", when: "Elk seizoen (4x per jaar)", option: "maat" },
  { title: "Handdoeken-abonnement", price: 1295, sub: null, soort: "Handdoeken", what: "een set handdoeken, badlakens en washandjes", when: "Elke 6 maanden", option: "set" },
  { title: "Molton-abonnement jaarlijks", price: 995, sub: "home-living/beddengoed-abonnement", soort: "Molton", what: "een nieuw molton hoeslaken", when: "Elk jaar", option: "maat" },
  { title: "Kinderbeddengoed-abonnement", price: 1495, sub: "home-living/beddengoed-abonnement", soort: "Beddengoed", what: "een vrolijk kinderdekbedovertrek met kussensloop", when: "Elk seizoen (4x per jaar)", option: "kids" },
] as const;

export const MAX_SUBSCRIPTIONS = SUBSCRIPTIONS.length * 2;

export function buildAbonnement(ctx: BuildContext, index: number): Draft {
  const { r } = ctx;
  const s = SUBSCRIPTIONS[index % SUBSCRIPTIONS.length]!;
  const round = Math.floor(index / SUBSCRIPTIONS.length);
  const brand = brandOf(ctx, ["droomnest-home"]);
  const title = round === 0 && ctx.variant === 0 ? s.title : `${s.title} ${r.pick(["Plus", "Duo", "Family", "Comfort", "Basis", "Luxe"])}`;
  const list = round === 0 ? s.price : Math.min(2995, s.price + 500);
  const options: OptionDraft[] =
    s.option === "maat" ? [sizeOption(["140x200/220", "200x200/220", "240x200/220"], list, 0.3)]
    : s.option === "kids" ? [sizeOption(["100x135", "140x200/220"], list, 0.3)]
    : s.option === "kussens" ? [{ code: "inhoud", title: "Inhoud", values: [{ title: "1 kussen", delta: 0 }, { title: "2 kussens", delta: Math.round((list * 0.7) / 100) * 100 }] }]
    : [{ code: "inhoud", title: "Inhoud", values: [{ title: "Set voor 1 persoon", delta: 0 }, { title: "Set voor 2 personen", delta: Math.round((list * 0.8) / 100) * 100 }] }];
  const maatOption = options.find((o) => o.code === "maat");
  return {
    type: "abonnement",
    brand,
    title,
    main: "home-living",
    extra: s.sub ? [s.sub] : [],
    description: compose(
      r,
      [`Met het ${title.replace("abonnement", "abonnement")} ontvang je ${lc(s.when)} ${s.what}.`, `Nooit meer zelf aan vervanging denken: het ${title} van ${brand.name} bezorgt ${s.what} bij je thuis.`],
      [["Je betaalt per maand en het abonnement is maandelijks opzegbaar."], ["Bij elke levering kies je zelf de kleur of het model uit de collectie van dat moment."], ["De verzendkosten zijn altijd gratis."]],
    ),
    specs: [
      { label: "Prijs", value: "Per maand" },
      { label: "Levering", value: s.when },
      { label: "Inhoud", value: s.what.charAt(0).toUpperCase() + s.what.slice(1) },
      { label: "Looptijd", value: "Maandelijks opzegbaar" },
      { label: "Verzendkosten", value: "Gratis" },
    ],
    color: COLOURS.naturel!,
    options,
    attrs: { soort: [a(s.soort)], ...(maatOption ? { maat: maatOption.values.map((v) => a(v.title)) } : {}) },
    list,
    floor: 995,
    delivery: DELIVERY.subscription,
    tags: [],
  };
}
