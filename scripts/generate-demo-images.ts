/**
 * Draws the demo clinic's images (public/demo/**) from SVG composed in code and encodes them with sharp: the
 * pictures of its team, services, posts, cases and brand, which the demo, the gallery and the tests show. Run it after
 * changing a drawing here; the files are committed, so a build never runs it.
 *
 * Calm, flat/soft illustrations in one palette. Every file seeds its own small PRNG with its path, so the output
 * is deterministic (same sharp/libvips version → same bytes) while compositions vary between files.
 */
import sharp from 'sharp';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './lib/cli';

const USAGE = `Usage: npm run demo:images -- [--dry-run] [word ...]

Draws the demo clinic's images into public/demo/.
  word        only the files whose path contains one of the words (e.g. team cases)
  --dry-run   draw and encode, write nothing: says which files would change
  --help      this text`;

const ROOT = fileURLToPath(new URL('../public/demo/', import.meta.url));

// ─── palette ────────────────────────────────────────────────────────────────────────────────────────────────────
const C = {
  teal950: '#072f2d',
  teal900: '#0a4542',
  teal800: '#0f5e5a',
  teal700: '#17716b',
  teal600: '#25857d',
  teal400: '#5fa9a0',
  teal300: '#8cc4bb',
  teal200: '#b5dad3',
  teal100: '#d9ece8',
  teal50: '#ebf5f2',
  sand800: '#9c7c52',
  sand700: '#b89567',
  sand600: '#c9aa7e',
  sand500: '#d8bf97',
  sand300: '#e8d5b7',
  sand200: '#efe2cc',
  sand100: '#f4ecdf',
  off: '#f7f5f0',
  paper: '#fbfaf7',
  white: '#ffffff',
  sage700: '#5f7d63',
  sage600: '#74927a',
  sage500: '#8fab92',
  sage400: '#a7bfa8',
  sage300: '#c3d5c2',
  sage200: '#dbe6d8',
  coral: '#e8846b',
  coral600: '#d86d54',
  coral300: '#f2b3a1',
  coral200: '#f7d3c8',
  ink: '#17302e',
  steel: '#c9d1d0',
  steel600: '#8f9c9b',
  gum: '#e49a98',
  mouth: '#5a2630',
};

