/** Dutch review titles and sentences per product type, by sentiment. generate.ts combines them. */
import type { ProductType } from "./types.ts";

export interface ReviewPool {
  goodTitles: string[];
  good: string[];
  midTitles: string[];
  mid: string[];
  badTitles: string[];
  bad: string[];
}

const MATTRESS: ReviewPool = {
  goodTitles: ["Eindelijk weer uitgerust wakker", "Beste matras die we ooit hadden", "Geen rugpijn meer", "Heerlijk slaapcomfort", "Precies de goede hardheid", "Aanrader!", "Slaap als een roos"],
  good: [
    "Ik slaap sinds de eerste nacht beter. De matras is stevig genoeg, maar geeft mooi mee bij mijn schouders.",
    "Mijn rugklachten zijn na twee weken zo goed als verdwenen.",
    "We merken niets meer van elkaars bewegingen, terwijl dat met onze oude matras echt een probleem was.",
    "De matras ligt ook in de zomer koel, ik word niet meer bezweet wakker.",
    "[afneembare hoes: ja]Fijn dat de hoes eraf kan en in de wasmachine mag.",
    "Na het proefslapen wisten we het zeker: deze houden we.",
    "De matras werd netjes tot in de slaapkamer gebracht.",
  ],
  midTitles: ["Even wennen", "Goed, maar iets te stevig", "Prima voor de prijs"],
  mid: [
    "De eerste nachten moest ik echt wennen, nu gaat het beter.",
    "Hij is iets steviger dan ik had verwacht. Misschien had ik medium moeten kiezen.",
    "[schuim]De matras rook de eerste dagen een beetje naar schuim, dat is inmiddels weg.",
  ],
  badTitles: ["Te zacht voor mij", "Kuilvorming na een paar maanden", "Niet wat ik hoopte"],
  bad: [
    "Na een paar maanden zie ik al een kuil aan mijn kant van het bed.",
    "Voor mijn gewicht is deze matras echt te zacht, ik zak er te ver in.",
    "Ik word met een stijve rug wakker, helaas. Ik ga hem via het proefslapen retour sturen.",
  ],
};

const TOPPER: ReviewPool = {
  goodTitles: ["Ons bed is weer als nieuw", "Wat een verschil", "Fijne topper", "[topper]Geen naad meer in het midden"],
  good: [
    "Onze matras was te hard, met deze topper slapen we weer heerlijk.",
    "De hoekelastieken houden de topper goed op zijn plek.",
    "[topper]Eindelijk merken we de naad tussen onze twee matrassen niet meer.",
    "Hij vormt zich mooi naar je lichaam zonder dat je erin wegzakt.",
  ],
  midTitles: ["Redelijk", "Iets dunner dan verwacht"],
  mid: ["Hij doet wat hij moet doen, maar is iets dunner dan ik dacht.", "Prima topper, al wordt het er in de zomer wat warm onder."],
  badTitles: ["Schuift steeds weg", "Te warm"],
  bad: ["De topper schuift 's nachts steeds een stukje weg.", "Ik slaap er veel te warm op, jammer."],
};

const DUVET: ReviewPool = {
  goodTitles: ["Lekker warm en toch licht", "Heerlijk dekbed", "[zomer]Perfect voor de zomer", "[winter|extra warm|4-seizoenen]Nooit meer koude voeten", "Fijne kwaliteit", "Top dekbed"],
  good: [
    "Het dekbed is licht, maar echt lekker warm. Ik lig niet meer te woelen.",
    "Ik had het altijd te warm onder mijn oude dekbed, dit ademt veel beter.",
    "[4-seizoenen]Het 4-seizoenendekbed is superhandig: in de winter knoop ik de twee delen gewoon aan elkaar.",
    "Na het wassen is het dekbed weer mooi bol geworden.",
    "[anti-allergisch: ja]Mijn allergie speelt 's nachts een stuk minder op.",
    "Het dekbed verdeelt de warmte mooi gelijk, geen koude plekken.",
  ],
  midTitles: ["Prima, maar niet bijzonder", "Iets te warm"],
  mid: ["Goed dekbed, maar voor mij eigenlijk iets te warm.", "Het dekbed is prima, alleen de vulling verschuift een beetje."],
  badTitles: ["[dons]Verloor veertjes", "Te dun"],
  bad: ["[dons]Er komen af en toe veertjes door de tijk.", "[winter]Voor een winterdekbed vond ik hem te dun."],
};

