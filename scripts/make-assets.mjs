#!/usr/bin/env node
// Regenerates Droomnest's derived static assets in public/.
//
// The generated files are committed as plain files; this script only
// documents how they were made and lets them be rebuilt. It is not part of
// the build. Needs Debian packages:
//   apt-get install -y sox libsox-fmt-all lame librsvg2-bin imagemagick
//
//   node scripts/make-assets.mjs            # sounds + icons
//   node scripts/make-assets.mjs sounds     # only the snoring sounds
//   node scripts/make-assets.mjs icons      # only the PNG/ICO icons
//
// The SVG illustrations in public/images/home/ and public/favicon.svg are
// hand-written and edited directly; this script does not touch them.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const pub = join(root, "public");
const RATE = 22050;

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"] });
}

// ---------------------------------------------------------------------------
// Snoring sounds
//
// A snore is built from breath segments. Each segment mixes
//   - filtered noise (the airflow), amplitude-modulated at 30-60 Hz by
//     `tremolo` (the flutter of the soft palate),
//   - optionally a low sawtooth "voice" at the flutter rate (the rattle),
//   - optionally a sine whistle sweep,
// shaped by a breath envelope (`fade h`), then the segments and pauses are
// concatenated, high-passed, normalised and encoded as mono MP3.
// ---------------------------------------------------------------------------

/**
 * @typedef {{ noise: "brownnoise"|"pinknoise"|"whitenoise", band: [number, number],
 *   noiseGain: number, flutter?: [number, number], voice?: {freq: string, gain: number, lowpass: number},
 *   whistle?: {freq: string, gain: number, wobble?: [number, number]},
 *   len: number, fadeIn: number, fadeOut: number, gain: number }} Segment
 */

/** Render one breath segment to a WAV file. */
function segment(dir, name, /** @type {Segment} */ s) {
  const parts = [];
  const noise = join(dir, `${name}-noise.wav`);
  // Gentle 2-pole slopes (not a brick-wall sinc) so the band edges sound natural.
  const noiseFx = ["highpass", String(s.band[0]), "lowpass", String(s.band[1]), "lowpass", String(s.band[1])];
  if (s.flutter) noiseFx.push("tremolo", String(s.flutter[0]), String(s.flutter[1]));
  run("sox", ["-n", "-r", String(RATE), "-c", "1", noise, "synth", String(s.len), s.noise,
    "gain", "-6", ...noiseFx, "gain", "-n", String(s.noiseGain)]);
  parts.push(noise);
  if (s.voice) {
    const v = join(dir, `${name}-voice.wav`);
    run("sox", ["-n", "-r", String(RATE), "-c", "1", v, "synth", String(s.len), "sawtooth", s.voice.freq, "gain", "-8",
      "lowpass", String(s.voice.lowpass), "lowpass", String(s.voice.lowpass), "gain", "-n", String(s.voice.gain)]);
    parts.push(v);
  }
  if (s.whistle) {
    const w = join(dir, `${name}-whistle.wav`);
    const fx = [];
    if (s.whistle.wobble) fx.push("tremolo", String(s.whistle.wobble[0]), String(s.whistle.wobble[1]));
    run("sox", ["-n", "-r", String(RATE), "-c", "1", w, "synth", String(s.len), "sine", s.whistle.freq,
      ...fx, "gain", "-n", String(s.whistle.gain)]);
    parts.push(w);
  }
  const out = join(dir, `${name}.wav`);
  const mix = parts.length > 1 ? ["-m", ...parts] : parts;
  run("sox", [...mix, out, "fade", "h", String(s.fadeIn), "-0", String(s.fadeOut),
    "gain", String(s.gain)]);
  return out;
}

function silence(dir, name, len) {
  const out = join(dir, `${name}.wav`);
  run("sox", ["-n", "-r", String(RATE), "-c", "1", out, "trim", "0", String(len)]);
  return out;
}