// ─── deterministic randomness ───────────────────────────────────────────────────────────────────────────────────
class Rng {
  private a: number;
  constructor(seed: string) {
    let h = 2166136261;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
    this.a = h >>> 0;
  }
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ─── colour helpers ─────────────────────────────────────────────────────────────────────────────────────────────
function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const darken = (c: string, t: number) => mix(c, '#1a1412', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ─── SVG document ───────────────────────────────────────────────────────────────────────────────────────────────
type Stop = [number, string, number?];
const r1 = (n: number) => Math.round(n * 10) / 10;

class Doc {
  readonly defs: string[] = [];
  private n = 0;
  private blurs = new Map<number, string>();
  constructor(readonly rng: Rng) {}
  uid(p: string): string {
    return `${p}${++this.n}`;
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
  }
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  blur(sd: number): string {
    const hit = this.blurs.get(sd);
    if (hit) return hit;
    const id = this.uid('b');
    this.defs.push(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
    );
    const url = `url(#${id})`;
    this.blurs.set(sd, url);
    return url;
  }
  clip(shape: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  render(w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ─── shape helpers ──────────────────────────────────────────────────────────────────────────────────────────────
const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx: number | string = 0,
  extra = '',
): string => {
  if (typeof rx === 'string') return rect(x, y, w, h, fill, 0, rx);
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}"${rx ? ` rx="${r1(rx)}"` : ''} fill="${fill}" ${extra}/>`;
};
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${r1(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const g = (body: string, transform = '', extra = '') =>
  `<g${transform ? ` transform="${transform}"` : ''} ${extra}>${body}</g>`;
const at = (x: number, y: number, s = 1, rot = 0) =>
  `translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${r1(rot)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}`;
const text = (x: number, y: number, s: string, size: number, fill: string, extra = '') =>
  `<text x="${r1(x)}" y="${r1(y)}" font-size="${size}" fill="${fill}" ${extra}>${s}</text>`;

type Pt = [number, number];
/** Closed Catmull-Rom spline through the points, as cubic Béziers. */
function smoothClosed(pts: Pt[]): string {
  const n = pts.length;
  const P = (i: number) => pts[((i % n) + n) % n] as Pt;
  let d = `M${r1(P(0)[0])},${r1(P(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = P(i - 1),
      p1 = P(i),
      p2 = P(i + 1),
      p3 = P(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d + 'Z';
}
/** Open Catmull-Rom spline. */
function smoothOpen(pts: Pt[]): string {
  const n = pts.length;
  const P = (i: number) => pts[Math.max(0, Math.min(n - 1, i))] as Pt;
  let d = `M${r1(P(0)[0])},${r1(P(0)[1])}`;
  for (let i = 0; i < n - 1; i++) {
    const p0 = P(i - 1),
      p1 = P(i),
      p2 = P(i + 1),
      p3 = P(i + 2);
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${r1(c1[0])},${r1(c1[1])} ${r1(c2[0])},${r1(c2[1])} ${r1(p2[0])},${r1(p2[1])}`;
  }
  return d;
}
function blobPath(rng: Rng, cx: number, cy: number, rx: number, ry: number, n = 7, jitter = 0.18): string {
  const pts: Pt[] = [];
  const off = rng.range(0, Math.PI * 2);
  for (let i = 0; i < n; i++) {
    const a = off + (i / n) * Math.PI * 2;
    const k = 1 + rng.range(-jitter, jitter);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return smoothClosed(pts);
}
function shadow(d: Doc, cx: number, cy: number, rx: number, ry: number, opacity = 0.18, color = C.ink): string {
  return ellipse(cx, cy, rx, ry, color, `opacity="${opacity}" filter="${d.blur(Math.max(4, Math.round(ry * 0.6)))}"`);
}
function sparkle(x: number, y: number, r: number, fill: string, extra = ''): string {
  const k = r * 0.22;
  return path(
    `M${x},${y - r} Q${x + k},${y - k} ${x + r},${y} Q${x + k},${y + k} ${x},${y + r} Q${x - k},${y + k} ${x - r},${y} Q${x - k},${y - k} ${x},${y - r}Z`,
    fill,
    extra,
  );
}
function dotsGrid(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  r: number,
  fill: string,
  opacity = 0.5,
): string {
  let s = '';
  for (let i = 0; i < cols; i++) for (let j = 0; j < rows; j++) s += circle(x + i * gap, y + j * gap, r, fill);
  return g(s, '', `opacity="${opacity}"`);
}

// ─── tooth shapes ───────────────────────────────────────────────────────────────────────────────────────────────
/** Molar icon in unit space: width ≈ 1, crown top at -0.55, root tips at ≈ +0.72. */
const TOOTH_D =
  'M-0.5,-0.22 C-0.56,-0.6 -0.2,-0.66 0,-0.5 C0.2,-0.66 0.56,-0.6 0.5,-0.22 C0.48,0.04 0.4,0.18 0.36,0.46 C0.32,0.74 0.16,0.78 0.12,0.5 C0.09,0.3 0.05,0.2 0,0.2 C-0.05,0.2 -0.09,0.3 -0.12,0.5 C-0.16,0.78 -0.32,0.74 -0.36,0.46 C-0.4,0.18 -0.48,0.04 -0.5,-0.22Z';

function scalePath(dStr: string, s: number, dx = 0, dy = 0): string {
  return dStr.replace(
    /(-?\d*\.?\d+),(-?\d*\.?\d+)/g,
    (_, a: string, b: string) => `${r1(parseFloat(a) * s + dx)},${r1(parseFloat(b) * s + dy)}`,
  );
}

interface ToothIconOpts {
  fill?: string;
  face?: boolean;
  shine?: boolean;
  outline?: string;
}
function toothIcon(d: Doc, cx: number, cy: number, size: number, o: ToothIconOpts = {}): string {
  const body = scalePath(TOOTH_D, size, cx, cy);
  const fill =
    o.fill ??
    d.lin(
      [
        [0, C.white],
        [0.6, '#f4f1ea'],
        [1, '#e6dfd1'],
      ],
      0,
      0,
      0.3,
      1,
    );
  let s = path(
    body,
    fill,
    o.outline ? `stroke="${o.outline}" stroke-width="${r1(size * 0.035)}" stroke-linejoin="round"` : '',
  );
  // soft inner shade on the right side
  s += g(
    path(scalePath(TOOTH_D, size * 0.9, cx + size * 0.09, cy + size * 0.04), C.sand300, `opacity="0.35"`),
    '',
    `clip-path="${d.clip(path(body, '#000'))}"`,
  );
  s += path(scalePath(TOOTH_D, size * 0.9, cx - size * 0.02, cy - size * 0.02), fill);
  if (o.shine !== false) {
    s += path(
      `M${r1(cx - size * 0.36)},${r1(cy - size * 0.2)} C${r1(cx - size * 0.38)},${r1(cy - size * 0.42)} ${r1(cx - size * 0.22)},${r1(cy - size * 0.48)} ${r1(cx - size * 0.1)},${r1(cy - size * 0.42)}`,
      'none',
      `stroke="${C.white}" stroke-width="${r1(size * 0.05)}" stroke-linecap="round" opacity="0.95"`,
    );
  }
  if (o.face) {
    const e = size * 0.045;
    s += circle(cx - size * 0.16, cy - size * 0.12, e, C.ink) + circle(cx + size * 0.16, cy - size * 0.12, e, C.ink);
    s +=
      circle(cx - size * 0.145, cy - size * 0.135, e * 0.35, C.white) +
      circle(cx + size * 0.175, cy - size * 0.135, e * 0.35, C.white);
    s += stroke(
      `M${cx - size * 0.1},${cy - size * 0.01} Q${cx},${cy + size * 0.09} ${cx + size * 0.1},${cy - size * 0.01}`,
      C.ink,
      size * 0.03,
    );
    s +=
      circle(cx - size * 0.28, cy + size * 0.0, size * 0.06, C.coral, 'opacity="0.45"') +
      circle(cx + size * 0.28, cy + size * 0.0, size * 0.06, C.coral, 'opacity="0.45"');
  }
  return s;
}

// ─── interior elements ──────────────────────────────────────────────────────────────────────────────────────────
type PlantKind = 'fan' | 'round' | 'tall' | 'monstera';
/** A potted plant standing on (x, y); h is the overall height. */
function plant(d: Doc, x: number, y: number, h: number, kind: PlantKind, potColor: string, rng: Rng): string {
  const potH = h * (kind === 'tall' ? 0.3 : 0.34);
  const potW = h * (kind === 'tall' ? 0.3 : 0.36);
  let leaves = '';
  const greens = [C.sage700, C.sage600, C.sage500, C.sage400, mix(C.sage600, C.teal700, 0.4)];
  const top = y - potH;
  if (kind === 'fan' || kind === 'monstera') {
    const n = kind === 'fan' ? 11 : 7;
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const ang = -70 + t * 140 + rng.range(-8, 8);
      const len = h * (kind === 'fan' ? rng.range(0.5, 0.72) : rng.range(0.42, 0.6)) * (1 - Math.abs(t - 0.5) * 0.5);
      const wdt = kind === 'fan' ? len * 0.17 : len * 0.36;
      const col = rng.pick(greens);
      const leaf = `M0,0 C${r1(wdt)},${r1(-len * 0.3)} ${r1(wdt)},${r1(-len * 0.75)} 0,${r1(-len)} C${r1(-wdt)},${r1(-len * 0.75)} ${r1(-wdt)},${r1(-len * 0.3)} 0,0Z`;
      leaves += g(
        path(leaf, col) +
          stroke(
            `M0,${r1(-len * 0.05)} L0,${r1(-len * 0.9)}`,
            lighten(col, 0.25),
            Math.max(1.5, len * 0.012),
            'opacity="0.7"',
          ),
        `translate(${r1(x)} ${r1(top + potH * 0.05)}) rotate(${r1(ang)})`,
      );
    }
  } else if (kind === 'tall') {
    const n = 9;
    for (let i = 0; i < n; i++) {
      const t = i / (n - 1);
      const ang = -22 + t * 44 + rng.range(-5, 5);
      const len = h * rng.range(0.55, 0.72) * (1 - Math.abs(t - 0.5) * 0.4);
      const wdt = len * 0.075;
      const col = rng.pick(greens);
      const leaf = `M${r1(-wdt)},0 C${r1(-wdt * 1.4)},${r1(-len * 0.5)} ${r1(-wdt * 0.4)},${r1(-len * 0.85)} 0,${r1(-len)} C${r1(wdt * 0.4)},${r1(-len * 0.85)} ${r1(wdt * 1.4)},${r1(-len * 0.5)} ${r1(wdt)},0Z`;
      leaves += g(
        path(leaf, col) +
          path(`M${r1(-wdt * 0.3)},0 L0,${r1(-len * 0.95)} L${r1(wdt * 0.1)},0Z`, lighten(col, 0.3), 'opacity="0.5"'),
        `translate(${r1(x + (t - 0.5) * potW * 0.5)} ${r1(top + 4)}) rotate(${r1(ang)})`,
      );
    }
  } else {
    // round leaves (pilea) on thin stems
    const n = 14;
    for (let i = 0; i < n; i++) {
      const ang = (-80 + (i / (n - 1)) * 160 + rng.range(-6, 6)) * (Math.PI / 180);
      const len = h * rng.range(0.3, 0.6);
      const ex = x + Math.sin(ang) * len;
      const ey = top - Math.cos(ang) * len * 1.05;
      const col = rng.pick(greens);
      leaves += stroke(
        `M${r1(x)},${r1(top + 2)} Q${r1(x + Math.sin(ang) * len * 0.3)},${r1(top - len * 0.5)} ${r1(ex)},${r1(ey)}`,
        C.sage700,
        Math.max(1.5, h * 0.008),
      );
      leaves +=
        circle(ex, ey, h * rng.range(0.07, 0.1), col) +
        circle(ex - h * 0.015, ey - h * 0.015, h * 0.03, lighten(col, 0.25), 'opacity="0.6"');
    }
  }
  const pw = potW / 2;
  const pot =
    path(
      `M${r1(x - pw)},${r1(top)} L${r1(x + pw)},${r1(top)} L${r1(x + pw * 0.78)},${r1(y)} L${r1(x - pw * 0.78)},${r1(y)}Z`,
      potColor,
    ) +
    path(
      `M${r1(x + pw * 0.2)},${r1(top)} L${r1(x + pw)},${r1(top)} L${r1(x + pw * 0.78)},${r1(y)} L${r1(x + pw * 0.1)},${r1(y)}Z`,
      darken(potColor, 0.08),
      'opacity="0.6"',
    ) +
    rect(x - pw * 1.06, top - potH * 0.06, pw * 2.12, potH * 0.12, lighten(potColor, 0.08), potH * 0.03);
  return shadow(d, x, y, pw * 1.2, h * 0.025, 0.16) + leaves + pot;
}

/** A window with a soft landscape behind; (x, y) top-left. */
function windowView(d: Doc, x: number, y: number, w: number, h: number, rng: Rng, arch = false): string {
  const shape = arch
    ? `M${x},${y + h} L${x},${y + w / 2} A${w / 2},${w / 2} 0 0 1 ${x + w},${y + w / 2} L${x + w},${y + h}Z`
    : `M${x},${y}h${w}v${h}h${-w}Z`;
  const clip = d.clip(path(shape, '#000'));
  let view = rect(
    x,
    y,
    w,
    h,
    d.lin([
      [0, '#cfe7e3'],
      [0.7, '#eef6f2'],
      [1, C.off],
    ]),
  );
  // distant soft hills and trees
  view += path(
    `M${x},${y + h * 0.78} Q${x + w * 0.3},${y + h * 0.6} ${x + w * 0.6},${y + h * 0.72} T${x + w},${y + h * 0.66} V${y + h} H${x}Z`,
    C.sage200,
  );
  for (let i = 0; i < 5; i++) {
    const tx = x + rng.range(0.05, 0.95) * w;
    const ty = y + h * rng.range(0.68, 0.8);
    const tr = w * rng.range(0.06, 0.11);
    view += circle(tx, ty - tr * 0.6, tr, rng.pick([C.sage300, C.sage400, mix(C.sage300, C.teal200, 0.5)]));
  }
  view += path(
    `M${x},${y + h * 0.88} Q${x + w * 0.5},${y + h * 0.8} ${x + w},${y + h * 0.86} V${y + h} H${x}Z`,
    C.sage300,
  );
  view += circle(x + w * rng.range(0.2, 0.8), y + h * 0.22, w * 0.09, C.white, 'opacity="0.7"');
  const fw = Math.max(10, w * 0.035);
  let frame = path(shape, 'none', `stroke="${C.white}" stroke-width="${fw * 1.6}"`);
  frame += rect(x + w / 2 - fw / 2, y + (arch ? w * 0.1 : 0), fw, h - (arch ? w * 0.1 : 0), C.white);
  frame += rect(x, y + h * 0.55, w, fw, C.white);
  frame +=
    rect(x - fw * 1.2, y + h, w + fw * 2.4, fw * 1.4, C.paper, 3) +
    rect(x - fw * 1.2, y + h + fw * 1.4, w + fw * 2.4, fw * 0.5, C.sand300);
  return g(view, '', `clip-path="${clip}"`) + frame;
}

/** Soft light patches falling from a window onto the floor. */
function lightOnFloor(x: number, w: number, floorY: number, bottom: number, skew: number): string {
  return path(
    `M${x},${floorY} L${x + w},${floorY} L${x + w + skew},${bottom} L${x + skew},${bottom}Z`,
    C.white,
    'opacity="0.22"',
  );
}

function pendantLamp(
  x: number,
  y: number,
  len: number,
  size: number,
  color: string,
  kind: 'dome' | 'globe' | 'cone',
): string {
  let s = stroke(`M${x},${y} L${x},${y + len}`, C.ink, 2, 'opacity="0.5"');
  const cy = y + len;
  s += circle(x, cy + size * 0.45, size * 1.4, '#fff6df', 'opacity="0.35"');
  if (kind === 'dome') {
    s += path(`M${x - size},${cy + size * 0.55} A${size},${size * 0.95} 0 0 1 ${x + size},${cy + size * 0.55}Z`, color);
    s += ellipse(x, cy + size * 0.55, size * 0.45, size * 0.12, '#fff3d6');
  } else if (kind === 'globe') {
    s +=
      circle(x, cy + size * 0.5, size * 0.6, '#fffaf0') +
      circle(x - size * 0.2, cy + size * 0.32, size * 0.18, C.white);
  } else {
    s += path(
      `M${x - size * 0.25},${cy} L${x + size * 0.25},${cy} L${x + size * 0.7},${cy + size * 0.8} L${x - size * 0.7},${cy + size * 0.8}Z`,
      color,
    );
    s += ellipse(x, cy + size * 0.8, size * 0.35, size * 0.08, '#fff3d6');
  }
  return s;
}

/** Framed abstract art in the palette. */
function wallArt(d: Doc, x: number, y: number, w: number, h: number, rng: Rng): string {
  let s = shadow(d, x + w / 2 + 6, y + h / 2 + 8, w / 2, h / 2, 0.12);
  s += rect(x, y, w, h, C.sand700, 4) + rect(x + 8, y + 8, w - 16, h - 16, C.paper, 2);
  const ix = x + 8,
    iy = y + 8,
    iw = w - 16,
    ih = h - 16;
  const clip = d.clip(rect(ix, iy, iw, ih, '#000'));
  const kind = rng.int(0, 2);
  let a = '';
  if (kind === 0) {
    a += circle(ix + iw * 0.62, iy + ih * 0.38, iw * 0.22, C.coral300);
    a += path(
      `M${ix},${iy + ih} L${ix},${iy + ih * 0.65} Q${ix + iw * 0.35},${iy + ih * 0.35} ${ix + iw * 0.7},${iy + ih * 0.7} L${ix + iw},${iy + ih}Z`,
      C.teal400,
    );
    a += path(
      `M${ix},${iy + ih} Q${ix + iw * 0.5},${iy + ih * 0.62} ${ix + iw},${iy + ih * 0.8} L${ix + iw},${iy + ih}Z`,
      C.teal800,
    );
  } else if (kind === 1) {
    const aw = iw * 0.5;
    a += path(
      `M${ix + iw * 0.12},${iy + ih * 0.9} V${iy + ih * 0.5} A${aw / 2},${aw / 2} 0 0 1 ${ix + iw * 0.12 + aw},${iy + ih * 0.5} V${iy + ih * 0.9}Z`,
      C.sand500,
    );
    a += path(
      `M${ix + iw * 0.4},${iy + ih * 0.9} V${iy + ih * 0.62} A${aw / 2.4},${aw / 2.4} 0 0 1 ${ix + iw * 0.4 + aw / 1.2},${iy + ih * 0.62} V${iy + ih * 0.9}Z`,
      C.teal600,
    );
    a += circle(ix + iw * 0.3, iy + ih * 0.22, iw * 0.08, C.coral);
  } else {
    a += path(blobPath(rng, ix + iw * 0.45, iy + ih * 0.5, iw * 0.32, ih * 0.3), C.sage300);
    a += path(
      `M${ix + iw * 0.2},${iy + ih * 0.75} Q${ix + iw * 0.5},${iy + ih * 0.15} ${ix + iw * 0.82},${iy + ih * 0.55}`,
      'none',
      `stroke="${C.teal800}" stroke-width="${r1(iw * 0.03)}" stroke-linecap="round"`,
    );
    a += circle(ix + iw * 0.72, iy + ih * 0.3, iw * 0.07, C.coral300);
  }
  return s + g(a, '', `clip-path="${clip}"`);
}

/** Base cabinets with a countertop; (x, y) = top-left of the countertop. */
function cabinets(d: Doc, x: number, y: number, w: number, h: number, rng: Rng, withSink = true): string {
  let s = shadow(d, x + w / 2, y + h, w / 2 + 10, 10, 0.14);
  s += rect(x + 6, y + 16, w - 12, h - 16, C.paper);
  const n = Math.max(2, Math.round(w / 140));
  const cw = (w - 12) / n;
  for (let i = 0; i < n; i++) {
    const cx = x + 6 + i * cw;
    s += rect(cx + 4, y + 22, cw - 8, h - 32, C.white, 4, `stroke="${C.sand300}" stroke-width="2"`);
    if (i % 2 === 0) {
      for (let k = 0; k < 3; k++) {
        const dy = y + 22 + ((h - 32) / 3) * k;
        s += stroke(`M${cx + 4},${dy} H${cx + cw - 4}`, C.sand300, 2);
        s += rect(cx + cw / 2 - 18, dy + 12, 36, 5, C.teal700, 2.5);
      }
    } else {
      s += rect(cx + cw / 2 - 2.5, y + 40, 5, 44, C.teal700, 2.5);
    }
  }
  s += rect(x - 6, y + h - 8, w + 12, 8, C.sand300);
  s += rect(
    x,
    y,
    w,
    18,
    d.lin([
      [0, C.sand500],
      [1, C.sand700],
    ]),
    3,
  );
  if (withSink) {
    const sx = x + w * rng.range(0.25, 0.7);
    s += stroke(`M${sx},${y} V${y - 46} Q${sx},${y - 62} ${sx + 18},${y - 62} H${sx + 30}`, C.steel600, 7);
    s += rect(sx - 6, y - 8, 14, 8, C.steel600, 2);
  }
  return s;
}

/** Small counter items: jars, bottles, cups, a tiny plant. */
function counterItems(d: Doc, x: number, y: number, w: number, rng: Rng): string {
  let s = '';
  let cx = x;
  while (cx < x + w - 30) {
    const kind = rng.int(0, 4);
    if (kind === 0) {
      s +=
        rect(cx, y - 54, 34, 54, C.white, 6, `opacity="0.9"`) +
        rect(cx, y - 60, 34, 10, C.teal300, 3) +
        rect(cx + 5, y - 40, 24, 24, C.off, 3);
      cx += 50;
    } else if (kind === 1) {
      s +=
        rect(cx, y - 70, 26, 70, rng.pick([C.teal600, C.coral300, C.sage500]), 8) +
        rect(cx + 8, y - 84, 10, 16, C.steel600, 2);
      cx += 40;
    } else if (kind === 2) {
      s +=
        rect(cx, y - 34, 28, 34, rng.pick([C.teal200, C.sand300, C.coral200]), 4) +
        rect(cx + 4, y - 40, 20, 8, C.white, 2);
      cx += 40;
    } else if (kind === 3) {
      s += plant(d, cx + 26, y, 90, 'round', C.off, rng);
      cx += 64;
    } else {
      for (let k = 0; k < 3; k++)
        s += rect(cx + k * 4, y - 12 - k * 10, 58 - k * 8, 10, [C.teal400, C.sand500, C.coral300][k] as string, 2);
      cx += 72;
    }
    cx += rng.range(6, 30);
  }
  return s;
}

/**
 * A dental chair in side view, reclined, head to the left; (x, y) = centre of the base on the floor.
 * s = scale (1 ≈ 480px long).
 */
function dentalChair(d: Doc, x: number, y: number, s: number, upholstery: string): string {
  const P = (px: number, py: number) => `${r1(x + px * s)},${r1(y + py * s)}`;
  let o = shadow(d, x + 10 * s, y + 4 * s, 190 * s, 16 * s, 0.2);
  // base plate and column
  o += path(
    `M${P(-150, 0)} Q${P(-150, -22)} ${P(-120, -22)} L${P(150, -22)} Q${P(180, -22)} ${P(180, 0)}Z`,
    d.lin([
      [0, '#f1efea'],
      [1, '#d9d6cf'],
    ]),
  );
  o += rect(
    x - 34 * s,
    y - 150 * s,
    68 * s,
    130 * s,
    d.lin(
      [
        [0, '#e9e6df'],
        [0.5, C.white],
        [1, '#dcd8cf'],
      ],
      0,
      0,
      1,
      0,
    ),
    12 * s,
  );
  o += rect(x - 80 * s, y - 170 * s, 190 * s, 34 * s, '#e4e0d8', 14 * s);
  // upholstery as a thick rounded polyline: head → back → seat → legs
  const line = `M${P(-235, -300)} L${P(-150, -240)} L${P(-10, -190)} L${P(120, -196)} L${P(240, -160)}`;
  o += stroke(line, darken(upholstery, 0.25), 74 * s, `transform="translate(0 ${r1(8 * s)})" opacity="0.5"`);
  o += stroke(line, upholstery, 70 * s);
  o += stroke(
    `M${P(-226, -318)} L${P(-150, -262)} L${P(-10, -212)} L${P(120, -218)} L${P(236, -184)}`,
    lighten(upholstery, 0.18),
    16 * s,
    'opacity="0.8"',
  );
  // headrest
  o +=
    stroke(`M${P(-300, -345)} L${P(-250, -318)}`, upholstery, 58 * s) +
    stroke(`M${P(-300, -360)} L${P(-258, -336)}`, lighten(upholstery, 0.18), 12 * s, 'opacity="0.8"');
  // armrest
  o +=
    stroke(`M${P(-60, -250)} L${P(40, -252)}`, '#ece9e2', 20 * s) +
    rect(x - 10 * s, y - 250 * s, 12 * s, 40 * s, '#d9d5cc');
  // foot plate
  o += stroke(`M${P(262, -140)} L${P(284, -100)}`, '#d9d5cc', 16 * s);
  return o;
}

/** The dentist's unit: spittoon post beside the head and a swing arm with instrument tray. */
function dentalUnit(d: Doc, x: number, y: number, s: number): string {
  const X = (v: number) => x + v * s;
  const Y = (v: number) => y + v * s;
  let o = rect(
    X(-16),
    Y(-330),
    32 * s,
    330 * s,
    d.lin(
      [
        [0, '#e4e0d8'],
        [0.5, C.white],
        [1, '#d6d2c9'],
      ],
      0,
      0,
      1,
      0,
    ),
    10 * s,
  );
  o += path(
    `M${X(-60)},${Y(-340)} Q${X(-60)},${Y(-300)} ${X(0)},${Y(-296)} Q${X(60)},${Y(-300)} ${X(60)},${Y(-340)}Z`,
    C.white,
  );
  o += ellipse(X(0), Y(-340), 60 * s, 14 * s, C.teal100) + ellipse(X(0), Y(-340), 30 * s, 7 * s, C.teal300);
  o += stroke(`M${X(30)},${Y(-352)} Q${X(40)},${Y(-380)} ${X(20)},${Y(-380)}`, C.steel600, 6 * s);
  // swing arm with tray
  o += stroke(`M${X(0)},${Y(-240)} L${X(140)},${Y(-300)} L${X(250)},${Y(-300)}`, '#e0ddd5', 16 * s);
  o += rect(X(200), Y(-318), 190 * s, 26 * s, C.white, 10 * s, `stroke="#dad6ce" stroke-width="${r1(2 * s)}"`);
  for (let i = 0; i < 4; i++) {
    const hx = X(222 + i * 42);
    o += stroke(`M${hx},${Y(-318)} L${hx - 4 * s},${Y(-372)}`, i === 1 ? C.teal700 : C.steel600, 9 * s);
    o += stroke(`M${hx},${Y(-292)} Q${hx + 10 * s},${Y(-230)} ${hx + 24 * s},${Y(-262)}`, '#cfcac1', 3 * s);
  }
  return o;
}

/** Ceiling-mounted operating lamp; (x, 0) mount, lamp head centred at (lx, ly). */
function operatingLamp(d: Doc, x: number, lx: number, ly: number, s: number, lightTo?: Pt): string {
  let o = '';
  if (lightTo) {
    const [tx, ty] = lightTo;
    o += path(
      `M${lx - 60 * s},${ly + 10 * s} L${lx + 60 * s},${ly + 10 * s} L${tx + 120 * s},${ty} L${tx - 120 * s},${ty}Z`,
      d.lin([
        [0, '#fff8e4', 0.55],
        [1, '#fff8e4', 0],
      ]),
    );
  }
  o += rect(x - 40 * s, -10, 80 * s, 24 * s, '#e4e0d8', 6 * s);
  o += stroke(`M${x},0 L${x},${ly - 150 * s} L${lx + 20 * s},${ly - 90 * s} L${lx},${ly - 30 * s}`, '#e6e2da', 14 * s);
  o += stroke(`M${x},0 L${x},${ly - 150 * s}`, '#d2cdc4', 4 * s, 'opacity="0.6"');
  o += circle(lx + 20 * s, ly - 90 * s, 11 * s, '#d7d2c9');
  o += path(
    `M${lx - 80 * s},${ly} Q${lx - 80 * s},${ly - 50 * s} ${lx},${ly - 50 * s} Q${lx + 80 * s},${ly - 50 * s} ${lx + 80 * s},${ly}Z`,
    C.white,
  );
  o += rect(lx - 86 * s, ly - 4 * s, 172 * s, 16 * s, C.teal700, 8 * s);
  o += ellipse(lx, ly + 12 * s, 62 * s, 6 * s, '#fffbe8');
  return o;
}

/** Operator's stool. */
function stool(d: Doc, x: number, y: number, s: number, color: string): string {
  let o = shadow(d, x, y, 70 * s, 8 * s, 0.16);
  o += stroke(`M${x - 60 * s},${y - 4 * s} L${x},${y - 22 * s} L${x + 60 * s},${y - 4 * s}`, '#b9b4aa', 8 * s);
  o += rect(x - 7 * s, y - 110 * s, 14 * s, 92 * s, C.steel600, 5 * s);
  o +=
    rect(x - 58 * s, y - 132 * s, 116 * s, 30 * s, color, 15 * s) +
    rect(x - 50 * s, y - 130 * s, 100 * s, 9 * s, lighten(color, 0.2), 5 * s);
  o += circle(x - 60 * s, y - 3 * s, 6 * s, '#8f8a80') + circle(x + 60 * s, y - 3 * s, 6 * s, '#8f8a80');
  return o;
}

/** A monitor showing a panoramic x-ray or a 3D tooth. */
function screen(
  d: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  content: 'xray' | 'tooth3d' | 'chart',
  rng: Rng,
): string {
  let o = rect(x - 6, y - 6, w + 12, h + 12, '#2a3534', 8);
  o += rect(
    x,
    y,
    w,
    h,
    content === 'chart'
      ? C.paper
      : d.lin([
          [0, '#1d3f3d'],
          [1, '#0c2523'],
        ]),
    3,
  );
  if (content === 'xray') {
    const cx = x + w / 2,
      cy = y + h / 2;
    const n = 14;
    let teeth = '';
    for (let row = 0; row < 2; row++) {
      for (let i = 0; i < n; i++) {
        const t = i / (n - 1) - 0.5;
        const e = Math.abs(t) * 2; // 0 centre … 1 ends
        const tx = cx + t * w * 0.8;
        const dir = row === 0 ? -1 : 1;
        const k = h * 0.27 * (1 - e * 0.15);
        const occl = cy + dir * h * 0.015 - e * e * h * 0.1;
        const tw = ((w * 0.8) / n) * (0.78 + e * 0.45);
        const base = row === 0 ? occl - 0.55 * k : occl + 0.55 * k;
        teeth += g(
          path(TOOTH_D, '#e4eeeb', `opacity="${r1(rng.range(0.62, 0.9) * 100) / 100}"`),
          `translate(${r1(tx)} ${r1(base)}) scale(${r1(tw)} ${r1(row === 0 ? -k : k)})`,
        );
      }
    }
    o += teeth;
    o += ellipse(cx, cy + h * 0.05, w * 0.46, h * 0.44, 'none', `stroke="#9fb8b4" stroke-width="2" opacity="0.25"`);
  } else if (content === 'tooth3d') {
    o += toothIcon(d, x + w / 2, y + h * 0.48, h * 0.62, {
      fill: d.lin([
        [0, '#e9fbf7'],
        [1, C.teal300],
      ]),
    });
    o += stroke(`M${x + w * 0.12},${y + h * 0.86} H${x + w * 0.88}`, C.teal400, 2, 'opacity="0.6"');
    o += circle(x + w * 0.12, y + h * 0.14, 5, C.coral);
  } else {
    o += rect(x + w * 0.06, y + h * 0.1, w * 0.4, h * 0.08, C.teal700, 3);
    for (let i = 0; i < 4; i++)
      o += rect(x + w * 0.06, y + h * (0.3 + i * 0.14), w * rng.range(0.35, 0.55), h * 0.05, C.sand300, 2);
    o += toothIcon(d, x + w * 0.76, y + h * 0.5, h * 0.46, { shine: false, outline: C.teal400, fill: C.white });
  }
  return o;
}

// ─── people ─────────────────────────────────────────────────────────────────────────────────────────────────────
type HairStyle = 'bob' | 'long' | 'bun' | 'ponytail' | 'short' | 'side' | 'pigtails' | 'kid';
interface PersonOpts {
  skin: string;
  hair: string;
  style: HairStyle;
  outfit: 'scrubs' | 'coat' | 'tee';
  color: string; // scrubs / inner layer / t-shirt
  male?: boolean;
  child?: boolean;
  glasses?: boolean;
  beard?: boolean;
  age?: number;
  earrings?: boolean;
  lips?: string;
  badge?: boolean;
}

const SKINS = { light: '#f3d3bd', fair: '#eec5a6', medium: '#d9a47e', tan: '#c08660', deep: '#8d5a3d' } as const;
const HAIRS = {
  dark: '#3b2a22',
  brown: '#6b4630',
  auburn: '#8a4a2c',
  blond: '#c9a46a',
  black: '#221b19',
  gray: '#a9a49b',
} as const;

/** Head-and-shoulders figure in local space: face centre at (0, 0), shoulders ≈ y 200…300, body to y 720. */
function person(d: Doc, o: PersonOpts): string {
  const skin = o.skin;
  const skinShade = mix(skin, '#7a4a35', 0.22);
  const skinDeep = mix(skin, '#5a3022', 0.4);
  const hair = o.hair;
  const hairHi = lighten(hair, 0.18);
  const hairLo = darken(hair, 0.18);
  let back = '';
  let front = '';

  // ── hair behind the head
  if (o.style === 'bob') {
    back += path(
      'M-116,-20 C-128,-150 -62,-186 2,-184 C66,-186 128,-148 116,-20 C112,40 120,96 116,128 C104,144 80,142 68,130 L-68,130 C-80,142 -104,144 -116,128 C-120,96 -112,40 -116,-20Z',
      hairLo,
    );
  } else if (o.style === 'long') {
    back += path(
      'M-112,-30 C-124,-156 -60,-188 2,-186 C64,-188 126,-156 114,-30 C116,60 128,170 150,280 C120,300 80,300 60,290 L-60,290 C-80,300 -120,300 -150,280 C-128,170 -116,60 -112,-30Z',
      hairLo,
    );
  } else if (o.style === 'ponytail') {
    back += path(
      'M70,-110 C150,-110 170,-20 150,80 C140,140 150,200 132,240 C116,200 104,150 100,90 C96,10 90,-60 70,-110Z',
      hair,
    );
    back += path(
      'M82,-100 C140,-90 152,-20 138,70 C130,120 136,180 128,214',
      'none',
      `stroke="${hairHi}" stroke-width="6" stroke-linecap="round" opacity="0.5"`,
    );
  } else if (o.style === 'bun') {
    back +=
      circle(0, -176, 52, hair) +
      path(
        'M-30,-200 Q0,-225 30,-200',
        'none',
        `stroke="${hairHi}" stroke-width="6" stroke-linecap="round" opacity="0.6"`,
      );
  } else if (o.style === 'pigtails') {
    back += ellipse(-120, -10, 38, 52, hair) + ellipse(120, -10, 38, 52, hair);
    back += circle(-98, -44, 10, C.coral) + circle(98, -44, 10, C.coral);
  }

  // ── neck and body
  const neckFill = mix(skin, skinShade, 0.55);
  const body =
    'M-52,184 C-100,194 -176,206 -228,232 C-284,262 -300,330 -306,420 L-312,740 L312,740 L306,420 C300,330 284,262 228,232 C176,206 100,194 52,184Z';
  const torsoScale = o.child ? 0.78 : o.male ? 1.06 : 1;
  let torso = '';
  torso += path('M-48,40 L-52,226 Q0,258 52,226 L48,40Z', neckFill);
  if (o.outfit === 'scrubs' || o.outfit === 'tee') {
    const col = o.color;
    torso += path(
      body,
      d.lin([
        [0, lighten(col, 0.06)],
        [1, darken(col, 0.12)],
      ]),
    );
    if (o.outfit === 'scrubs') {
      torso += path('M-54,196 L0,318 L54,196 Q0,214 -54,196Z', neckFill);
      torso += path(
        'M-54,196 L0,318 L54,196',
        'none',
        `stroke="${darken(col, 0.22)}" stroke-width="12" stroke-linejoin="round"`,
      );
      torso +=
        rect(-205, 400, 92, 82, darken(col, 0.08), 10) +
        rect(-190, 376, 8, 44, C.white, 3) +
        rect(-174, 370, 8, 50, C.coral, 3);
    } else {
      torso += path('M-52,196 Q0,250 52,196 Q0,222 -52,196Z', neckFill);
      torso += path('M-52,196 Q0,250 52,196', 'none', `stroke="${darken(col, 0.15)}" stroke-width="12"`);
    }
    torso +=
      stroke('M-228,262 Q-250,420 -246,740', darken(col, 0.14), 4, 'opacity="0.6"') +
      stroke('M228,262 Q250,420 246,740', darken(col, 0.14), 4, 'opacity="0.6"');
  } else {
    const coat = d.lin([
      [0, C.white],
      [1, '#e7e5df'],
    ]);
    torso += path(body, coat);
    // inner layer (scrubs / shirt) visible in the V
    torso += path('M-76,180 L0,380 L76,180Z', o.color);
    torso += path('M-48,178 L0,290 L48,178 Q0,200 -48,178Z', neckFill);
    torso += path(
      'M-44,186 L0,290 L44,186',
      'none',
      `stroke="${darken(o.color, 0.2)}" stroke-width="9" stroke-linejoin="round"`,
    );
    // lapels
    torso += path(
      'M-74,192 L-112,262 L-82,300 L-104,322 L-4,520 L-12,392Z',
      '#f0eee9',
      `stroke="#d8d5ce" stroke-width="3" stroke-linejoin="round"`,
    );
    torso += path(
      'M74,192 L112,262 L82,300 L104,322 L4,520 L12,392Z',
      '#f0eee9',
      `stroke="#d8d5ce" stroke-width="3" stroke-linejoin="round"`,
    );
    torso += stroke('M0,520 L0,740', '#d8d5ce', 3);
    torso += circle(-22, 590, 7, '#dcd9d2') + circle(-22, 680, 7, '#dcd9d2');
    torso += rect(120, 420, 96, 10, '#dcd9d2', 4) + rect(134, 386, 8, 40, C.teal700, 3);
    torso += stroke('M-232,268 Q-254,420 -250,740', '#d9d6cf', 4) + stroke('M232,268 Q254,420 250,740', '#d9d6cf', 4);
  }
  if (o.badge)
    torso +=
      rect(-204, 330, 80, 26, C.white, 4, `stroke="${C.sand300}" stroke-width="2"`) +
      rect(-204, 330, 80, 8, C.teal700, 3);
  back += g(torso, `translate(0 ${o.child ? -34 : -14})${torsoScale !== 1 ? ` scale(${torsoScale} 1)` : ''}`);

  // ── long hair falling in front of the shoulders
  if (o.style === 'long') {
    front += path('M-112,-20 C-118,80 -118,170 -150,272 C-124,290 -98,282 -84,262 C-88,180 -86,90 -84,10Z', hair);
    front += path('M112,-20 C118,80 118,170 150,272 C124,290 98,282 84,262 C88,180 86,90 84,10Z', hair);
    front +=
      stroke('M-104,40 C-106,120 -112,190 -128,256', hairHi, 5, 'opacity="0.45"') +
      stroke('M104,40 C106,120 112,190 128,256', hairHi, 5, 'opacity="0.45"');
  }

  // ── head
  const face = o.child
    ? 'M-96,-24 C-98,-132 -52,-152 0,-152 C52,-152 98,-132 96,-24 C94,56 62,116 0,122 C-62,116 -94,56 -96,-24Z'
    : o.male
      ? 'M-94,-30 C-96,-128 -52,-154 0,-154 C52,-154 96,-128 94,-30 C93,44 80,104 30,128 Q0,140 -30,128 C-80,104 -93,44 -94,-30Z'
      : 'M-90,-30 C-92,-124 -50,-152 0,-152 C50,-152 92,-124 90,-30 C88,40 62,110 0,130 C-62,110 -88,40 -90,-30Z';
  let head = '';
  head += ellipse(-90, 8, 16, 26, skinShade) + ellipse(90, 8, 16, 26, skinShade);
  head += ellipse(-90, 8, 8, 15, mix(skin, skinShade, 0.5)) + ellipse(90, 8, 8, 15, mix(skin, skinShade, 0.5));
  head += path(face, skin);
  head += g(
    path(face, skinShade, 'transform="translate(12 6)"'),
    '',
    `clip-path="${d.clip(path(face, '#000'))}" opacity="0.35"`,
  );
  head += path(face, skin, 'transform="translate(-4 -4) scale(0.97)"');
  if (o.earrings) head += circle(-92, 40, 6, C.sand600) + circle(92, 40, 6, C.sand600);

  // ── features
  const eyeY = o.child ? 4 : -6;
  const eyeX = o.child ? 40 : 37;
  let f = '';
  f += ellipse(-eyeX, eyeY, 9, 11, C.ink) + ellipse(eyeX, eyeY, 9, 11, C.ink);
  f += circle(-eyeX + 3, eyeY - 4, 3.2, C.white) + circle(eyeX + 3, eyeY - 4, 3.2, C.white);
  if (!o.male && !o.child) {
    f +=
      stroke(`M${-eyeX - 14},${eyeY - 6} Q${-eyeX},${eyeY - 16} ${-eyeX + 12},${eyeY - 9}`, C.ink, 3.2) +
      stroke(`M${eyeX - 12},${eyeY - 9} Q${eyeX},${eyeY - 16} ${eyeX + 14},${eyeY - 6}`, C.ink, 3.2);
  }
  const browCol = o.age && o.age >= 50 ? mix(hair, C.ink, 0.3) : darken(hair, 0.1);
  const browW = o.male ? 6.5 : 5;
  f +=
    stroke(`M${-eyeX - 20},${eyeY - 30} Q${-eyeX},${eyeY - 42} ${-eyeX + 18},${eyeY - 33}`, browCol, browW) +
    stroke(`M${eyeX - 18},${eyeY - 33} Q${eyeX},${eyeY - 42} ${eyeX + 20},${eyeY - 30}`, browCol, browW);
  f += stroke(
    `M-4,${eyeY + 18} Q-10,${eyeY + 44} 2,${eyeY + 48} Q10,${eyeY + 50} 12,${eyeY + 44}`,
    skinDeep,
    3.5,
    'opacity="0.65"',
  );
  f += circle(-58, eyeY + 44, 18, C.coral, `opacity="0.16"`) + circle(58, eyeY + 44, 18, C.coral, `opacity="0.16"`);
  const my = o.child ? 66 : 68;
  const mw = o.child ? 26 : 30;
  const lips = o.lips ?? mix(skin, '#b4555a', 0.45);
  // open smile: teeth visible
  f += path(
    `M${-mw},${my} Q0,${my + 5} ${mw},${my} Q${mw * 0.75},${my + 25} 0,${my + 26} Q${-mw * 0.75},${my + 25} ${-mw},${my}Z`,
    '#7d3838',
  );
  f += path(
    `M${-mw + 4},${my + 2} Q0,${my + 6} ${mw - 4},${my + 2} L${mw - 8},${my + 10} Q0,${my + 13} ${-mw + 8},${my + 10}Z`,
    C.white,
  );
  f += path(
    `M${-mw * 0.45},${my + 22} Q0,${my + 17} ${mw * 0.45},${my + 22} Q0,${my + 27} ${-mw * 0.45},${my + 22}Z`,
    lighten(lips, 0.15),
  );
  f += path(
    `M${-mw - 3},${my - 1} Q0,${my + 2} ${mw + 3},${my - 1} Q${mw * 0.78},${my + 29} 0,${my + 30} Q${-mw * 0.78},${my + 29} ${-mw - 3},${my - 1}Z`,
    'none',
    `stroke="${lips}" stroke-width="4"`,
  );
  f +=
    stroke(`M${-mw - 6},${my - 3} Q${-mw - 10},${my + 2} ${-mw - 6},${my + 6}`, skinDeep, 2.5, 'opacity="0.5"') +
    stroke(`M${mw + 6},${my - 3} Q${mw + 10},${my + 2} ${mw + 6},${my + 6}`, skinDeep, 2.5, 'opacity="0.5"');
  if (o.age && o.age >= 40) {
    f +=
      stroke(`M${-eyeX - 30},${eyeY + 2} l-8,-4 M${-eyeX - 30},${eyeY + 8} l-8,2`, skinDeep, 2, 'opacity="0.35"') +
      stroke(`M${eyeX + 30},${eyeY + 2} l8,-4 M${eyeX + 30},${eyeY + 8} l8,2`, skinDeep, 2, 'opacity="0.35"');
  }
  if (o.age && o.age >= 50) {
    f +=
      stroke(`M-54,${my - 24} Q-62,${my + 6} -50,${my + 22}`, skinDeep, 2.5, 'opacity="0.35"') +
      stroke(`M54,${my - 24} Q62,${my + 6} 50,${my + 22}`, skinDeep, 2.5, 'opacity="0.35"');
  }
  if (o.beard) {
    const beardPath =
      'M-94,-4 C-94,60 -76,116 -30,134 Q0,146 30,134 C76,116 94,60 94,-4 C84,40 70,56 52,58 C30,52 14,52 0,56 C-14,52 -30,52 -52,58 C-70,56 -84,40 -94,-4Z';
    f += path(beardPath, hair, 'opacity="0.95"');
    f += path(
      `M${-mw - 4},${my - 3} Q0,${my + 3} ${mw + 4},${my - 3} Q${mw * 0.8},${my + 33} 0,${my + 35} Q${-mw * 0.8},${my + 33} ${-mw - 4},${my - 3}Z`,
      mix(skin, lips, 0.5),
    );
    f += path(
      `M${-mw},${my} Q0,${my + 5} ${mw},${my} Q${mw * 0.75},${my + 25} 0,${my + 26} Q${-mw * 0.75},${my + 25} ${-mw},${my}Z`,
      '#7d3838',
    );
    f += path(
      `M${-mw + 4},${my + 2} Q0,${my + 6} ${mw - 4},${my + 2} L${mw - 8},${my + 10} Q0,${my + 13} ${-mw + 8},${my + 10}Z`,
      C.white,
    );
    f += path(
      `M-44,${my - 6} Q-24,${my - 24} 0,${my - 16} Q24,${my - 24} 44,${my - 6} Q24,${my - 8} 0,${my - 4} Q-24,${my - 8} -44,${my - 6}Z`,
      hair,
    );
    for (let i = 0; i < 9; i++)
      f += stroke(`M${-70 + i * 17},${80 + (i % 2) * 14} l2,10`, hairHi, 2.5, 'opacity="0.35"');
  }

  // ── front hair
  let fh = '';
  if (o.style === 'bob') {
    fh += path(
      'M-104,40 C-120,-60 -96,-150 -10,-160 C60,-168 118,-124 110,-20 C108,20 112,70 112,112 C100,90 92,40 90,-10 C86,-70 60,-104 20,-108 C-6,-70 -50,-56 -96,-52 C-96,-10 -94,30 -104,40Z',
      hair,
    );
    fh += path('M-104,40 C-96,70 -104,110 -112,124 C-100,130 -86,124 -82,112 C-86,80 -88,40 -92,-20Z', hair);
    fh += stroke('M-40,-140 C10,-150 64,-130 84,-70', hairHi, 6, 'opacity="0.5"');
  } else if (o.style === 'long') {
    fh += path(
      'M-108,20 C-124,-80 -90,-158 -4,-162 C70,-166 122,-118 110,10 C100,-40 90,-80 60,-100 C40,-70 -20,-96 -40,-104 C-70,-90 -96,-50 -108,20Z',
      hair,
    );
    fh += stroke('M-60,-136 C-10,-152 50,-140 80,-96', hairHi, 6, 'opacity="0.5"');
  } else if (o.style === 'bun' || o.style === 'ponytail') {
    fh += path(
      'M-98,-10 C-108,-110 -62,-162 0,-162 C62,-162 108,-110 98,-10 C94,-60 70,-96 30,-104 C0,-108 -20,-100 -36,-92 C-60,-100 -90,-70 -98,-10Z',
      hair,
    );
    fh += stroke('M-30,-150 C10,-156 60,-140 80,-100', hairHi, 6, 'opacity="0.5"');
    if (o.style === 'ponytail')
      fh += path('M-70,-126 C-40,-150 20,-150 40,-120 C10,-110 -30,-84 -74,-70 C-90,-84 -86,-110 -70,-126Z', hair);
  } else if (o.style === 'short') {
    fh += path(
      'M-98,-20 C-110,-120 -70,-172 0,-170 C70,-172 112,-120 98,-20 C96,-56 90,-80 76,-92 C40,-84 -10,-96 -40,-108 C-60,-96 -86,-76 -92,-40 C-94,-30 -96,-24 -98,-20Z',
      hair,
    );
    fh += stroke('M-40,-150 C0,-162 50,-150 72,-120', hairHi, 6, 'opacity="0.45"');
  } else if (o.style === 'side') {
    fh += path(
      'M-98,-14 C-112,-118 -72,-168 -4,-168 C70,-170 114,-126 98,-14 C96,-52 92,-78 80,-96 C30,-112 -20,-112 -58,-104 C-84,-84 -94,-52 -98,-14Z',
      hair,
    );
    fh += path('M-58,-104 C-40,-140 20,-150 60,-124 C20,-126 -20,-118 -58,-104Z', hairHi, 'opacity="0.4"');
  } else if (o.style === 'pigtails') {
    fh += path(
      'M-100,-10 C-110,-110 -62,-164 0,-164 C62,-164 110,-110 100,-10 C94,-50 80,-80 56,-90 C30,-70 -20,-66 -50,-84 C-74,-76 -94,-50 -100,-10Z',
      hair,
    );
  } else if (o.style === 'kid') {
    fh += path(
      'M-100,-16 C-112,-118 -66,-170 0,-168 C66,-170 112,-118 100,-16 C94,-56 82,-78 62,-84 C50,-70 30,-80 20,-92 C0,-74 -30,-76 -44,-90 C-64,-74 -90,-56 -100,-16Z',
      hair,
    );
  }
  // glasses
  let gl = '';
  if (o.glasses) {
    const gc = C.ink;
    gl += rect(-eyeX - 30, eyeY - 22, 60, 44, C.white, 14, `fill-opacity="0.12" stroke="${gc}" stroke-width="5"`);
    gl += rect(eyeX - 30, eyeY - 22, 60, 44, C.white, 14, `fill-opacity="0.12" stroke="${gc}" stroke-width="5"`);
    gl +=
      stroke(`M-7,${eyeY - 4} Q0,${eyeY - 10} 7,${eyeY - 4}`, gc, 5) +
      stroke(`M${-eyeX - 30},${eyeY - 8} L-92,${eyeY - 2}`, gc, 4) +
      stroke(`M${eyeX + 30},${eyeY - 8} L92,${eyeY - 2}`, gc, 4);
    gl +=
      stroke(`M${-eyeX - 18},${eyeY - 12} l12,-4`, C.white, 3, 'opacity="0.7"') +
      stroke(`M${eyeX - 18},${eyeY - 12} l12,-4`, C.white, 3, 'opacity="0.7"');
  }
  return back + front + head + f + fh + gl;
}

// ─── scenes: portraits ──────────────────────────────────────────────────────────────────────────────────────────
function portraitScene(d: Doc, o: PersonOpts): string {
  const rng = d.rng;
  const W = 800,
    H = 1000;
  const tone = rng.pick([
    [C.sand100, C.sand300],
    [C.teal50, C.teal200],
    [C.off, C.sage300],
  ] as const);
  let bg = rect(
    0,
    0,
    W,
    H,
    d.lin([
      [0, tone[0]],
      [1, tone[1]],
    ]),
  );
  // out-of-focus clinic behind: a bright window, a plant, a pendant light, a counter
  const winLeft = rng.chance(0.5);
  let blurry = '';
  const wx = winLeft ? rng.range(-140, -40) : rng.range(560, 660);
  blurry +=
    rect(wx, 60, 320, 600, C.white) +
    rect(wx + 150, 60, 18, 600, tone[1], 'opacity="0.6"') +
    rect(wx, 340, 320, 16, tone[1], 'opacity="0.6"');
  blurry += rect(wx - 20, 660, 360, 36, C.sand300);
  const px = winLeft ? rng.range(640, 760) : rng.range(40, 160);
  blurry +=
    path(blobPath(rng, px, 500, 130, 190), C.sage500) +
    path(blobPath(rng, px + 40, 430, 90, 120), C.sage600, 'opacity="0.8"');
  blurry += rect(px - 70, 650, 140, 160, C.sand500);
  blurry += rect(0, 780, W, 220, C.sand300, 'opacity="0.7"');
  const lx = rng.range(250, 550);
  blurry +=
    stroke(`M${lx},0 V70`, C.ink, 4) +
    path(`M${lx - 70},130 A70,66 0 0 1 ${lx + 70},130Z`, C.teal800) +
    circle(lx, 150, 70, '#fff3d6', 'opacity="0.8"');
  bg += g(blurry, '', `filter="${d.blur(16)}"`);
  bg += circle(400, 400, 320, C.white, `opacity="0.3" filter="${d.blur(50)}"`);
  return (
    bg +
    g(person(d, o), at(400, 350, 1.12)) +
    rect(
      0,
      0,
      W,
      H,
      d.rad(
        [
          [0.6, C.ink, 0],
          [1, C.ink, 0.1],
        ],
        0.5,
        0.4,
        0.75,
      ),
    )
  );
}

// ─── scenes: rooms (designed on a 1600×1067 stage, cropped to the target aspect) ─────────────────────────────────
const SW = 1600,
  SH = 1067;

function roomShell(
  d: Doc,
  floorY: number,
  wall: [string, string] = [C.paper, C.sand100],
  floor: [string, string] = [C.sand200, C.sand300],
): string {
  let s = rect(
    0,
    0,
    SW,
    floorY,
    d.lin([
      [0, wall[0]],
      [1, wall[1]],
    ]),
  );
  s += rect(
    0,
    floorY,
    SW,
    SH - floorY,
    d.lin([
      [0, floor[0]],
      [1, floor[1]],
    ]),
  );
  s += rect(0, floorY - 14, SW, 14, C.white) + rect(0, floorY, SW, 3, C.sand500, 'opacity="0.5"');
  return s;
}

function treatmentRoom(d: Doc, variant: 'wide' | 'close' = 'wide'): string {
  const rng = d.rng;
  const floorY = 820;
  const upholstery = rng.pick([C.teal800, C.teal700, C.teal800, mix(C.teal700, C.sage600, 0.5)]);
  let s = roomShell(d, floorY, [C.paper, '#f1ece2']);
  // accent arch panel behind the chair
  const ax = rng.range(520, 620);
  s += path(
    `M${ax},${floorY - 14} V360 A260,260 0 0 1 ${ax + 520},360 V${floorY - 14}Z`,
    rng.pick([C.teal50, C.sage200, C.sand200]),
  );
  // window
  const wx = 1120 + rng.range(-20, 40);
  s += windowView(d, wx, 150, 360, 500, rng, rng.chance(0.5));
  s += lightOnFloor(wx + 20, 320, floorY, SH, -260);
  // wall cabinets with items
  s += cabinets(d, 50, 600, 330, 220, rng);
  s += counterItems(d, 80, 600, 120, rng);
  s +=
    rect(60, 250, 310, 150, C.white, 6, `stroke="${C.sand200}" stroke-width="3"`) +
    stroke('M215,250 V400', C.sand200, 3) +
    rect(118, 316, 40, 5, C.teal700, 2.5) +
    rect(272, 316, 40, 5, C.teal700, 2.5);
  s += plant(d, 320, 250, 110, 'round', C.sand300, rng);
  // rug under the chair
  s += ellipse(840, floorY + 70, 470, 60, rng.pick([C.sage200, C.teal50, C.sand100]), 'opacity="0.9"');
  // chair, unit with monitor, lamp, stool
  const chairX = 880;
  const postX = chairX - 370;
  s += stroke(`M${postX},${floorY - 330} L${postX},250`, '#d8d3ca', 12);
  s += screen(d, postX - 105, 240, 210, 130, rng.pick(['xray', 'tooth3d'] as const), rng);
  s += dentalUnit(d, postX, floorY, 1);
  s += dentalChair(d, chairX, floorY, 0.94, upholstery);
  s += stool(d, chairX - 150, floorY + 80, 1, rng.pick([C.teal700, C.sand600, C.coral300]));
  s += operatingLamp(d, chairX - 40, chairX - 150, 330, 1, [chairX - 240, 520]);
  // plant by the window
  s += plant(
    d,
    1490,
    floorY + 70,
    380,
    rng.pick(['fan', 'tall', 'monstera'] as const),
    rng.pick([C.white, C.sand300, C.teal800]),
    rng,
  );
  if (variant === 'close') s += rect(0, 0, SW, SH, C.white, 'opacity="0.04"');
  return s;
}

function receptionScene(d: Doc): string {
  const rng = d.rng;
  const floorY = 800;
  let s = roomShell(d, floorY, [C.paper, C.sand100], [C.sand200, C.sand300]);
  // wood slat wall behind the desk
  const wx = 420,
    ww = 760;
  s += rect(wx, 90, ww, floorY - 104, C.sand500);
  for (let x = wx + 14; x < wx + ww; x += 28) s += rect(x, 90, 10, floorY - 104, C.sand600, 'opacity="0.6"');
  // logo mark on the slats
  s += circle(800, 262, 92, C.paper) + g(logoMark(d, C.teal800, C.sage500), at(800, 266, 0.95));
  s += text(800, 408, 'Nowy Uśmiech', 42, C.paper, `${SERIF} text-anchor="middle"`);
  // pendant lamps
  for (const px of [540, 1060]) s += pendantLamp(px, 0, 170, 46, C.teal800, 'dome');
  // receptionist behind the desk
  s += g(
    g(
      person(d, {
        skin: rng.pick([SKINS.fair, SKINS.medium]),
        hair: rng.pick([HAIRS.dark, HAIRS.brown]),
        style: rng.pick(['bun', 'ponytail', 'long'] as const),
        outfit: 'scrubs',
        color: C.teal700,
        earrings: true,
      }),
      at(660, 510, 0.42),
    ),
    '',
    `clip-path="${d.clip(rect(0, 0, SW, 640, '#000'))}"`,
  );
  // desk: counter + front
  s += shadow(d, 800, floorY + 10, 420, 18, 0.2);
  s += rect(400, 610, 800, 30, C.white, 8);
  s += rect(420, 636, 760, floorY - 636, C.teal800, 0);
  for (let x = 440; x < 1170; x += 36) s += rect(x, 650, 18, floorY - 660, C.teal700, 9);
  s += rect(420, 636, 760, 14, '#0b4a47');
  // items on the counter
  s +=
    rect(840, 540, 120, 74, '#2a3534', 6) + rect(848, 548, 104, 58, C.teal100, 3) + rect(890, 610, 20, 10, '#2a3534');
  s += plant(d, 1110, 612, 120, 'round', C.sand300, rng);
  s += rect(480, 596, 70, 16, C.sand300, 3) + rect(486, 584, 60, 12, C.coral300, 3);
  // plants and waiting chairs
  s += plant(d, 250, floorY + 90, 420, rng.pick(['fan', 'monstera'] as const), C.white, rng);
  s += plant(d, 1390, floorY + 60, 360, 'tall', C.sand300, rng);
  s += armchair(d, 1420 + 60, floorY + 150, 1.1, C.sage500);
  s += windowView(d, 60, 160, 240, 420, rng, true);
  return s;
}

function armchair(d: Doc, x: number, y: number, sc: number, color: string): string {
  const S = (v: number) => v * sc;
  let s = shadow(d, x, y, S(130), S(12), 0.18);
  s += stroke(
    `M${x - S(100)},${y} L${x - S(90)},${y - S(60)} M${x + S(100)},${y} L${x + S(90)},${y - S(60)}`,
    C.sand800,
    S(8),
  );
  s += rect(x - S(120), y - S(200), S(240), S(150), color, S(40));
  s += rect(x - S(130), y - S(110), S(260), S(60), darken(color, 0.1), S(28));
  s += rect(x - S(100), y - S(130), S(200), S(40), lighten(color, 0.15), S(20));
  return s;
}

function loungeScene(d: Doc): string {
  const rng = d.rng;
  const floorY = 790;
  let s = roomShell(d, floorY, [C.off, '#efe8dc']);
  // two arched windows
  s += windowView(d, 140, 150, 300, 480, rng, true) + windowView(d, 520, 150, 300, 480, rng, true);
  s += lightOnFloor(160, 260, floorY, SH, 200) + lightOnFloor(540, 260, floorY, SH, 200);
  // shelves with books and plants
  const shx = 1020;
  for (const sy of [300, 460]) {
    s += rect(shx, sy, 440, 14, C.sand700, 3);
    let bx = shx + 20;
    while (bx < shx + 400) {
      const k = rng.int(0, 3);
      if (k < 2) {
        const n = rng.int(3, 5);
        for (let i = 0; i < n; i++) {
          const bh = rng.range(60, 90);
          s += rect(bx, sy - bh, 16, bh, rng.pick([C.teal700, C.sand500, C.coral300, C.sage500, C.teal300]), 2);
          bx += 18;
        }
        bx += 20;
      } else if (k === 2) {
        s += plant(d, bx + 30, sy, 100, 'round', C.white, rng);
        bx += 80;
      } else {
        s += circle(bx + 26, sy - 30, 28, C.sand300) + circle(bx + 26, sy - 30, 12, C.paper);
        bx += 70;
      }
    }
  }
  s += wallArt(d, 1080, 540, 150, 110, rng);
  // rug, sofa, coffee table, floor lamp
  s +=
    ellipse(800, floorY + 150, 560, 80, C.sand300, 'opacity="0.9"') +
    ellipse(800, floorY + 150, 520, 66, C.sand200, 'opacity="0.8"');
  const sofa = rng.pick([C.teal800, C.teal700, C.sage600]);
  const sx = 330,
    sy = floorY + 110;
  s += shadow(d, sx + 300, sy + 6, 330, 16, 0.22);
  s += stroke(`M${sx + 40},${sy} l-6,26 M${sx + 560},${sy} l6,26`, C.sand800, 10);
  s += rect(sx, sy - 250, 600, 190, sofa, 40);
  s += rect(sx - 30, sy - 150, 660, 140, darken(sofa, 0.12), 36);
  s +=
    rect(sx + 20, sy - 120, 270, 60, lighten(sofa, 0.12), 24) +
    rect(sx + 310, sy - 120, 270, 60, lighten(sofa, 0.12), 24);
  s +=
    rect(sx + 40, sy - 230, 120, 100, C.sand300, 30, 'transform="rotate(-8 400 800)"') +
    rect(sx + 440, sy - 225, 110, 95, C.coral300, 28, `transform="rotate(7 ${sx + 495} ${sy - 180})"`);
  // coffee table
  const tx = 1080,
    ty = floorY + 200;
  s += shadow(d, tx, ty + 4, 150, 12, 0.2);
  s += stroke(`M${tx - 80},${ty} L${tx - 60},${ty - 90} M${tx + 80},${ty} L${tx + 60},${ty - 90}`, C.sand800, 10);
  s += ellipse(tx, ty - 96, 150, 26, C.sand600) + ellipse(tx, ty - 102, 150, 26, C.sand300);
  s +=
    rect(tx - 90, ty - 120, 80, 12, C.teal300, 3, `transform="rotate(-6 ${tx - 50} ${ty - 114})"`) +
    plant(d, tx + 50, ty - 102, 110, 'tall', C.coral300, rng);
  // floor lamp
  s +=
    stroke(`M1470,${floorY + 140} L1470,420 Q1470,380 1420,370`, C.ink, 6, 'opacity="0.75"') +
    path('M1350,380 L1480,380 L1450,320 L1380,320Z', C.sand500) +
    ellipse(1470, floorY + 140, 50, 10, C.ink, 'opacity="0.6"');
  s += pendantLamp(800, 0, 140, 70, C.sand600, 'globe');
  return s;
}

function equipmentScene(d: Doc): string {
  const rng = d.rng;
  const floorY = 830;
  let s = roomShell(d, floorY, [C.paper, C.teal50]);
  s += path(blobPath(rng, 780, 430, 520, 300, 8, 0.1), C.white, 'opacity="0.6"');
  s += '<!--rug-->';
  // panoramic x-ray unit (left)
  const px = 360;
  s += shadow(d, px, floorY + 6, 160, 14, 0.2);
  s += rect(px - 150, floorY - 20, 300, 26, '#d7d3ca', 10);
  s += rect(
    px - 40,
    150,
    80,
    floorY - 150,
    d.lin(
      [
        [0, '#eceae4'],
        [0.5, C.white],
        [1, '#d6d2c9'],
      ],
      0,
      0,
      1,
      0,
    ),
    14,
  );
  s += rect(px - 46, 140, 92, 60, C.teal800, 14);
  s += rect(px - 20, 360, 240, 50, C.white, 24, `stroke="#dcd8cf" stroke-width="3"`); // arm
  s += path(
    `M${px + 40},410 Q${px + 40},520 ${px + 20},560 L${px + 60},560 Q${px + 80},520 ${px + 80},410Z`,
    '#e8e4dc',
  );
  s += path(
    `M${px + 200},410 Q${px + 200},520 ${px + 180},560 L${px + 220},560 Q${px + 240},520 ${px + 240},410Z`,
    '#e8e4dc',
  );
  s += rect(px + 60, 520, 140, 20, C.teal600, 10) + rect(px + 110, 500, 40, 30, C.sand300, 8);
  s +=
    rect(px - 30, 620, 60, 110, C.white, 10, `stroke="#dcd8cf" stroke-width="3"`) +
    circle(px, 660, 10, C.coral) +
    rect(px - 18, 690, 36, 8, C.teal400, 3);
  // monitor with panoramic x-ray on a desk (centre)
  const dx = 640;
  s +=
    rect(dx, 640, 520, 22, C.sand600, 6) +
    rect(dx + 20, 662, 18, floorY - 662, C.sand700) +
    rect(dx + 482, 662, 18, floorY - 662, C.sand700);
  s += shadow(d, dx + 260, floorY + 6, 260, 10, 0.14);
  s +=
    screen(d, dx + 60, 380, 400, 220, 'xray', rng) +
    rect(dx + 240, 604, 40, 36, '#2a3534') +
    rect(dx + 200, 632, 120, 10, '#2a3534', 4);
  s += rect(dx + 90, 612, 120, 24, C.white, 6, `stroke="#dcd8cf" stroke-width="2"`);
  // intraoral scanner cart (right)
  const cx = 1300;
  s += shadow(d, cx, floorY + 6, 110, 12, 0.18);
  s +=
    rect(cx - 12, 520, 24, floorY - 540, C.steel600) +
    path(
      `M${cx - 90},${floorY} L${cx},${floorY - 30} L${cx + 90},${floorY}`,
      'none',
      `stroke="${C.steel600}" stroke-width="10" stroke-linecap="round"`,
    );
  s += screen(d, cx - 120, 330, 240, 170, 'tooth3d', rng);
  s += rect(cx - 90, 520, 180, 24, C.white, 8, `stroke="#dcd8cf" stroke-width="2"`);
  s +=
    stroke(`M${cx + 40},520 L${cx + 70},462`, C.white, 16) +
    stroke(`M${cx + 40},520 L${cx + 70},462`, '#dcd8cf', 2, 'opacity="0.8"') +
    circle(cx + 72, 458, 8, C.teal600);
  s += stroke(`M${cx + 40},530 Q${cx + 100},640 ${cx + 20},700`, '#bdb8ae', 4);
  s += plant(d, 1465, floorY + 40, 280, 'tall', C.white, rng);
  s += pendantLamp(900, 0, 110, 50, C.teal800, 'cone');
  // wall shelf with binders above the desk
  s += rect(dx + 40, 250, 440, 12, C.sand700, 3);
  let bx = dx + 60;
  for (let i = 0; i < 6; i++) {
    const bh = rng.range(70, 90);
    s +=
      rect(bx, 250 - bh, 26, bh, [C.teal700, C.teal400, C.sand500, C.coral300, C.sage500, C.teal800][i] as string, 3) +
      rect(bx + 6, 250 - bh + 12, 14, 14, C.white, 2, 'opacity="0.7"');
    bx += 30;
  }
  s +=
    plant(d, dx + 360, 250, 100, 'round', C.white, rng) +
    circle(dx + 440, 214, 30, C.sand300) +
    circle(dx + 440, 214, 12, C.paper);
  // rug and desk chair
  s = s.replace('<!--rug-->', ellipse(dx + 260, floorY + 80, 360, 46, C.sage200, 'opacity="0.9"'));
  const chx = dx + 300,
    chy = floorY + 110;
  s += shadow(d, chx, chy, 90, 10, 0.18);
  s +=
    stroke(`M${chx - 70},${chy - 4} L${chx},${chy - 24} L${chx + 70},${chy - 4}`, '#9d988f', 8) +
    rect(chx - 6, chy - 110, 12, 90, C.steel600, 5);
  s +=
    rect(chx - 80, chy - 140, 160, 36, C.sage600, 18) +
    rect(chx - 70, chy - 300, 140, 170, C.sage500, 40) +
    rect(chx - 54, chy - 286, 108, 24, C.sage400, 12);
  return s;
}

function facadeScene(d: Doc): string {
  const rng = d.rng;
  const groundY = 900;
  let s = rect(
    0,
    0,
    SW,
    SH,
    d.lin([
      [0, '#d6ebe6'],
      [1, C.paper],
    ]),
  );
  s += circle(rng.range(200, 1400), 120, 70, C.white, 'opacity="0.8"');
  for (let i = 0; i < 3; i++)
    s += ellipse(rng.range(100, 1500), rng.range(80, 220), rng.range(80, 140), 26, C.white, 'opacity="0.8"');
  // neighbouring buildings
  s += rect(-20, 220, 360, groundY - 220, C.sand300) + rect(1260, 180, 360, groundY - 180, C.sage300);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 2; c++) {
      s += rect(40 + c * 150, 280 + r * 140, 80, 100, C.paper, 4);
      s += rect(1300 + c * 150, 240 + r * 150, 80, 110, C.paper, 4);
    }
  }
  // main tenement house
  const bx = 340,
    bw = 920,
    top = 120;
  s += rect(bx, top, bw, groundY - top, C.off);
  s += rect(bx - 10, top - 24, bw + 20, 34, C.sand300, 4) + rect(bx, top + 10, bw, 10, C.sand200);
  for (let r = 0; r < 3; r++) {
    const y = top + 60 + r * 170;
    s += rect(bx, y + 140, bw, 8, C.sand200);
    for (let c = 0; c < 5; c++) {
      const x = bx + 60 + c * 170;
      s += path(
        `M${x},${y + 120} V${y + 30} A50,30 0 0 1 ${x + 100},${y + 30} V${y + 120}Z`,
        d.lin([
          [0, '#cfe3df'],
          [1, '#a9c9c3'],
        ]),
      );
      s += stroke(`M${x + 50},${y + 10} V${y + 120} M${x},${y + 60} H${x + 100}`, C.white, 6);
      s += rect(x - 8, y + 118, 116, 10, C.sand300, 3);
      if ((r + c) % 3 === 0)
        s +=
          rect(x + 6, y + 100, 88, 18, C.sage600, 6) +
          circle(x + 20, y + 98, 10, C.coral300) +
          circle(x + 50, y + 96, 12, C.sage500) +
          circle(x + 80, y + 98, 10, C.coral300);
    }
  }
  // ground floor clinic
  const gy = 640;
  s += rect(bx, gy, bw, groundY - gy, C.teal800);
  s +=
    rect(
      bx + 60,
      gy + 70,
      300,
      groundY - gy - 70,
      d.lin([
        [0, '#cfe6e1'],
        [1, '#9cc5be'],
      ]),
    ) +
    rect(
      bx + 560,
      gy + 70,
      300,
      groundY - gy - 70,
      d.lin([
        [0, '#cfe6e1'],
        [1, '#9cc5be'],
      ]),
    );
  s +=
    rect(bx + 200, gy + 70, 8, groundY - gy - 70, C.teal900) + rect(bx + 700, gy + 70, 8, groundY - gy - 70, C.teal900);
  s +=
    plant(d, bx + 130, groundY - 30, 150, 'round', C.sand300, rng) +
    plant(d, bx + 790, groundY - 30, 150, 'fan', C.white, rng);
  // door
  s +=
    rect(bx + 400, gy + 50, 120, groundY - gy - 50, C.teal950, 4) +
    rect(
      bx + 412,
      gy + 62,
      96,
      groundY - gy - 74,
      d.lin([
        [0, '#cfe6e1'],
        [1, '#a6ccc6'],
      ]),
      3,
    ) +
    rect(bx + 490, gy + 150, 8, 50, C.sand500, 3);
  // sign
  s += rect(bx + 250, gy - 6, 420, 56, C.paper, 6) + g(logoMark(d, C.teal800, C.sage500), at(bx + 292, gy + 22, 0.36));
  s += text(bx + 322, gy + 33, 'Nowy Uśmiech', 28, C.teal800, 'font-family="DejaVu Serif" font-weight="bold"');
  // awning
  s +=
    path(`M${bx + 40},${gy + 50} H${bx + 380} L${bx + 360},${gy + 90} H${bx + 60}Z`, C.sand500) +
    path(`M${bx + 540},${gy + 50} H${bx + 880} L${bx + 860},${gy + 90} H${bx + 560}Z`, C.sand500);
  // pavement, trees, lamp, bike
  s += rect(0, groundY, SW, SH - groundY, C.sand200) + rect(0, groundY, SW, 12, C.sand500, 'opacity="0.5"');
  for (let x = 0; x < SW; x += 120) s += rect(x, groundY + 12, 2, SH - groundY, C.sand300);
  for (const tx of [200, 1380]) {
    s += rect(tx - 10, 620, 20, groundY - 610, C.sand800, 4);
    s +=
      path(blobPath(rng, tx, 520, 150, 140), C.sage500) +
      path(blobPath(rng, tx - 30, 480, 100, 90), C.sage400, 'opacity="0.8"');
  }
  s +=
    stroke(`M1240,${groundY + 20} V560`, C.teal900, 10) +
    path('M1210,560 H1270 L1260,520 H1220Z', C.teal900) +
    ellipse(1240, 566, 22, 6, '#fff3d6');
  // map pin
  const mx = rng.range(1080, 1160),
    my = 330;
  s += shadow(d, mx, my + 210, 50, 10, 0.2);
  s += path(
    `M${mx},${my + 190} C${mx - 40},${my + 120} ${mx - 90},${my + 80} ${mx - 90},${my} A90,90 0 1 1 ${mx + 90},${my} C${mx + 90},${my + 80} ${mx + 40},${my + 120} ${mx},${my + 190}Z`,
    C.coral,
  );
  s += circle(mx, my, 50, C.white) + toothIcon(d, mx, my + 4, 64, { shine: false, fill: C.teal700 });
  return s;
}

function consultationScene(d: Doc): string {
  const rng = d.rng;
  const floorY = 820;
  let s = roomShell(d, floorY, [C.paper, C.sand100]);
  s += windowView(d, 1120, 140, 380, 500, rng, false);
  s += lightOnFloor(1140, 340, floorY, SH, -300);
  s += wallArt(d, 180, 220, 200, 150, rng) + wallArt(d, 420, 260, 120, 110, rng);
  // dentist behind the desk
  s += g(
    g(
      person(d, {
        skin: SKINS.fair,
        hair: HAIRS.brown,
        style: 'bob',
        outfit: 'coat',
        color: C.teal700,
        earrings: true,
        age: 45,
      }),
      at(760, 420, 0.62),
    ),
    '',
    `clip-path="${d.clip(rect(0, 0, SW, 620, '#000'))}"`,
  );
  // desk
  s += shadow(d, 800, floorY + 4, 420, 16, 0.2);
  s += rect(380, 620, 820, floorY - 640, C.sand300) + rect(380, 620, 820, 40, C.sand500, 'opacity="0.4"');
  s += rect(360, 600, 860, 30, C.sand600, 8) + rect(380, 630, 820, 12, C.sand700, 'opacity="0.7"');
  s += rect(380, floorY - 24, 820, 24, C.sand500);
  // things on the desk: tooth model, tablet, tea, plant, form
  s += toothIcon(d, 520, 548, 110, {});
  s += rect(470, 600, 100, 10, C.teal800, 4);
  s += rect(880, 560, 170, 38, '#2a3534', 6, `transform="skewX(-20)"`);
  s +=
    rect(650, 584, 140, 16, C.white, 2, `stroke="${C.sand300}" stroke-width="2"`) + rect(660, 586, 60, 4, C.teal400, 2);
  s +=
    rect(1080, 556, 46, 44, C.white, 8) +
    path('M1126,566 q22,0 22,14 q0,14 -22,14', 'none', `stroke="${C.white}" stroke-width="7"`) +
    ellipse(1103, 560, 19, 5, C.sand600);
  s += plant(d, 1180, 600, 110, 'round', C.teal800, rng);
  // patient chair seen from behind (foreground)
  s += shadow(d, 560, SH - 6, 190, 16, 0.2);
  s +=
    rect(390, 740, 340, 360, C.sage600, 70) +
    rect(410, 756, 300, 60, C.sage500, 30) +
    rect(370, 860, 60, 220, C.sage700, 28) +
    rect(690, 860, 60, 220, C.sage700, 28);
  s += plant(d, 1480, floorY + 80, 380, 'fan', C.sand300, rng);
  s += pendantLamp(800, 0, 140, 60, C.teal800, 'dome');
  return s;
}

/** Tooth + leaf brand mark in local space, centred, ≈ 120px tall at scale 1 (the leaf is knocked out of the tooth). */
function logoMark(d: Doc, toothColor: string, leafColor: string): string {
  const id = d.uid('m');
  d.defs.push(
    `<mask id="${id}" maskUnits="userSpaceOnUse" x="-80" y="-80" width="160" height="160"><rect x="-80" y="-80" width="160" height="160" fill="#fff"/>` +
      `<path d="M-5,32 C-34,10 -30,-30 9,-45 C27,-22 27,16 -5,32Z" fill="#000"/></mask>`,
  );
  let s = path(scalePath(TOOTH_D, 118, 0, 4), toothColor, `mask="url(#${id})"`);
  s += path('M-2,22 C-20,6 -18,-22 6,-32 C16,-16 16,8 -2,22Z', leafColor);
  s += stroke('M-2,22 C0,4 3,-12 6,-30', toothColor, 2.5, 'opacity="0.6"');
  return s;
}

// ─── motifs (objects for services and posts) ─────────────────────────────────────────────────────────────────
/** A dental instrument lying along +x from (x, y): mirror, probe, scaler. */
function instrument(
  d: Doc,
  x: number,
  y: number,
  len: number,
  angle: number,
  kind: 'mirror' | 'probe' | 'scaler',
  grip = C.teal700,
): string {
  const hw = len * 0.035;
  let o = rect(
    0,
    -hw,
    len * 0.7,
    hw * 2,
    d.lin([
      [0, '#e9eeee'],
      [0.5, '#c6cfcf'],
      [1, '#9eaaa9'],
    ]),
    hw,
  );
  o += rect(len * 0.12, -hw * 1.15, len * 0.36, hw * 2.3, grip, hw);
  for (let i = 0; i < 6; i++)
    o += rect(len * (0.15 + i * 0.05), -hw * 1.15, len * 0.012, hw * 2.3, darken(grip, 0.2), 0, 'opacity="0.5"');
  o += stroke(`M${len * 0.7},0 L${len * 0.9},0`, '#a9b4b3', hw * 0.8);
  if (kind === 'mirror') {
    o += stroke(`M${len * 0.9},0 L${len * 0.94},${-len * 0.02}`, '#a9b4b3', hw * 0.6);
    o +=
      circle(len * 0.985, -len * 0.03, len * 0.06, '#9eaaa9') +
      circle(
        len * 0.985,
        -len * 0.03,
        len * 0.05,
        d.lin(
          [
            [0, '#f4fbfa'],
            [1, '#b9d0cd'],
          ],
          0,
          0,
          1,
          1,
        ),
      );
    o += stroke(`M${len * 0.955},${-len * 0.055} l${len * 0.02},${-len * 0.012}`, C.white, hw * 0.4);
  } else if (kind === 'probe') {
    o += stroke(
      `M${len * 0.9},0 Q${len},0 ${len * 0.99},${-len * 0.06} L${len * 0.985},${-len * 0.08}`,
      '#a9b4b3',
      hw * 0.35,
    );
  } else {
    o += stroke(`M${len * 0.9},0 Q${len * 0.99},${len * 0.005} ${len * 0.99},${len * 0.05}`, '#a9b4b3', hw * 0.45);
  }
  return g(o, at(x, y, 1, angle));
}

function toothbrush(x: number, y: number, len: number, angle: number, color: string): string {
  const w = len * 0.07;
  let o = path(
    `M0,${-w / 2} L${len * 0.7},${-w * 0.35} L${len},${-w * 0.3} L${len},${w * 0.3} L${len * 0.7},${w * 0.35} L0,${w / 2}Z`,
    color,
  );
  o += rect(len * 0.08, -w * 0.25, len * 0.34, w * 0.5, lighten(color, 0.35), w * 0.25, 'opacity="0.8"');
  o += rect(len * 0.72, -w * 0.25 - len * 0.11, len * 0.27, len * 0.11, C.white, len * 0.01);
  for (let i = 0; i < 7; i++)
    o += rect(
      len * (0.735 + i * 0.036),
      -w * 0.25 - len * 0.11,
      len * 0.018,
      len * 0.11,
      i % 2 ? C.teal200 : '#e9f3f1',
      1,
    );
  return g(o, at(x, y, 1, angle));
}

function toothpaste(d: Doc, x: number, y: number, len: number, angle: number): string {
  const w = len * 0.3;
  let o = path(
    `M0,${-w / 2} L${len * 0.82},${-w * 0.3} L${len * 0.82},${w * 0.3} L0,${w / 2} L${-len * 0.04},${w * 0.3} L${-len * 0.04},${-w * 0.3}Z`,
    C.white,
  );
  o += rect(len * 0.82, -w * 0.22, len * 0.16, w * 0.44, C.teal700, 6);
  o +=
    rect(len * 0.2, -w * 0.3, len * 0.4, w * 0.6, C.teal100, 8) +
    path(
      `M${len * 0.26},0 Q${len * 0.4},${-w * 0.25} ${len * 0.54},0 Q${len * 0.4},${w * 0.25} ${len * 0.26},0Z`,
      C.coral,
    );
  void d;
  return g(o, at(x, y, 1, angle));
}

function cup(x: number, y: number, h: number, color: string): string {
  const w = h * 0.8;
  return (
    path(`M${x - w / 2},${y - h} L${x + w / 2},${y - h} L${x + w * 0.4},${y} L${x - w * 0.4},${y}Z`, color) +
    ellipse(x, y - h, w / 2, h * 0.08, lighten(color, 0.25)) +
    rect(x - w * 0.3, y - h * 0.6, w * 0.6, h * 0.2, C.white, 4, 'opacity="0.4"')
  );
}

function clipboard(d: Doc, x: number, y: number, w: number, h: number, checks: number): string {
  let o = shadow(d, x + w / 2 + 8, y + h / 2 + 12, w / 2, h / 2, 0.15);
  o += rect(x, y, w, h, C.sand600, 14) + rect(x + 16, y + 20, w - 32, h - 34, C.white, 6);
  o += rect(x + w / 2 - 50, y - 12, 100, 40, C.steel600, 10);
  for (let i = 0; i < checks; i++) {
    const ly = y + 80 + i * ((h - 120) / checks);
    o += rect(x + 40, ly - 14, 28, 28, C.teal50, 6, `stroke="${C.teal400}" stroke-width="3"`);
    o += stroke(`M${x + 46},${ly} l7,7 l13,-15`, C.teal700, 5);
    o += rect(x + 86, ly - 6, (w - 140) * (i % 2 ? 0.7 : 0.9), 12, C.sand300, 6);
  }
  return o;
}

function calendar(d: Doc, x: number, y: number, w: number, h: number, mark: number): string {
  let o = shadow(d, x + w / 2 + 8, y + h / 2 + 12, w / 2, h / 2, 0.15);
  o +=
    rect(x, y, w, h, C.white, 18) +
    path(`M${x},${y + 18} a18,18 0 0 1 18,-18 h${w - 36} a18,18 0 0 1 18,18 v${h * 0.2 - 18} h${-w}Z`, C.teal800);
  o += rect(x + w * 0.25 - 6, y - 16, 12, 40, C.sand700, 6) + rect(x + w * 0.75 - 6, y - 16, 12, 40, C.sand700, 6);
  const cols = 6,
    rows = 4;
  const gw = (w - 60) / cols,
    gh = (h * 0.8 - 50) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x + 30 + c * gw + gw / 2,
        cy = y + h * 0.2 + 30 + r * gh + gh / 2;
      const i = r * cols + c;
      if (i === mark) {
        o += circle(cx, cy, Math.min(gw, gh) * 0.46, C.coral) + circle(cx, cy, Math.min(gw, gh) * 0.18, C.white);
      } else o += circle(cx, cy, Math.min(gw, gh) * 0.14, i < mark ? C.teal200 : C.sand300);
    }
  }
  return o;
}

