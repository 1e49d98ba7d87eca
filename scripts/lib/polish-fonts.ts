import subsetFont from 'subset-font';
import * as hb from 'harfbuzzjs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a Polish page fetches of the self-hosted fonts. @fontsource splits each family by script: its "latin" file
 * (48 kB for Inter) holds every Latin-1 letter, its "latin-ext" file (85 kB) every other Latin letter, Polish ones
 * among them, so a Polish page fetched both (205 kB for the two families). Two small subsets cover Polish text
 * instead (about 78 kB for both families):
 *  - "core", cut from the latin file: all of it but Latin-1's accented letters, Ó and ó kept;
 *  - "pl", cut from the latin-ext file: the 18 Polish letters beyond Latin-1.
 * They are a family of their own ("Inter Polish"), and the theme's stacks name the package's family ("Inter Variable")
 * right behind it (lib/theme SHIPPED_FONTS), so a page fetches the package's full files only for a letter the subsets
 * lack (Müller, Dvořák): nothing shows in a fallback font for want of a glyph.
 *
 * Not one family: in a family with faces the page never loads (the package's ten, for Cyrillic, Greek, Vietnamese and
 * the full Latin files), Chromium on Linux resolves the stack's system fallbacks (system-ui, sans-serif, serif) in
 * the first layout, each a synchronous round trip to the browser process for fontconfig: 15 to 30 ms of a 40 to
 * 60 ms first layout under Lighthouse, none when the family text is drawn in holds only faces it loads.
 */

/** Latin-1's accented letters: a Polish page needs only Ó and ó of them (× and ÷ sit among them too). */
const LATIN1_LETTERS = { from: 0xc0, to: 0xff, keep: [...'Óó×÷'].map((c) => c.codePointAt(0)!) };
export const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńŚśŹźŻż';

/**
 * The self-hosted families (lib/theme SHIPPED_FONTS): the CSS family of the Polish subsets, the package's own CSS family
 * (its full files) and the @fontsource-variable package.
 */
export const FONT_FAMILIES = [
  {
    name: 'inter',
    family: 'Inter Polish',
    packageFamily: 'Inter Variable',
    pkg: '@fontsource-variable/inter',
    category: 'sans-serif',
  },
  {
    name: 'fraunces',
    family: 'Fraunces Polish',
    packageFamily: 'Fraunces Variable',
    pkg: '@fontsource-variable/fraunces',
    category: 'serif',
  },
] as const;
type Family = (typeof FONT_FAMILIES)[number];

export const SUBSETS = [
  { suffix: 'core', source: 'latin' },
  { suffix: 'pl', source: 'latin-ext' },
] as const;
type Subset = (typeof SUBSETS)[number];

/** Code points of a CSS unicode-range (U+0000-00FF,U+0131,...). */
export function rangePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [a, b] = part
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((h) => parseInt(h, 16));
    return Array.from({ length: (b ?? a!) - a! + 1 }, (_, i) => a! + i);
  });
}

/** The unicode-range the package declares for one of its subsets (its wght.css). */
export async function packageRange(f: Family, subset: string): Promise<string> {
  const css = await readFile(join('node_modules', f.pkg, 'wght.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`${f.name}-${subset}-wght-normal.woff2`));
  const range = face?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range)
    throw new Error(
      `${f.pkg}/wght.css declares no ${subset} face: the package changed, adjust scripts/lib/polish-fonts.ts`,
    );
  return range;
}

/**
 * The characters a subset holds: "core" is the package's latin face without Latin-1's accented letters (but Ó ó × ÷),
 * so the spaces, marks and controls browsers render inside form fields (date and time inputs) are there too.
 */
export async function subsetText(f: Family, s: Subset): Promise<string> {
  if (s.suffix === 'pl') return POLISH_LETTERS;
  const points = rangePoints(await packageRange(f, 'latin')).filter(
    (cp) => cp < LATIN1_LETTERS.from || cp > LATIN1_LETTERS.to || LATIN1_LETTERS.keep.includes(cp),
  );
  return String.fromCodePoint(...points);
}

export const FONTS_DIR = join('lib', 'fonts');
export const FONTS_CSS = 'polish.css';

export const subsetFile = (f: Family, s: Subset) => `${f.name}-${s.suffix}.woff2`;

/** A CSS unicode-range naming exactly these characters, runs joined (U+0020-007E,U+00D3,...). */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const runs: string[] = [];
  for (let i = 0; i < points.length;) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === points[j]! + 1) j++;
    runs.push(i === j ? `U+${hex(points[i]!)}` : `U+${hex(points[i]!)}-${hex(points[j]!)}`);
    i = j + 1;
  }
  return runs.join(',');
}

