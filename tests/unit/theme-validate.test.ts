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

/** Every token of the theme, as a path ("colors.primary"), with the starter's value. */
const leaves = (o: object, at = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? leaves(v as object, `${at}${k}.`) : [[`${at}${k}`, v] as [string, unknown]],
  );
const tokens = () => leaves(STARTER_THEME).filter(([path]) => path !== 'version');
const setToken = (t: ThemeTokens, path: string, value: unknown) => {
  const keys = path.split('.');
  const last = keys.pop()!;
  (
    keys.reduce((o, k) => o[k] as Record<string, unknown>, t as unknown as Record<string, unknown>) as Record<
      string,
      unknown
    >
  )[last] = value;
};
const tokenOf = (t: ThemeTokens, path: string) =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], t);

/** The kind of each token, as docs/theme.md names them; every other token is a number. */
const KINDS: Record<string, string> = {
  ...Object.fromEntries(
    Object.keys(STARTER_THEME.colors).flatMap((k) => [
      [`colors.${k}`, 'colour'],
      [`colorsDark.${k}`, 'colour'],
    ]),
  ),
  'elevation.shadowColor': 'colour',
  'imagery.overlayColor': 'colour',
  radius: 'length',
  radiusPill: 'length',
  'rhythm.container': 'length',
  'imagery.imageRadius': 'length',
  fontSans: 'font list',
  fontHeading: 'font list',
  'motion.easeOut': 'easing',
  'motion.easeSpring': 'easing',
};
const kindOf = (path: string) => KINDS[path] ?? 'number';

describe('every token is checked', () => {
  it('a value of the wrong type in any token is named with its kind and replaced by the starter’s', () => {
    for (const [path, starterValue] of tokens()) {
      const t = starter();
      t.colors.background = '#fafafa';
      setToken(t, path, typeof starterValue === 'number' ? `${starterValue}` : 12);
      const { theme, problems } = validTheme(t);
      expect(problems, path).toEqual([
        { token: path, kind: kindOf(path), value: String(tokenOf(t, path)), fallback: String(starterValue) },
      ]);
      expect(tokenOf(theme, path), path).toBe(starterValue);
      if (path !== 'colors.background') expect(theme.colors.background, path).toBe('#fafafa');
    }
  });

  it('garbage of the right type in any token is named too', () => {
    const garbage: Record<string, unknown> = {
      colour: 'zielony',
      length: '12px;}',
      'font list': 'Inter; } body{display:none',
      easing: 'sprężyście',
      number: -1_000_000,
    };
    for (const [path] of tokens()) {
      const t = starter();
      setToken(t, path, garbage[kindOf(path)]);
      expect(
        validTheme(t).problems.map((p) => [p.token, p.kind]),
        path,
      ).toEqual([[path, kindOf(path)]]);
    }
  });

  it('a theme without problems is returned as it is', () => {
    const t = starter();
    expect(validTheme(t).theme).toBe(t);
  });

  it('the value in a problem is cut after 40 characters', () => {
    const t = starter();
    t.colors.primary = 'z'.repeat(40);
    expect(validTheme(t).problems[0]!.value).toBe('z'.repeat(40));
    t.colors.primary = 'z'.repeat(41);
    expect(validTheme(t).problems[0]!.value).toBe(`${'z'.repeat(40)}…`);
  });
});

describe('numbers CSS can use', () => {
  // [token, refused, accepted]: weights 1–1000, sizes, ratios and line heights above 0, durations, spacing and the
  // shadow's strength not negative, opacity 0–1, tracking within ±1em.
  const cases: [string, number[], number[]][] = [
    ['type.baseMinPx', [0, -1, 201, NaN, Infinity], [0.5, 16, 200]],
    ['type.baseMaxPx', [0, -1, 201], [0.5, 18, 200]],
    ['type.ratioMin', [0, 10.5], [0.01, 1.2, 10]],
    ['type.ratioMax', [0, 10.5], [0.01, 1.25, 10]],
    ['type.headingWeight', [0, 0.5, 1001], [1, 600, 1000]],
    ['type.bodyWeight', [0, 1001], [1, 400, 1000]],
    ['type.headingLineHeight', [0, 11], [0.01, 1.15, 10]],
    ['type.bodyLineHeight', [0, 11], [0.01, 1.6, 10]],
    ['type.headingTracking', [-1.01, 1.01], [-1, 0, 1]],
    ['rhythm.sectionYMinRem', [-0.01, 51], [0, 3, 50]],
    ['rhythm.sectionYMaxRem', [-0.01, 51], [0, 6, 50]],
    ['elevation.strength', [-0.01, 11], [0, 1, 10]],
    ['motion.durationFastMs', [-1, 10_001, -Infinity], [0, 150, 10_000]],
    ['motion.durationBaseMs', [-1, 10_001], [0, 250, 10_000]],
    ['motion.durationSlowMs', [-1, 10_001], [0, 400, 10_000]],
    ['imagery.overlayOpacity', [-0.01, 1.01, NaN], [0, 0.35, 1]],
  ];
  it.each(cases)('%s', (path, refused, accepted) => {
    for (const v of refused) {
      const t = starter();
      setToken(t, path, v);
      expect(
        validTheme(t).problems.map((p) => p.token),
        String(v),
      ).toEqual([path]);
    }
    for (const v of accepted) {
      const t = starter();
      setToken(t, path, v);
      expect(validTheme(t).problems, String(v)).toEqual([]);
    }
  });

  it('covers every number of the theme', () => {
    expect(cases.map(([path]) => path).sort()).toEqual(
      tokens()
        .filter(([path]) => kindOf(path) === 'number')
        .map(([path]) => path)
        .sort(),
    );
  });
});

