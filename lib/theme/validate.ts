import { parse as parseCssColor } from 'culori';
import type { ThemeTokens } from '../clinic-api/schemas';
import { STARTER_THEME } from './starter-theme';

/**
 * Theme tokens checked by kind. The API types them as strings and numbers only; the clinic's panel lets anyone type
 * anything, and a colour typed as "zielony" or a pasted "#0b6e4f;}" would reach the stylesheet as garbage (buttons
 * without a colour). Each token must parse as what it is; one that does not takes the starter's value
 * (STARTER_THEME), and the caller reports it.
 *
 * Colours go through culori's CSS Color 4 parser (hex, rgb/hsl/hwb, lab/lch, oklab/oklch, the 148 named colours):
 * a hand-written list would be that parser again. Lengths, font lists and easings have small grammars, checked by
 * strict patterns below.
 */

type TokenKind = 'colour' | 'length' | 'font list' | 'easing' | 'number';

export interface ThemeProblem {
  /** The token's path in ThemeTokens ("colors.primary"). */
  token: string;
  kind: TokenKind;
  /** The value as the API sent it, cut to a length a log line can carry. */
  value: string;
  /** The starter's value used instead. */
  fallback: string;
}

const SHOWN = 40;
const cut = (v: unknown) => {
  const s = String(v);
  return s.length > SHOWN ? `${s.slice(0, SHOWN)}…` : s;
};

/**
 * A CSS colour: the whole string parses as one (so nothing can follow it: no `;`, `}` or second declaration). An empty
 * string does not parse.
 */
export function isCssColour(v: string): boolean {
  const s = v.trim();
  return s.length <= 100 && parseCssColor(s) !== undefined;
}

/** A non-negative length: 0, or a number with a CSS length unit or %; a dot needs digits after it (not "1.px"). */
const LENGTH = /^(?:0|(?:\d+(?:\.\d+)?|\.\d+)(?:px|rem|em|%|vw|vh|vmin|vmax|svh|lvh|dvh|ch|ex|cqw|cqi))$/i;
export const isCssLength = (v: string) => LENGTH.test(v.trim());

/** A family: a quoted name without quotes, backslashes or braces inside, or identifiers separated by spaces. */
const FAMILY = String.raw`(?:"[^"\\;{}<>\r\n]{1,100}"|'[^'\\;{}<>\r\n]{1,100}'|-?[\p{L}_][\p{L}\p{N}_-]*(?: +-?[\p{L}_][\p{L}\p{N}_-]*)*)`;
const FONT_LIST = new RegExp(String.raw`^\s*${FAMILY}(?:\s*,\s*${FAMILY})*\s*$`, 'u');
export const isFontList = (v: string) => v.length <= 300 && FONT_LIST.test(v);

const NUM = String.raw`-?(?:\d+(?:\.\d+)?|\.\d+)`;
const NAMED_EASING = /^(?:linear|ease|ease-in|ease-out|ease-in-out|step-start|step-end)$/i;
const BEZIER = new RegExp(
  String.raw`^cubic-bezier\(\s*(${NUM})\s*,\s*(${NUM})\s*,\s*(${NUM})\s*,\s*(${NUM})\s*\)$`,
  'i',
);
const STEPS = /^steps\(\s*\d+\s*(?:,\s*(?:jump-start|jump-end|jump-none|jump-both|start|end)\s*)?\)$/i;
const LINEAR_STOP = String.raw`${NUM}(?:\s+${NUM}%){0,2}`;
const LINEAR = new RegExp(String.raw`^linear\(\s*${LINEAR_STOP}(?:\s*,\s*${LINEAR_STOP})+\s*\)$`, 'i');

/** A CSS easing function: a keyword, cubic-bezier() with x1 and x2 in 0..1 (CSS rejects others), steps(), linear(). */
export function isEasing(v: string): boolean {
  const s = v.trim();
  if (NAMED_EASING.test(s) || STEPS.test(s) || (s.length <= 500 && LINEAR.test(s))) return true;
  const b = BEZIER.exec(s);
  if (!b) return false;
  const [x1, x2] = [Number(b[1]), Number(b[3])];
  return x1 >= 0 && x1 <= 1 && x2 >= 0 && x2 <= 1;
}

