import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, mix, over, parseColor, toHex } from '@/lib/theme/contrast';
import { checkFonts, checkScale, checkTheme, FIELD_BORDER_BORDER_PCT, PAIRS } from '@/lib/theme/check';
import { ThemeTokens } from '@/lib/clinic-api/schemas/site';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';

const P = (s: string) => {
  const c = parseColor(s);
  if (!c) throw new Error(`not parsed: ${s}`);
  return c;
};
const demo = () => ThemeTokens.parse(createDemoContent().site.theme);

describe('contrast maths (WCAG 2.x)', () => {
  it('matches published reference ratios', () => {
    expect(contrastRatio(P('#000'), P('#fff'))).toBeCloseTo(21, 6);
    expect(contrastRatio(P('#fff'), P('#fff'))).toBeCloseTo(1, 6);
    // #767676 on white is the classic smallest grey that passes 4.5:1; #777777 fails it.
    expect(contrastRatio(P('#767676'), P('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(P('#777777'), P('#ffffff'))).toBeLessThan(4.5);
    // WebAIM's checker: #0000ff on white is 8.59:1, #ff0000 on white 4:1.
    expect(contrastRatio(P('#0000ff'), P('#ffffff'))).toBeCloseTo(8.59, 2);
    expect(contrastRatio(P('#ff0000'), P('#ffffff'))).toBeCloseTo(4, 2);
  });

  it('is symmetric and uses the linear segment of the sRGB curve for dark channels', () => {
    expect(contrastRatio(P('#ffffff'), P('#767676'))).toBeCloseTo(contrastRatio(P('#767676'), P('#ffffff')), 10);
    // 10/255 = 0.0392 is below 0.04045: linear, 0.0392/12.92 per channel.
    expect(luminance(P('#0a0a0a'))).toBeCloseTo(10 / 255 / 12.92, 8);
    expect(luminance(P('#808080'))).toBeCloseTo(0.2159, 4);
  });

  it('parses the CSS colour forms a token may use, and refuses what it cannot read', () => {
    expect(P('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(P('#0f5e5a')).toEqual({ r: 15, g: 94, b: 90, a: 1 });
    expect(P('#0f5e5a80').a).toBeCloseTo(128 / 255, 6);
    expect(P('rgb(15, 94, 90)')).toEqual({ r: 15, g: 94, b: 90, a: 1 });
    expect(P('rgb(15 94 90 / 50%)').a).toBe(0.5);
    expect(P('rgba(255,0,0,0.25)').a).toBe(0.25);
    expect(toHex(P('hsl(0, 100%, 50%)'))).toBe('#ff0000');
    expect(toHex(P('hsl(120 100% 25%)'))).toBe('#008000');
    expect(P('WHITE')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    // Other CSS Color 4 forms through culori: named colours, oklch(), lab().
    expect(toHex(P('red'))).toBe('#ff0000');
    expect(toHex(P('rebeccapurple'))).toBe('#663399');
    expect(toHex(P('oklch(0.628 0.2577 29.23)'))).toBe('#ff0000');
    for (const bad of ['zielony', 'var(--x)', '#12345', 'rgb(1,2)', '#0b6e4f;}', ''])
      expect(parseColor(bad)).toBeNull();
  });

  it('mixes like CSS color-mix(in srgb) and composites transparency over the backdrop', () => {
    expect(toHex(mix(P('#000000'), 50, P('#ffffff')))).toBe('#808080');
    expect(toHex(mix(P('#ff0000'), 25, P('#0000ff')))).toBe('#4000bf');
    expect(mix(P('#ff0000'), 100, P('#0000ff'))).toEqual(P('#ff0000'));
    // A transparent side contributes no colour, only transparency (premultiplied mixing).
    const m = mix(P('#0f5e5a'), 10, P('transparent'));
    expect(toHex(m)).toBe('#0f5e5a');
    expect(m.a).toBeCloseTo(0.1, 6);
    expect(toHex(over(P('rgba(0,0,0,0.5)'), P('#ffffff')))).toBe('#808080');
    // Half-transparent black text on white reads as mid grey.
    expect(contrastRatio(P('rgba(0,0,0,0.5)'), P('#ffffff'))).toBeCloseTo(
      contrastRatio(P('rgb(127.5, 127.5, 127.5)'), P('#ffffff')),
      6,
    );
  });
});

describe('the theme check', () => {
  it('passes the demo clinic theme in light and dark', () => {
    const report = checkTheme(demo());
    expect(report.findings.filter((f) => f.level === 'error')).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.pairs.filter((p) => p.mode === 'light')).toHaveLength(PAIRS.length);
    expect(report.pairs.filter((p) => p.mode === 'dark')).toHaveLength(PAIRS.length);
  });

  it('fails a low-contrast text colour, naming the mode, the pair, its ratio and where it is used', () => {
    const t = demo();
    t.colors.mutedForeground = '#9a9a9a'; // 2.8:1 on white
    const report = checkTheme(t);
    expect(report.ok).toBe(false);
    const bad = report.pairs.find(
      (p) => p.mode === 'light' && p.fg === 'mutedForeground' && p.bg === 'surface' && p.kind === 'text',
    )!;
    expect(bad.ok).toBe(false);
    expect(bad.ratio).toBeCloseTo(2.81, 1);
    expect(report.findings.map((f) => f.what)).toContainEqual(
      expect.stringMatching(/^light: mutedForeground on surface is 2\.\d\d:1, needs 4\.5:1 \(card text/),
    );
    // The dark palette is checked on its own: still fine.
    expect(report.pairs.filter((p) => p.mode === 'dark').every((p) => p.ok)).toBe(true);
  });

  it('holds non-text (borders, focus ring) to 3:1, not 4.5:1', () => {
    const t = demo();
    // A primary of about 3.6:1 on the dark background: fine as a focus ring, not as link text.
    t.colorsDark.primary = '#3d7f78';
    const report = checkTheme(t);
    const ring = report.pairs.find(
      (p) => p.mode === 'dark' && p.kind === 'non-text' && p.fg === 'primary' && p.bg === 'background',
    )!;
    const link = report.pairs.find(
      (p) => p.mode === 'dark' && p.kind === 'text' && p.fg === 'primary' && p.bg === 'background',
    )!;
    expect(ring.ratio).toBe(link.ratio);
    expect(ring.ratio!).toBeGreaterThan(3);
    expect(ring.ratio!).toBeLessThan(4.5);
    expect(ring.ok).toBe(true);
    expect(link.ok).toBe(false);
  });

  it('checks the fixed danger colour against the clinic backgrounds', () => {
    const t = demo();
    t.colors.surface = '#c0392b'; // a red card: error text on it is unreadable
    const report = checkTheme(t);
    expect(report.pairs.find((p) => p.mode === 'light' && p.fg === 'danger' && p.bg === 'surface')!.ok).toBe(false);
  });

  it('reports a token that is not a colour, and checks what the site draws instead (the starter’s)', () => {
    const t = demo();
    t.colors.primary = 'var(--brand)';
    const report = checkTheme(t);
    expect(report.ok).toBe(false);
    expect(report.findings[0]!.what).toBe(
      'colors.primary = "var(--brand)" is not a colour: the site uses the starter\'s #0f5e5a',
    );
    expect(report.pairs.find((p) => p.fg === 'primary' && p.bg === 'background')?.fgHex).toBe('#0f5e5a');
  });

  it('flags font families the site cannot load, and stacks without a generic fallback', () => {
    expect(
      checkFonts({ fontSans: '"Inter", system-ui, sans-serif', fontHeading: "'Fraunces', Georgia, serif" }),
    ).toEqual([]);
    const f = checkFonts({ fontSans: '"Comic Neue", sans-serif', fontHeading: 'Georgia' });
    expect(f).toEqual([
      { level: 'error', what: expect.stringContaining('fontSans: the site cannot load "Comic Neue"') },
      { level: 'warning', what: expect.stringContaining('fontHeading does not end in a generic family') },
    ]);
    // The advice names what makes the check pass (SHIPPED_FONTS is what isShippedFont reads), not files under public/.
    expect(f[0]!.what).toContain('use a shipped family (Inter, Fraunces) or a system font');
    for (const step of [
      '@fontsource-variable',
      'SHIPPED_FONTS (lib/theme/index.ts)',
      'FONT_FAMILIES (scripts/lib/polish-fonts.ts)',
      'npx tsx scripts/generate-fonts.ts',
    ])
      expect(f[0]!.what).toContain(step);
    expect(f[0]!.what).not.toContain('public/');
    expect(checkFonts({ fontSans: '  ', fontHeading: 'serif' })[0]).toEqual({
      level: 'error',
      what: 'fontSans is empty: no font family to use',
    });
  });

  it('flags type, rhythm and motion values out of range, at both ends and at the edges', () => {
    expect(checkScale(demo())).toEqual([]);
    const t = demo();
    t.type.baseMinPx = 12;
    t.type.bodyLineHeight = 1.1;
    t.motion.durationSlowMs = 5000;
    t.rhythm.container = '20rem';
    const what = checkScale(t).map((f) => f.what);
    expect(what).toEqual(
      expect.arrayContaining([
        'type.baseMinPx = 12 is outside 14–20',
        'type.bodyLineHeight = 1.1 is outside 1.35–2',
        'motion.durationSlowMs = 5000 is outside 0–1200',
        expect.stringContaining('rhythm.container = 20rem'),
      ]),
    );
    const edge = demo();
    edge.type.baseMinPx = 14; // inclusive bounds
    edge.type.baseMaxPx = 24;
    edge.rhythm.container = '1280px'; // 80rem
    expect(checkScale(edge)).toEqual([]);
    const shrink = demo();
    shrink.type.baseMinPx = 18;
    shrink.type.baseMaxPx = 16;
    expect(checkScale(shrink).map((f) => f.what)).toContain(
      'type.baseMaxPx is smaller than type.baseMinPx: text would shrink on larger screens',
    );
  });
});

/** Every .css file the site ships. */
function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'node_modules' || name.startsWith('.') ? [] : stylesheets(p);
    return p.endsWith('.css') ? [p] : [];
  });
}

const TOKEN: Record<string, string> = {
  'color-background': 'background',
  'color-foreground': 'foreground',
  'color-surface': 'surface',
  'color-surface-2': 'surface2',
  'color-muted': 'muted',
  'color-muted-foreground': 'mutedForeground',
  'color-primary': 'primary',
  'color-primary-foreground': 'primaryForeground',
  'color-accent': 'accent',
  'color-accent-foreground': 'accentForeground',
  'color-border': 'border',
  'color-danger': 'danger',
};

describe('the pair list follows the stylesheets', () => {
  const css = ['app', 'components', 'blocks']
    .flatMap(stylesheets)
    .map((f) => readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''));
  const checked = new Set(PAIRS.map((p) => [p.fg, p.bg].map(String).sort().join('|')));

  it('checks every rule that sets both a text colour and a background from tokens', () => {
    const missing: string[] = [];
    for (const sheet of css) {
      for (const [, selector, body] of sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const fg = /(?:^|;)\s*color:\s*var\(--([a-z0-9-]+)/.exec(body!)?.[1];
        const bg = /background(?:-color)?:\s*var\(--([a-z0-9-]+)\)\s*(?:;|$)/.exec(body!)?.[1];
        if (!fg || !bg || !TOKEN[fg] || !TOKEN[bg]) continue;
        if (!checked.has([TOKEN[fg], TOKEN[bg]].sort().join('|')))
          missing.push(`${selector!.trim()}: ${TOKEN[fg]} on ${TOKEN[bg]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('models the form-field border with the mix the stylesheet uses', () => {
    const mixes = css.flatMap((s) =>
      [...s.matchAll(/color-mix\(in srgb, var\(--color-border\) (\d+)%, var\(--color-muted-foreground\)\)/g)].map((m) =>
        Number(m[1]),
      ),
    );
    expect(mixes.length).toBeGreaterThan(0);
    expect(new Set(mixes)).toEqual(new Set([FIELD_BORDER_BORDER_PCT]));
  });
});