function clockFace(d: Doc, x: number, y: number, r: number): string {
  let o =
    shadow(d, x + 6, y + 10, r, r, 0.12) +
    circle(x, y, r, C.white) +
    circle(x, y, r * 0.92, 'none', `stroke="${C.teal100}" stroke-width="${r * 0.06}"`);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    o += circle(x + Math.sin(a) * r * 0.75, y - Math.cos(a) * r * 0.75, r * (i % 3 === 0 ? 0.05 : 0.03), C.teal600);
  }
  o +=
    stroke(`M${x},${y} L${x + r * 0.4},${y - r * 0.2}`, C.ink, r * 0.07) +
    stroke(`M${x},${y} L${x},${y - r * 0.58}`, C.teal800, r * 0.05) +
    circle(x, y, r * 0.07, C.coral);
  return o;
}

function syringe(d: Doc, x: number, y: number, len: number, angle: number): string {
  const w = len * 0.12;
  let o = rect(
    0,
    -w / 2,
    len * 0.55,
    w,
    d.lin([
      [0, '#f5fbfa'],
      [1, '#d4e6e3'],
    ]),
    w * 0.2,
    `stroke="#b9cfcc" stroke-width="2"`,
  );
  o += rect(len * 0.22, -w * 0.4, len * 0.3, w * 0.8, C.teal200, w * 0.15, 'opacity="0.8"');
  for (let i = 0; i < 5; i++) o += rect(len * (0.08 + i * 0.09), -w / 2, 2, w * 0.35, '#8aa5a1');
  o += rect(-len * 0.04, -w * 0.75, len * 0.04, w * 1.5, C.white, 3, `stroke="#b9cfcc" stroke-width="2"`);
  o +=
    rect(-len * 0.3, -w * 0.12, len * 0.27, w * 0.24, '#dfe7e6') +
    rect(-len * 0.34, -w * 0.45, len * 0.05, w * 0.9, C.teal700, 4);
  o += rect(len * 0.55, -w * 0.2, len * 0.07, w * 0.4, C.teal700, 3);
  o += stroke(`M${len * 0.62},0 L${len},0`, '#9aa7a6', Math.max(2, w * 0.07));
  void d;
  return g(o, at(x, y, 1, angle));
}

