/**
 * The products' drawings (main view and detail view, in a 800x800 box) per product type, and where each
 * sits in its setting. Pure string building: only shapes in the product colour and a few neutral tones.
 */
import { pillowPath, repeat, shadow, star, type Pal } from "./svg-kit";

export type Draw = (p: Pal) => string;

/** A mattress-like block in perspective: front face x..x+w, y..y+h, depth (dx, dy). */
function block(p: Pal, x: number, y: number, w: number, h: number, dx: number, dy: number, top: string, front: string, side: string): string {
  return (
    `<path d="M${x} ${y}L${x + w} ${y}L${x + w + dx} ${y + dy}L${x + dx} ${y + dy}Z" fill="${top}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}" stroke="${p.line}" stroke-width="3"/>` +
    `<path d="M${x + w} ${y}L${x + w + dx} ${y + dy}L${x + w + dx} ${y + dy + h}L${x + w} ${y + h}Z" fill="${side}" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>`
  );
}

const matras: Draw = (p) =>
  shadow(410, 520, 300) +
  block(p, 130, 390, 460, 110, 100, -80, p.lighter, p.base, p.dark) +
  repeat(6, (i) => `<path d="M${160 + i * 76} 390l100 -80" stroke="${p.line}" stroke-width="2" opacity=".35"/>`) +
  `<path d="M180 350H640" stroke="${p.line}" stroke-width="2" opacity=".35"/>` +
  `<rect x="130" y="404" width="460" height="22" fill="${p.light}"/>` +
  repeat(10, (i) => `<circle cx="${156 + i * 46}" cy="415" r="5" fill="${p.dark}"/>`) +
  `<rect x="230" y="455" width="60" height="14" rx="7" fill="${p.dark}"/><rect x="430" y="455" width="60" height="14" rx="7" fill="${p.dark}"/>`;

const matrasDetail: Draw = (p) =>
  `<rect x="100" y="200" width="600" height="400" rx="28" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="130" y="230" width="540" height="70" rx="10" fill="#fbf7ea" stroke="${p.line}" stroke-width="2"/>` +
  `<rect x="130" y="300" width="540" height="40" fill="#f0e6c8" stroke="${p.line}" stroke-width="2"/>` +
  repeat(9, (i) => `<rect x="${136 + i * 60}" y="350" width="48" height="150" rx="22" fill="${p.lighter}" stroke="${p.dark}" stroke-width="3"/><path d="M${142 + i * 60} 400h36M${142 + i * 60} 450h36" stroke="${p.dark}" stroke-width="3"/>`) +
  `<rect x="130" y="510" width="540" height="60" rx="10" fill="#e9e4da" stroke="${p.line}" stroke-width="2"/>`;

const topper: Draw = (p) =>
  shadow(410, 480, 300) +
  block(p, 130, 420, 460, 45, 100, -80, p.lighter, p.base, p.dark) +
  repeat(5, (i) => `<path d="M${190 + i * 90} 420l100 -80" stroke="${p.line}" stroke-width="2" opacity=".3"/>`) +
  `<path d="M130 465q-6 30 30 34M590 465q6 30 -30 34" stroke="${p.darker}" stroke-width="8" fill="none" stroke-linecap="round"/>`;

const topperDetail: Draw = (p) =>
  `<path d="M120 300H620Q680 300 680 360V470H120Z" fill="${p.lighter}" stroke="${p.line}" stroke-width="4"/>` +
  `<path d="M120 470H680V540H120Z" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="120" y="540" width="560" height="110" fill="#ece8e0"/>` +
  `<path d="M520 540Q640 520 680 430" stroke="${p.darker}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
  repeat(6, (i) => `<path d="M${540 + i * 22} ${548 - i * 20}l12 14" stroke="${p.lighter}" stroke-width="3"/>`);

function quilt(p: Pal, x: number, y: number, w: number, h: number, cols: number, rows: number): string {
  const cw = w / cols;
  const rh = h / rows;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="44" fill="${p.base}" stroke="${p.line}" stroke-width="5"/>` +
    repeat(cols * rows, (i) => `<ellipse cx="${x + cw * ((i % cols) + 0.5)}" cy="${y + rh * (Math.floor(i / cols) + 0.45)}" rx="${cw * 0.36}" ry="${rh * 0.3}" fill="${p.lighter}" opacity=".55"/>`) +
    repeat(cols - 1, (i) => `<path d="M${x + cw * (i + 1)} ${y + 8}V${y + h - 8}" stroke="${p.dark}" stroke-width="3" stroke-dasharray="10 8"/>`) +
    repeat(rows - 1, (i) => `<path d="M${x + 8} ${y + rh * (i + 1)}H${x + w - 8}" stroke="${p.dark}" stroke-width="3" stroke-dasharray="10 8"/>`)
  );
}