/** One of the package's files by its subset ("latin", "latin-ext"): the variable font, every weight. */
export const packageFile = (f: Family, source: string) =>
  readFile(join('node_modules', f.pkg, 'files', `${f.name}-${source}-wght-normal.woff2`));

/**
 * The OpenType features a subset keeps: those browsers apply to Latin text by themselves (kerning, ligatures, the
 * contextual alternates, mark positioning, localised forms, the variable font's rvrn) and the one the site's CSS asks
 * for (tabular-nums in the opening hours, the booking calendar and the forms). subset-font keeps every feature the
 * package's file has unless told otherwise, so Inter's fractions (frac, numr, dnom, with their figures) and its
 * proportional-figure switch (pnum), which no page turns on, travelled in every first visit: Inter's core subset is
 * 37.9 kB with them, 34.8 kB without. A theme that turns on another feature (font-feature-settings,
 * font-variant-numeric) adds its tag here and runs scripts/generate-fonts.ts.
 */
export const KEPT_FEATURES = [
  'ccmp',
  'locl',
  'rvrn',
  'mark',
  'mkmk',
  'curs',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'tnum',
];

/** One subset of one family (variable: the wght axis is kept, so every weight a theme names still renders). */
export async function makeSubset(f: Family, s: Subset): Promise<Buffer> {
  return subsetFont(await packageFile(f, s.source), await subsetText(f, s), {
    targetFormat: 'woff2',
    keepFeatures: KEPT_FEATURES,
  });
}

/**
 * Text drawn before the fonts arrive (a slow link, a busy phone: font-display swap draws it at once) is drawn in a
 * font the device has. Unadjusted, that font takes other room: the post's heading in DejaVu Serif covered 73,884 px²
 * against 50,622 in Fraunces, it pushed the main picture below the fold (so the picture was never the largest
 * paint), and the swap moved the page (layout shift 0.025 to 0.031). Each family therefore has fallback families
 * ("Inter Polish Fallback Arial"): a device font sized to the web font's average letter width (size-adjust), with the
 * web font's ascent, descent and line gap, so text takes the same room in either (what next/font's adjustFontFallback does).
 *
 * One family per device font, as size-adjust fits one font: the first the device has is used, the others fail at
 * once (a local() source is looked up, not fetched). Fonts with the same advance widths share a family (Liberation
 * Sans, Arimo and Helvetica were drawn to Arial's, Liberation Serif and Tinos to Times New Roman's). Bold text (a
 * heading's 600) is drawn in the font's bold face, sized to the web font at that weight.
 *
 * Each face: the names local() looks up, and `width`, the font's average advance over WIDTH_SAMPLE in em
 * (`npx tsx scripts/generate-fonts.ts --measure FILE...` prints it for a font file; measured from Debian's
 * fonts-liberation, fonts-roboto-unhinted, fonts-noto-core and fonts-dejavu-core).
 */
