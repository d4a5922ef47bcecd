/** Filter groups of the category overviews: titles, kinds and order (spec section 3, Filter). */
export interface FilterDefinition {
  url_key: string;
  title: string;
  selection_type: "checkbox" | "color" | "slider";
  info_text: string | null;
}

export const FILTER_DEFINITIONS: readonly FilterDefinition[] = [
  { url_key: "soort", title: "Soort", selection_type: "checkbox", info_text: null },
  { url_key: "maat", title: "Maat", selection_type: "checkbox", info_text: "De maat is breedte x lengte in centimeters." },
  {
    url_key: "hardheid",
    title: "Hardheid",
    selection_type: "checkbox",
    info_text: "Zwaardere en langere slapers hebben meestal een steviger matras nodig. Twijfel je? Bel onze slaapadviseurs.",
  },
  { url_key: "merk", title: "Merk", selection_type: "checkbox", info_text: null },
  { url_key: "kleur", title: "Kleur", selection_type: "color", info_text: null },
  {
    url_key: "warmteklasse",
    title: "Warmteklasse",
    selection_type: "checkbox",
    info_text: "Hoe hoger de warmteklasse, hoe warmer het dekbed. Een 4-seizoenendekbed bestaat uit een zomer- en een tussendekbed.",
  },
  { url_key: "vulling", title: "Vulling", selection_type: "checkbox", info_text: null },
  { url_key: "materiaal", title: "Materiaal", selection_type: "checkbox", info_text: null },
  { url_key: "slaaphouding", title: "Slaaphouding", selection_type: "checkbox", info_text: "Zijslapers hebben meestal een dikker kussen nodig dan rug- en buikslapers." },
  { url_key: "eigenschap", title: "Eigenschap", selection_type: "checkbox", info_text: null },
];

export const PRICE_FILTER = { url_key: "ae-prijs", title: "Prijs", selection_type: "slider", info_text: null } as const;

export const FILTER_ORDER = FILTER_DEFINITIONS.map((f) => f.url_key);

export function filterDefinition(key: string): FilterDefinition {
  return FILTER_DEFINITIONS.find((f) => f.url_key === key) ?? { url_key: key, title: key.charAt(0).toUpperCase() + key.slice(1), selection_type: "checkbox", info_text: null };
}

/** Swatch colours of the kleur filter, by value slug. */
export const COLOR_SWATCHES: Record<string, string> = {
  wit: "#ffffff",
  "gebroken-wit": "#f5f1e8",
  creme: "#f3e9dc",
  beige: "#d9c7a7",
  zand: "#d8c3a0",
  taupe: "#8b7d6b",
  grijs: "#9aa0a6",
  lichtgrijs: "#c9ccd1",
  antraciet: "#3d4247",
  zwart: "#111111",
  oudroze: "#c9959b",
  roze: "#e8b4b8",
  rood: "#b3261e",
  terracotta: "#c0603f",
  oker: "#c8912e",
  geel: "#f2c94c",
  groen: "#6b8e5a",
  saliegroen: "#a3b18a",
  olijfgroen: "#6b6b3a",
  blauw: "#2f5d8a",
  oceaanblauw: "#1f5f7a",
  navy: "#1f2a44",
  lichtblauw: "#a9c8e8",
  paars: "#6c4f8a",
  bruin: "#7a5230",
  naturel: "#e6dccb",
};
