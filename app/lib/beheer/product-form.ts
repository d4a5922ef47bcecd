/** The product detail's forms read into API bodies (docs/decisions/039); pure, for the route's action. */
import { BEHEER_PRODUCT_MESSAGES as M } from "./messages/products";

/** "Naam: waarde" per line into specifications; null when a line has no name or no value. */
export function parseSpecifications(text: string): { label: string; value: string }[] | null {
  const out: { label: string; value: string }[] = [];
  for (const line of text.split(/\r?\n/u)) {
    if (line.trim() === "") continue;
    const at = line.indexOf(":");
    if (at < 0) return null;
    const label = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    if (!label || !value) return null;
    out.push({ label, value });
  }
  return out;
}

export const specificationsText = (specs: readonly { label: string; value: string }[]): string => specs.map((s) => `${s.label}: ${s.value}`).join("\n");

/** The texts form as the API's PUT body, or the Dutch message of what is wrong. */
export function editBody(form: FormData): { body: Record<string, unknown> } | { error: string } {
  const specifications = parseSpecifications(String(form.get("specifications") ?? ""));
  if (specifications === null) return { error: M.specificationsInvalid };
  const threshold = Number(String(form.get("low_stock_threshold") ?? "").trim());
  const main = Number(form.get("main_category_id"));
  return {
    body: {
      title: String(form.get("title") ?? ""),
      description: String(form.get("description") ?? ""),
      delivery: String(form.get("delivery") ?? ""),
      specifications,
      available: form.get("available") === "1",
      low_stock_threshold: Number.isInteger(threshold) ? threshold : -1,
      main_category_id: Number.isInteger(main) ? main : 0,
      category_ids: form.getAll("category_ids").map(Number).filter(Number.isInteger),
    },
  };
}
