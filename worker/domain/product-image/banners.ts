/** The 1200x300 banners of the action categories (`/img/c/{slug}.svg`). Pure string building. */
import { pillowPath, repeat, star, svg } from "./svg-kit";

const BANNERS: Record<string, string> = {
  acties:
    `<rect width="1200" height="300" fill="#233449"/>` +
    repeat(14, (i) => `<circle cx="${60 + i * 84}" cy="${60 + ((i * 97) % 180)}" r="${14 + (i % 3) * 10}" fill="${["#f6d55c", "#c2673f", "#9caf88", "#d4a5a5"][i % 4]}"/>`),
  "acties-sale":
    `<rect width="1200" height="300" fill="#c0392b"/>` +
    repeat(8, (i) => `<path d="M${i * 170 - 100} 300L${i * 170 + 60} 0h60L${i * 170 - 40} 300Z" fill="#d35445"/>`) +
    `<circle cx="880" cy="110" r="46" fill="none" stroke="#fff" stroke-width="22"/><circle cx="1040" cy="200" r="46" fill="none" stroke="#fff" stroke-width="22"/><path d="M1060 70L860 240" stroke="#fff" stroke-width="26" stroke-linecap="round"/>` +
    `<path d="M120 90h200l60 60l-60 60h-200z" fill="#fff"/><circle cx="160" cy="150" r="14" fill="#c0392b"/>`,
  "acties-black-friday":
    `<rect width="1200" height="300" fill="#111"/>` +
    repeat(5, (i) => `<path d="M${i * 280 - 60} 300L${i * 280 + 140} 0h40L${i * 280 - 20} 300Z" fill="#d9a33b" opacity="${0.25 + (i % 2) * 0.2}"/>`) +
    repeat(6, (i) => star(700 + i * 80, 80 + (i % 2) * 120, 22 + (i % 3) * 8, i % 2 ? "#fff" : "#d9a33b")) +
    `<rect x="80" y="110" width="380" height="80" rx="40" fill="#d9a33b"/>`,
  "acties-3-halen-1-betalen":
    `<rect width="1200" height="300" fill="#1f5e63"/>` +
    [0, 1, 2].map((i) => `<rect x="${620 + i * 180}" y="80" width="140" height="140" rx="18" fill="${i === 2 ? "#f6d55c" : "none"}" stroke="#f6d55c" stroke-width="10"/><path d="M${690 + i * 180} 80v140M${620 + i * 180} 150h140" stroke="${i === 2 ? "#1f5e63" : "#f6d55c"}" stroke-width="8"/>`).join("") +
    `<circle cx="200" cy="150" r="90" fill="#9caf88"/><circle cx="330" cy="150" r="60" fill="#b6e2d3"/>`,
  "acties-4-gratis-kussens":
    `<rect width="1200" height="300" fill="#a9c6de"/>` +
    [0, 1, 2, 3].map((i) => `<path d="${pillowPath(560 + i * 150, 90 + (i % 2) * 40, 120, 90)}" fill="#fff" stroke="#2f5f7f" stroke-width="5"/>`).join("") +
    `<path d="M110 200h300v60h-300z" fill="#2f5f7f"/><rect x="130" y="120" width="260" height="80" rx="20" fill="#fff" stroke="#2f5f7f" stroke-width="5"/>`,
  "acties-alles-999-op-op":
    `<rect width="1200" height="300" fill="#f6d55c"/>` +
    repeat(9, (i) => `<circle cx="${120 + i * 120}" cy="${150 + (i % 2 ? 50 : -50)}" r="44" fill="#d9a33b" stroke="#9a5b2e" stroke-width="6"/><circle cx="${120 + i * 120}" cy="${150 + (i % 2 ? 50 : -50)}" r="26" fill="none" stroke="#9a5b2e" stroke-width="4"/>`),
};

/** A 1200x300 banner for an action category ('acties/sale' or 'acties-sale'); other slugs get a neutral banner. */
export function drawCategoryHeader(slug: string): string {
  const key = slug.replace(/^\/+|\/+$/gu, "").replace(/\//gu, "-").replace(/\.svg$/u, "");
  const body = Object.hasOwn(BANNERS, key)
    ? BANNERS[key]!
    : `<rect width="1200" height="300" fill="#e6d8c3"/><circle cx="1000" cy="150" r="110" fill="#9caf88"/><circle cx="860" cy="220" r="60" fill="#c2673f"/><rect x="100" y="110" width="420" height="80" rx="40" fill="#2f5f7f"/>`;
  return svg(1200, 300, body);
}
