/**
 * WCAG 2.2 contrast maths on CSS colour strings: parsing (#rgb, #rrggbb, #rgba, #rrggbbaa, rgb(), rgba(), hsl(),
 * hsla(), a few keywords), `color-mix(in srgb, …)` as the stylesheets use it, alpha composited over the backdrop,
 * relative luminance and the contrast ratio. Pure: no DOM, usable in the CLI, the gallery and tests.
 */
import { converter, parse as parseCss } from 'culori';

/** sRGB channels 0..255 and alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const KEYWORDS: Record<string, Rgba> = {
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  transparent: { r: 0, g: 0, b: 0, a: 0 },
};

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

function channel(part: string): number {
  const p = part.trim();
  return p.endsWith('%') ? clamp((parseFloat(p) / 100) * 255, 0, 255) : clamp(parseFloat(p), 0, 255);
}

function alpha(part: string | undefined): number {
  if (part === undefined) return 1;
  const p = part.trim();
  return clamp(p.endsWith('%') ? parseFloat(p) / 100 : parseFloat(p), 0, 1);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Parses a CSS colour; null when it is not one this checker understands. */
export function parseColor(input: string): Rgba | null {
  const s = input.trim().toLowerCase();
  if (KEYWORDS[s]) return { ...KEYWORDS[s] };
  const hex = s.match(/^#([0-9a-f]{3,8})$/);
  if (hex) {
    let h = hex[1]!;
    if (h.length === 3 || h.length === 4) h = [...h].map((c) => c + c).join('');
    if (h.length !== 6 && h.length !== 8) return null;
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = s.match(/^(rgba?|hsla?)\(\s*([^)]*)\)$/);
  if (!fn) return otherCssColour(s);
  const parts = fn[2]!.split(/\s*[,/]\s*|\s+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4 || parts.some((p) => Number.isNaN(parseFloat(p)))) return null;
  if (fn[1]!.startsWith('rgb'))
    return { r: channel(parts[0]!), g: channel(parts[1]!), b: channel(parts[2]!), a: alpha(parts[3]) };
  const [r, g, b] = hslToRgb(
    ((parseFloat(parts[0]!) % 360) + 360) % 360,
    clamp(parseFloat(parts[1]!) / 100, 0, 1),
    clamp(parseFloat(parts[2]!) / 100, 0, 1),
  );
  return { r, g, b, a: alpha(parts[3]) };
}

const toRgb = converter('rgb');

/** Any other CSS Color 4 colour (oklch(), lab(), a named colour) through culori, clipped to sRGB. */
function otherCssColour(s: string): Rgba | null {
  const parsed = parseCss(s);
  if (!parsed) return null;
  const { r, g, b, alpha: a } = toRgb(parsed);
  return { r: clamp(r * 255, 0, 255), g: clamp(g * 255, 0, 255), b: clamp(b * 255, 0, 255), a: a ?? 1 };
}

/** `color-mix(in srgb, a p%, b)`: per-channel interpolation of the gamma-encoded values, as CSS defines it. */
export function mix(a: Rgba, pct: number, b: Rgba): Rgba {
  const p = clamp(pct, 0, 100) / 100;
  const at = (x: number, y: number) => x * p + y * (1 - p);
  const alphaOut = at(a.a, b.a);
  if (alphaOut === 0) return { r: 0, g: 0, b: 0, a: 0 };
  // Premultiplied, as the CSS Color 5 spec mixes colours with alpha.
  const ch = (x: number, y: number) => (a.a * x * p + b.a * y * (1 - p)) / alphaOut;
  return { r: ch(a.r, b.r), g: ch(a.g, b.g), b: ch(a.b, b.b), a: alphaOut };
}

/** A (partly) transparent colour as seen over an opaque backdrop. */
export function over(top: Rgba, backdrop: Rgba): Rgba {
  const a = top.a;
  return {
    r: top.r * a + backdrop.r * (1 - a),
    g: top.g * a + backdrop.g * (1 - a),
    b: top.b * a + backdrop.b * (1 - a),
    a: 1,
  };
}

/** WCAG 2.x relative luminance (0 black … 1 white) of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1..21) of a foreground over a background; transparency is composited first. */
export function contrastRatio(fg: Rgba, bg: Rgba): number {
  const base = bg.a < 1 ? over(bg, KEYWORDS.white!) : bg;
  const top = fg.a < 1 ? over(fg, base) : fg;
  const [hi, lo] = [luminance(top), luminance(base)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** #rrggbb of a colour, for reports. */
export function toHex({ r, g, b }: Rgba): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(clamp(v, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
