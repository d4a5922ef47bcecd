/**
 * The mattress advice table of spec section 9: firmness by body weight and height. Pure, no I/O.
 *
 * Boundaries (docs/decisions/020): the middle bands are closed on both ends, as "80-120 kg" and "150-190 cm"
 * read. So 80 kg and 120 kg are in the middle weight band (under 80 is below 80, over 120 is above 120),
 * and 150 cm and 190 cm are in the middle height band.
 */
export type Firmness = "zacht" | "medium" | "stevig";
export type WeightBand = "light" | "middle" | "heavy";
export type HeightBand = "short" | "middle" | "tall";

export const WEIGHT_BANDS: readonly WeightBand[] = ["light", "middle", "heavy"];
export const HEIGHT_BANDS: readonly HeightBand[] = ["short", "middle", "tall"];
export const FIRMNESS_ORDER: readonly Firmness[] = ["zacht", "medium", "stevig"];

/** Rows: height; columns: weight (spec section 9, verbatim). */
const TABLE: Readonly<Record<HeightBand, Readonly<Record<WeightBand, Firmness>>>> = {
  short: { light: "medium", middle: "stevig", heavy: "stevig" },
  middle: { light: "zacht", middle: "medium", heavy: "stevig" },
  tall: { light: "zacht", middle: "zacht", heavy: "medium" },
};

function assertMeasure(value: number, what: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${what} must be a positive number, got ${value}`);
}

/** under 80 kg | 80-120 kg (both ends included) | over 120 kg */
export function weightBand(kg: number): WeightBand {
  assertMeasure(kg, "weight");
  return kg < 80 ? "light" : kg <= 120 ? "middle" : "heavy";
}

/** under 150 cm | 150-190 cm (both ends included) | over 190 cm */
export function heightBand(cm: number): HeightBand {
  assertMeasure(cm, "height");
  return cm < 150 ? "short" : cm <= 190 ? "middle" : "tall";
}

export function adviceForBands(weight: WeightBand, height: HeightBand): Firmness {
  return TABLE[height][weight];
}

/** The advised firmness for a body weight (kg) and height (cm). */
export function mattressAdvice(kg: number, cm: number): Firmness {
  return adviceForBands(weightBand(kg), heightBand(cm));
}

/**
 * The firmnesses that fit what is known so far: with both bands the one cell; with one band every cell of
 * that row or column (the other is still open); with neither, null (no advice yet). Sorted soft to firm.
 */
export function adviceFor(known: { weight?: WeightBand | null; height?: HeightBand | null }): Firmness[] | null {
  if (!known.weight && !known.height) return null;
  const weights = known.weight ? [known.weight] : WEIGHT_BANDS;
  const heights = known.height ? [known.height] : HEIGHT_BANDS;
  const out = new Set<Firmness>();
  for (const w of weights) for (const h of heights) out.add(adviceForBands(w, h));
  return FIRMNESS_ORDER.filter((f) => out.has(f));
}

/** "weight:light", "height:tall": the advice band an answer stands for, or null for anything else. */
export function parseAdviceBand(raw: string | null): { weight: WeightBand } | { height: HeightBand } | null {
  if (!raw) return null;
  const [axis, band] = raw.split(":");
  if (axis === "weight" && (WEIGHT_BANDS as readonly string[]).includes(band ?? "")) return { weight: band as WeightBand };
  if (axis === "height" && (HEIGHT_BANDS as readonly string[]).includes(band ?? "")) return { height: band as HeightBand };
  return null;
}
