/**
 * Writes lib/fonts: the Polish subsets of the self-hosted fonts, their @font-face rules, the sized fallbacks'
 * (scripts/lib/polish-fonts.ts says why). Run after upgrading an @fontsource-variable package; tests/unit/fonts.test.ts fails until then.
 *   npx tsx scripts/generate-fonts.ts
 * With --measure, prints a device font's average letter width instead (FALLBACK_FONTS' `width`, regular and bold):
 *   npx tsx scripts/generate-fonts.ts --measure /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ...
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CARD_FACES,
  FONT_FAMILIES,
  FONTS_CSS,
  FONTS_DIR,
  SUBSETS,
  cardFontFile,
  fontMetrics,
  makeCardFont,
  makeSubset,
  polishFontCss,
  subsetFile,
} from './lib/polish-fonts';

if (process.argv[2] === '--measure') {
  for (const file of process.argv.slice(3))
    console.log(`${file}: ${(await fontMetrics([await readFile(file)])).width.toFixed(4)}`);
  process.exit(0);
}

for (const f of FONT_FAMILIES) {
  for (const s of SUBSETS) {
    const bytes = await makeSubset(f, s);
    await writeFile(join(FONTS_DIR, subsetFile(f, s)), bytes);
    console.log(`${join(FONTS_DIR, subsetFile(f, s))}: ${(bytes.length / 1024).toFixed(1)} kB`);
  }
}
for (const { family, weight } of CARD_FACES) {
  for (const s of SUBSETS) {
    const bytes = await makeCardFont(family, s, weight);
    await writeFile(join(FONTS_DIR, cardFontFile(family, s, weight)), bytes);
    console.log(`${join(FONTS_DIR, cardFontFile(family, s, weight))}: ${(bytes.length / 1024).toFixed(1)} kB`);
  }
}
await writeFile(join(FONTS_DIR, FONTS_CSS), await polishFontCss());
console.log(join(FONTS_DIR, FONTS_CSS));
