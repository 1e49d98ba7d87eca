/**
 * The theme check: a clinic's ThemeTokens against what the components actually draw with them.
 * - Contrast (WCAG 2.2 AA) for every foreground/background pair the stylesheets use, light and dark: text 4.5:1
 *   (1.4.3), non-text 3:1 (1.4.11: form-field borders, focus rings, the selected state).
 * - Font families the site cannot load (only the self-hosted ones and the system's generic families render).
 * - Tokens that are not what they should be (a colour, a length, a font list, an easing: lib/theme/validate.ts): the
 *   site draws the starter's value instead, and the rest of the check looks at what it draws.
 * - Type scale, rhythm and motion values outside a range a readable site stays in.
 * The pair list mirrors app/globals.css and the components' CSS modules: a new `color:`/`background:` pairing
 * there belongs here too.
 */
import type { ThemeColors, ThemeTokens } from '../clinic-api/schemas';
import { contrastRatio, mix, parseColor, toHex, type Rgba } from './contrast';
import { isShippedFont, SHIPPED_FONTS, STATUS_COLORS } from './index';
import { describeProblem, validTheme } from './validate';

type Mode = 'light' | 'dark';
type Slot = keyof ThemeColors | 'danger';
/** A colour as a stylesheet computes it: a token, or `color-mix(in srgb, a pct%, b)` of two. */
type ColorExpr = Slot | { mix: [ColorExpr, number, ColorExpr] };

interface PairSpec {
  fg: ColorExpr;
  bg: ColorExpr;
  kind: 'text' | 'non-text';
  /** Where the site draws it, in the agency's words. */
  where: string;
}

const MIN_RATIO = { text: 4.5, 'non-text': 3 } as const;

/** Form fields draw their border as `color-mix(in srgb, var(--color-border) 40%, var(--color-muted-foreground))`. */
export const FIELD_BORDER_BORDER_PCT = 40;
const fieldBorder: ColorExpr = { mix: ['border', FIELD_BORDER_BORDER_PCT, 'mutedForeground'] };

/** Every pairing the components use (see app/globals.css, components/**\/*.module.css). */
export const PAIRS: PairSpec[] = [
  { fg: 'foreground', bg: 'background', kind: 'text', where: 'body text' },
  { fg: 'foreground', bg: 'surface', kind: 'text', where: 'cards, forms, FAQ, booking steps' },
  { fg: 'foreground', bg: 'surface2', kind: 'text', where: 'footer, highlights, CTA band (surface tone)' },
  { fg: 'foreground', bg: 'muted', kind: 'text', where: 'menu item under the pointer, image AI label' },
  { fg: 'mutedForeground', bg: 'background', kind: 'text', where: 'leads, breadcrumbs, dates, captions' },
  { fg: 'mutedForeground', bg: 'surface', kind: 'text', where: 'card text, FAQ answers, form hints' },
  { fg: 'mutedForeground', bg: 'surface2', kind: 'text', where: 'footer text and links, highlight text' },
  { fg: 'primary', bg: 'background', kind: 'text', where: 'links, eyebrows, current menu item' },
  { fg: 'primary', bg: 'surface', kind: 'text', where: 'card links, free-slot buttons' },
  { fg: 'primary', bg: 'surface2', kind: 'text', where: 'links in the footer and highlights' },
  { fg: 'primary', bg: { mix: ['primary', 10, 'background'] }, kind: 'text', where: 'current menu item' },
  { fg: 'primaryForeground', bg: 'primary', kind: 'text', where: 'primary buttons, CTA band, chosen day' },
  { fg: 'accentForeground', bg: 'accent', kind: 'text', where: 'demo notice, accent badges' },
  { fg: 'foreground', bg: { mix: ['accent', 22, 'surface'] }, kind: 'text', where: 'taken-slot notice' },
  { fg: 'danger', bg: 'surface', kind: 'text', where: 'form field errors' },
  { fg: 'danger', bg: 'background', kind: 'text', where: 'errors outside a form card' },
  { fg: 'danger', bg: { mix: ['danger', 7, 'surface'] }, kind: 'text', where: 'error summary links' },
  { fg: fieldBorder, bg: 'surface', kind: 'non-text', where: 'text field and select borders' },
  { fg: fieldBorder, bg: 'background', kind: 'non-text', where: 'text field borders outside a card' },
  { fg: 'mutedForeground', bg: 'surface', kind: 'non-text', where: 'checkbox borders' },
  { fg: 'primary', bg: 'background', kind: 'non-text', where: 'focus ring, chosen day and slot' },
  { fg: 'primary', bg: 'surface', kind: 'non-text', where: 'focus ring on cards and forms' },
  { fg: 'primary', bg: 'surface2', kind: 'non-text', where: 'focus ring in the footer' },
];

