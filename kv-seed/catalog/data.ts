/**
 * Fixed data of the demo catalogue: brands, colours, categories and the Dutch name pools used by
 * generate.ts. No randomness here; generate.ts picks from these lists with its seeded PRNG.
 */
import type { SeedBrand, SeedCategory } from "./types.ts";

export const BRANDS: SeedBrand[] = [
  { id: 1, slug: "droomnest-comfort", name: "Droomnest Comfort", description: "Het huismerk van Droomnest: matrassen, boxsprings en beddengoed voor een eerlijke prijs, ontwikkeld in Nederland en getest door ons eigen panel van proefslapers." },
  { id: 2, slug: "nachtwacht", name: "Nachtwacht", description: "Nachtwacht maakt matrassen, toppers en dekbedden voor wie 's nachts echt wil uitrusten. Degelijk, ademend en zonder overbodige poespas." },
  { id: 3, slug: "slaapwel-atelier", name: "Slaapwel Atelier", description: "Ontwerpstudio voor beddengoed met oog voor detail: zachte stoffen, rustige kleuren en een nette afwerking tot in de naden." },
  { id: 4, slug: "zeeuws-linnen", name: "Zeeuws Linnen", description: "Linnen en katoen met een Zeeuws randje: tijdloze ruiten, strepen en natuurlijke tinten voor bed, bad en keuken." },
  { id: 5, slug: "hollandse-wol", name: "Hollandse Wol", description: "Dekbedden, kussens en plaids gevuld met wol van Nederlandse en Europese schapen. Warm in de winter en koel in de zomer." },
  { id: 6, slug: "dutch-dreams-kids", name: "Dutch Dreams Kids", description: "Vrolijk en veilig slapen voor baby's, peuters en kinderen: ledikantmatrassen, kinderdekbedden en overtrekken met speelse prints." },
  { id: 7, slug: "tuinlust", name: "Tuinlust", description: "Tuinkussens, parasols en plaids voor lange zomeravonden buiten. Kleurvast, waterafstotend en makkelijk schoon te houden." },
  { id: 8, slug: "polderrust", name: "Polderrust", description: "Betaalbare matrassen en boxsprings die gewoon goed zijn. Nuchter ontworpen en stevig gebouwd." },
  { id: 9, slug: "noorderlicht-slaapcomfort", name: "Noorderlicht Slaapcomfort", description: "Scandinavisch geïnspireerd slaapcomfort: ergonomische hoofdkussens, toppers en matrassen met een koel slaapklimaat." },
  { id: 10, slug: "veluwe-bedden", name: "Veluwe Bedden", description: "Boxsprings en matrassen uit eigen werkplaats, op bestelling gemaakt in jouw maat en kleur." },
  { id: 11, slug: "badhuys", name: "Badhuys", description: "Badtextiel in hotelkwaliteit: zware badstof, wafelweefsel en badjassen die zacht blijven, ook na vele wasbeurten." },
  { id: 12, slug: "linnenkast-en-co", name: "Linnenkast & Co", description: "Alles voor een goed gevulde linnenkast: handdoeken, theedoeken en beddengoed in klassieke kwaliteit." },
  { id: 13, slug: "dons-en-veer-compagnie", name: "Dons & Veer Compagnie", description: "Specialist in donzen dekbedden en hoofdkussens met traceerbare vulling en een downproof tijk." },
  { id: 14, slug: "bedwacht", name: "Bedwacht", description: "Molton, matrasbeschermers en kussenbeschermers die je matras en kussens jaren langer mooi houden." },
  { id: 15, slug: "katoen-en-kleur", name: "Katoen & Kleur", description: "Dekbedovertrekken, hoeslakens en kussenslopen in meer dan twintig kleuren, van fris wit tot diep terracotta." },
  { id: 16, slug: "zonnehoek-outdoor", name: "Zonnehoek Outdoor", description: "Parasols, loungekussens en buitenplaids voor balkon, terras en tuin." },
  { id: 17, slug: "huis-en-haard", name: "Huis & Haard", description: "Keukenlinnen, schorten en plaids voor een warm en gezellig huis." },
  { id: 18, slug: "kleine-dromers", name: "Kleine Dromers", description: "Kinderbeddengoed in zachte kleuren met dieren- en sterrenprints, gemaakt van huidvriendelijk getest katoen." },
  { id: 19, slug: "twentse-bedfabriek", name: "Twentse Bedfabriek", description: "Robuuste boxsprings met pocketvering en stevige hoofdborden, gebouwd in Twente." },
  { id: 20, slug: "rustpunt", name: "Rustpunt", description: "Matrassen, toppers en hoofdkussens voor een scherpe prijs, zonder in te leveren op slaapcomfort." },
  { id: 21, slug: "droomnest-home", name: "Droomnest Home", description: "Home-living van Droomnest: abonnementen waarmee je elk seizoen vers beddengoed, nieuwe kussens of handdoeken aan huis krijgt." },
];

