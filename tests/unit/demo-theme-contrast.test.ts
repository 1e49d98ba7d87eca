import { describe, expect, it } from 'vitest';
import { ThemeTokens, type ThemeColors } from '@/lib/clinic-api/schemas/site';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';
import { contrastRatio, luminance as luminanceOf, parseColor } from '@/lib/theme/contrast';

const luminance = (hex: string) => luminanceOf(parseColor(hex)!);
const contrast = (a: string, b: string) => contrastRatio(parseColor(a)!, parseColor(b)!);

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