export interface PairResult {
  mode: Mode;
  fg: string;
  bg: string;
  /** Computed colours, #rrggbb (null when a token is not a colour this check can read). */
  fgHex: string | null;
  bgHex: string | null;
  ratio: number | null;
  required: number;
  kind: PairSpec['kind'];
  where: string;
  ok: boolean;
}

export interface Finding {
  level: 'error' | 'warning';
  what: string;
}

export interface ThemeReport {
  ok: boolean;
  pairs: PairResult[];
  findings: Finding[];
}

function describe(e: ColorExpr): string {
  return typeof e === 'string' ? e : `mix(${describe(e.mix[0])} ${e.mix[1]}%, ${describe(e.mix[2])})`;
}

function resolve(e: ColorExpr, colors: ThemeColors, mode: Mode): Rgba | null {
  if (typeof e === 'string') return parseColor(e === 'danger' ? STATUS_COLORS[mode].danger : colors[e]);
  const a = resolve(e.mix[0], colors, mode);
  const b = resolve(e.mix[2], colors, mode);
  return a && b ? mix(a, e.mix[1], b) : null;
}

/** Contrast of every pair in one mode. */
function checkContrast(colors: ThemeColors, mode: Mode): PairResult[] {
  return PAIRS.map((p) => {
    const fg = resolve(p.fg, colors, mode);
    const bg = resolve(p.bg, colors, mode);
    const ratio = fg && bg ? Math.round(contrastRatio(fg, bg) * 100) / 100 : null;
    const required = MIN_RATIO[p.kind];
    return {
      mode,
      fg: describe(p.fg),
      bg: describe(p.bg),
      fgHex: fg && toHex(fg),
      bgHex: bg && toHex(bg),
      ratio,
      required,
      kind: p.kind,
      where: p.where,
      ok: ratio !== null && ratio >= required,
    };
  });
}

/** Families every browser resolves without a download: CSS generic families and fonts on every desktop/phone OS. */
const SYSTEM_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  '-apple-system',
  'blinkmacsystemfont',
  'segoe ui',
  'roboto',
  'helvetica',
  'helvetica neue',
  'arial',
  'georgia',
  'times new roman',
  'times',
  'verdana',
  'tahoma',
  'trebuchet ms',
  'courier new',
  'noto sans',
  'apple color emoji',
  'segoe ui emoji',
]);
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-monospace',
]);