const COVER: ReviewPool = {
  goodTitles: ["Prachtige kleur", "Zacht en mooi", "Heel fijne stof", "Mooi dekbedovertrek", "Kleurt mooi bij onze slaapkamer", "Kwaliteit!"],
  good: [
    "De kleur is precies zoals op de foto en de stof voelt heerlijk zacht.",
    "Na een paar wasbeurten is het overtrek alleen maar zachter geworden.",
    "[instopstrook: ja]De instopstrook is handig, mijn dekbed blijft netjes zitten.",
    "Mooie, stevige stof die niet kreukt als je hem meteen na het wassen ophangt.",
    "We hebben er direct een tweede set in een andere kleur bij besteld.",
    "[dekbedovertrek]Het past perfect om ons dekbed.",
  ],
  midTitles: ["Mooi, wel kreukgevoelig", "Kleur iets anders dan verwacht"],
  mid: ["Mooie stof, maar hij kreukt wel flink.", "De kleur is in het echt iets donkerder dan op mijn scherm."],
  badTitles: ["Krimpt in de was", "Verkleurd na wassen"],
  bad: ["Na de eerste wasbeurt is hij een stukje gekrompen.", "De kleur is na een paar keer wassen wat vaal geworden."],
};

const PILLOW: ReviewPool = {
  goodTitles: ["Geen nekpijn meer", "Heerlijk kussen", "Precies goed", "Eindelijk het juiste kussen", "Super comfortabel"],
  good: [
    "[zijslaper]Als zijslaper heb ik eindelijk een kussen gevonden dat hoog genoeg is.",
    "Mijn nekklachten zijn na een week verdwenen.",
    "Het kussen blijft mooi in vorm, ook na een paar maanden.",
    "Lekker zacht, maar toch genoeg steun voor mijn nek.",
    "[aan te passen]Fijn dat je de vulling kunt aanpassen, zo krijg je precies de goede hoogte.",
  ],
  midTitles: ["Even wennen", "Iets te hoog"],
  mid: ["De eerste nachten moest ik wennen aan de vorm.", "[rugslaper]Voor mij als rugslaper is hij net iets te hoog."],
  badTitles: ["Te plat", "Niet voor mij"],
  bad: ["Het kussen is na een paar weken al behoorlijk plat.", "Te stevig, ik word er met een stijve nek van wakker."],
};

const BOXSPRING: ReviewPool = {
  goodTitles: ["Slapen als in een hotel", "Droombed!", "Prachtige boxspring", "Top service en een heerlijk bed", "Zeer tevreden"],
  good: [
    "[gemonteerd]De monteurs hebben de boxspring netjes in elkaar gezet en alles meegenomen.",
    "We slapen heerlijk, het voelt echt als een hotelbed.",
    "De kleur van de stof is prachtig en past perfect in onze slaapkamer.",
    "[elektrisch]De elektrische verstelling is ideaal om in bed te lezen.",
    "Het hoofdbord is stevig en ziet er luxe uit.",
    "[opbergruimte]De opbergruimte onder het bed is echt handig, het gaat heel soepel open.",
  ],
  midTitles: ["Mooi bed, lange levertijd", "Goed, topper wat dun"],
  mid: ["Mooi bed, maar de levertijd was langer dan ik had gehoopt.", "Het bed is prima, alleen de topper had wat dikker mogen zijn."],
  badTitles: ["Kraakt bij het omdraaien", "Tegenvallende afwerking"],
  bad: ["Het bed kraakt als je je omdraait, we hebben contact opgenomen met de klantenservice.", "De naden van de bekleding zijn op een paar plekken niet helemaal recht."],
};

const PROTECTOR: ReviewPool = {
  goodTitles: ["Doet wat het moet doen", "[waterdicht: ja]Echt waterdicht", "Goede kwaliteit", "Past perfect"],
  good: [
    "Sluit strak om de matras en je merkt er niets van onder het hoeslaken.",
    "[waterdicht: ja]Het is echt waterdicht en toch niet warm of knisperend.",
    "Blijft mooi in vorm, ook na vaak wassen op 60 graden.",
    "[hoekhoogte]De hoekhoogte is ruim genoeg voor onze matras met topper.",
  ],
  midTitles: ["Prima", "Net aan te krap"],
  mid: ["Prima molton, maar met onze dikke topper erbij is het net aan.", "Goed product, wel wat stug na de eerste wasbeurt."],
  badTitles: ["Te klein", "Elastiek snel slap"],
  bad: ["Hij is te krap voor een matras van 25 cm.", "Het elastiek is na een paar wasbeurten al slap geworden."],
};

const SHEET: ReviewPool = {
  goodTitles: ["Past perfect", "Strak om de matras", "Zacht hoeslaken", "Mooie kleur", "Fijne kwaliteit"],
  good: [
    "Het hoeslaken sluit strak om de matras, ook met de topper erop.",
    "[jersey]Jersey is heerlijk zacht en hoeft niet gestreken te worden.",
    "De kleur past precies bij ons dekbedovertrek.",
    "Het blijft mooi zitten, ook als je veel draait.",
    "[percal|katoensatijn]De stof voelt koel en glad aan, heerlijk in de zomer.",
  ],
  midTitles: ["Prima", "Net aan te krap"],
  mid: ["Prima hoeslaken, maar met onze dikke topper erbij is het net aan.", "Mooie kleur, wel wat kreukgevoelig."],
  badTitles: ["Te klein", "Pluist"],
  bad: ["Het hoeslaken is te krap voor onze matras van 25 cm.", "Na een paar wasbeurten zitten er al pluisjes op."],
};