export const FALLBACK_FONTS = {
  'sans-serif': [
    {
      key: 'Arial',
      regular: { local: ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'], width: 0.4599 },
      bold: { local: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold', 'Helvetica Bold'], width: 0.4922 },
    },
    {
      key: 'Roboto',
      regular: { local: ['Roboto', 'Roboto Regular'], width: 0.4578 },
      bold: { local: ['Roboto Bold'], width: 0.4648 },
    },
    {
      key: 'DejaVu',
      regular: { local: ['DejaVu Sans'], width: 0.5208 },
      bold: { local: ['DejaVu Sans Bold'], width: 0.5856 },
    },
  ],
  serif: [
    {
      key: 'Times',
      regular: { local: ['Times New Roman', 'Liberation Serif', 'Tinos'], width: 0.4212 },
      bold: { local: ['Times New Roman Bold', 'Liberation Serif Bold', 'Tinos Bold'], width: 0.4444 },
    },
    {
      key: 'Noto Serif',
      regular: { local: ['Noto Serif', 'Noto Serif Regular'], width: 0.4978 },
      bold: { local: ['Noto Serif Bold'], width: 0.5252 },
    },
    {
      key: 'DejaVu',
      regular: { local: ['DejaVu Serif'], width: 0.5271 },
      bold: { local: ['DejaVu Serif Bold'], width: 0.5776 },
    },
  ],
} as const;

/**
 * A fallback's two faces: the weights each covers, and the web font's weight it is sized at (the theme's body and
 * heading weights).
 */
const FALLBACK_STYLES = [
  { style: 'regular', range: '100 549', wght: 400 },
  { style: 'bold', range: '550 900', wght: 600 },
] as const;

/** Polish prose: its letters, capitals and spaces in their usual mix, for an average letter width. */
const WIDTH_SAMPLE =
  'Zapraszamy do naszej przychodni. Leczenie kanałowe, implanty i higienizacja zębów: umów wizytę online lub zadzwoń do recepcji, a lekarz odpowie na Twoje pytania.';

/** The fallback families of a self-hosted family, in the order its stack names them (lib/theme SHIPPED_FONTS). */
export const fallbackFamilies = (f: Family) => FALLBACK_FONTS[f.category].map((d) => `${f.family} Fallback ${d.key}`);

/**
 * A font's average advance over WIDTH_SAMPLE in em, and its ascent, descent and line gap (hhea, what Chromium lays
 * lines out with) in em. Each character is measured in the first file that has it (a package's latin, then latin-ext file);
 * a variable font at `wght`. Files are instanced and cut to the sample by subset-font, which also reads WOFF2.
 */
export async function fontMetrics(
  files: Buffer[],
  wght?: number,
): Promise<{ width: number; ascent: number; descent: number; lineGap: number }> {
  const text = [...new Set(WIDTH_SAMPLE)].join('');
  const fonts = await Promise.all(
    files.map(async (file) => {
      const sfnt = await subsetFont(file, text, { targetFormat: 'sfnt', ...(wght ? { variationAxes: { wght } } : {}) });
      const face = new hb.Face(new hb.Blob(sfnt));
      return { face, font: new hb.Font(face) };
    }),
  );
  let total = 0;
  for (const ch of WIDTH_SAMPLE) {
    const advance = fonts
      .map(({ face, font }) => {
        const buffer = new hb.Buffer();
        buffer.addText(ch);
        buffer.guessSegmentProperties();
        hb.shape(font, buffer);
        return buffer.getGlyphInfos()[0]!.codepoint === 0 ? null : buffer.getGlyphPositions()[0]!.xAdvance / face.upem;
      })
      .find((a) => a !== null);
    if (advance === undefined) throw new Error(`no glyph for ${JSON.stringify(ch)} in the files measured`);
    total += advance;
  }
  const { face, font } = fonts[0]!;
  const { ascender, descender, lineGap } = font.hExtents();
  return {
    width: total / [...WIDTH_SAMPLE].length,
    ascent: ascender / face.upem,
    descent: -descender / face.upem,
    lineGap: lineGap / face.upem,
  };
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The fallback families' @font-face rules of one self-hosted family: a regular and a bold face per device font. */
async function fallbackFaces(f: Family): Promise<string[]> {
  const files = await Promise.all(SUBSETS.map((s) => packageFile(f, s.source)));
  const web = await Promise.all(FALLBACK_STYLES.map((s) => fontMetrics(files, s.wght)));
  return FALLBACK_FONTS[f.category].flatMap((device, i) =>
    FALLBACK_STYLES.map(({ style, range }, j) => {
      const { ascent, descent, lineGap, width } = web[j]!;
      const adjust = width / device[style].width;
      return `@font-face {
  font-family: '${fallbackFamilies(f)[i]}';
  font-style: normal;
  font-weight: ${range};
  src: ${device[style].local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(adjust)};
  ascent-override: ${percent(ascent / adjust)};
  descent-override: ${percent(descent / adjust)};
  line-gap-override: ${percent(lineGap / adjust)};
}`;
    }),
  );
}

/**
 * The @font-face rules of the subsets' families and of their fallbacks, imported with the packages' CSS
 * (app/globals.css).
 */
export async function polishFontCss(): Promise<string> {
  const faces: string[] = [];
  for (const f of FONT_FAMILIES) {
    for (const s of SUBSETS) {
      faces.push(`@font-face {
  font-family: '${f.family}';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./${subsetFile(f, s)}) format('woff2-variations');
  unicode-range: ${unicodeRange(await subsetText(f, s))};
}`);
    }
  }
  for (const f of FONT_FAMILIES) faces.push(...(await fallbackFaces(f)));
  return `/* Generated by scripts/generate-fonts.ts from ${FONT_FAMILIES.map((f) => f.pkg).join(' and ')}: do not edit. */\n${faces.join('\n\n')}\n`;
}

/**
 * The share cards' fonts (lib/share-card/fonts.ts): next/og (satori) reads TrueType, not WOFF2, and draws a variable
 * font at its default instance only, so each card face is one subset pinned at one weight, as TrueType.
 */
export const CARD_FACES = [
  { family: FONT_FAMILIES[0], weight: 500 },
  { family: FONT_FAMILIES[1], weight: 600 },
] as const;

export const cardFontFile = (f: Family, s: Subset, weight: number) => `card-${f.name}-${s.suffix}-${weight}.ttf`;

/** One subset of one family at one weight, as TrueType. */
export async function makeCardFont(f: Family, s: Subset, weight: number): Promise<Buffer> {
  return subsetFont(await packageFile(f, s.source), await subsetText(f, s), {
    targetFormat: 'sfnt',
    variationAxes: { wght: weight },
  });
}