function vial(x: number, y: number, h: number, liquid: string): string {
  const w = h * 0.42;
  let o = rect(
    x - w / 2,
    y - h * 0.82,
    w,
    h * 0.82,
    C.white,
    w * 0.2,
    `fill-opacity="0.75" stroke="#cfdcda" stroke-width="2"`,
  );
  o += rect(x - w / 2 + 3, y - h * 0.5, w - 6, h * 0.5 - 3, liquid, w * 0.18, 'opacity="0.75"');
  o +=
    rect(x - w * 0.4, y - h, w * 0.8, h * 0.2, C.teal700, 4) + rect(x - w / 2, y - h * 0.86, w, h * 0.06, C.steel, 2);
  o += rect(x - w / 2 + 6, y - h * 0.72, 5, h * 0.5, C.white, 3, 'opacity="0.7"');
  return o;
}

function shieldCheck(x: number, y: number, size: number, color: string): string {
  const s2 = size / 2;
  let o = path(
    `M${x},${y - s2} C${x + s2 * 0.5},${y - s2 * 0.7} ${x + s2 * 0.8},${y - s2 * 0.75} ${x + s2 * 0.9},${y - s2 * 0.78} C${x + s2 * 0.95},${y} ${x + s2 * 0.6},${y + s2 * 0.7} ${x},${y + s2} C${x - s2 * 0.6},${y + s2 * 0.7} ${x - s2 * 0.95},${y} ${x - s2 * 0.9},${y - s2 * 0.78} C${x - s2 * 0.8},${y - s2 * 0.75} ${x - s2 * 0.5},${y - s2 * 0.7} ${x},${y - s2}Z`,
    color,
  );
  o += stroke(`M${x - s2 * 0.35},${y} l${s2 * 0.25},${s2 * 0.25} l${s2 * 0.45},${s2 * 0.5 * -1}`, C.white, size * 0.08);
  return o;
}