const PILLOW_PROTECTOR: ReviewPool = {
  goodTitles: ["Doet wat het moet doen", "Goede bescherming", "Past perfect"],
  good: [
    "Mijn kussen blijft er mooi schoon door, en je merkt hem niet onder de sloop.",
    "[waterdicht: ja]Echt waterdicht en toch niet warm.",
    "De rits werkt soepel en het kussen zit er strak in.",
  ],
  midTitles: ["Prima"],
  mid: ["Prima beschermer, wel een beetje stug na het wassen."],
  badTitles: ["Te krap"],
  bad: ["Mijn dikke kussen past er maar net in."],
};

const PILLOWCASE: ReviewPool = {
  goodTitles: ["Zacht en mooi", "Perfecte aanvulling", "[kussensloop]Mooie kleur", "Fijne slopen"],
  good: [
    "[kussensloop]Mooie slopen die perfect passen bij ons dekbedovertrek.",
    "[satijn]Sinds ik op satijn slaap heb ik veel minder klitten in mijn haar.",
    "De stof is stevig en voelt toch zacht aan.",
    "Mijn kussen past er makkelijk in en blijft netjes zitten.",
  ],
  midTitles: ["Prima", "Iets te ruim"],
  mid: ["Prima kussensloop, wel iets aan de ruime kant.", "[kussensloop]Mooi, maar de kleur wijkt iets af van ons overtrek."],
  badTitles: ["Naden laten los", "Valt klein"],
  bad: ["Na een paar keer wassen laat een naad los.", "Mijn kussen past er maar net in."],
};

const BATH: ReviewPool = {
  goodTitles: ["Net als in een hotel", "Zacht en dik", "[handdoek|badlaken|washand|gastendoek]Droogt super", "Prachtige kleuren", "[badjas]Heerlijke badjas"],
  good: [
    "[handdoek|badlaken]De handdoeken zijn lekker dik en blijven zacht, ook na veel wasbeurten.",
    "[handdoek|badlaken|washand|gastendoek]Ze drogen echt goed af, veel beter dan onze oude handdoeken.",
    "De kleur is mooi diep en verbleekt niet in de was.",
    "[badjas]De badjas is heerlijk warm en valt precies goed.",
    "Ik heb de hele set in dezelfde kleur besteld, staat prachtig in de badkamer.",
  ],
  midTitles: ["Pluist in het begin", "Redelijk"],
  mid: ["De eerste wasbeurten pluizen ze behoorlijk, daarna gaat het beter.", "Goede handdoeken, maar iets dunner dan ik had verwacht."],
  badTitles: ["Hard na het wassen", "Lussen trekken uit"],
  bad: ["Na het wassen voelen ze behoorlijk hard aan.", "Er trekken al lussen uit na een paar keer gebruiken."],
};

const KIDS: ReviewPool = {
  goodTitles: ["Onze zoon is er dol op", "Vrolijk en goede kwaliteit", "Slaapt als een roosje", "[overtrek]Leuke print", "[matras]Fijne matras voor ons kindje"],
  good: [
    "[overtrek]Onze dochter wil elke avond meteen naar bed sinds ze dit overtrek heeft.",
    "[overtrek]De print is vrolijk en de stof voelt zacht aan.",
    "[matras]De matras is lekker stevig en past precies in het ledikant.",
    "Fijn dat alles op 60 graden gewassen kan worden, dat is met kleine kinderen wel zo handig.",
    "[warmteklasse]Onze zoon slaapt een stuk beter onder dit dekbed.",
  ],
  midTitles: ["[overtrek]Leuk, maar kleuren iets fletser", "Prima"],
  mid: ["[overtrek]Leuke print, al zijn de kleuren in het echt iets fletser.", "[warmteklasse]Prima dekbed, wel wat aan de warme kant."],
  badTitles: ["[overtrek]Kleurt af in de was", "[matras]Past niet goed"],
  bad: ["[overtrek]De kleuren zijn na een paar wasbeurten flink vervaagd.", "[matras]De matras is net iets te klein voor ons ledikant."],
};

