import type { ThemeColors, ThemeTokens } from '../clinic-api/schemas';
import { STARTER_THEME } from './starter-theme';
import { isCssColour, validTheme } from './validate';

/**
 * Font families the starter ships (self-hosted); a token naming one of them uses the local files: the Polish subsets'
 * family first, the package's full files behind it for any other letter (scripts/lib/polish-fonts.ts FONT_FAMILIES
 * says why they are two families), then device fonts sized to match, for text drawn before the files arrive
 * (FALLBACK_FONTS there).
 */
export const SHIPPED_FONTS: Record<string, { downloaded: string; fallbacks: string }> = {
  inter: {
    downloaded: '"Inter Polish", "Inter Variable"',
    fallbacks: '"Inter Polish Fallback Arial", "Inter Polish Fallback Roboto", "Inter Polish Fallback DejaVu"',
  },
  fraunces: {
    downloaded: '"Fraunces Polish", "Fraunces Variable"',
    fallbacks:
      '"Fraunces Polish Fallback Times", "Fraunces Polish Fallback Noto Serif", "Fraunces Polish Fallback DejaVu"',
  },
};

/** Each shipped family's whole stack: the downloaded families, then the sized fallbacks. */
export const LOCAL_FONTS: Record<string, string> = Object.fromEntries(
  Object.entries(SHIPPED_FONTS).map(([name, f]) => [name, `${f.downloaded}, ${f.fallbacks}`]),
);

/**
 * The attribute on <html> under which the theme's stacks name only the sized device fonts, not the downloaded ones
 * (themeCss): set on a visit's first page until it has loaded (components/ui/fonts-later.tsx), so the font files do
 * not compete with the page's main picture and scripts for a slow link.
 */
export const FONTS_LATER_ATTRIBUTE = 'data-fonts-later';

/** The longest the fonts wait on a first page when its load event is late (ms from the script's run). */
export const FONTS_LATER_LIMIT_MS = 3000;

/** Whether the site ships a font file for this family name (case-insensitive, quotes optional). */
export function isShippedFont(family: string): boolean {
  return (
    family
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase() in SHIPPED_FONTS
  );
}

/** Status colours the components use for errors and confirmations; fixed, not tokens, so checked against them. */
export const STATUS_COLORS = {
  light: { danger: '#b42318', success: '#067647' },
  dark: { danger: '#fda29b', success: '#75e0a7' },
} as const;

/**
 * Maps a CSS font stack from the tokens to one that uses the self-hosted files where the family matches. With
 * `downloaded: false`, a shipped family stands for its sized device fonts only (nothing to download).
 */
export function fontStack(stack: string, { downloaded = true }: { downloaded?: boolean } = {}): string {
  return stack
    .split(',')
    .map((part) => {
      const name = part
        .trim()
        .replace(/^["']|["']$/g, '')
        .toLowerCase();
      const shipped = SHIPPED_FONTS[name];
      if (shipped === undefined) return part.trim();
      return downloaded ? LOCAL_FONTS[name]! : shipped.fallbacks;
    })
    .join(', ');
}

const COLOR_VARS: Record<keyof ThemeColors, string> = {
  background: '--color-background',
  foreground: '--color-foreground',
  surface: '--color-surface',
  surface2: '--color-surface-2',
  muted: '--color-muted',
  mutedForeground: '--color-muted-foreground',
  primary: '--color-primary',
  primaryForeground: '--color-primary-foreground',
  accent: '--color-accent',
  accentForeground: '--color-accent-foreground',
  border: '--color-border',
};

/**
 * A CSS value from API text (a second line behind lib/theme/validate.ts, which lets only well-formed tokens here): drops anything that could end the declaration or the style element, and closes what a
 * typo leaves open. An unclosed `(`, quote or comment would otherwise swallow every declaration after it, the dark
 * palette and the reduced-motion rules with them (`cubic-bezier(0.34, 1.56, 0.64, 1` missing its `)`): comment marks
 * and line breaks go, a stray `)` goes, an open quote and open brackets are closed at the value's end.
 */
export function cssValue(v: string | number): string {
  const text = String(v)
    .replace(/[;{}<>\\]/g, '')
    .replace(/\/\*|\*\//g, '')
    .replace(/[\r\n\f]/g, ' ')
    .trim();
  let out = '';
  let quote: string | null = null;
  let depth = 0;
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) continue;
      depth--;
    }
    out += ch;
  }
  return out + (quote ?? '') + ')'.repeat(depth);
}

/**
 * One palette as custom properties for a `style` attribute: lets a preview show light or dark whatever the
 * visitor's own colour scheme is (the gallery's light and dark columns).
 */
export function paletteStyle(colors: ThemeColors, mode: 'light' | 'dark'): Record<string, string> {
  const out: Record<string, string> = {};
  const starter = mode === 'light' ? STARTER_THEME.colors : STARTER_THEME.colorsDark;
  for (const k of Object.keys(COLOR_VARS) as (keyof ThemeColors)[])
    out[COLOR_VARS[k]] = cssValue(isCssColour(colors[k]) ? colors[k] : starter[k]);
  out['--color-danger'] = STATUS_COLORS[mode].danger;
  out['--color-success'] = STATUS_COLORS[mode].success;
  out['colorScheme'] = mode;
  return out;
}

function colorDecls(colors: ThemeColors): string[] {
  return (Object.keys(COLOR_VARS) as (keyof ThemeColors)[]).map((k) => `${COLOR_VARS[k]}: ${cssValue(colors[k])};`);
}

