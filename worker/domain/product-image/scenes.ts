/** The settings of views 3 and up (bedroom, bathroom, kitchen, garden, kids' room, hallway). Pure string building. */
import type { Drawing } from "./drawings";
import { repeat, star } from "./svg-kit";

/** Where the product's base goes in a setting (y) and how large it is drawn. */
export const PLACE: Record<Drawing["scene"], [number, number]> = {
  bedroom: [690, 0.62], bathroom: [560, 0.5], kitchen: [600, 0.6], garden: [730, 0.62], kidsroom: [700, 0.62], hallway: [690, 0.5],
};
export const BED = `<rect x="150" y="300" width="500" height="230" rx="18" fill="#b9a88f"/><rect x="110" y="520" width="580" height="70" rx="16" fill="#f7f4ee" stroke="#d6cfc2" stroke-width="3"/><rect x="110" y="590" width="580" height="50" fill="#8c7b65"/><rect x="130" y="640" width="20" height="40" fill="#6f6150"/><rect x="650" y="640" width="20" height="40" fill="#6f6150"/>`;

const WALLS = ["#eee7dc", "#e3e9e4", "#e8e3ec", "#f1e4da"];

export function scene(kind: Drawing["scene"], view: number): string {
  const wall = WALLS[view % WALLS.length]!;
  switch (kind) {
    case "bathroom":
      return `<rect width="800" height="800" fill="#e9eff1"/>` + repeat(7, (i) => `<path d="M0 ${i * 100 + 60}H800M${i * 120 + 40} 0V800" stroke="#fff" stroke-width="4"/>`) +
        `<rect x="0" y="690" width="800" height="110" fill="#cfd8dc"/><rect x="180" y="560" width="440" height="22" fill="#b9a88f"/><rect x="200" y="582" width="20" height="108" fill="#8c7b65"/><rect x="580" y="582" width="20" height="108" fill="#8c7b65"/>`;
    case "kitchen":
      return `<rect width="800" height="800" fill="${wall}"/>` + repeat(5, (i) => `<path d="M0 ${i * 70 + 300}H800" stroke="#fff" stroke-width="4"/>`) +
        `<rect x="0" y="650" width="800" height="150" fill="#8c7b65"/><rect x="0" y="640" width="800" height="20" fill="#b9a88f"/>`;
    case "garden":
      return `<rect width="800" height="800" fill="#d7ebf5"/><circle cx="680" cy="120" r="50" fill="#f6d55c"/>` +
        repeat(12, (i) => `<rect x="${i * 70 + 10}" y="430" width="46" height="220" rx="8" fill="#e8dccb"/>`) + `<rect x="0" y="620" width="800" height="180" fill="#9cc27a"/>`;
    case "kidsroom":
      return `<rect width="800" height="800" fill="#f3e9f1"/>` + repeat(5, (i) => star(90 + i * 150, 90 + (i % 2) * 60, 16, "#f6d55c")) + `<rect x="0" y="650" width="800" height="150" fill="#dcc6a8"/>`;
    case "hallway":
      return `<rect width="800" height="800" fill="${wall}"/><rect x="80" y="140" width="220" height="510" fill="#7a8b8f"/><circle cx="270" cy="420" r="9" fill="#d9c7a7"/>` +
        `<rect x="0" y="650" width="800" height="150" fill="#c9a77c"/><rect x="60" y="660" width="260" height="40" rx="6" fill="#6b7a3a"/>`;
    default:
      return `<rect width="800" height="800" fill="${wall}"/><rect x="520" y="80" width="200" height="220" fill="#dbe9f2" stroke="#fff" stroke-width="12"/><path d="M620 80V300M520 190H720" stroke="#fff" stroke-width="8"/>` +
        `<rect x="0" y="650" width="800" height="150" fill="#c9a77c"/>` + repeat(4, (i) => `<path d="M0 ${680 + i * 35}H800" stroke="#b8946a" stroke-width="3"/>`) +
        `<rect x="70" y="560" width="70" height="90" rx="8" fill="#b86b4b"/><ellipse cx="90" cy="520" rx="24" ry="60" fill="#6b7a3a"/><ellipse cx="125" cy="510" rx="22" ry="70" fill="#7f9150"/>`;
  }
}