const KITCHEN: ReviewPool = {
  goodTitles: ["[theedoek|keukendoek]Drogen heel goed", "[theedoek]Mooie theedoeken", "[schort]Stevige schort", "Fijn keukentextiel", "Leuk dessin"],
  good: [
    "[theedoek|keukendoek]De theedoeken drogen goed en laten geen pluisjes achter op de glazen.",
    "Mooi dessin, ze hangen ook gewoon leuk in de keuken.",
    "[schort]De schort is van stevige stof en heeft een handige zak.",
    "Na vaak wassen nog steeds mooi van kleur.",
    "Voor deze prijs echt een goede kwaliteit.",
  ],
  midTitles: ["[theedoek|keukendoek]Moeten even ingewassen worden", "Redelijk"],
  mid: ["[theedoek|keukendoek]Ze drogen pas goed na een paar wasbeurten.", "Prima, al is de stof wat dunner dan verwacht."],
  badTitles: ["Krimpt flink", "[theedoek|keukendoek]Niet absorberend"],
  bad: ["Flink gekrompen na de eerste wasbeurt.", "[theedoek|keukendoek]Ze nemen nauwelijks vocht op, jammer."],
};

const GARDEN: ReviewPool = {
  goodTitles: ["Mooi op het terras", "[kussen]Kleurvast en comfortabel", "[parasol]Stevige parasol", "Heerlijk buiten zitten", "Top kwaliteit"],
  good: [
    "[kussen]De kussens zitten heerlijk en de kleur is na een hele zomer nog mooi.",
    "Na een regenbui zijn ze snel weer droog.",
    "[parasol]De parasol staat stevig en is makkelijk te draaien.",
    "[loungekussen]Fijn dat de hoezen eraf kunnen voor in de wasmachine.",
    "[plaid]De plaid ligt 's avonds altijd klaar op de loungebank.",
  ],
  midTitles: ["[kussen]Mooi, maar dun", "Prima"],
  mid: ["[kussen]Mooie kleur, alleen het kussen is wat dunner dan ik dacht.", "[parasol]Prima parasol, al moet je hem bij wind wel inklappen."],
  badTitles: ["Verbleekt in de zon", "[strikband]Strikbandjes scheuren"],
  bad: ["Na één zomer is de kleur flink verbleekt.", "[strikband]Eén van de strikbandjes is al na een paar weken afgescheurd."],
};

const SUBSCRIPTION: ReviewPool = {
  goodTitles: ["Handig abonnement", "Elke keer een verrassing", "Nooit meer zelf aan denken", "Top service"],
  good: [
    "[seizoen]Elk seizoen nieuw beddengoed in huis is echt een feestje.",
    "[beddengoed|dekbedovertrek]Fijn dat je per levering zelf de kleur kunt kiezen.",
    "Het pakket wordt keurig op tijd bezorgd.",
    "Maandelijks opzegbaar, dus geen risico. Ik blijf het zeker houden.",
  ],
  midTitles: ["Prima, wel weinig keuze", "Redelijk"],
  mid: ["Handig, al had ik graag wat meer keuze in kleuren gehad.", "Goed abonnement, maar de eerste levering duurde wat lang."],
  badTitles: ["Opzeggen was lastig", "Niet voor mij"],
  bad: ["Het opzeggen ging niet zo makkelijk als beloofd.", "Uiteindelijk toch te duur voor wat je krijgt."],
};

export const REVIEW_POOLS: Record<ProductType, ReviewPool> = {
  matras: MATTRESS,
  topper: TOPPER,
  dekbed: DUVET,
  dekbedovertrek: COVER,
  hoeslaken: SHEET,
  hoofdkussen: PILLOW,
  boxspring: BOXSPRING,
  molton: PROTECTOR,
  kussensloop: PILLOWCASE,
  badtextiel: BATH,
  kids: KIDS,
  keuken: KITCHEN,
  tuin: GARDEN,
  abonnement: SUBSCRIPTION,
};

/** The pool for a product: kussenbeschermers are pillowcases by type but protectors by nature. */
export function reviewPool(type: ProductType, title: string): ReviewPool {
  if (type === "kussensloop" && title.includes("Kussenbeschermer")) return PILLOW_PROTECTOR;
  return REVIEW_POOLS[type];
}

/** A pool entry may start with "[term|term]": it is only used when the product text contains one of the terms. */
export function applicable(entry: string, productText: string): string | undefined {
  const m = /^\[([^\]]+)\](.*)$/su.exec(entry);
  if (!m) return entry;
  return m[1]!.split("|").some((t) => productText.includes(t)) ? m[2]! : undefined;
}

export const SERVICE_GOOD = [
  "Snel geleverd, de dag na bestellen al in huis.",
  "Keurig verpakt en op tijd bezorgd.",
  "De klantenservice dacht goed met me mee.",
  "Bestellen en betalen achteraf ging heel makkelijk.",
  "De bezorger was vriendelijk en op tijd.",
];

export const SERVICE_BAD = [
  "De levering duurde wel een paar dagen langer dan beloofd.",
  "De doos was bij aankomst beschadigd, gelukkig het product niet.",
];