export interface Colour {
  slug: string;
  title: string;
  hex: string; // '#rrggbb'
}

const c = (slug: string, title: string, hex: string): Colour => ({ slug, title, hex });

/** Colours; the hex values of the navigation's colour blocks (kv-seed/content/navigation.json) are reused. */
export const COLOURS: Record<string, Colour> = {
  wit: c("wit", "Wit", "#ffffff"),
  ecru: c("ecru", "Ecru", "#f3ecdf"),
  naturel: c("naturel", "Naturel", "#e9e0cf"),
  beige: c("beige", "Beige", "#e6d8c3"),
  zand: c("zand", "Zand", "#d8c4a3"),
  taupe: c("taupe", "Taupe", "#8b7d70"),
  lichtgrijs: c("lichtgrijs", "Lichtgrijs", "#d3d4d6"),
  grijs: c("grijs", "Grijs", "#a3a5a8"),
  antraciet: c("antraciet", "Antraciet", "#383e42"),
  zwart: c("zwart", "Zwart", "#1c1c1c"),
  oudroze: c("oudroze", "Oudroze", "#d4a5a5"),
  terracotta: c("terracotta", "Terracotta", "#c2673f"),
  saliegroen: c("saliegroen", "Saliegroen", "#9caf88"),
  mosgroen: c("mosgroen", "Mosgroen", "#6b7a3a"),
  donkergroen: c("donkergroen", "Donkergroen", "#2e4a3a"),
  oceaanblauw: c("oceaanblauw", "Oceaanblauw", "#2f5f7f"),
  lichtblauw: c("lichtblauw", "Lichtblauw", "#a9c6de"),
  donkerblauw: c("donkerblauw", "Donkerblauw", "#233449"),
  petrol: c("petrol", "Petrol", "#1f5e63"),
  okergeel: c("okergeel", "Okergeel", "#d9a33b"),
  bordeaux: c("bordeaux", "Bordeaux", "#6e2233"),
  cognac: c("cognac", "Cognac", "#9a5b2e"),
  mint: c("mint", "Mint", "#b6e2d3"),
  roze: c("roze", "Roze", "#f2b8c6"),
  geel: c("geel", "Geel", "#f6d55c"),
  lila: c("lila", "Lila", "#c7b8e0"),
  rood: c("rood", "Rood", "#b8322a"),
};

export const PALETTES = {
  tijk: ["wit", "ecru", "lichtgrijs"],
  bedding: ["wit", "ecru", "beige", "zand", "taupe", "lichtgrijs", "grijs", "antraciet", "zwart", "oudroze", "terracotta", "saliegroen", "oceaanblauw", "donkerblauw", "okergeel", "mosgroen", "petrol"],
  boxspring: ["antraciet", "grijs", "lichtgrijs", "beige", "taupe", "zwart", "donkerblauw", "saliegroen", "petrol", "cognac", "bordeaux"],
  bath: ["wit", "ecru", "zand", "lichtgrijs", "grijs", "antraciet", "donkerblauw", "saliegroen", "oudroze", "terracotta", "okergeel", "petrol", "zwart"],
  kids: ["lichtblauw", "roze", "mint", "geel", "lila", "wit", "saliegroen", "oceaanblauw", "okergeel"],
  kitchen: ["wit", "naturel", "okergeel", "terracotta", "saliegroen", "donkerblauw", "antraciet", "bordeaux", "rood", "mosgroen"],
  garden: ["antraciet", "zand", "taupe", "grijs", "saliegroen", "terracotta", "donkerblauw", "okergeel", "naturel", "mosgroen", "petrol"],
} as const;

