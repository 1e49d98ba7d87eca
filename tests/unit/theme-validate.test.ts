import { describe, expect, it } from 'vitest';
import type { ThemeTokens } from '@/lib/clinic-api/schemas';
import { themeCss } from '@/lib/theme';
import { checkTheme } from '@/lib/theme/check';
import { STARTER_THEME } from '@/lib/theme/starter-theme';
import { isCssColour, isCssLength, isEasing, isFontList, validTheme } from '@/lib/theme/validate';

/**
 * Theme tokens checked by kind (lib/theme/validate.ts): what a clinic's panel may hold in a token that is not what
 * the token is. Each falls back to the starter's value, is named once, and check-theme reports it.
 */
const starter = (): ThemeTokens => structuredClone(STARTER_THEME);

describe('each kind of token', () => {
  it('colours: CSS Color 4 only, nothing after it', () => {
    for (const ok of ['#0b6e4f', '#fff', 'rgb(15 94 90 / 50%)', 'hsl(180, 50%, 40%)', 'oklch(0.6 0.1 180)', 'teal'])
      expect(isCssColour(ok), ok).toBe(true);
    for (const bad of ['zielony', '#0b6e4f;}', 'red;background:url(x)', 'var(--brand)', '#0b6e4', 'rgb(1,2,3', ''])
      expect(isCssColour(bad), bad).toBe(false);
  });

  it('lengths: a non-negative number with a unit, or 0', () => {
    for (const ok of ['0', '8px', '0.75rem', '.5em', '50%', '72rem', '999px']) expect(isCssLength(ok), ok).toBe(true);
    for (const bad of ['12', '-4px', '12px;}', 'calc(1rem + 2px)', '1rem 2rem', 'duży', ''])
      expect(isCssLength(bad), bad).toBe(false);
  });

  it('font lists: families, quoted or not, separated by commas', () => {
    for (const ok of [
      'Inter',
      '"Inter", system-ui, sans-serif',
      "'Fraunces', Georgia, serif",
      'Noto Sans, -apple-system',
    ])
      expect(isFontList(ok), ok).toBe(true);
    for (const bad of ['Inter; } body{display:none', '"Inter', 'url(x)', 'Inter,,serif', '12px Inter', '', '"a\\"b"'])
      expect(isFontList(bad), bad).toBe(false);
  });

  it('easings: keywords, cubic-bezier() with x in 0..1, steps(), linear()', () => {
    for (const ok of [
      'ease-out',
      'linear',
      'cubic-bezier(0.34, 1.56, 0.64, 1)',
      'steps(4, end)',
      'linear(0, 0.5 50%, 1)',
    ])
      expect(isEasing(ok), ok).toBe(true);
    for (const bad of ['cubic-bezier(0.34, 1.56, 0.64, 1', 'cubic-bezier(2, 0, 0, 1)', 'ease-out;}', 'sprężyście', ''])
      expect(isEasing(bad), bad).toBe(false);
  });
});

describe('a theme with bad tokens', () => {
  const bad = () => {
    const t = starter();
    t.colors.primary = 'zielony';
    t.colorsDark.primary = '#0b6e4f;}';
    t.colors.accent = 'red;background:url(x)';
    t.radius = '12px;}';
    t.fontSans = 'Inter; } body{display:none';
    t.motion.easeSpring = 'cubic-bezier(0.34, 1.56, 0.64, 1';
    t.motion.durationFastMs = -150;
    t.imagery.overlayOpacity = 3;
    return t;
  };

  it('each falls back to the starter’s value and is named once; the rest is kept; the input is not changed', () => {
    const input = bad();
    input.colors.background = '#fafafa';
    const { theme, problems } = validTheme(input);
    expect(problems.map((p) => p.token).sort()).toEqual(
      [
        'colors.primary',
        'colorsDark.primary',
        'colors.accent',
        'radius',
        'fontSans',
        'motion.durationFastMs',
        'motion.easeSpring',
        'imagery.overlayOpacity',
      ].sort(),
    );
    expect(theme.colors.primary).toBe(STARTER_THEME.colors.primary);
    expect(theme.fontSans).toBe(STARTER_THEME.fontSans);
    expect(theme.colors.background).toBe('#fafafa');
    expect(input.colors.primary).toBe('zielony');
    expect(validTheme(starter()).problems).toEqual([]);
  });

  it('a long pasted value is cut in the problem', () => {
    const t = starter();
    t.colors.primary = `#0b6e4f;}${'x'.repeat(5000)}`;
    expect(validTheme(t).problems[0]!.value.length).toBeLessThanOrEqual(41);
  });

  it('themeCss writes the starter’s value, never the bad text', () => {
    const css = themeCss(bad());
    expect(css).toContain(`--color-primary: ${STARTER_THEME.colors.primary};`);
    expect(css).toContain(`--radius: ${STARTER_THEME.radius};`);
    expect(css).toContain(`--ease-spring: ${STARTER_THEME.motion.easeSpring};`);
    expect(css).toContain(`--duration-fast: ${STARTER_THEME.motion.durationFastMs}ms;`);
    for (const garbage of ['zielony', 'url(x)', 'display:none', '--radius: 12px', '#0b6e4f', '-150ms', 'opacity: 3'])
      expect(css).not.toContain(garbage);
  });

  it('check-theme reports each token by name, and fails', () => {
    const report = checkTheme(bad());
    expect(report.ok).toBe(false);
    const errors = report.findings.filter((f) => f.level === 'error').map((f) => f.what);
    expect(errors).toContain('colors.primary = "zielony" is not a colour: the site uses the starter\'s #0f5e5a');
    expect(errors).toContain(
      'fontSans = "Inter; } body{display:none" is not a font list: the site uses the starter\'s "Inter", system-ui, sans-serif',
    );
    expect(
      errors.some((e) => e.startsWith('motion.easeSpring = "cubic-bezier(0.34, 1.56, 0.64, 1" is not an easing')),
    ).toBe(true);
  });
});