function families(stack: string): string[] {
  return stack
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

/** The families the site ships, as a theme names them (Inter, Fraunces). */
const SHIPPED = Object.keys(SHIPPED_FONTS)
  .map((k) => k[0]!.toUpperCase() + k.slice(1))
  .join(', ');

/** Font stacks: every named family must be shipped or a system one; the stack should end in a generic family. */
export function checkFonts(theme: Pick<ThemeTokens, 'fontSans' | 'fontHeading'>): Finding[] {
  const out: Finding[] = [];
  for (const [token, stack] of [
    ['fontSans', theme.fontSans],
    ['fontHeading', theme.fontHeading],
  ] as const) {
    const list = families(stack);
    if (!list.length) {
      out.push({ level: 'error', what: `${token} is empty: no font family to use` });
      continue;
    }
    for (const f of list) {
      if (!isShippedFont(f) && !SYSTEM_FAMILIES.has(f.toLowerCase())) {
        out.push({
          level: 'error',
          what: `${token}: the site cannot load "${f}" (not shipped with the site and not a system font): use a shipped family (${SHIPPED}) or a system font, remove it, or ship it: its @fontsource-variable package in app/globals.css, its names in SHIPPED_FONTS (lib/theme/index.ts) and FONT_FAMILIES (scripts/lib/polish-fonts.ts), then npx tsx scripts/generate-fonts.ts (docs/theme.md, "Adding a shipped family")`,
        });
      }
    }
    if (!GENERIC.has(list[list.length - 1]!.toLowerCase())) {
      out.push({
        level: 'warning',
        what: `${token} does not end in a generic family (sans-serif, serif, system-ui…): a device without the named fonts falls back to the browser default`,
      });
    }
  }
  return out;
}

type Range = [number, number];
/** Sane ranges: outside them text stops being comfortable to read (WCAG 1.4.4, 1.4.8, 1.4.12) or motion distracts. */
const RANGES = {
  'type.baseMinPx': [14, 20],
  'type.baseMaxPx': [15, 24],
  'type.ratioMin': [1.05, 1.5],
  'type.ratioMax': [1.05, 1.62],
  'type.headingWeight': [400, 900],
  'type.bodyWeight': [300, 600],
  'type.headingLineHeight': [1, 1.5],
  'type.bodyLineHeight': [1.35, 2],
  'type.headingTracking': [-0.05, 0.1],
  'rhythm.sectionYMinRem': [1, 8],
  'rhythm.sectionYMaxRem': [2, 12],
  'motion.durationFastMs': [0, 400],
  'motion.durationBaseMs': [0, 700],
  'motion.durationSlowMs': [0, 1200],
  'imagery.overlayOpacity': [0, 0.85],
} as const satisfies Record<string, Range>;

function valueAt(theme: ThemeTokens, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), theme);
}

/** Scale, rhythm and motion values outside their range, and scales that shrink. */
export function checkScale(theme: ThemeTokens): Finding[] {
  const out: Finding[] = [];
  for (const [path, [lo, hi]] of Object.entries(RANGES) as [string, Range][]) {
    const v = valueAt(theme, path);
    if (typeof v !== 'number' || !Number.isFinite(v) || v < lo || v > hi) {
      out.push({ level: 'error', what: `${path} = ${String(v)} is outside ${lo}–${hi}` });
    }
  }
  if (theme.type.baseMaxPx < theme.type.baseMinPx)
    out.push({
      level: 'error',
      what: 'type.baseMaxPx is smaller than type.baseMinPx: text would shrink on larger screens',
    });
  if (theme.rhythm.sectionYMaxRem < theme.rhythm.sectionYMinRem)
    out.push({ level: 'warning', what: 'rhythm.sectionYMaxRem is smaller than rhythm.sectionYMinRem' });
  const container = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(theme.rhythm.container.trim());
  const rem = container ? Number(container[1]) / (container[2] === 'px' ? 16 : 1) : NaN;
  if (!(rem >= 40 && rem <= 100))
    out.push({
      level: 'error',
      what: `rhythm.container = ${theme.rhythm.container} is not a width between 40rem and 100rem (640–1600px)`,
    });
  return out;
}

/** The whole check: contrast in both modes, fonts, scale. `ok` is false on any error (warnings do not fail it). */
export function checkTheme(tokens: ThemeTokens): ThemeReport {
  const { theme, problems } = validTheme(tokens);
  const pairs = [...checkContrast(theme.colors, 'light'), ...checkContrast(theme.colorsDark, 'dark')];
  const findings: Finding[] = problems.map((p) => ({ level: 'error', what: describeProblem(p) }));
  for (const p of pairs) {
    if (p.ratio === null)
      findings.push({
        level: 'error',
        what: `${p.mode}: ${p.fg} on ${p.bg} cannot be checked: a colour is not a CSS colour this check reads (#rrggbb, rgb(), hsl())`,
      });
    else if (!p.ok)
      findings.push({
        level: 'error',
        what: `${p.mode}: ${p.fg} on ${p.bg} is ${p.ratio.toFixed(2)}:1, needs ${p.required}:1 (${p.where})`,
      });
  }
  findings.push(...checkFonts(theme), ...checkScale(theme));
  return { ok: !findings.some((f) => f.level === 'error'), pairs, findings };
}