/** Tooth cross-section (enamel, dentine, pulp and root canals) ≈ size wide. */
function toothSection(d: Doc, x: number, y: number, size: number, withFile: boolean): string {
  const outer = scalePath(
    'M-0.5,-0.32 C-0.56,-0.72 -0.2,-0.74 0,-0.6 C0.2,-0.74 0.56,-0.72 0.5,-0.32 C0.48,0 0.4,0.3 0.34,0.7 C0.3,1.02 0.18,1.04 0.14,0.7 C0.1,0.42 0.05,0.3 0,0.3 C-0.05,0.3 -0.1,0.42 -0.14,0.7 C-0.18,1.04 -0.3,1.02 -0.34,0.7 C-0.4,0.3 -0.48,0 -0.5,-0.32Z',
    size,
    x,
    y,
  );
  let o = path(outer, C.sand200);
  // enamel cap
  o += g(
    rect(
      x - size,
      y - size,
      size * 2,
      size * 0.82,
      d.lin([
        [0, C.white],
        [1, '#f3efe6'],
      ]),
    ),
    '',
    `clip-path="${d.clip(path(outer, '#000'))}"`,
  );
  o += path(outer, 'none', `stroke="${C.sand600}" stroke-width="${size * 0.012}"`);
  // pulp + canals
  const pulp = scalePath(
    'M-0.22,-0.2 C-0.22,-0.36 -0.08,-0.34 0,-0.28 C0.08,-0.34 0.22,-0.36 0.22,-0.2 C0.22,-0.02 0.2,0.1 0.18,0.2 C0.2,0.5 0.24,0.74 0.24,0.92 L0.22,0.92 C0.18,0.6 0.12,0.3 0.06,0.16 L-0.06,0.16 C-0.12,0.3 -0.18,0.6 -0.22,0.92 L-0.24,0.92 C-0.24,0.74 -0.2,0.5 -0.18,0.2 C-0.2,0.1 -0.22,-0.02 -0.22,-0.2Z',
    size,
    x,
    y,
  );
  o += path(
    pulp,
    d.lin([
      [0, C.coral300],
      [1, C.coral],
    ]),
  );
  // jaw block: bone with the gum on top, the tooth set into it
  const jaw =
    rect(x - size * 0.95, y + size * 0.02, size * 1.9, size * 1.12, C.sand300, size * 0.14) +
    rect(x - size * 0.95, y + size * 0.02, size * 1.9, size * 0.24, C.coral300, size * 0.12) +
    rect(x - size * 0.95, y + size * 0.14, size * 1.9, size * 0.12, C.coral300);
  let dots = '';
  for (let i = 0; i < 16; i++)
    dots += circle(
      x + (((i * 37) % 17) - 8) * size * 0.11,
      y + size * (0.42 + ((i * 11) % 6) * 0.12),
      size * 0.014,
      C.sand500,
    );
  o = shadow(d, x, y + size * 1.16, size * 0.9, size * 0.05, 0.15) + jaw + dots + o;
  if (withFile) {
    o += stroke(`M${x - size * 0.2},${y + size * 0.86} L${x - size * 0.06},${y - size * 0.7}`, '#8e9a99', size * 0.018);
    o += rect(
      x - size * 0.1,
      y - size * 1.02,
      size * 0.09,
      size * 0.32,
      C.coral,
      size * 0.02,
      `transform="rotate(5 ${x} ${y - size * 0.8})"`,
    );
    o += path(
      `M${x - size * 0.2},${y + size * 0.86} L${x - size * 0.06},${y - size * 0.7}`,
      'none',
      `stroke="${C.white}" stroke-width="${size * 0.006}" stroke-dasharray="4 6" opacity="0.8"`,
    );
  }
  return o;
}