/** elevation.shadowColor may also be an "r g b" triplet of 0..255 (themeCss writes it into rgb()). */
const TRIPLET = /^\s*(\d{1,3})\s+(\d{1,3})\s+(\d{1,3})\s*$/;
const isShadowColour = (v: string) => {
  const rgb = TRIPLET.exec(v);
  return isCssColour(v) || (rgb !== null && rgb.slice(1).every((n) => Number(n) <= 255));
};

type Check = { kind: TokenKind; ok: (v: never) => boolean };
const colour: Check = { kind: 'colour', ok: (v: string) => isCssColour(v) };
const length: Check = { kind: 'length', ok: (v: string) => isCssLength(v) };
const fonts: Check = { kind: 'font list', ok: (v: string) => isFontList(v) };
const easing: Check = { kind: 'easing', ok: (v: string) => isEasing(v) };
/**
 * A number CSS can use here; how readable a value is, is check-theme's business (lib/theme/check.ts RANGES). NaN and
 * the infinities fail the comparisons.
 */
const number = (lo: number, hi: number, { above = false } = {}): Check => ({
  kind: 'number',
  ok: (v: number) => (above ? v > lo : v >= lo) && v <= hi,
});

const COLOUR_KEYS = [
  'background',
  'foreground',
  'surface',
  'surface2',
  'muted',
  'mutedForeground',
  'primary',
  'primaryForeground',
  'accent',
  'accentForeground',
  'border',
] as const;

const COLOUR_TOKENS: Record<string, Check> = {};
for (const k of COLOUR_KEYS) {
  COLOUR_TOKENS[`colors.${k}`] = colour;
  COLOUR_TOKENS[`colorsDark.${k}`] = colour;
}

/** Every token and its kind. */
const TOKEN_KINDS: Record<string, Check> = {
  ...COLOUR_TOKENS,
  radius: length,
  radiusPill: length,
  fontSans: fonts,
  fontHeading: fonts,
  'type.baseMinPx': number(0, 200, { above: true }),
  'type.baseMaxPx': number(0, 200, { above: true }),
  'type.ratioMin': number(0, 10, { above: true }),
  'type.ratioMax': number(0, 10, { above: true }),
  'type.headingWeight': number(1, 1000),
  'type.bodyWeight': number(1, 1000),
  'type.headingLineHeight': number(0, 10, { above: true }),
  'type.bodyLineHeight': number(0, 10, { above: true }),
  'type.headingTracking': number(-1, 1),
  'rhythm.sectionYMinRem': number(0, 50),
  'rhythm.sectionYMaxRem': number(0, 50),
  'rhythm.container': length,
  'elevation.shadowColor': { kind: 'colour', ok: (v: string) => isShadowColour(v) },
  'elevation.strength': number(0, 10),
  'motion.durationFastMs': number(0, 10_000),
  'motion.durationBaseMs': number(0, 10_000),
  'motion.durationSlowMs': number(0, 10_000),
  'motion.easeOut': easing,
  'motion.easeSpring': easing,
  'imagery.overlayColor': colour,
  'imagery.overlayOpacity': number(0, 1),
  'imagery.imageRadius': length,
};

/** Every path is one of ThemeTokens, whose schema requires each nested object. */
const get = (o: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o);

function set(o: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let at = o;
  for (const k of keys) at = at[k] as Record<string, unknown>;
  at[last] = value;
}

/**
 * The theme with every token that does not parse as its kind replaced by the starter's, and the list of those.
 * The theme given is not changed; with no problem it is returned as it is.
 */
export function validTheme(theme: ThemeTokens): { theme: ThemeTokens; problems: ThemeProblem[] } {
  const problems: ThemeProblem[] = [];
  for (const [token, check] of Object.entries(TOKEN_KINDS)) {
    const value = get(theme, token);
    const ok = typeof value === (check.kind === 'number' ? 'number' : 'string') && check.ok(value as never);
    if (!ok) problems.push({ token, kind: check.kind, value: cut(value), fallback: String(get(STARTER_THEME, token)) });
  }
  if (problems.length === 0) return { theme, problems };
  const fixed = structuredClone(theme) as unknown as Record<string, unknown>;
  for (const p of problems) set(fixed, p.token, get(STARTER_THEME, p.token));
  return { theme: fixed as unknown as ThemeTokens, problems };
}

/** One line for a log or a report: names the token, its kind, the value (cut) and what the site uses instead. */
export function describeProblem(p: ThemeProblem): string {
  return `${p.token} = ${JSON.stringify(p.value)} is not ${p.kind === 'easing' ? 'an' : 'a'} ${p.kind}: the site uses the starter's ${p.fallback}`;
}
