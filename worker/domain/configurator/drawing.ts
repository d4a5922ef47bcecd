/**
 * The embedded render of the configurator (ADR 021): the Worker draws the configured boxspring as an
 * SVG from the image ids of its reference id, so the preview follows every choice offline. Pure string
 * building: no text, no script, no external references (docs/decisions/008).
 *
 * Image ids understood: a size '160x200' (the bed's width), a colour as 6 hex digits (the upholstery),
 * 'hb-*' (headboard), 'mt-*' (mattress), 'tp-*' (topper), 'pt-*' (legs). Unknown ids are ignored.
 */

export interface BoxspringLook {
  width: number; // cm, 80..200
  hex: string; // upholstery, 6 hex digits
  headboard: string;
  mattress: string;
  topper: string;
  legs: string;
}

const DEFAULT_LOOK: BoxspringLook = { width: 160, hex: "8b7d70", headboard: "strak", mattress: "pocket", topper: "koudschuim", legs: "verzonken" };

/** The look of a reference id ('name_160x200_e6d8c3_hb-strak_..._pt-hout.pfs'). */
export function lookOf(referenceId: string): BoxspringLook {
  const look = { ...DEFAULT_LOOK };
  const ids = referenceId.replace(/\.(?:pfs|jpg|svg)$/u, "").split("_").slice(1);
  for (const id of ids) {
    const size = /^(\d{2,3})x\d{3}$/u.exec(id);
    if (size) look.width = Math.min(200, Math.max(80, Number(size[1])));
    else if (/^[0-9a-f]{6}$/u.test(id)) look.hex = id;
    else if (id.startsWith("hb-")) look.headboard = id.slice(3);
    else if (id.startsWith("mt-")) look.mattress = id.slice(3);
    else if (id.startsWith("tp-")) look.topper = id.slice(3);
    else if (id.startsWith("pt-")) look.legs = id.slice(3);
  }
  return look;
}

function shade(hex: string, t: number): string {
  const target = t > 0 ? 255 : 0;
  const k = Math.abs(t);
  return `#${[0, 2, 4].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - k) + target * k).toString(16).padStart(2, "0")).join("")}`;
}

const r = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" fill="${fill}"${extra}/>`;

function headboard(kind: string, x: number, w: number, base: string, dark: string, light: string): string {
  const line = ` stroke="${dark}" stroke-width="3"`;
  switch (kind) {
    case "capitonne": {
      let dots = "";
      for (let i = 0; i < 18; i++) dots += `<circle cx="${Math.round(x + 30 + (i % 6) * ((w - 60) / 5))}" cy="${150 + Math.floor(i / 6) * 55}" r="6" fill="${dark}"/>`;
      return r(x, 110, w, 200, base, ` rx="20"${line}`) + dots;
    }
    case "panelen": {
      let panels = "";
      const pw = w / 5;
      for (let i = 0; i < 5; i++) panels += r(x + i * pw + 4, 124, pw - 8, 186, i % 2 ? base : light, ` rx="14"${line}`);
      return r(x, 120, w, 190, dark, ` rx="8"`) + panels;
    }
    case "wingback":
      return r(x - 40, 150, 60, 240, dark, ` rx="16"`) + r(x + w - 20, 150, 60, 240, dark, ` rx="16"`) + r(x, 90, w, 220, base, ` rx="28"${line}`);
    default:
      return r(x, 130, w, 180, base, ` rx="10"${line}`);
  }
}

const MATTRESS: Record<string, [string, number]> = { pocket: ["#f4f1ea", 60], traagschuim: ["#ece6d6", 70], latex: ["#f3ead0", 66] };
const TOPPER: Record<string, string> = { koudschuim: "#fbfaf7", traagschuim: "#e9e4f0", latex: "#f6efd9" };
const LEGS: Record<string, [string, number, number]> = { verzonken: ["#2e2e2e", 16, 60], hout: ["#a0703f", 40, 0], zwart: ["#1c1c1c", 14, 0], chroom: ["#c9ced3", 14, 0] };

/** An 800x600 SVG of the configured boxspring in a bedroom. */
export function drawConfiguredBoxspring(look: BoxspringLook): string {
  const hex = /^[0-9a-f]{6}$/u.test(look.hex) ? look.hex : DEFAULT_LOOK.hex;
  const base = `#${hex}`;
  const dark = shade(hex, -0.3);
  const light = shade(hex, 0.25);
  const w = 260 + (look.width - 80) * 3; // 80 cm: 260 px, 200 cm: 620 px
  const x = 400 - w / 2;
  const [mFill, mH] = MATTRESS[look.mattress] ?? MATTRESS.pocket!;
  const tFill = TOPPER[look.topper] ?? TOPPER.koudschuim!;
  const [legFill, legW, inset] = LEGS[look.legs] ?? LEGS.verzonken!;
  const floor = 540;
  const boxTop = floor - 24 - 110;
  const mTop = boxTop - mH;
  const tTop = mTop - 24;
  const legs = r(x + 20 + inset, floor - 24, legW, 24, legFill) + r(x + w - 20 - inset - legW, floor - 24, legW, 24, legFill);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">` +
    r(0, 0, 800, 600, "#eee7dc") +
    r(0, floor, 800, 60, "#c9a77c") +
    headboard(look.headboard, x - 10, w + 20, base, dark, light) +
    r(x, boxTop, w, 110, dark, ` rx="6" stroke="${shade(hex, -0.45)}" stroke-width="3"`) +
    r(x, mTop, w, mH, mFill, ` rx="10" stroke="#cfc9bd" stroke-width="3"`) +
    r(x - 4, tTop, w + 8, 26, tFill, ` rx="12" stroke="#cfc9bd" stroke-width="3"`) +
    `<ellipse cx="${Math.round(x + w * 0.27)}" cy="${tTop - 6}" rx="${Math.round(w * 0.18)}" ry="22" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
    `<ellipse cx="${Math.round(x + w * 0.73)}" cy="${tTop - 6}" rx="${Math.round(w * 0.18)}" ry="22" fill="#fbfaf7" stroke="#cfc9bd" stroke-width="3"/>` +
    legs +
    `</svg>`
  );
}
