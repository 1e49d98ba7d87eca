import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  FONT_FAMILIES,
  FONTS_CSS,
  FONTS_DIR,
  FALLBACK_FONTS,
  KEPT_FEATURES,
  POLISH_LETTERS,
  SUBSETS,
  fallbackFamilies,
  fontMetrics,
  makeSubset,
  packageFile,
  packageRange,
  polishFontCss,
  rangePoints,
  subsetFile,
  subsetText,
  unicodeRange,
} from '../../scripts/lib/polish-fonts';
import { LOCAL_FONTS } from '../../lib/theme';
import subsetFont from 'subset-font';
import * as hb from 'harfbuzzjs';

/**
 * lib/fonts is generated (scripts/generate-fonts.ts) from the installed @fontsource-variable packages. Whether the
 * browser fetches only the subsets, and finds every Polish letter in them: tests/e2e/fonts.spec.ts.
 */
describe('the Polish font subsets', () => {
  it('are what the generator makes from the installed packages (re-run it after upgrading one)', async () => {
    for (const f of FONT_FAMILIES) {
      for (const s of SUBSETS) {
        const committed = await readFile(join(FONTS_DIR, subsetFile(f, s)));
        expect(
          (await makeSubset(f, s)).equals(committed),
          `${subsetFile(f, s)}: run npx tsx scripts/generate-fonts.ts`,
        ).toBe(true);
      }
    }
    expect(await readFile(join(FONTS_DIR, FONTS_CSS), 'utf8')).toBe(await polishFontCss());
  }, 60_000);

  it('are small: a Polish page fetches a fraction of the packages’ latin and latin-ext files', async () => {
    for (const f of FONT_FAMILIES) {
      let subsets = 0;
      for (const s of SUBSETS) subsets += (await readFile(join(FONTS_DIR, subsetFile(f, s)))).length;
      let full = 0;
      for (const s of SUBSETS) full += (await packageFile(f, s.source)).length;
      expect(subsets, f.name).toBeLessThan(full * 0.7);
    }
  });

  it('keep the OpenType features browsers apply by themselves and tabular figures, and drop the ones no page turns on', async () => {
    // The committed files, decoded from WOFF2 (subset-font reads it) to the font tables HarfBuzz reads.
    const open = async (file: Buffer, f: (typeof FONT_FAMILIES)[number]) => {
      const face = new hb.Face(
        new hb.Blob(await subsetFont(file, await subsetText(f, SUBSETS[0]), { targetFormat: 'sfnt' })),
      );
      return { face, font: new hb.Font(face) };
    };
    const advances = (font: InstanceType<typeof hb.Font>, text: string, features: string[]) => {
      const buffer = new hb.Buffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(
        font,
        buffer,
        features.map((f) => hb.Feature.fromString(f)!),
      );
      return buffer.getGlyphPositions().map((p) => p.xAdvance);
    };
    for (const f of FONT_FAMILIES) {
      const { face, font } = await open(await readFile(join(FONTS_DIR, subsetFile(f, SUBSETS[0]))), f);
      const kept = new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
      expect(
        [...kept].filter((tag) => !KEPT_FEATURES.includes(tag)),
        f.name,
      ).toEqual([]);
      const full = await open(await packageFile(f, SUBSETS[0].source), f);
      const offered = new Set([...full.face.getTableFeatureTags('GSUB'), ...full.face.getTableFeatureTags('GPOS')]);
      // Every feature of the list the package's file has is kept.
      expect(
        KEPT_FEATURES.filter((tag) => offered.has(tag) && !kept.has(tag)),
        f.name,
      ).toEqual([]);
      // tabular-nums (the opening hours, the booking calendar: Inter): every figure as wide as the others.
      if (offered.has('tnum')) expect(new Set(advances(font, '0123456789', ['tnum'])).size, f.name).toBe(1);
      // Inter's fractions and proportional-figure switch are dropped.
      if (f.name === 'inter')
        expect([...offered].filter((tag) => !kept.has(tag)).sort()).toEqual(['dnom', 'frac', 'numr', 'pnum']);
    }
    // Inter's figures are proportional unless asked: the feature is what makes them line up.
    const inter = await open(
      await readFile(join(FONTS_DIR, subsetFile(FONT_FAMILIES[0], SUBSETS[0]))),
      FONT_FAMILIES[0],
    );
    expect(new Set(advances(inter.font, '0123456789', [])).size).toBeGreaterThan(1);
  }, 60_000);

  it('cover the Polish alphabet between them, and core the package’s latin face but Latin-1’s other letters', async () => {
    const alphabet = 'aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ';
    for (const f of FONT_FAMILIES) {
      const core = new Set(rangePoints(unicodeRange(await subsetText(f, SUBSETS[0]))));
      const pl = new Set(rangePoints(unicodeRange(await subsetText(f, SUBSETS[1]))));
      for (const c of alphabet) expect(core.has(c.codePointAt(0)!) || pl.has(c.codePointAt(0)!), c).toBe(true);
      const latin = rangePoints(await packageRange(f, 'latin'));
      expect(
        latin
          .filter((cp) => !core.has(cp))
          .map((cp) => String.fromCodePoint(cp))
          .join(''),
      ).toBe('ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÔÕÖØÙÚÛÜÝÞßàáâãäåæçèéêëìíîïðñòôõöøùúûüýþÿ');
      // The pl range lies inside the package's latin-ext face: the full file stands behind it for other letters.
      const ext = new Set(rangePoints(await packageRange(f, 'latin-ext')));
      expect([...pl].every((cp) => ext.has(cp))).toBe(true);
    }
    expect(unicodeRange(POLISH_LETTERS)).toBe('U+0104-0107,U+0118-0119,U+0141-0144,U+015A-015B,U+0179-017C');
  });

  it('are a family of their own, which the theme stacks name first with the package’s family and the fallbacks behind it', async () => {
    const declared = [...(await polishFontCss()).matchAll(/font-family: '([^']+)'/g)].map((m) => m[1]);
    expect(declared).toEqual([
      ...FONT_FAMILIES.flatMap((f) => SUBSETS.map(() => f.family)),
      // A regular and a bold face for each device font.
      ...FONT_FAMILIES.flatMap((f) => fallbackFamilies(f).flatMap((name) => [name, name])),
    ]);
    for (const f of FONT_FAMILIES) {
      // The subsets' family holds only the subsets: the package declares its faces under its own name.
      const packageCss = await readFile(join('node_modules', f.pkg, 'wght.css'), 'utf8');
      expect(packageCss).toContain(`font-family: '${f.packageFamily}'`);
      expect(packageCss).not.toContain(f.family);
      expect(LOCAL_FONTS[f.name]).toBe(
        [f.family, f.packageFamily, ...fallbackFamilies(f)].map((n) => `"${n}"`).join(', '),
      );
    }
  });

  it('size each fallback so Polish text takes the web font’s room: the post heading’s DejaVu Serif Bold at 86%', async () => {
    const css = await polishFontCss();
    const face = (family: string, weight: string) => {
      const block = css
        .split('@font-face')
        .find((b) => b.includes(`'${family}'`) && b.includes(`font-weight: ${weight};`));
      return Object.fromEntries([...block!.matchAll(/([a-z-]+): ([^;]+);/g)].map((m) => [m[1], m[2]]));
    };
    // Fraunces at 600 averages 0.496 em a letter over the sample, DejaVu Serif Bold 0.578: drawn at 85.9%, it matches.
    const heading = face('Fraunces Polish Fallback DejaVu', '550 900');
    expect(heading['src']).toBe("local('DejaVu Serif Bold')");
    expect(heading['size-adjust']).toBe('85.91%');
    // Fraunces's ascent (0.978 em) and descent (0.255 em), undone of the size adjustment.
    expect(heading['ascent-override']).toBe('113.83%');
    expect(heading['descent-override']).toBe('29.68%');
    // Inter over Arial: what next/font's adjustFontFallback gives for Inter (107.12%), within its different sample.
    expect(parseFloat(face('Inter Polish Fallback Arial', '100 549')['size-adjust']!)).toBeCloseTo(107.1, 0);
  });

  it.skipIf(!existsSync('/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'))(
    'record the widths the device fonts measure (DejaVu, installed with Chromium)',
    async () => {
      const dejavu = {
        'sans-serif': ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'],
        serif: ['DejaVuSerif.ttf', 'DejaVuSerif-Bold.ttf'],
      };
      for (const category of ['sans-serif', 'serif'] as const) {
        const device = FALLBACK_FONTS[category].find((d) => d.key === 'DejaVu')!;
        const recorded = [device.regular.width, device.bold.width];
        const measured = await Promise.all(
          dejavu[category].map(
            async (file) => (await fontMetrics([await readFile(join('/usr/share/fonts/truetype/dejavu', file))])).width,
          ),
        );
        expect(measured.map((w) => w.toFixed(4))).toEqual(recorded.map((w) => w.toFixed(4)));
      }
    },
  );

  it('writes unicode-range runs the way CSS reads them', () => {
    expect(unicodeRange('cab\u00a0ż')).toBe('U+0061-0063,U+00A0,U+017C');
    expect(rangePoints('U+0061-0063,U+00A0')).toEqual([0x61, 0x62, 0x63, 0xa0]);
  });
});
