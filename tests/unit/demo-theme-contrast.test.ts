import { describe, expect, it } from 'vitest';
import { ThemeTokens, type ThemeColors } from '@/lib/clinic-api/schemas/site';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const m = hex.match(/^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours (1..21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const PAIRS: [keyof ThemeColors, keyof ThemeColors][] = [
  ['foreground', 'background'],
  ['foreground', 'surface'],
  ['foreground', 'surface2'],
  ['foreground', 'muted'],
  ['primaryForeground', 'primary'],
  ['accentForeground', 'accent'],
  ['mutedForeground', 'background'],
  ['mutedForeground', 'surface'],
  ['mutedForeground', 'surface2'],
  ['primary', 'background'],
  ['primary', 'surface'],
];

const theme = ThemeTokens.parse(createDemoContent().site.theme);

describe('contrast helper', () => {
  it('matches known WCAG values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['light', theme.colors],
  ['dark', theme.colorsDark],
] as const)('demo theme, %s mode', (_mode, colors) => {
  it('uses #rrggbb colours', () => {
    for (const v of Object.values(colors)) expect(v).toMatch(/^#[0-9a-f]{6}$/i);
  });

  // primary is also used as link and focus colour on the page and on cards, so it is held to the text standard too.
  it.each(PAIRS)('%s on %s meets WCAG AA (4.5:1)', (fg, bg) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it('the border is visible against the background but quieter than text', () => {
    const ratio = contrast(colors.border, colors.background);
    expect(ratio).toBeGreaterThan(1.1);
    expect(ratio).toBeLessThan(4.5);
  });
});

describe('dark mode', () => {
  it('is dark, with a lighter primary than light mode', () => {
    expect(luminance(theme.colorsDark.background)).toBeLessThan(0.05);
    expect(luminance(theme.colorsDark.primary)).toBeGreaterThan(luminance(theme.colors.primary));
  });
});