/** A fluid size between two px values over viewports 360..1280 px, as CSS clamp(). */
export function fluid(minPx: number, maxPx: number, minVw = 360, maxVw = 1280): string {
  if (minPx === maxPx) return `${(minPx / 16).toFixed(4)}rem`;
  const slope = (maxPx - minPx) / (maxVw - minVw);
  const intercept = minPx - slope * minVw;
  const lo = Math.min(minPx, maxPx) / 16;
  const hi = Math.max(minPx, maxPx) / 16;
  return `clamp(${lo.toFixed(4)}rem, ${(intercept / 16).toFixed(4)}rem + ${(slope * 100).toFixed(4)}vw, ${hi.toFixed(4)}rem)`;
}

/** Shadow colour token as an rgb() triplet or a colour; strength scales opacity. */
function shadows(color: string, strength: number): string[] {
  const c = cssValue(color);
  const rgb = /^\d+\s+\d+\s+\d+$/.test(c) ? c : null;
  const tint = (a: number) =>
    rgb
      ? `rgb(${rgb} / ${(a * strength).toFixed(3)})`
      : `color-mix(in srgb, ${c} ${Math.round(a * strength * 100)}%, transparent)`;
  return [
    `--shadow-sm: 0 1px 2px ${tint(0.06)}, 0 1px 3px ${tint(0.08)};`,
    `--shadow-md: 0 4px 12px ${tint(0.08)}, 0 2px 4px ${tint(0.06)};`,
    `--shadow-lg: 0 16px 40px ${tint(0.12)}, 0 4px 12px ${tint(0.06)};`,
  ];
}

/** The theme's two font tokens and the custom property each sets. */
const FONT_TOKENS = [
  ['fontSans', '--font-sans'],
  ['fontHeading', '--font-heading'],
] as const;

/**
 * Turns the clinic's ThemeTokens into CSS custom properties: light on :root, dark under prefers-color-scheme,
 * a modular fluid type scale, rhythm, radius, elevation, motion (instant under prefers-reduced-motion) and imagery.
 */
export function themeCss(tokens: ThemeTokens): string {
  // Every token as its kind (the site-data boundary has logged any it replaced; here it is only made sure of).
  const { theme } = validTheme(tokens);
  const { type, rhythm, elevation, motion, imagery } = theme;
  // Step n of the scale grows from base*ratioMin^n on phones to base*ratioMax^n on desktops.
  const step = (n: number) => fluid(type.baseMinPx * type.ratioMin ** n, type.baseMaxPx * type.ratioMax ** n);
  const root = [
    ...colorDecls(theme.colors),
    `--color-danger: ${STATUS_COLORS.light.danger};`,
    `--color-success: ${STATUS_COLORS.light.success};`,
    `--radius: ${cssValue(theme.radius)};`,
    `--radius-pill: ${cssValue(theme.radiusPill)};`,
    ...FONT_TOKENS.map(([token, prop]) => `${prop}: ${cssValue(fontStack(theme[token]))};`),
    `--text-sm: ${step(-1)};`,
    `--text-base: ${step(0)};`,
    `--text-lg: ${step(1)};`,
    `--text-xl: ${step(2)};`,
    `--text-2xl: ${step(3)};`,
    `--text-3xl: ${step(4)};`,
    `--text-4xl: ${step(5)};`,
    `--heading-weight: ${cssValue(type.headingWeight)};`,
    `--body-weight: ${cssValue(type.bodyWeight)};`,
    `--heading-line-height: ${cssValue(type.headingLineHeight)};`,
    `--body-line-height: ${cssValue(type.bodyLineHeight)};`,
    `--heading-tracking: ${cssValue(type.headingTracking)}em;`,
    `--section-y: ${fluid(rhythm.sectionYMinRem * 16, rhythm.sectionYMaxRem * 16)};`,
    `--container: ${cssValue(rhythm.container)};`,
    ...shadows(elevation.shadowColor, elevation.strength),
    `--duration-fast: ${cssValue(motion.durationFastMs)}ms;`,
    `--duration-base: ${cssValue(motion.durationBaseMs)}ms;`,
    `--duration-slow: ${cssValue(motion.durationSlowMs)}ms;`,
    `--ease-out: ${cssValue(motion.easeOut)};`,
    `--ease-spring: ${cssValue(motion.easeSpring)};`,
    `--overlay-color: ${cssValue(imagery.overlayColor)};`,
    `--overlay-opacity: ${cssValue(imagery.overlayOpacity)};`,
    `--image-radius: ${cssValue(imagery.imageRadius)};`,
  ];
  const dark = [
    ...colorDecls(theme.colorsDark),
    `--color-danger: ${STATUS_COLORS.dark.danger};`,
    `--color-success: ${STATUS_COLORS.dark.success};`,
  ];
  // Until the page has loaded, on a visit's first page: the same stacks without the downloaded families.
  const later = FONT_TOKENS.filter(
    ([token]) => fontStack(theme[token]) !== fontStack(theme[token], { downloaded: false }),
  ).map(([token, prop]) => `${prop}: ${cssValue(fontStack(theme[token], { downloaded: false }))};`);
  return [
    `:root{color-scheme:light dark;${root.join('')}}`,
    ...(later.length ? [`:root[${FONTS_LATER_ATTRIBUTE}]{${later.join('')}}`] : []),
    `@media (prefers-color-scheme: dark){:root{${dark.join('')}}}`,
    `@media (prefers-reduced-motion: reduce){:root{--duration-fast:0ms;--duration-base:0ms;--duration-slow:0ms;}}`,
  ].join('\n');
}
