/**
 * Writes lib/fonts: the Polish subsets of the self-hosted fonts, their @font-face rules and the module naming their
 * URLs (scripts/lib/polish-fonts.ts says why). Run after upgrading an @fontsource-variable package; tests/unit/fonts.test.ts fails until then.
 *   npx tsx scripts/generate-fonts.ts
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FONT_FAMILIES, FONTS_CSS, FONTS_DIR, FONTS_MODULE, SUBSETS, fontFilesModule, makeSubset, polishFontCss, subsetFile } from './lib/polish-fonts';

for (const f of FONT_FAMILIES) {
  for (const s of SUBSETS) {
    const bytes = await makeSubset(f, s);
    await writeFile(join(FONTS_DIR, subsetFile(f, s)), bytes);
    console.log(`${join(FONTS_DIR, subsetFile(f, s))}: ${(bytes.length / 1024).toFixed(1)} kB`);
  }
}
await writeFile(join(FONTS_DIR, FONTS_CSS), await polishFontCss());
await writeFile(join(FONTS_DIR, FONTS_MODULE), fontFilesModule());
console.log(join(FONTS_DIR, FONTS_CSS), join(FONTS_DIR, FONTS_MODULE));