function implantMotif(d: Doc, x: number, y: number, size: number): string {
  // gum and bone block
  let o = shadow(d, x, y + size * 1.05, size * 0.9, size * 0.06, 0.15);
  o += rect(x - size * 0.85, y + size * 0.1, size * 1.7, size * 0.95, C.sand300, size * 0.12);
  o += rect(x - size * 0.85, y + size * 0.1, size * 1.7, size * 0.22, C.coral300, size * 0.1);
  o += rect(x - size * 0.85, y + size * 0.24, size * 1.7, size * 0.08, C.coral300);
  for (let i = 0; i < 14; i++)
    o += circle(
      x + (((i * 37) % 15) - 7) * size * 0.1,
      y + size * (0.45 + ((i * 13) % 6) * 0.09),
      size * 0.02,
      C.sand500,
    );
  // screw
  const sw = size * 0.3,
    top = y + size * 0.16,
    bot = y + size * 0.95;
  o += path(
    `M${x - sw / 2},${top} H${x + sw / 2} L${x + sw * 0.38},${bot - size * 0.05} Q${x},${bot + size * 0.03} ${x - sw * 0.38},${bot - size * 0.05}Z`,
    d.lin(
      [
        [0, '#c8d2d2'],
        [0.45, '#f2f6f6'],
        [1, '#8e9c9b'],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  for (let t = top + size * 0.08; t < bot - size * 0.06; t += size * 0.07) {
    const k = (t - top) / (bot - top);
    const hw = sw / 2 - k * sw * 0.12 + size * 0.03;
    o += stroke(`M${x - hw},${t} L${x + hw},${t + size * 0.035}`, '#7f8d8c', size * 0.016);
  }
  // abutment and crown
  o += rect(x - sw * 0.32, y - size * 0.02, sw * 0.64, size * 0.2, '#b8c4c3', 4);
  const crown = scalePath(
    'M-0.5,0.1 C-0.56,-0.4 -0.2,-0.48 0,-0.34 C0.2,-0.48 0.56,-0.4 0.5,0.1 C0.46,0.26 0.3,0.3 0,0.3 C-0.3,0.3 -0.46,0.26 -0.5,0.1Z',
    size * 0.62,
    x,
    y - size * 0.2,
  );
  o +=
    path(
      crown,
      d.lin([
        [0, C.white],
        [1, '#ece6da'],
      ]),
    ) + path(crown, 'none', `stroke="${C.sand500}" stroke-width="2"`);
  o += stroke(
    `M${x - size * 0.2},${y - size * 0.36} q${size * 0.06},${-size * 0.06} ${size * 0.14},${-size * 0.05}`,
    C.white,
    size * 0.03,
  );
  return o;
}

/** Dental arch from above, optionally under a clear aligner. */
function archMotif(d: Doc, x: number, y: number, size: number, aligner: boolean): string {
  let o = '';
  const n = 14;
  const pts: Array<[number, number, number]> = [];
  for (let i = 0; i < n; i++) {
    const t = (i / (n - 1)) * 2 - 1;
    const px = x + t * size * 0.62;
    const py = y - size * 0.55 + t * t * size * 0.9;
    const ang = Math.atan2(size * 1.8 * t, size * 0.62) * (180 / Math.PI);
    pts.push([px, py, ang]);
  }
  o += path(
    `M${x - size * 0.7},${y + size * 0.42} Q${x},${y - size * 1.4} ${x + size * 0.7},${y + size * 0.42} L${x + size * 0.5},${y + size * 0.46} Q${x},${y - size * 0.95} ${x - size * 0.5},${y + size * 0.46}Z`,
    C.coral200,
    'opacity="0.9"',
  );
  for (let i = 0; i < n; i++) {
    const [px, py, ang] = pts[i] as [number, number, number];
    const e = Math.abs(i - (n - 1) / 2);
    const tw = size * (e < 2 ? 0.1 : e < 4 ? 0.095 : 0.12);
    const th = size * (e < 2 ? 0.075 : e < 4 ? 0.085 : 0.11);
    o += g(
      rect(-tw / 2, -th / 2, tw, th, C.white, tw * 0.35, `stroke="${C.sand500}" stroke-width="2"`),
      at(px, py, 1, -ang),
    );
  }
  if (aligner) {
    const al = `M${x - size * 0.74},${y + size * 0.46} Q${x},${y - size * 1.5} ${x + size * 0.74},${y + size * 0.46}`;
    o += stroke(al, '#bfe3f0', size * 0.2, 'opacity="0.45"');
    o += stroke(al, C.white, size * 0.02, 'opacity="0.9"');
  }
  return o;
}

function shadeGuide(x: number, y: number, w: number): string {
  const cols = ['#fbfaf6', '#f6f0e2', '#efe4cc', '#e8d8b6', '#e0cc9e', '#d7be8a'];
  const tw = w / cols.length;
  let o = rect(x - 10, y - 14, w + 20, 28, C.teal800, 10);
  cols.forEach((c, i) => {
    o += path(
      `M${x + i * tw + 6},${y} h${tw - 12} v${tw * 1.9} q0,${tw * 0.5} ${-(tw - 12) / 2},${tw * 0.5} q${-(tw - 12) / 2},0 ${-(tw - 12) / 2},${-tw * 0.5}Z`,
      c,
      `stroke="#d8cdb8" stroke-width="1.5"`,
    );
  });
  return o;
}

/** Face in profile facing right, (x, y) ≈ the eye, size ≈ head height. */
function faceProfile(d: Doc, x: number, y: number, size: number, skin: string, hair: string): string {
  const k = size / 400;
  const P = (pts: Pt[]) => pts.map(([px, py]) => [x + px * k, y + py * k] as Pt);
  const headPts = P([
    [-130, 330],
    [-128, 200],
    [-196, 40],
    [-192, -96],
    [-110, -188],
    [0, -206],
    [84, -168],
    [118, -100],
    [127, -46],
    [121, -12],
    [146, 44],
    [170, 80],
    [150, 94],
    [136, 98],
    [146, 114],
    [134, 126],
    [145, 140],
    [126, 160],
    [140, 190],
    [124, 214],
    [70, 232],
    [48, 262],
    [52, 330],
  ]);
  let o = path(
    smoothClosed(headPts),
    d.lin(
      [
        [0, skin],
        [1, lighten(skin, 0.1)],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  // neck shadow under the jaw
  o += path(
    smoothClosed(
      P([
        [60, 236],
        [-40, 214],
        [-110, 200],
        [-126, 260],
        [-40, 270],
        [50, 262],
      ]),
    ),
    mix(skin, '#7a4a35', 0.2),
    `opacity="0.35" filter="${d.blur(Math.round(10 * k))}"`,
  );
  // towel wrapped around the shoulders
  o += path(
    smoothClosed(
      P([
        [-250, 470],
        [-236, 330],
        [-120, 286],
        [0, 296],
        [120, 300],
        [196, 350],
        [210, 470],
      ]),
    ),
    C.white,
  );
  o += stroke(
    smoothOpen(
      P([
        [-200, 340],
        [-60, 318],
        [80, 330],
        [170, 370],
      ]),
    ),
    C.sand300,
    6 * k,
  );
  o += stroke(
    smoothOpen(
      P([
        [-180, 380],
        [-40, 356],
        [100, 370],
      ]),
    ),
    C.sand200,
    5 * k,
  );
  // hair with a low bun
  o += circle(x - 206 * k, y + 96 * k, 64 * k, hair);
  o += path(
    smoothClosed(
      P([
        [-212, 70],
        [-214, -80],
        [-124, -206],
        [0, -226],
        [92, -186],
        [112, -128],
        [60, -140],
        [0, -132],
        [-56, -104],
        [-96, -40],
        [-118, 40],
        [-150, 130],
      ]),
    ),
    hair,
  );
  o += stroke(
    smoothOpen(
      P([
        [-120, -170],
        [-20, -206],
        [70, -180],
      ]),
    ),
    lighten(hair, 0.2),
    9 * k,
    'opacity="0.5"',
  );
  // ear, eye, brow, lips, cheek
  o += ellipse(x - 64 * k, y + 14 * k, 22 * k, 36 * k, mix(skin, '#8a5a40', 0.15));
  o += stroke(`M${x + 62 * k},${y - 22 * k} q${16 * k},${10 * k} ${34 * k},${0}`, C.ink, 5 * k);
  o += stroke(
    `M${x + 72 * k},${y - 18 * k} l${-4 * k},${10 * k} M${x + 84 * k},${y - 16 * k} l${-2 * k},${10 * k}`,
    C.ink,
    3 * k,
    'opacity="0.7"',
  );
  o += stroke(`M${x + 56 * k},${y - 58 * k} q${30 * k},${-14 * k} ${60 * k},${-2 * k}`, darken(hair, 0.1), 7 * k);
  o += path(
    smoothClosed(
      P([
        [136, 100],
        [146, 114],
        [134, 127],
        [145, 140],
        [128, 146],
        [124, 126],
        [126, 108],
      ]),
    ),
    C.coral,
    'opacity="0.75"',
  );
  o += circle(x + 70 * k, y + 60 * k, 34 * k, C.coral, `opacity="0.16"`);
  return o;
}

/** Syringe whose needle tip touches (tx, ty), coming in at `angle` degrees. */
function syringeTo(d: Doc, tx: number, ty: number, len: number, angle: number): string {
  const a = (angle * Math.PI) / 180;
  return syringe(d, tx - Math.cos(a) * len, ty - Math.sin(a) * len, len, angle);
}

/** Child (head and shoulders) brushing teeth. */
function kidBrushing(d: Doc, x: number, y: number, sc: number, o: Partial<PersonOpts> = {}): string {
  const kid: PersonOpts = {
    skin: SKINS.light,
    hair: HAIRS.auburn,
    style: 'pigtails',
    outfit: 'tee',
    color: C.teal400,
    child: true,
    ...o,
  };
  const S = (v: number) => v * sc;
  let s = g(person(d, kid), at(x, y, sc));
  // toothbrush held from the side, head at the smile, bristles up
  s += g(toothbrush(0, 0, S(190), 0, C.coral), `translate(${r1(x + S(150))} ${r1(y + S(98))}) scale(-1 1) rotate(-4)`);
  // arm: sleeve, forearm, hand
  s += stroke(`M${x + S(190)},${y + S(300)} L${x + S(250)},${y + S(225)}`, darken(kid.color, 0.06), S(66));
  s += stroke(`M${x + S(250)},${y + S(225)} L${x + S(168)},${y + S(112)}`, mix(kid.skin, '#7a4a35', 0.1), S(46));
  s +=
    circle(x + S(160), y + S(100), S(30), kid.skin) +
    stroke(
      `M${x + S(140)},${y + S(76)} q${S(14)},${S(-8)} ${S(30)},${S(2)}`,
      mix(kid.skin, '#7a4a35', 0.25),
      S(4),
      'opacity="0.6"',
    );
  // foam bubbles
  for (const [bx, by, br] of [
    [-52, 62, 10],
    [-70, 40, 7],
    [-40, 36, 5],
    [-84, 70, 6],
  ] as Array<[number, number, number]>) {
    s += circle(
      x + S(bx),
      y + S(by),
      S(br),
      C.white,
      `opacity="0.95" stroke="${C.teal100}" stroke-width="${r1(S(2))}"`,
    );
  }
  return s;
}

// ─── compositions: services & posts ─────────────────────────────────────────────────────────────────────────────
interface Stage {
  bg: string;
  cx: number; // motif centre x
}
/** Background for object compositions: gradient, a soft backdrop shape, a table edge and a few accents. */
function stage(
  d: Doc,
  W: number,
  H: number,
  tone: 'teal' | 'sand' | 'sage' | 'coral',
  layout: 'left' | 'center' | 'right',
  table = true,
): Stage {
  const rng = d.rng;
  const grads: Record<string, [string, string, string]> = {
    teal: [C.teal50, C.teal100, C.teal200],
    sand: [C.paper, C.sand200, C.sand300],
    sage: [C.off, C.sage200, C.sage300],
    coral: [C.paper, C.coral200, '#f3c4b6'],
  };
  const [a, b, c] = grads[tone] as [string, string, string];
  const cx = layout === 'left' ? W * 0.36 : layout === 'right' ? W * 0.64 : W * 0.5;
  let s = rect(
    0,
    0,
    W,
    H,
    d.lin(
      [
        [0, a],
        [1, b],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const shape = rng.int(0, 2);
  const R = H * rng.range(0.36, 0.44);
  if (shape === 0) s += circle(cx, H * 0.46, R, c, 'opacity="0.8"');
  else if (shape === 1)
    s += path(`M${cx - R},${H} V${H * 0.5} A${R},${R} 0 0 1 ${cx + R},${H * 0.5} V${H}Z`, c, 'opacity="0.8"');
  else s += path(blobPath(rng, cx, H * 0.48, R * 1.1, R * 0.95), c, 'opacity="0.8"');
  // small accents
  const ax = layout === 'right' ? W * 0.16 : W * 0.84;
  s += dotsGrid(ax - 60, H * rng.range(0.12, 0.22), 5, 4, 26, 4, tone === 'teal' ? C.teal400 : C.sand700, 0.45);
  s += circle(
    layout === 'right' ? W * 0.9 : W * 0.08,
    H * rng.range(0.15, 0.35),
    H * 0.05,
    C.coral300,
    'opacity="0.7"',
  );
  s += path(
    `M${W * rng.range(0.05, 0.2)},${H * 0.9} q40,-30 80,0 t80,0`,
    'none',
    `stroke="${C.teal400}" stroke-width="6" stroke-linecap="round" opacity="0.35"`,
  );
  if (table)
    s +=
      rect(
        0,
        H * 0.82,
        W,
        H * 0.18,
        d.lin([
          [0, C.sand300],
          [1, C.sand500],
        ]),
      ) + rect(0, H * 0.82, W, 6, C.white, 'opacity="0.5"');
  return { bg: s, cx };
}

function serviceScene(d: Doc, slug: string): string {
  const W = 1200,
    H = 800;
  const rng = d.rng;
  const layout = rng.pick(['left', 'center', 'right'] as const);
  const side = layout === 'right' ? -1 : 1; // which side secondary items go
  const tableY = H * 0.82;
  let st: Stage;
  let m = '';
  switch (slug) {
    case 'przeglad-stomatologiczny': {
      st = stage(d, W, H, 'teal', layout);
      m += shadow(d, st.cx, tableY + 4, 150, 12, 0.18);
      m += toothIcon(d, st.cx, H * 0.46, 330, {});
      m +=
        instrument(d, st.cx - 250, tableY + 50, 420, -5, 'mirror') +
        instrument(d, st.cx - 170, tableY + 100, 400, -2, 'probe', C.sand600);
      m += clipboard(d, st.cx + side * 330 - 110, H * 0.3, 220, 290, 3);
      m += sparkle(st.cx + 150, H * 0.2, 26, C.white) + sparkle(st.cx - 160, H * 0.28, 16, C.white);
      break;
    }
    case 'higienizacja': {
      st = stage(d, W, H, 'sage', layout);
      m += toothIcon(d, st.cx, H * 0.44, 320, {});
      for (let i = 0; i < 9; i++) {
        const a = rng.range(0, Math.PI * 2),
          rr = rng.range(190, 260);
        m += circle(
          st.cx + Math.cos(a) * rr,
          H * 0.44 + Math.sin(a) * rr * 0.8,
          rng.range(10, 28),
          C.white,
          `opacity="${r1(rng.range(0.5, 0.9) * 10) / 10}" stroke="${C.teal200}" stroke-width="3"`,
        );
      }
      m += toothbrush(st.cx - 380, tableY + 10, 460, -8, C.teal700);
      m +=
        cup(st.cx + side * 360, tableY + 10, 190, C.teal400) +
        toothbrush(st.cx + side * 360 - 30, tableY - 150, 300, -80, C.coral);
      m += sparkle(st.cx + 110, H * 0.22, 30, C.white) + sparkle(st.cx - 130, H * 0.6, 18, C.white);
      break;
    }
    case 'leczenie-kanalowe': {
      st = stage(d, W, H, 'teal', layout, false);
      m += toothSection(d, st.cx, H * 0.4, 270, true);
      m += g(screen(d, 0, 0, 260, 170, 'xray', rng), at(st.cx + side * 400 - 130, H * 0.2));
      m += instrument(d, st.cx + side * 400 - 170, H * 0.78, 340, -14, 'probe');
      break;
    }
    case 'wybielanie-zebow': {
      st = stage(d, W, H, 'coral', layout);
      m += g(smileIcon(d, 460), at(st.cx, H * 0.44));
      m += shadeGuide(st.cx - 180, tableY - 6, 360);
      m +=
        sparkle(st.cx + 200, H * 0.22, 34, C.white) +
        sparkle(st.cx - 220, H * 0.28, 22, C.white) +
        sparkle(st.cx + 250, H * 0.5, 14, C.white);
      m += toothpaste(d, st.cx + side * 400 - 120, tableY + 40, 240, -6);
      break;
    }
    case 'implanty-zebowe': {
      st = stage(d, W, H, 'teal', layout, false);
      m += implantMotif(d, st.cx, H * 0.36, 360);
      m += g(screen(d, 0, 0, 230, 160, 'tooth3d', rng), at(st.cx + side * 390 - 115, H * 0.16));
      break;
    }
    case 'ortodoncja-nakladkowa': {
      st = stage(d, W, H, 'sage', layout);
      m += archMotif(d, st.cx, H * 0.52, 420, true);
      const bx = st.cx + side * 380;
      m +=
        shadow(d, bx, tableY + 6, 120, 10, 0.2) +
        rect(bx - 110, tableY - 90, 220, 96, C.teal700, 46) +
        rect(bx - 110, tableY - 90, 220, 44, C.teal600, 40) +
        rect(bx - 40, tableY - 52, 80, 8, C.teal800, 4);
      m += sparkle(st.cx + 160, H * 0.16, 24, C.white);
      break;
    }
    case 'stomatologia-dziecieca': {
      st = stage(d, W, H, 'teal', layout, false);
      m += kidBrushing(d, st.cx, H * 0.4, 0.95, { color: C.coral300 });
      m += toothIcon(d, st.cx + side * 380, H * 0.38, 170, { face: true });
      m += sparkle(st.cx - side * 300, H * 0.2, 24, C.white) + sparkle(st.cx + side * 300, H * 0.72, 18, C.white);
      for (let i = 0; i < 5; i++)
        m += sparkle(rng.range(60, W - 60), rng.range(40, 200), rng.range(6, 12), C.sand600, 'opacity="0.7"');
      break;
    }
    case 'korony-porcelanowe': {
      st = stage(d, W, H, 'sand', layout);
      // neighbouring teeth set in the gum, a prepared tooth in the middle, the crown coming down onto it
      const x = st.cx,
        gumY = H * 0.62;
      m += shadow(d, x, tableY + 4, 280, 14, 0.2);
      m += toothIcon(d, x - 200, gumY + 10, 170, {}) + toothIcon(d, x + 200, gumY + 10, 170, {});
      m += path(
        `M${x - 70},${gumY + 30} L${x - 56},${gumY - 70} Q${x},${gumY - 92} ${x + 56},${gumY - 70} L${x + 70},${gumY + 30}Z`,
        C.sand200,
        `stroke="${C.sand600}" stroke-width="3"`,
      );
      m +=
        rect(x - 310, gumY, 620, tableY - gumY + 10, C.sand300, 34) +
        rect(x - 310, gumY, 620, 60, C.coral300, 30) +
        rect(x - 310, gumY + 30, 620, 30, C.coral300);
      for (let i = 0; i < 10; i++) m += circle(x - 260 + i * 56, gumY + 95 + (i % 3) * 14, 5, C.sand500);
      const crown = scalePath(
        'M-0.5,0.1 C-0.56,-0.4 -0.2,-0.48 0,-0.34 C0.2,-0.48 0.56,-0.4 0.5,0.1 C0.46,0.3 0.3,0.36 0,0.36 C-0.3,0.36 -0.46,0.3 -0.5,0.1Z',
        190,
        x,
        H * 0.2,
      );
      m += shadow(d, x, gumY - 100, 70, 8, 0.12);
      m +=
        path(
          crown,
          d.lin([
            [0, C.white],
            [1, '#eee7d9'],
          ]),
        ) + path(crown, 'none', `stroke="${C.sand500}" stroke-width="3"`);
      m += stroke(`M${x - 60},${H * 0.16} q18,-18 42,-16`, C.white, 9);
      m += path(
        `M${x},${H * 0.3} V${gumY - 112}`,
        'none',
        `stroke="${C.teal600}" stroke-width="5" stroke-dasharray="10 12" stroke-linecap="round"`,
      );
      m += path(
        `M${x - 14},${gumY - 124} L${x},${gumY - 104} L${x + 14},${gumY - 124}`,
        'none',
        `stroke="${C.teal600}" stroke-width="5" stroke-linecap="round"`,
      );
      m += sparkle(x + 130, H * 0.12, 22, C.white) + sparkle(x - 140, H * 0.28, 14, C.white);
      m += shadeGuide(st.cx + side * 430 - 100, H * 0.16, 200);
      break;
    }
    case 'toksyna-botulinowa': {
      st = stage(d, W, H, 'sand', layout, false);
      const fx = st.cx - 60,
        fy = H * 0.42;
      m += faceProfile(d, fx, fy, 480, SKINS.fair, HAIRS.brown);
      for (const [px, py] of [
        [40, -110],
        [76, -100],
        [100, -84],
        [60, -80],
      ] as Pt[])
        m += circle(fx + px * 1.2, fy + py * 1.2, 6, C.white, `opacity="0.95" stroke="${C.coral}" stroke-width="3"`);
      m += syringeTo(d, fx + 112, fy - 116, 250, 150);
      m += vial(st.cx + side * 420, H * 0.86, 140, C.teal200);
      break;
    }
    case 'mezoterapia-iglowa': {
      st = stage(d, W, H, 'sage', layout, false);
      const fx = st.cx - 80,
        fy = H * 0.42;
      m += faceProfile(d, fx, fy, 480, SKINS.medium, HAIRS.dark);
      for (let i = 0; i < 18; i++)
        m += circle(fx + rng.range(10, 110), fy + rng.range(20, 110), rng.range(3, 5), C.white, 'opacity="0.9"');
      m += vial(st.cx + side * 340, H * 0.88, 150, C.coral300) + vial(st.cx + side * 430, H * 0.88, 120, C.sage400);
      m += syringe(d, st.cx + side * 330 - 100, H * 0.3, 230, -24);
      break;
    }
    default: {
      // leczenie-zachowawcze-nfz
      st = stage(d, W, H, 'teal', layout);
      const tx = st.cx,
        ty = H * 0.47;
      m += shadow(d, tx, tableY + 4, 150, 12, 0.18);
      m += toothIcon(d, tx, ty, 320, {});
      // a fresh tooth-coloured filling on the crown
      const fx = tx + 44,
        fy = ty - 104;
      m += path(blobPath(rng, fx, fy, 46, 30, 6, 0.15), '#f3ecdc', `stroke="${C.teal300}" stroke-width="4"`);
      m += sparkle(fx + 54, fy - 40, 16, C.white);
      // curing light aimed at the filling, blue glow
      const a = side > 0 ? 160 : 20;
      const ar = (a * Math.PI) / 180;
      const tip: Pt = [336, -34];
      const ox = fx + 40 * Math.cos(ar) - (tip[0] * Math.cos(ar) - tip[1] * Math.sin(ar));
      const oy = fy + 40 * Math.sin(ar) - (tip[0] * Math.sin(ar) + tip[1] * Math.cos(ar));
      m += circle(fx, fy, 70, '#7cc0ff', `opacity="0.25" filter="${d.blur(14)}"`);
      m += g(
        rect(0, -22, 280, 44, C.white, 22, `stroke="#d3cec5" stroke-width="3"`) +
          rect(40, -22, 90, 44, C.teal700, 18) +
          stroke('M280,0 L330,-30', '#d3cec5', 16) +
          circle(336, -34, 12, '#6bb7ff'),
        at(ox, oy, 1, a),
      );
      m += shieldCheck(tx - side * 370, H * 0.36, 190, C.teal700);
      m += instrument(d, tx - 190, tableY + 60, 380, -3, 'scaler', C.sand700);
      break;
    }
  }
  return st.bg + m;
}

/** Simple stylised smile (lips + teeth) for motifs, centred at 0,0, w wide. */
function smileIcon(d: Doc, w: number): string {
  const k = w / 400;
  const S = (dStr: string) => scalePath(dStr, k);
  let o = path(S('M-200,0 C-120,-70 -40,-70 0,-56 C40,-70 120,-70 200,0 C140,120 -140,120 -200,0Z'), C.coral600);
  o += path(S('M-176,4 C-100,-26 100,-26 176,4 C110,70 -110,70 -176,4Z'), C.mouth);
  let teeth = '';
  for (let i = -4; i < 4; i++) {
    const x = (i + 0.5) * 40;
    const wv = 38 - Math.abs(i + 0.5) * 2;
    teeth += rect(
      (x - wv / 2) * k,
      -20 * k,
      wv * k,
      (52 - Math.abs(i + 0.5) * 5) * k,
      C.white,
      9 * k,
      `stroke="#e8e2d4" stroke-width="2"`,
    );
  }
  o += g(
    teeth,
    '',
    `clip-path="${d.clip(path(S('M-176,4 C-100,-26 100,-26 176,4 C110,70 -110,70 -176,4Z'), '#000'))}"`,
  );
  o += path(S('M-200,0 C-100,-40 100,-40 200,0 C100,-24 -100,-24 -200,0Z'), C.coral);
  return o;
}

function postScene(d: Doc, slug: string): string {
  const W = 1200,
    H = 630;
  const rng = d.rng;
  let st: Stage;
  let m = '';
  const layout = rng.pick(['left', 'right'] as const);
  const side = layout === 'right' ? -1 : 1;
  switch (slug) {
    case 'jak-czesto-na-przeglad': {
      st = stage(d, W, H, 'teal', layout, false);
      m += calendar(d, st.cx - 190, H * 0.2, 380, 360, 13);
      m += clockFace(d, st.cx + side * 300, H * 0.32, 90);
      m += toothIcon(d, st.cx + side * 330, H * 0.74, 140, {});
      break;
    }
    case 'nadwrazliwosc-zebow': {
      st = stage(d, W, H, 'sand', layout, false);
      m += toothIcon(d, st.cx, H * 0.5, 300, {});
      for (const [dx, dy, rot] of [
        [-190, -120, -20],
        [200, -90, 25],
        [-210, 60, 10],
      ] as Array<[number, number, number]>) {
        m += g(
          path('M0,-30 L14,-6 L2,-6 L16,26 L-12,-2 L0,-2 L-10,-30Z', C.coral),
          at(st.cx + dx, H * 0.5 + dy, 1.6, rot),
        );
      }
      // ice cube and hot cup
      m += g(
        rect(-60, -60, 120, 120, '#dff1f6', 22, 'opacity="0.95"') +
          rect(-40, -44, 30, 60, C.white, 10, 'opacity="0.8"'),
        at(st.cx + side * 380, H * 0.36, 1, 12),
      );
      m +=
        cup(st.cx + side * 330, H * 0.92, 130, C.coral300) +
        stroke(
          `M${st.cx + side * 310},${H * 0.62} q-16,-30 0,-60 M${st.cx + side * 350},${H * 0.62} q-16,-30 0,-60`,
          C.white,
          8,
        );
      break;
    }
    case 'pierwsza-wizyta-dziecka': {
      st = stage(d, W, H, 'sand', layout, false);
      m += kidBrushing(d, st.cx, H * 0.36, 0.8, { style: 'kid', hair: HAIRS.dark, skin: SKINS.tan, color: C.teal400 });
      m += toothIcon(d, st.cx + side * 360, H * 0.46, 170, { face: true });
      // balloon
      const bx = st.cx - side * 330;
      m +=
        stroke(`M${bx},${H * 0.5} q-20,80 10,${H * 0.5}`, C.ink, 2, 'opacity="0.4"') +
        ellipse(bx, H * 0.34, 60, 76, C.teal600) +
        ellipse(bx - 18, H * 0.28, 12, 20, C.white, 'opacity="0.4"');
      break;
    }
    default: {
      // higienizacja-krok-po-kroku: three steps
      st = stage(d, W, H, 'sage', 'center', false);
      const xs = [W * 0.2, W * 0.5, W * 0.8];
      m += path(
        `M${xs[0]},${H * 0.5} Q${W * 0.35},${H * 0.3} ${xs[1]},${H * 0.5} T${xs[2]},${H * 0.5}`,
        'none',
        `stroke="${C.teal600}" stroke-width="5" stroke-dasharray="2 16" stroke-linecap="round"`,
      );
      xs.forEach((x, i) => {
        m += shadow(d, x + 6, H * 0.5 + 14, 130, 130, 0.12) + circle(x, H * 0.5, 130, C.white);
        m +=
          circle(x - 90, H * 0.5 - 95, 30, C.teal800) +
          text(
            x - 90,
            H * 0.5 - 84,
            String(i + 1),
            32,
            C.white,
            'font-family="DejaVu Sans" font-weight="bold" text-anchor="middle"',
          );
      });
      m += instrument(d, (xs[0] as number) - 100, H * 0.62, 220, -35, 'scaler');
      m += toothIcon(d, (xs[0] as number) + 30, H * 0.46, 110, {});
      // air-flow: spray
      m += toothIcon(d, (xs[1] as number) + 20, H * 0.52, 110, {});
      for (let i = 0; i < 10; i++)
        m += circle(
          (xs[1] as number) - 70 + rng.range(-20, 30),
          H * 0.4 + rng.range(-30, 30),
          rng.range(4, 9),
          C.teal300,
          'opacity="0.8"',
        );
      m += g(
        rect(-110, -14, 110, 28, C.teal700, 14) + rect(0, -8, 24, 16, C.steel600, 4),
        at((xs[1] as number) - 70, H * 0.36, 1, 30),
      );
      // polish: sparkling tooth
      m +=
        toothIcon(d, xs[2] as number, H * 0.5, 130, {}) +
        sparkle((xs[2] as number) + 60, H * 0.36, 20, C.coral) +
        sparkle((xs[2] as number) - 60, H * 0.62, 12, C.teal600);
      break;
    }
  }
  return st.bg + m;
}

// ─── brand ──────────────────────────────────────────────────────────────────────────────────────────────────────
const SERIF = 'font-family="DejaVu Serif" font-weight="bold"';
const SANS = 'font-family="DejaVu Sans"';

function logo(d: Doc, inverse: boolean): string {
  const tooth = inverse ? C.off : C.teal800;
  const leaf = inverse ? C.sage300 : C.sage600;
  let s = g(logoMark(d, tooth, leaf), at(62, 62, 0.8)); // the mark spans y -67…+87 at scale 1
  s += text(128, 78, 'Nowy Uśmiech', 46, inverse ? C.white : C.teal800, `${SERIF} letter-spacing="0.5"`);
  s += text(130, 109, 'STOMATOLOGIA · ESTETYKA', 15, inverse ? C.sand300 : C.sand800, `${SANS} letter-spacing="3.2"`);
  return s;
}

function favicon(d: Doc): string {
  return (
    rect(
      0,
      0,
      192,
      192,
      d.lin(
        [
          [0, C.teal700],
          [1, C.teal900],
        ],
        0,
        0,
        1,
        1,
      ),
      42,
    ) + g(logoMark(d, C.off, C.sage300), at(96, 86, 0.98))
  );
}

function ogDefault(d: Doc): string {
  const W = 1200,
    H = 630;
  let s = rect(
    0,
    0,
    W,
    H,
    d.lin(
      [
        [0, C.paper],
        [1, C.sand200],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  s += circle(1075, 315, 300, C.teal800) + circle(1075, 315, 225, C.teal700, 'opacity="0.6"');
  s += path(blobPath(d.rng, 1100, 590, 220, 80), C.sage400, 'opacity="0.5"');
  s += g(logoMark(d, C.off, C.sage300), at(1075, 305, 2.0));
  s += sparkle(950, 150, 22, C.sand300) + sparkle(1170, 470, 14, C.sand300);
  s += g(logoMark(d, C.teal800, C.sage600), at(120, 168, 0.7));
  s += text(90, 330, 'Nowy Uśmiech', 78, C.teal800, SERIF);
  s += rect(94, 370, 90, 6, C.coral, 3);
  s += text(92, 440, 'Stomatologia i medycyna estetyczna', 34, C.ink, SANS);
  s += text(92, 490, 'Kraków', 34, C.sand800, SANS);
  s += dotsGrid(620, 520, 6, 3, 24, 4, C.sand700, 0.4);
  return s;
}

// ─── smile close-up (before/after cases) ────────────────────────────────────────────────────────────────────
interface ToothMod {
  dx?: number;
  dy?: number;
  rot?: number;
  sw?: number;
  sh?: number;
  color?: string;
  chip?: number; // px cut off one incisal corner (sign picks the side)
  stain?: number; // 0..1 brownish patch
  dark?: number; // 0..1 extra shade (tooth set back in the arch)
  filling?: boolean;
}
interface SmileOpts {
  skin: string;
  lip: string;
  tooth: string;
  gum: string;
  upper?: Record<number, ToothMod>; // keys: ±1 (central) … ±6
  lower?: Record<number, ToothMod>;
  gap?: number;
  tartar?: number;
  shine?: boolean;
  dull?: boolean;
  sparkles?: boolean;
}

function toothShape(x0: number, x1: number, yt: number, yb: number, point = 0, chip = 0): string {
  const w = x1 - x0;
  const rt = w * 0.42;
  const rb = w * 0.16;
  const m = (x0 + x1) / 2;
  const left =
    chip < 0
      ? `L${r1(x0 + Math.abs(chip) * 1.3)},${r1(yb)} L${r1(x0)},${r1(yb - Math.abs(chip))}`
      : `L${r1(x0 + rb)},${r1(yb)} Q${r1(x0)},${r1(yb)} ${r1(x0)},${r1(yb - rb)}`;
  const right =
    chip > 0
      ? `L${r1(x1)},${r1(yb - chip)} L${r1(x1 - chip * 1.3)},${r1(yb)}`
      : `L${r1(x1)},${r1(yb - rb)} Q${r1(x1)},${r1(yb)} ${r1(x1 - rb)},${r1(yb)}`;
  return `M${r1(x0)},${r1(yt + rt)} Q${r1(x0)},${r1(yt)} ${r1(m)},${r1(yt)} Q${r1(x1)},${r1(yt)} ${r1(x1)},${r1(yt + rt)} ${right} ${point ? `L${r1(m)},${r1(yb + point)}` : ''} ${left}Z`;
}

function smileScene(d: Doc, o: SmileOpts): string {
  const W = 1200,
    H = 900,
    X0 = 600;
  const skinShade = mix(o.skin, '#6e4030', 0.2);
  const skinDeep = mix(o.skin, '#4e2a1e', 0.35);
  let s = rect(
    0,
    0,
    W,
    H,
    d.rad(
      [
        [0, lighten(o.skin, 0.06)],
        [0.65, o.skin],
        [1, skinShade],
      ],
      0.5,
      0.48,
      0.75,
    ),
  );
  // nose base, philtrum, smile folds, chin
  s += path(
    'M470,0 C470,60 500,110 560,112 Q600,100 640,112 C700,110 730,60 730,0Z',
    mix(o.skin, skinShade, 0.25),
    `filter="${d.blur(10)}"`,
  );
  s += path(
    'M520,70 C500,120 530,150 566,142 C584,138 592,126 600,126 C608,126 616,138 634,142 C670,150 700,120 680,70',
    'none',
    `stroke="${skinDeep}" stroke-width="5" stroke-linecap="round" opacity="0.45" filter="${d.blur(2)}"`,
  );
  s +=
    ellipse(556, 118, 22, 10, skinDeep, 'opacity="0.55" transform="rotate(-12 556 118)"') +
    ellipse(644, 118, 22, 10, skinDeep, 'opacity="0.55" transform="rotate(12 644 118)"');
  s += path(
    'M572,160 Q566,220 576,268 M628,160 Q634,220 624,268',
    'none',
    `stroke="${skinShade}" stroke-width="10" stroke-linecap="round" opacity="0.45" filter="${d.blur(5)}"`,
  );
  s += path(
    'M420,120 C330,200 230,300 190,420 M780,120 C870,200 970,300 1010,420',
    'none',
    `stroke="${skinShade}" stroke-width="16" stroke-linecap="round" opacity="0.4" filter="${d.blur(9)}"`,
  );
  s += path(
    'M470,780 Q600,740 730,780',
    'none',
    `stroke="${skinShade}" stroke-width="22" stroke-linecap="round" opacity="0.45" filter="${d.blur(10)}"`,
  );
  s += ellipse(600, 860, 150, 40, lighten(o.skin, 0.1), `opacity="0.5" filter="${d.blur(20)}"`);

  // mouth opening (inner lip line)
  const opening =
    'M220,430 C360,352 480,338 600,340 C720,338 840,352 980,430 C880,548 720,578 600,578 C480,578 320,548 220,430Z';
  const clip = d.clip(path(opening, '#000'));
  let m = rect(
    200,
    320,
    800,
    280,
    d.rad(
      [
        [0, '#7a3340'],
        [1, C.mouth],
      ],
      0.5,
      0.7,
      0.6,
    ),
  );
  m += ellipse(600, 600, 200, 60, '#b5575f', 'opacity="0.7"');
  // gums
  m += path('M200,320 H1000 V420 C860,400 740,380 600,380 C460,380 340,400 200,420Z', o.gum);
  const widthsU = [92, 74, 68, 56, 50, 44];
  const widthsL = [54, 58, 64, 58, 54, 48];
  const gap = o.gap ?? 0;
  const yTopU = (dx: number) => 352 + 0.00042 * dx * dx;
  const yEdgeU = (dx: number) => 522 - 0.00048 * dx * dx;
  const yTopL = (dx: number) => 512 - 0.00026 * dx * dx;
  const toothFill = (base: string, k: number, incisal: boolean) =>
    d.lin(
      [
        [0, mix(base, '#c9a36a', 0.25 + k * 0.1)],
        [0.35, lighten(base, 0.05)],
        [0.8, base],
        [1, incisal ? mix(base, '#a8b8c0', 0.35) : darken(base, 0.04)],
      ],
      0,
      0,
      0.15,
      1,
    );
  const drawRow = (upper: boolean): string => {
    let out = '';
    const widths = upper ? widthsU : widthsL;
    const mods = (upper ? o.upper : o.lower) ?? {};
    const order = [6, 5, 4, 3, 2, 1];
    for (const side of [-1, 1]) {
      for (const i of order) {
        let x = X0 + side * (upper ? gap / 2 : 0);
        for (let k = 0; k < i - 1; k++) x += side * (widths[k] as number) * 0.93;
        const w0 = (widths[i - 1] as number) * 0.93;
        const mod = mods[side * i] ?? {};
        const w = w0 * (mod.sw ?? 1);
        const xa = side > 0 ? x : x - w0;
        const cx = xa + w0 / 2 + (mod.dx ?? 0);
        const dxc = Math.abs(cx - X0);
        let yt: number, yb: number;
        if (upper) {
          yt = yTopU(dxc) + (mod.dy ?? 0);
          yb = yt + (yEdgeU(dxc) - yTopU(dxc)) * (mod.sh ?? 1) * ([1, 0.88, 0.97, 0.9, 0.88, 0.86][i - 1] as number);
        } else {
          yt = yTopL(dxc) + (mod.dy ?? 0);
          yb = 620;
        }
        const base = mod.color ?? o.tooth;
        const rl = w * 0.16;
        const lowerShape = `M${r1(cx - w / 2)},${yb} L${r1(cx - w / 2)},${r1(yt + rl)} Q${r1(cx - w / 2)},${r1(yt)} ${r1(cx - w / 2 + rl)},${r1(yt)} L${r1(cx + w / 2 - rl)},${r1(yt)} Q${r1(cx + w / 2)},${r1(yt)} ${r1(cx + w / 2)},${r1(yt + rl)} L${r1(cx + w / 2)},${yb}Z`;
        const shape = upper ? toothShape(cx - w / 2, cx + w / 2, yt, yb, i === 3 ? 10 : 0, mod.chip ?? 0) : lowerShape;
        let t = path(
          shape,
          toothFill(base, i / 6, upper && i <= 2),
          `stroke="${mix(base, '#8a6d4a', 0.35)}" stroke-width="1.6" stroke-opacity="0.6"`,
        );
        const tclip = d.clip(path(shape, '#000'));
        let detail = '';
        if (o.shine !== false && i <= 3) {
          detail += ellipse(
            cx - w * 0.12 * side,
            (yt + (upper ? yb : yt + 60)) / 2 - 8,
            w * 0.16,
            (upper ? yb - yt : 40) * 0.3,
            C.white,
            `opacity="${o.dull ? 0.2 : 0.45}" filter="${d.blur(4)}"`,
          );
        }
        if (mod.stain)
          detail += ellipse(
            cx + w * 0.2,
            yt + 30,
            w * 0.3,
            22,
            '#9b7a3c',
            `opacity="${mod.stain * 0.6}" filter="${d.blur(6)}"`,
          );
        if (o.tartar && upper)
          detail += path(
            `M${cx - w},${yt - 10} H${cx + w} V${yt + 22 + o.tartar * 16} Q${cx},${yt + 8 + o.tartar * 10} ${cx - w},${yt + 22 + o.tartar * 16}Z`,
            '#b58d4d',
            `opacity="${0.45 * o.tartar}" filter="${d.blur(3)}"`,
          );
        if (o.tartar && !upper) detail += rect(cx - w, yt + 50, w * 2, 60, '#a98445', `opacity="${0.5 * o.tartar}"`);
        if (mod.filling)
          detail += ellipse(
            cx,
            yt + (yb - yt) * 0.55,
            w * 0.28,
            (yb - yt) * 0.18,
            mix(base, '#8c8f8f', 0.45),
            `opacity="0.7" filter="${d.blur(3)}"`,
          );
        const shade = (i - 1) * 0.07 + (mod.dark ?? 0);
        if (shade > 0) detail += rect(cx - w, yt - 20, w * 2, 260, '#3a1e1a', `opacity="${Math.min(0.7, shade)}"`);
        t += g(detail, '', `clip-path="${tclip}"`);
        out += g(t, mod.rot ? `rotate(${mod.rot} ${r1(cx)} ${r1((yt + yb) / 2)})` : '');
      }
    }
    return out;
  };
  m += drawRow(false);
  m += path(
    'M200,470 C360,520 480,532 600,532 C720,532 840,520 1000,470 V560 H200Z',
    '#2a0f14',
    `opacity="0.35" filter="${d.blur(8)}"`,
  );
  m += drawRow(true);
  // buccal corridors
  m += rect(
    200,
    320,
    800,
    300,
    d.lin(
      [
        [0, '#2a0f14', 0.85],
        [0.2, '#2a0f14', 0.15],
        [0.32, '#2a0f14', 0],
        [0.68, '#2a0f14', 0],
        [0.8, '#2a0f14', 0.15],
        [1, '#2a0f14', 0.85],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  m += path(opening, 'none', `stroke="#2a0f14" stroke-width="10" opacity="0.35" filter="${d.blur(4)}"`);

  // lips
  const lipDark = darken(o.lip, 0.18);
  const upperLip =
    'M204,430 C300,330 420,268 530,270 Q568,270 600,290 Q632,270 670,270 C780,268 900,330 996,430 C840,362 720,346 600,348 C480,346 360,362 204,430Z';
  const lowerLip =
    'M204,430 C320,542 480,570 600,570 C720,570 880,542 996,430 C930,600 780,690 600,690 C420,690 270,600 204,430Z';
  s += path(
    'M204,430 C300,330 420,268 530,270 Q568,270 600,290 Q632,270 670,270 C780,268 900,330 996,430 C930,600 780,690 600,690 C420,690 270,600 204,430Z',
    lipDark,
  );
  s += g(m, '', `clip-path="${clip}"`);
  s += path(
    upperLip,
    d.lin([
      [0, o.lip],
      [1, lipDark],
    ]),
  );
  s += path(
    lowerLip,
    d.lin([
      [0, lipDark],
      [0.5, o.lip],
      [1, mix(o.lip, o.skin, 0.2)],
    ]),
  );
  s += ellipse(600, 630, 150, 22, C.white, `opacity="0.22" filter="${d.blur(10)}"`);
  s += path(
    'M540,288 Q600,300 660,288',
    'none',
    `stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity="0.18" filter="${d.blur(3)}"`,
  );
  s +=
    circle(204, 430, 10, skinDeep, `opacity="0.5" filter="${d.blur(5)}"`) +
    circle(996, 430, 10, skinDeep, `opacity="0.5" filter="${d.blur(5)}"`);
  if (o.sparkles) {
    s +=
      sparkle(470, 400, 16, C.white, 'opacity="0.95"') +
      sparkle(760, 420, 11, C.white, 'opacity="0.9"') +
      sparkle(650, 380, 7, C.white, 'opacity="0.85"');
  }
  if (o.dull) s += rect(0, 0, W, H, '#8d8474', 'opacity="0.10"');
  return s;
}

// ─── output ─────────────────────────────────────────────────────────────────────────────────────────────────────
type Format = 'webp' | 'jpg' | 'png';
interface Job {
  file: string;
  w: number;
  h: number;
  format: Format;
  quality?: number;
  draw: (d: Doc) => string; // returns the complete <svg>
}

const TEAM: Record<string, PersonOpts> = {
  'anna-kowalczyk': {
    skin: SKINS.fair,
    hair: HAIRS.brown,
    style: 'bob',
    outfit: 'coat',
    color: C.teal700,
    age: 45,
    earrings: true,
    badge: false,
  },
  'piotr-nowicki': {
    skin: SKINS.light,
    hair: HAIRS.dark,
    style: 'short',
    outfit: 'scrubs',
    color: C.teal800,
    male: true,
    glasses: true,
    age: 34,
  },
  'magdalena-wisniewska': {
    skin: SKINS.medium,
    hair: HAIRS.black,
    style: 'long',
    outfit: 'coat',
    color: C.sage600,
    age: 35,
    earrings: true,
  },
  'katarzyna-zielinska': {
    skin: SKINS.light,
    hair: HAIRS.auburn,
    style: 'bun',
    outfit: 'scrubs',
    color: C.sage600,
    age: 44,
    earrings: true,
  },
  'tomasz-lewandowski': {
    skin: SKINS.tan,
    hair: '#8e877d',
    style: 'side',
    outfit: 'coat',
    color: '#3f5f7a',
    male: true,
    beard: true,
    age: 55,
  },
  'julia-mazur': {
    skin: SKINS.fair,
    hair: HAIRS.blond,
    style: 'ponytail',
    outfit: 'scrubs',
    color: C.teal400,
    age: 26,
    badge: true,
  },
};

const WHITE_TOOTH = '#f6f3ea';
const CASES: Array<{ slug: string; before: SmileOpts; after: SmileOpts }> = [
  {
    slug: 'odbudowa-usmiechu-licowki',
    before: {
      skin: SKINS.fair,
      lip: '#c97a74',
      tooth: '#e6d7b4',
      gum: '#e39693',
      gap: 14,
      dull: true,
      upper: {
        1: { sh: 0.84, chip: 14, color: '#dfcfa6', stain: 0.4 },
        [-1]: { sh: 0.8, chip: -10, filling: true },
        2: { sw: 0.8, sh: 0.78, dx: 8, color: '#d8c89f' },
        [-2]: { sw: 0.84, sh: 0.86, dx: -6, stain: 0.5 },
        3: { sh: 0.92, color: '#d9c59a' },
        [-3]: { sh: 0.9, filling: true },
      },
    },
    after: { skin: SKINS.fair, lip: '#c97a74', tooth: WHITE_TOOTH, gum: '#e9a19e', shine: true, sparkles: true },
  },
  {
    slug: 'leczenie-ortodontyczne-nakladki',
    before: {
      skin: SKINS.medium,
      lip: '#a9605a',
      tooth: '#efe6d0',
      gum: '#dc8f8d',
      dull: true,
      upper: {
        1: { rot: 6, dx: -6, dy: 6 },
        [-1]: { rot: -4, dy: -2, dx: 4 },
        2: { rot: -14, sw: 0.72, dx: -14, dy: -6, dark: 0.22 },
        [-2]: { rot: 10, sw: 0.8, dx: 12, dark: 0.18 },
        3: { dy: -26, dx: -8, rot: 8 },
        [-3]: { dy: -14, rot: -6 },
        4: { rot: 4 },
      },
      lower: {
        1: { rot: 10, dy: 6 },
        [-1]: { rot: -8, dx: 6, dy: -4 },
        2: { rot: -12, dy: 8, dark: 0.2 },
        [-2]: { rot: 8, dx: -6 },
      },
    },
    after: { skin: SKINS.medium, lip: '#a9605a', tooth: '#f3eee0', gum: '#e39a98', shine: true },
  },
  {
    slug: 'wybielanie-i-higienizacja',
    before: {
      skin: SKINS.deep,
      lip: '#8a4a45',
      tooth: '#e2cc98',
      gum: '#c9686a',
      tartar: 0.9,
      dull: true,
      upper: {
        1: { stain: 0.5 },
        [-1]: { stain: 0.3 },
        2: { color: '#d8bf88' },
        [-3]: { color: '#d6bc86', stain: 0.6 },
      },
    },
    after: { skin: SKINS.deep, lip: '#8a4a45', tooth: '#fbfaf6', gum: '#d98583', shine: true, sparkles: true },
  },
];

const SERVICES = [
  'przeglad-stomatologiczny',
  'higienizacja',
  'leczenie-kanalowe',
  'wybielanie-zebow',
  'implanty-zebowe',
  'ortodoncja-nakladkowa',
  'stomatologia-dziecieca',
  'korony-porcelanowe',
  'toksyna-botulinowa',
  'mezoterapia-iglowa',
  'leczenie-zachowawcze-nfz',
] as const;
const POSTS = [
  'jak-czesto-na-przeglad',
  'nadwrazliwosc-zebow',
  'pierwsza-wizyta-dziecka',
  'higienizacja-krok-po-kroku',
] as const;

function jobs(): Job[] {
  const list: Job[] = [];
  for (const [slug, o] of Object.entries(TEAM)) {
    list.push({
      file: `team/${slug}.webp`,
      w: 800,
      h: 1000,
      format: 'webp',
      draw: (d) => d.render(800, 1000, portraitScene(d, o)),
    });
  }
  const stageJob = (file: string, w: number, h: number, scene: (d: Doc) => string, format: Format = 'webp'): Job => ({
    file,
    w,
    h,
    format,
    draw: (d) => d.render(w, h, scene(d), `0 0 ${SW} ${SH}`),
  });
  list.push(stageJob('hero/home.webp', 1600, 1067, (d) => treatmentRoom(d)));
  list.push(stageJob('hero/about.webp', 1600, 1067, receptionScene));
  list.push(stageJob('hero/contact.webp', 1600, 1067, facadeScene));
  list.push(stageJob('hero/first-visit.webp', 1600, 1067, consultationScene));
  list.push(stageJob('about/interior.webp', 1200, 900, loungeScene));
  list.push(stageJob('about/equipment.webp', 1200, 900, equipmentScene));
  for (const slug of SERVICES) {
    list.push({
      file: `services/${slug}.webp`,
      w: 1200,
      h: 800,
      format: 'webp',
      draw: (d) => d.render(1200, 800, serviceScene(d, slug)),
    });
  }
  for (const slug of POSTS) {
    list.push({
      file: `posts/${slug}.jpg`,
      w: 1200,
      h: 630,
      format: 'jpg',
      quality: 72,
      draw: (d) => d.render(1200, 630, postScene(d, slug)),
    });
  }
  list.push({ file: 'brand/logo.png', w: 560, h: 140, format: 'png', draw: (d) => d.render(560, 140, logo(d, false)) });
  list.push({
    file: 'brand/logo-inverse.png',
    w: 560,
    h: 140,
    format: 'png',
    draw: (d) => d.render(560, 140, logo(d, true)),
  });
  list.push({ file: 'brand/favicon.png', w: 192, h: 192, format: 'png', draw: (d) => d.render(192, 192, favicon(d)) });
  list.push({
    file: 'brand/og-default.jpg',
    w: 1200,
    h: 630,
    format: 'jpg',
    quality: 80,
    draw: (d) => d.render(1200, 630, ogDefault(d)),
  });
  for (const c of CASES) {
    list.push({
      file: `cases/${c.slug}-before.webp`,
      w: 1200,
      h: 900,
      format: 'webp',
      draw: (d) => d.render(1200, 900, smileScene(d, c.before)),
    });
    list.push({
      file: `cases/${c.slug}-after.webp`,
      w: 1200,
      h: 900,
      format: 'webp',
      draw: (d) => d.render(1200, 900, smileScene(d, c.after)),
    });
  }
  return list;
}

async function encode(job: Job, svg: string): Promise<Buffer> {
  const img = sharp(Buffer.from(svg), { density: 72 }).resize(job.w, job.h, { fit: 'cover' });
  if (job.format === 'webp')
    return img.webp({ quality: job.quality ?? 70, effort: 6, smartSubsample: true }).toBuffer();
  if (job.format === 'jpg')
    return img
      .flatten({ background: C.off })
      .jpeg({ quality: job.quality ?? 72, mozjpeg: true })
      .toBuffer();
  return img
    .png({
      compressionLevel: 9,
      adaptiveFiltering: true,
      palette: job.quality !== undefined,
      quality: job.quality ?? 100,
    })
    .toBuffer();
}

/** What the file on disk is against the newly drawn bytes (for --dry-run). */
async function comparedToDisk(out: string, buf: Buffer): Promise<string> {
  const old = await readFile(out).catch(() => null);
  return old === null ? 'new' : old.equals(buf) ? 'unchanged' : 'would change';
}

async function main(): Promise<void> {
  const { values, positionals: filters } = parseFlags({ 'dry-run': { type: 'boolean', default: false } }, USAGE);
  const dryRun = values['dry-run'];
  const selected = jobs().filter((j) => filters.length === 0 || filters.some((f) => j.file.includes(f)));
  let total = 0;
  for (const job of selected) {
    const d = new Doc(new Rng(job.file));
    const svg = job.draw(d);
    const buf = await encode(job, svg);
    const out = join(ROOT, job.file);
    let note = '';
    if (dryRun) note = `  ${await comparedToDisk(out, buf)}`;
    else {
      await mkdir(dirname(out), { recursive: true });
      await writeFile(out, buf);
    }
    total += buf.length;
    console.log(`${job.file.padEnd(52)} ${job.w}x${job.h}  ${(buf.length / 1024).toFixed(1).padStart(6)} KB${note}`);
  }
  console.log(
    `${selected.length} files, ${(total / 1024).toFixed(0)} KB${dryRun ? ' (dry run: nothing written)' : ''}`,
  );
}

await main();