const header = (slug: string) => ({ src: `/img/c/${slug.replace(/\//gu, "-")}.svg`, width: 1200, height: 300, alt: "" });

type CategoryInput = Omit<SeedCategory, "filter_count" | "countdown" | "promo_banner" | "sub_title" | "parent" | "content"> &
  Partial<Pick<SeedCategory, "filter_count" | "countdown" | "promo_banner" | "sub_title" | "parent" | "content">>;

const cat = (input: CategoryInput): SeedCategory => ({
  id: input.id,
  slug: input.slug,
  title: input.title,
  sub_title: input.sub_title ?? null,
  parent: input.parent ?? null,
  kind: input.kind,
  filter_count: input.filter_count ?? 3,
  countdown: input.countdown ?? null,
  promo_banner: input.promo_banner ?? false,
  position: input.position,
  content: input.content ?? {},
});

/** Every category route of the shop. Numeric ids are the route ids of the spec. */
export const CATEGORIES: SeedCategory[] = [
  cat({ id: 1, slug: "dagdeals", title: "Dagdeals", kind: "home", countdown: "daily", position: 1, sub_title: "Elke dag nieuwe deals, alleen vandaag geldig", content: { intro: "Elke nacht om 00:00 uur wisselen de dagdeals. Wees er snel bij: wat weg is, is weg." } }),
  cat({ id: 2, slug: "boxsprings", title: "Boxsprings", kind: "overview", position: 6, sub_title: "Op maat gemaakt, gratis bezorgd", content: { intro: "Een boxspring combineert een verende onderbak, een matras en een topper tot één geheel. Stel hem samen in jouw maat en kleur." } }),
  cat({ id: 3, slug: "matrassen", title: "Matrassen", kind: "overview", position: 2, promo_banner: true, sub_title: "100 nachten proefslapen", content: { intro: "Pocketvering, koudschuim, traagschuim, latex of hybride: vind de matras die past bij jouw gewicht, lengte en slaaphouding." } }),
  cat({ id: 4, slug: "dekbed", title: "Dekbedden", kind: "overview", position: 3, promo_banner: true, content: { intro: "Zomer, winter of 4-seizoenen: kies een dekbed met dons, wol of een synthetische vulling." } }),
  cat({ id: 5, slug: "dekbedovertrek", title: "Dekbedovertrekken", kind: "overview", position: 4, content: { intro: "Dekbedovertrekken van katoen, percal, katoensatijn, flanel en jersey in alle gangbare maten." } }),
  cat({ id: 6, slug: "hoofdkussen", title: "Hoofdkussens", kind: "overview", position: 5, promo_banner: true, content: { intro: "Een goed hoofdkussen ondersteunt je nek in elke slaaphouding. Kies op vulling, stevigheid en slaaphouding." } }),
  cat({ id: 7, slug: "boxspring", title: "Boxspring", kind: "overview", position: 7 }),
  cat({ id: 8, slug: "kids", title: "Kids", kind: "overview", position: 12, content: { intro: "Ledikantmatrassen, kinderdekbedden en vrolijke overtrekken voor de kinderkamer." } }),
  cat({ id: 9, slug: "keuken", title: "Keuken", kind: "overview", position: 13, content: { intro: "Theedoeken, keukenlinnen en schorten die tegen een stootje kunnen." } }),
  cat({ id: 10, slug: "tuin", title: "Tuin", kind: "overview", position: 14, content: { intro: "Tuinkussens, loungekussens, parasols en plaids voor buiten." } }),
  cat({ id: 11, slug: "molton", title: "Molton", kind: "overview", position: 8, content: { intro: "Molton hoeslakens en matrasbeschermers houden je matras fris en hygiënisch." } }),
  cat({ id: 12, slug: "kussensloop", title: "Kussenslopen", kind: "overview", position: 9 }),
  cat({ id: 13, slug: "badtextiel", title: "Badtextiel", kind: "overview", position: 11, filter_count: 2, content: { intro: "Handdoeken, badlakens en badjassen van zware, zachte badstof." } }),
  cat({
    id: 14, slug: "acties", title: "Acties", kind: "action", position: 15, sub_title: "Alle acties op een rij",
    content: { header_image: header("acties"), intro: "Sale, Black Friday, 3 halen 1 betalen en meer: hier vind je al onze lopende acties." },
  }),
  cat({
    id: 15, slug: "acties/sale", title: "Sale", kind: "action", parent: "acties", position: 16, sub_title: "Tot 50% korting",
    content: {
      header_image: header("acties/sale"),
      steps: [
        { title: "Kies je favoriet", text: "Bekijk de artikelen in de sale en kies je maat en kleur." },
        { title: "Zie direct je voordeel", text: "De doorgestreepte prijs is de laagste prijs van de 30 dagen voor de korting. De korting is al verrekend." },
        { title: "Bestel op tijd", text: "De sale loopt zolang de voorraad strekt: op is op." },
      ],
    },
  }),
  cat({
    id: 16, slug: "acties/black-friday", title: "Black Friday", kind: "action", parent: "acties", position: 17, sub_title: "De scherpste deals van het jaar",
    content: {
      header_image: header("acties/black-friday"),
      steps: [
        { title: "Ontdek de deals", text: "Tijdens Black Friday geven we extra korting op matrassen, boxsprings, dekbedden en beddengoed." },
        { title: "Leg ze in je winkelwagen", text: "De korting zit al in de prijs, je hebt geen kortingscode nodig." },
        { title: "Snel in huis", text: "Bestel voor 23:59 uur en de meeste artikelen worden de volgende dag bezorgd." },
      ],
    },
  }),
  cat({
    id: 17, slug: "acties/3-halen-1-betalen", title: "3 Halen 1 Betalen", kind: "action", parent: "acties", position: 18,
    content: {
      header_image: header("acties/3-halen-1-betalen"),
      steps: [
        { title: "Kies drie artikelen", text: "Kies drie artikelen uit deze actie. Combineren mag, ook in verschillende maten en kleuren." },
        { title: "Leg ze in je winkelwagen", text: "Voeg alle drie de artikelen toe aan je winkelwagen." },
        { title: "Je betaalt er maar één", text: "De twee goedkoopste artikelen zijn gratis: de korting wordt in je winkelwagen direct verrekend." },
      ],
    },
  }),
  cat({
    id: 18, slug: "acties/4-gratis-kussens", title: "4 Gratis Kussens", kind: "action", parent: "acties", position: 19,
    content: {
      header_image: header("acties/4-gratis-kussens"),
      steps: [
        { title: "Kies een matras of boxspring", text: "Kies een tweepersoonsmatras of boxspring uit deze actie." },
        { title: "Leg hem in je winkelwagen", text: "Vier hoofdkussens van 60x70 cm worden automatisch gratis toegevoegd." },
        { title: "Slaap er lekker op los", text: "Alles wordt samen bezorgd. Proefslapen geldt ook voor de kussens." },
      ],
    },
  }),
  cat({
    id: 19, slug: "acties/alles-999-op-op", title: "Alles € 9,99 OP=OP", kind: "action", parent: "acties", position: 20, filter_count: 0,
    content: {
      header_image: header("acties/alles-999-op-op"),
      steps: [
        { title: "Alles voor € 9,99 of minder", text: "Theedoeken, washandjes, kussenslopen en meer voor maximaal € 9,99 per stuk." },
        { title: "Op is op", text: "Van deze artikelen hebben we een beperkte voorraad. Uitverkocht betekent echt uitverkocht." },
        { title: "Combineer en bespaar", text: "Combineer ze met je andere bestelling en bespaar op de verzendkosten." },
      ],
    },
  }),
  cat({ id: 20, slug: "home-living", title: "Home-living abonnementen", kind: "subscription", position: 21, sub_title: "Elk seizoen vers beddengoed aan huis", content: { intro: "Met een home-living abonnement krijg je op vaste momenten nieuw beddengoed, kussens of handdoeken thuisbezorgd. Maandelijks opzegbaar." } }),
  cat({ id: 21, slug: "home-living/beddengoed-abonnement", title: "Beddengoed-abonnement", kind: "subscription", parent: "home-living", position: 22 }),
  cat({ id: 22, slug: "home-living/kussen-abonnement", title: "Kussen-abonnement", kind: "subscription", parent: "home-living", position: 23 }),
  cat({ id: 23, slug: "outlet", title: "Outlet", kind: "outlet", position: 24, sub_title: "Showroommodellen en laatste stuks", content: { intro: "Laatste stuks, showroommodellen en artikelen met een kleine verpakkingsschade, met volledige garantie." } }),
  cat({ id: 24, slug: "weekdeals", title: "Weekdeals", kind: "home", countdown: "weekly", position: 25, sub_title: "Deze week extra voordelig", content: { intro: "De weekdeals wisselen elke dinsdag om 00:00 uur." } }),
  cat({ id: 25, slug: "matrassen/pocketvering", title: "Pocketvering matrassen", kind: "overview", parent: "matrassen", position: 26 }),
  cat({ id: 26, slug: "matrassen/koudschuim", title: "Koudschuim matrassen", kind: "overview", parent: "matrassen", position: 27 }),
  cat({ id: 27, slug: "matrassen/traagschuim", title: "Traagschuim matrassen", kind: "overview", parent: "matrassen", position: 28 }),
  cat({ id: 28, slug: "dekbed/dons", title: "Donzen dekbedden", kind: "overview", parent: "dekbed", position: 29 }),
  cat({ id: 29, slug: "dekbed/wol", title: "Wollen dekbedden", kind: "overview", parent: "dekbed", position: 30 }),
  cat({ id: 30, slug: "dekbed/synthetisch", title: "Synthetische dekbedden", kind: "overview", parent: "dekbed", position: 31 }),
];