describe('the edges of each kind', () => {
  it('colours: spaces around are fine, more than 100 characters are not', () => {
    expect(isCssColour('  #fff  ')).toBe(true);
    const padded = (n: number) => `rgb(${' '.repeat(n - 'rgb(1 2 3)'.length)}1 2 3)`;
    expect(padded(100)).toHaveLength(100);
    expect(isCssColour(padded(100))).toBe(true);
    expect(isCssColour(padded(101))).toBe(false);
  });

  it('the shadow colour: a colour, or an "r g b" triplet of 0..255', () => {
    const shadow = (v: string) => {
      const t = starter();
      t.elevation.shadowColor = v;
      return validTheme(t).problems.map((p) => p.token);
    };
    for (const ok of ['15 40 38', ' 0 0 0 ', '255 255 255', '15  40\t 38', '#0b2e2c', 'rgb(15 40 38)'])
      expect(shadow(ok), ok).toEqual([]);
    for (const bad of ['256 0 0', '0 0 256', '1000 0 0', '15 40', '15 40 38 1', '15,40,38', '15 40 38;}', 'x 40 38'])
      expect(shadow(bad), bad).toEqual(['elevation.shadowColor']);
  });

  it('lengths: digits after a dot, any case, spaces around', () => {
    for (const ok of ['12.5rem', '1.25em', '.55em', '8PX', ' 1rem ', '100%', '3vw'])
      expect(isCssLength(ok), ok).toBe(true);
    for (const bad of ['1.px', '1.', '.px', 'px', '00px;', 'x8px', '8px x', '8'])
      expect(isCssLength(bad), bad).toBe(false);
  });

  it('font lists: at most 300 characters', () => {
    expect(isFontList('a'.repeat(300))).toBe(true);
    expect(isFontList('a'.repeat(301))).toBe(false);
  });

  it('easings: keywords whole, any case', () => {
    for (const ok of ['ease', 'EASE-IN-OUT', ' step-end ']) expect(isEasing(ok), ok).toBe(true);
    for (const bad of ['slow-ease-out', 'ease-outward', 'ease out']) expect(isEasing(bad), bad).toBe(false);
  });

  it('easings: cubic-bezier() with x1 and x2 in 0..1, y anywhere', () => {
    for (const ok of [
      'cubic-bezier(0, 0, 1, 1)',
      'cubic-bezier(1, -2, 0, 3.5)',
      'CUBIC-BEZIER(0.25,0.1,0.25,1)',
      'cubic-bezier( .5 , 1.5 , .5 , -.5 )',
    ])
      expect(isEasing(ok), ok).toBe(true);
    for (const bad of [
      'cubic-bezier(-0.1, 0, 0.5, 1)',
      'cubic-bezier(1.1, 0, 0.5, 1)',
      'cubic-bezier(0.5, 0, -0.1, 1)',
      'cubic-bezier(0.5, 0, 1.1, 1)',
      'cubic-bezier(0.5, 0, 0.5)',
      'cubic-bezier(1., 0, 0.5, 1)',
      'x cubic-bezier(0, 0, 1, 1)',
      'cubic-bezier(0, 0, 1, 1) x',
    ])
      expect(isEasing(bad), bad).toBe(false);
  });

  it('easings: steps() with a count and an optional position', () => {
    for (const ok of ['steps(4)', 'steps(12, start)', 'steps( 4 , jump-both )', 'steps(4,end)', 'STEPS(2, JUMP-NONE)'])
      expect(isEasing(ok), ok).toBe(true);
    for (const bad of [
      'steps()',
      'steps(x)',
      'steps(4, middle)',
      'steps(4,)',
      'x steps(4)',
      'steps(4) x',
      'steps(4 end)',
    ])
      expect(isEasing(bad), bad).toBe(false);
  });

  it('easings: linear() with two stops or more, at most 500 characters', () => {
    for (const ok of ['linear(0, 1)', 'LINEAR(0, 0.25 25% 75%, 1)', 'linear( 0 , 1 )'])
      expect(isEasing(ok), ok).toBe(true);
    for (const bad of ['linear(0)', 'linear(0, 1', 'linear(0, 1) x', 'linear(0, 0.5 1 2 3%, 1)', 'linear(0, 1.)'])
      expect(isEasing(bad), bad).toBe(false);
    const stops = `linear(0, ${'0.5, '.repeat(97)}1`;
    const sized = (n: number) => `${stops}${' '.repeat(n - stops.length - 1)})`;
    expect(sized(500)).toHaveLength(500);
    expect(isEasing(sized(500))).toBe(true);
    expect(isEasing(sized(501))).toBe(false);
  });
});
