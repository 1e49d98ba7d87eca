import { describe, expect, it } from 'vitest';
import { cssValue, fluid, FONTS_LATER_ATTRIBUTE, fontStack, themeCss } from '@/lib/theme';
import { ThemeTokens } from '@/lib/clinic-api/schemas';
import { testTheme } from '../support/theme';

const tokens = testTheme;

describe('themeCss', () => {
  const css = themeCss(tokens);
  it('puts light colours on :root and dark colours under prefers-color-scheme: dark', () => {
    const [root, dark] = css.split('@media (prefers-color-scheme: dark)');
    expect(root).toContain('--color-background: #f7f5f0;');
    expect(root).toContain('--color-primary: #0f5e5a;');
    expect(dark).toContain('--color-background: #0e1b1d;');
    expect(dark).toContain('--color-primary: #5cc2b6;');
    expect(dark).not.toContain('#f7f5f0');
  });
  it('makes the type scale fluid between the min and max base sizes', () => {
    expect(css).toContain(`--text-base: ${fluid(16, 18)};`);
    expect(fluid(16, 18)).toMatch(/^clamp\(1\.0000rem, .*vw, 1\.1250rem\)$/);
    // step 2: 16*1.2^2 = 23.04px on phones, 18*1.25^2 = 28.125px on desktops
    expect(css).toContain(`--text-xl: ${fluid(23.04, 28.125)};`);
  });
  it('carries radius, rhythm, elevation, motion and imagery', () => {
    expect(css).toContain('--radius: 0.75rem;');
    expect(css).toContain('--container: 72rem;');
    expect(css).toContain('--section-y: clamp(3.0000rem');
    expect(css).toContain('--shadow-md: 0 4px 12px rgb(15 40 38 / 0.080)');
    expect(css).toContain('--duration-base: 250ms;');
    expect(css).toContain('--ease-out: cubic-bezier(0.22, 1, 0.36, 1);');
    expect(css).toContain('--image-radius: 1rem;');
    expect(css).toContain('--overlay-opacity: 0.35;');
  });
  it('switches motion off under prefers-reduced-motion', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\)\{:root\{--duration-fast:0ms;--duration-base:0ms;--duration-slow:0ms;\}\}/,
    );
  });
  it('maps families the starter ships to its self-hosted fonts', () => {
    expect(css).toContain(
      '--font-sans: "Inter Polish", "Inter Variable", "Inter Polish Fallback Arial", "Inter Polish Fallback Roboto", "Inter Polish Fallback DejaVu", system-ui, sans-serif;',
    );
    expect(fontStack("'Fraunces', serif")).toBe(
      '"Fraunces Polish", "Fraunces Variable", "Fraunces Polish Fallback Times", "Fraunces Polish Fallback Noto Serif", "Fraunces Polish Fallback DejaVu", serif',
    );
    expect(fontStack('Lato, sans-serif')).toBe('Lato, sans-serif');
  });
  it('names only the sized device fonts until the page has loaded (components/ui/fonts-later.tsx)', () => {
    expect(fontStack("'Fraunces', serif", { downloaded: false })).toBe(
      '"Fraunces Polish Fallback Times", "Fraunces Polish Fallback Noto Serif", "Fraunces Polish Fallback DejaVu", serif',
    );
    const later = css.split('\n').find((rule) => rule.startsWith(`:root[${FONTS_LATER_ATTRIBUTE}]`));
    expect(later).toBe(
      `:root[${FONTS_LATER_ATTRIBUTE}]{--font-sans: "Inter Polish Fallback Arial", "Inter Polish Fallback Roboto", "Inter Polish Fallback DejaVu", system-ui, sans-serif;` +
        `--font-heading: "Fraunces Polish Fallback Times", "Fraunces Polish Fallback Noto Serif", "Fraunces Polish Fallback DejaVu", Georgia, serif;}`,
    );
    // A theme that downloads nothing has nothing to wait for.
    const system = themeCss(
      ThemeTokens.parse({ ...tokens, fontSans: 'system-ui, sans-serif', fontHeading: 'Georgia, serif' }),
    );
    expect(system).not.toContain(FONTS_LATER_ATTRIBUTE);
    // One shipped family: only its token waits.
    const one = themeCss(ThemeTokens.parse({ ...tokens, fontHeading: 'Georgia, serif' }));
    expect(one.split('\n').find((rule) => rule.includes(FONTS_LATER_ATTRIBUTE))).not.toContain('--font-heading');
  });
  it('cannot be used to break out of the style element', () => {
    const evil = ThemeTokens.parse({ ...tokens, radius: '1rem;}</style><script>alert(1)</script>' });
    const out = themeCss(evil);
    expect(out).not.toContain('</style>');
    expect(out).not.toContain('<script>');
    expect(cssValue('red;} body{display:none')).toBe('red bodydisplay:none');
  });

  it('a typo that leaves a bracket, a quote or a comment open does not swallow the rest of the theme', () => {
    /** Where a CSS tokenizer would stand at the end: inside a string, a comment or brackets, or clear. */
    const openAtEnd = (css: string) => {
      let quote: string | null = null;
      let comment = false;
      let depth = 0;
      for (let i = 0; i < css.length; i++) {
        const ch = css[i]!;
        if (comment) {
          if (ch === '*' && css[i + 1] === '/') {
            comment = false;
            i++;
          }
        } else if (quote) {
          if (ch === quote || ch === '\n') quote = null;
        } else if (ch === '/' && css[i + 1] === '*') {
          comment = true;
          i++;
        } else if (ch === '"' || ch === "'") quote = ch;
        else if (ch === '(') depth++;
        else if (ch === ')') depth = Math.max(0, depth - 1);
      }
      return { quote, comment, depth };
    };
    const broken = [
      { motion: { ...tokens.motion, easeSpring: 'cubic-bezier(0.34, 1.56, 0.64, 1' } },
      { fontHeading: '"Playfair Display, serif' },
      { radius: '0.75rem /* rounded' },
      { radius: '1rem) solid' },
    ];
    for (const over of broken) {
      const css = themeCss(ThemeTokens.parse({ ...tokens, ...over }));
      expect(openAtEnd(css), JSON.stringify(over)).toEqual({ quote: null, comment: false, depth: 0 });
      expect(css).toContain('@media (prefers-color-scheme: dark)');
      expect(css).toContain('--image-radius');
    }
    expect(cssValue('cubic-bezier(0.34, 1.56, 0.64, 1')).toBe('cubic-bezier(0.34, 1.56, 0.64, 1)');
  });
});