export const FIRST_NAMES = [
  "Sanne", "Pieter", "Lotte", "Daan", "Emma", "Jeroen", "Marieke", "Bram", "Fleur", "Thijs", "Anouk", "Ruben", "Iris", "Koen",
  "Eva", "Wouter", "Lieke", "Joris", "Noor", "Sven", "Femke", "Jasper", "Sophie", "Tom", "Inge", "Bart", "Elise", "Maarten",
  "Hanneke", "Niels", "Annelies", "Stijn", "Griet", "Wim", "Els", "Dirk", "Karin", "Mohamed", "Fatima", "Yusuf", "Sara",
  "Kevin", "Nathalie", "Ward", "Lien", "Jens", "Ellen", "Rik", "Esther", "Henk", "Ingrid", "Mila", "Luuk", "Jolien", "Tim",
  "Ahmed", "Naima", "Gert", "Marleen", "Robin", "Kim", "Floor", "Hugo", "Julia", "Mees", "Roos", "Sem", "Tess", "Arjen",
];

export const LAST_NAMES = [
  "de Jong", "Jansen", "de Vries", "van den Berg", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "Bos", "Vos",
  "Peters", "Hendriks", "Dekker", "Brouwer", "Peeters", "Janssens", "Maes", "Claes", "Van den Broeck", "Willems", "Goossens",
  "Wouters", "De Smet", "Vermeulen", "Kok", "van Dijk", "Verhoeven", "Postma",
];

export const CITIES_NL = [
  "Utrecht", "Amsterdam", "Rotterdam", "Den Haag", "Eindhoven", "Groningen", "Zwolle", "Leeuwarden", "Nijmegen", "Arnhem",
  "Breda", "Tilburg", "Haarlem", "Amersfoort", "Middelburg", "Maastricht", "Deventer", "Assen", "Delft", "Leiden", "Alkmaar",
  "Goes", "Enschede", "Apeldoorn", "Den Bosch", "Hoorn", "Venlo", "Emmen",
];

export const CITIES_BE = ["Antwerpen", "Gent", "Brugge", "Leuven", "Hasselt", "Mechelen", "Kortrijk", "Aalst", "Brussel", "Oostende", "Genk"];