/** @param {Array<Segment|number>} seq segments, or numbers for pauses (s) */
function snore(file, seq) {
  const dir = mkdtempSync(join(tmpdir(), "snurk-"));
  try {
    const pieces = seq.map((s, i) =>
      typeof s === "number" ? silence(dir, `p${i}`, s) : segment(dir, `s${i}`, s));
    const joined = join(dir, "joined.wav");
    run("sox", [...pieces, joined, "highpass", "45", "gain", "-n", "-1.5"]);
    run("sox", [joined, "-C", "48", file]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function sounds() {
  const dir = join(pub, "sounds");
  mkdirSync(dir, { recursive: true });

  // 1. Light snore: short, mid-pitched, fast flutter (55 Hz), soft breathy exhale.
  snore(join(dir, "snurk-1.mp3"), [
    0.12,
    { noise: "pinknoise", band: [180, 1400], noiseGain: -3, flutter: [55, 70],
      voice: { freq: "52:58", gain: -12, lowpass: 700 },
      len: 1.05, fadeIn: 0.45, fadeOut: 0.3, gain: 0 },
    0.4,
    { noise: "pinknoise", band: [300, 3000], noiseGain: -3,
      len: 0.95, fadeIn: 0.2, fadeOut: 0.6, gain: -11 },
    0.3,
  ]);

  // 2. Heavy rumbling snore: long, deep (brown noise below ~450 Hz),
  //    slow deep flutter (32 Hz) with a strong sawtooth rattle, grumbling exhale.
  snore(join(dir, "snurk-2.mp3"), [
    0.1,
    { noise: "brownnoise", band: [50, 480], noiseGain: -2, flutter: [32, 95],
      voice: { freq: "30:37", gain: -5, lowpass: 350 },
      len: 1.9, fadeIn: 0.7, fadeOut: 0.35, gain: 0 },
    0.3,
    { noise: "brownnoise", band: [70, 900], noiseGain: -3, flutter: [28, 45],
      voice: { freq: "34:28", gain: -14, lowpass: 250 },
      len: 1.15, fadeIn: 0.25, fadeOut: 0.75, gain: -7 },
    0.25,
  ]);

  // 3. Whistling snore: a rattling inhale (45 Hz flutter), then an exhale
  //    that whistles, a sine sweeping up from 950 to 1750 Hz over soft air.
  snore(join(dir, "snurk-3.mp3"), [
    0.1,
    { noise: "pinknoise", band: [120, 900], noiseGain: -3, flutter: [45, 85],
      voice: { freq: "44:48", gain: -8, lowpass: 500 },
      len: 1.25, fadeIn: 0.5, fadeOut: 0.3, gain: 0 },
    0.25,
    { noise: "pinknoise", band: [500, 4000], noiseGain: -3,
      whistle: { freq: "950:1750", gain: -4, wobble: [7, 35] },
      len: 1.35, fadeIn: 0.3, fadeOut: 0.45, gain: -9 },
    0.25,
  ]);

  for (const n of [1, 2, 3]) {
    const f = join(dir, `snurk-${n}.mp3`);
    console.log(`${f}: ${statSync(f).size} bytes`);
  }
}

// ---------------------------------------------------------------------------
// Icons: raster versions of public/favicon.svg
// ---------------------------------------------------------------------------
function icons() {
  const svg = join(pub, "favicon.svg");
  mkdirSync(join(pub, "icons"), { recursive: true });
  const png = (size, out, bg) =>
    run("rsvg-convert", ["-w", String(size), "-h", String(size), ...(bg ? ["-b", bg] : []), "-o", out, svg]);
  png(192, join(pub, "icons", "icon-192.png"));
  png(512, join(pub, "icons", "icon-512.png"));
  // iOS shows transparent corners as black and rounds the icon itself, so
  // the apple-touch-icon gets a solid night-blue background.
  png(180, join(pub, "apple-touch-icon.png"), "#1f2a44");
  // favicon.ico: one 32x32 image. /usr/bin/convert is ImageMagick's (a
  // `convert` earlier on PATH may be something else).
  const dir = mkdtempSync(join(tmpdir(), "ico-"));
  try {
    const p = join(dir, "fav-32.png");
    png(32, p);
    run("/usr/bin/convert", [p, join(pub, "favicon.ico")]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const what = process.argv[2] ?? "all";
if (what === "all" || what === "sounds") sounds();
if (what === "all" || what === "icons") icons();