const dekbed: Draw = (p) => shadow(400, 640, 290) + quilt(p, 120, 200, 560, 420, 4, 3);
const dekbedDetail: Draw = (p) => quilt(p, 60, 120, 680, 560, 2, 2) + `<path d="M60 620Q400 700 740 620" stroke="${p.dark}" stroke-width="4" fill="none"/>`;

function fold(p: Pal, x: number, y: number, w: number, h: number, fill: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="${p.line}" stroke-width="3"/>` +
    repeat(Math.floor(w / 40) - 1, (i) => `<path d="M${x + 40 + i * 40} ${y + 6}V${y + h - 6}" stroke="${p.lighter}" stroke-width="6" opacity=".6"/>`) +
    `<path d="M${x} ${y + h - 18}H${x + w}" stroke="${p.dark}" stroke-width="3"/>`
  );
}

const overtrek: Draw = (p) =>
  shadow(400, 560, 280) + fold(p, 150, 440, 500, 110, p.base) + fold(p, 170, 335, 460, 105, p.base) +
  `<rect x="225" y="250" width="350" height="85" rx="20" fill="${p.light}" stroke="${p.line}" stroke-width="3"/><path d="M245 270h310" stroke="${p.lighter}" stroke-width="4" stroke-dasharray="8 8"/>`;

const overtrekDetail: Draw = (p) =>
  `<rect x="80" y="120" width="640" height="560" rx="20" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(9, (i) => `<path d="M100 ${160 + i * 40}H700" stroke="${p.light}" stroke-width="4" opacity=".4"/>`) +
  `<rect x="80" y="520" width="640" height="160" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(4, (i) => `<circle cx="${200 + i * 130}" cy="520" r="16" fill="${p.lighter}" stroke="${p.darker}" stroke-width="4"/>`);

const kussen: Draw = (p) =>
  shadow(400, 590, 260) +
  `<path d="${pillowPath(170, 280, 460, 270)}" fill="${p.base}" stroke="${p.line}" stroke-width="5"/>` +
  `<ellipse cx="380" cy="380" rx="150" ry="60" fill="${p.lighter}" opacity=".6"/>` +
  `<path d="${pillowPath(190, 300, 420, 230)}" fill="none" stroke="${p.dark}" stroke-width="2" stroke-dasharray="6 8"/>`;

const kussenDetail: Draw = (p) =>
  shadow(400, 540, 300) +
  `<path d="M110 500Q120 360 260 350Q400 300 540 350Q690 360 690 500Q400 560 110 500Z" fill="${p.base}" stroke="${p.line}" stroke-width="5"/>` +
  `<path d="M150 470Q400 420 650 470" stroke="${p.lighter}" stroke-width="14" fill="none" opacity=".6"/>`;

const boxspring: Draw = (p) =>
  shadow(400, 640, 320) +
  `<rect x="170" y="160" width="460" height="270" rx="22" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(18, (i) => `<circle cx="${232 + (i % 6) * 67}" cy="${215 + Math.floor(i / 6) * 60}" r="7" fill="${p.darker}"/>`) +
  `<ellipse cx="300" cy="415" rx="95" ry="34" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/><ellipse cx="500" cy="415" rx="95" ry="34" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="130" y="430" width="540" height="26" rx="12" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="130" y="456" width="540" height="60" rx="12" fill="#f1ede6" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="120" y="516" width="560" height="96" rx="8" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="150" y="612" width="24" height="34" fill="#2e2e2e"/><rect x="626" y="612" width="24" height="34" fill="#2e2e2e"/>`;

const boxspringDetail: Draw = (p) =>
  shadow(400, 640, 300) +
  `<rect x="110" y="150" width="60" height="480" rx="14" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="170" y="370" width="520" height="30" rx="12" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="170" y="400" width="520" height="70" rx="12" fill="#f1ede6" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="170" y="470" width="520" height="120" rx="8" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(12, (i) => `<path d="M${190 + i * 42} 480v100" stroke="${p.base}" stroke-width="4" opacity=".5"/>`) +
  `<rect x="190" y="590" width="24" height="44" fill="#2e2e2e"/><rect x="650" y="590" width="24" height="44" fill="#2e2e2e"/>`;

const molton: Draw = (p) =>
  shadow(410, 530, 300) +
  block(p, 130, 390, 460, 110, 100, -80, p.base, p.base, p.dark) +
  `<path d="M130 500q230 30 460 0M590 500q60 -20 100 -70" stroke="${p.darker}" stroke-width="6" fill="none"/>` +
  repeat(5, (i) => `<path d="M${140 + i * 9} ${496 - i * 2}l-6 10M${580 - i * 9} ${496 - i * 2}l6 10" stroke="${p.darker}" stroke-width="3"/>`) +
  `<rect x="130" y="505" width="460" height="26" fill="#ece8e0"/>`;

const moltonDetail: Draw = (p) =>
  `<path d="M100 200H560Q700 200 700 340V520H100Z" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<path d="M100 520H700V560Q400 640 100 560Z" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(12, (i) => `<path d="M${140 + i * 46} 570l8 26" stroke="${p.darker}" stroke-width="4"/>`) +
  repeat(6, (i) => `<path d="M100 ${250 + i * 45}H${560 + Math.min(i, 3) * 30}" stroke="${p.light}" stroke-width="3" opacity=".7"/>`);

const sloop: Draw = (p) =>
  shadow(400, 590, 260) +
  `<rect x="200" y="220" width="440" height="290" rx="16" fill="${p.dark}" stroke="${p.line}" stroke-width="3"/>` +
  `<rect x="160" y="270" width="460" height="300" rx="16" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="180" y="290" width="420" height="260" rx="8" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="8 8"/>` +
  `<path d="M540 270V570" stroke="${p.line}" stroke-width="3"/><rect x="540" y="270" width="80" height="300" fill="${p.light}" opacity=".6"/>`;

const sloopDetail: Draw = (p) =>
  `<rect x="90" y="150" width="620" height="500" rx="20" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<path d="M90 150L400 400L710 150" fill="${p.light}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>` +
  `<path d="M130 180L400 360L670 180" fill="none" stroke="${p.dark}" stroke-width="3" stroke-dasharray="10 8"/>`;

function towel(p: Pal, x: number, y: number, w: number, fill: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="78" rx="22" fill="${fill}" stroke="${p.line}" stroke-width="3"/>` +
    `<rect x="${x + 34}" y="${y}" width="34" height="78" fill="${p.light}" opacity=".8"/><rect x="${x + w - 68}" y="${y}" width="34" height="78" fill="${p.light}" opacity=".8"/>` +
    repeat(Math.floor((w - 150) / 40), (i) => `<path d="M${x + 90 + i * 40} ${y + 10}v58" stroke="${p.dark}" stroke-width="2" opacity=".3"/>`)
  );
}

const bad: Draw = (p) => shadow(400, 600, 260) + towel(p, 180, 510, 440, p.base) + towel(p, 195, 432, 410, p.lighter) + towel(p, 210, 354, 380, p.base) + towel(p, 240, 276, 320, p.dark);

const badDetail: Draw = (p) =>
  shadow(400, 610, 280) +
  [[250, 480, p.base], [550, 480, p.dark], [400, 330, p.light]]
    .map(([cx, cy, f]) => `<circle cx="${cx}" cy="${cy}" r="130" fill="${f}" stroke="${p.line}" stroke-width="4"/><circle cx="${cx}" cy="${cy}" r="88" fill="none" stroke="${p.lighter}" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="46" fill="none" stroke="${p.line}" stroke-width="4"/>`)
    .join("");

const kids: Draw = (p) =>
  shadow(400, 640, 260) +
  star(400, 170, 70, "#f6d55c") +
  `<rect x="170" y="280" width="22" height="350" rx="8" fill="#e8dccb" stroke="#b9a88f" stroke-width="3"/><rect x="608" y="280" width="22" height="350" rx="8" fill="#e8dccb" stroke="#b9a88f" stroke-width="3"/>` +
  `<rect x="192" y="470" width="416" height="90" rx="16" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(6, (i) => `<circle cx="${230 + i * 68}" cy="500" r="9" fill="${p.lighter}"/>`) +
  `<ellipse cx="270" cy="462" rx="62" ry="26" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="170" y="300" width="460" height="18" rx="8" fill="#f2ece2" stroke="#b9a88f" stroke-width="3"/><rect x="170" y="560" width="460" height="20" rx="8" fill="#f2ece2" stroke="#b9a88f" stroke-width="3"/>` +
  repeat(10, (i) => `<rect x="${214 + i * 40}" y="318" width="12" height="242" rx="6" fill="#f2ece2" stroke="#b9a88f" stroke-width="2"/>`);

const kidsDetail: Draw = (p) =>
  `<rect x="80" y="300" width="640" height="380" rx="30" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  repeat(12, (i) => star(150 + (i % 4) * 170, 370 + Math.floor(i / 4) * 110, 26, p.lighter)) +
  `<path d="M400 60V130M250 130H550" stroke="#8c7b65" stroke-width="5"/>` +
  `<path d="M250 130V180M550 130V190" stroke="#8c7b65" stroke-width="3"/>` +
  star(250, 210, 34, "#f6d55c") +
  `<path d="M540 190a34 34 0 1 0 40 44a28 28 0 1 1 -40 -44Z" fill="#f6d55c"/>`;

const keuken: Draw = (p) =>
  shadow(400, 660, 200) +
  `<path d="M150 190H650" stroke="#8c7b65" stroke-width="12" stroke-linecap="round"/><circle cx="150" cy="190" r="14" fill="#6f6150"/><circle cx="650" cy="190" r="14" fill="#6f6150"/>` +
  `<path d="M390 196q10 -30 20 0" stroke="${p.line}" stroke-width="4" fill="none"/>` +
  `<rect x="260" y="196" width="280" height="440" rx="10" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="260" y="240" width="280" height="34" fill="${p.lighter}"/><rect x="260" y="558" width="280" height="34" fill="${p.lighter}"/>` +
  repeat(6, (i) => `<path d="M${300 + i * 40} 200V632" stroke="${p.dark}" stroke-width="3" opacity=".4"/>`);

const keukenDetail: Draw = (p) =>
  shadow(400, 690, 200) +
  `<path d="M330 120Q400 60 470 120" stroke="${p.darker}" stroke-width="10" fill="none"/>` +
  `<path d="M310 120H490L500 300Q600 320 600 420L580 670H220L200 420Q200 320 300 300Z" fill="${p.base}" stroke="${p.line}" stroke-width="5" stroke-linejoin="round"/>` +
  `<path d="M300 300L180 330M500 300L620 330" stroke="${p.darker}" stroke-width="10" stroke-linecap="round"/>` +
  `<rect x="300" y="440" width="200" height="120" rx="12" fill="${p.light}" stroke="${p.line}" stroke-width="4"/><path d="M400 440V560" stroke="${p.line}" stroke-width="3"/>`;

const tuin: Draw = (p) =>
  shadow(400, 690, 180) +
  `<path d="M140 330Q400 80 660 330Q627 352 595 330Q562 352 530 330Q497 352 465 330Q432 352 400 330Q367 352 335 330Q302 352 270 330Q237 352 205 330Q172 352 140 330Z" fill="${p.base}" stroke="${p.line}" stroke-width="4" stroke-linejoin="round"/>` +
  [205, 270, 335, 465, 530, 595].map((x) => `<path d="M400 150L${x} 330" stroke="${p.dark}" stroke-width="3"/>`).join("") +
  `<rect x="392" y="150" width="16" height="520" fill="#7b7b7b"/><rect x="320" y="660" width="160" height="30" rx="8" fill="#5a5a5a"/>` +
  `<circle cx="400" cy="142" r="12" fill="${p.darker}"/>`;

const tuinDetail: Draw = (p) =>
  shadow(400, 630, 260) +
  `<rect x="190" y="230" width="420" height="380" rx="60" fill="${p.base}" stroke="${p.line}" stroke-width="5"/>` +
  `<rect x="210" y="250" width="380" height="340" rx="46" fill="none" stroke="${p.dark}" stroke-width="4" stroke-dasharray="12 10"/>` +
  `<circle cx="400" cy="420" r="16" fill="${p.darker}"/><path d="M240 230q-30 -50 -70 -40M560 230q30 -50 70 -40" stroke="${p.darker}" stroke-width="6" fill="none"/>`;

const abonnement: Draw = (p) =>
  shadow(400, 650, 240) +
  `<rect x="200" y="370" width="400" height="260" rx="8" fill="${p.base}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="180" y="310" width="440" height="70" rx="8" fill="${p.light}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="380" y="310" width="40" height="320" fill="#c2673f"/><rect x="200" y="480" width="400" height="36" fill="#c2673f"/>` +
  `<path d="M400 310C330 230 280 270 330 306ZM400 310C470 230 520 270 470 306Z" fill="#c2673f" stroke="#8d4427" stroke-width="4" stroke-linejoin="round"/>` +
  `<circle cx="400" cy="306" r="18" fill="#a9522f"/>`;

const abonnementDetail: Draw = (p) =>
  shadow(400, 660, 260) +
  `<path d="M170 330L260 250H540L630 330Z" fill="${p.dark}" stroke="${p.line}" stroke-width="4"/>` +
  `<rect x="230" y="270" width="340" height="70" rx="10" fill="#9caf88"/><rect x="240" y="220" width="320" height="70" rx="10" fill="#d4a5a5"/><rect x="250" y="170" width="300" height="70" rx="10" fill="#f3ecdf" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="170" y="330" width="460" height="310" rx="8" fill="${p.base}" stroke="${p.line}" stroke-width="4"/><rect x="380" y="330" width="40" height="310" fill="#c2673f"/>`;

/** Unknown types: a neutral bed with duvet and pillows. */
export const bedding: Draw = (p) =>
  shadow(400, 640, 300) +
  `<rect x="150" y="200" width="500" height="180" rx="24" fill="#d9c7a7" stroke="#a08a66" stroke-width="4"/>` +
  `<ellipse cx="290" cy="380" rx="100" ry="38" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/><ellipse cx="510" cy="380" rx="100" ry="38" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
  `<rect x="130" y="400" width="540" height="180" rx="30" fill="${p.base}" stroke="${p.line}" stroke-width="4"/><path d="M130 450H670" stroke="${p.lighter}" stroke-width="14"/>` +
  `<rect x="150" y="580" width="24" height="50" fill="#8c7b65"/><rect x="626" y="580" width="24" height="50" fill="#8c7b65"/>`;

export interface Drawing {
  main: Draw;
  detail: Draw;
  scene: "bedroom" | "bathroom" | "kitchen" | "garden" | "kidsroom" | "hallway";
  base: number; // y of the product's base in the main drawing (where it stands or lies)
  onBed?: boolean; // shown lying on a bed in the bedroom setting
}

export const DRAWINGS: Record<string, Drawing> = {
  matras: { main: matras, detail: matrasDetail, scene: "bedroom", base: 505, onBed: true },
  topper: { main: topper, detail: topperDetail, scene: "bedroom", base: 470, onBed: true },
  dekbed: { main: dekbed, detail: dekbedDetail, scene: "bedroom", base: 625, onBed: true },
  dekbedovertrek: { main: overtrek, detail: overtrekDetail, scene: "bedroom", base: 555, onBed: true },
  hoofdkussen: { main: kussen, detail: kussenDetail, scene: "bedroom", base: 590, onBed: true },
  boxspring: { main: boxspring, detail: boxspringDetail, scene: "bedroom", base: 646 },
  molton: { main: molton, detail: moltonDetail, scene: "bedroom", base: 525, onBed: true },
  hoeslaken: { main: molton, detail: moltonDetail, scene: "bedroom", base: 525, onBed: true },
  kussensloop: { main: sloop, detail: sloopDetail, scene: "bedroom", base: 575, onBed: true },
  badtextiel: { main: bad, detail: badDetail, scene: "bathroom", base: 588 },
  kids: { main: kids, detail: kidsDetail, scene: "kidsroom", base: 630 },
  keuken: { main: keuken, detail: keukenDetail, scene: "kitchen", base: 520 },
  tuin: { main: tuin, detail: tuinDetail, scene: "garden", base: 690 },
  abonnement: { main: abonnement, detail: abonnementDetail, scene: "hallway", base: 630 },
};
