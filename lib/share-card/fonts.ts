import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The card's faces: TrueType files made from the self-hosted packages by scripts/generate-fonts.ts (satori reads no
 * WOFF2 and draws a variable font at its default weight only). Each family is two files, Latin and the Polish
 * letters, under two names that the card's font-family lists in turn (SANS, SERIF): satori keeps one face per name.
 */
const FACES = [
  { name: 'Inter', file: 'card-inter-core-500.ttf', weight: 500 },
  { name: 'Inter PL', file: 'card-inter-pl-500.ttf', weight: 500 },
  { name: 'Fraunces', file: 'card-fraunces-core-600.ttf', weight: 600 },
  { name: 'Fraunces PL', file: 'card-fraunces-pl-600.ttf', weight: 600 },
] as const;

export const SANS = 'Inter, "Inter PL"';
export const SERIF = 'Fraunces, "Fraunces PL"';

export interface CardFont {
  name: string;
  data: ArrayBuffer;
  weight: 500 | 600;
  style: 'normal';
}

let fonts: Promise<CardFont[]> | undefined;

/** Read from lib/fonts once per process: never from the network. */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FACES.map(async (f) => {
      const buf = await readFile(join(process.cwd(), 'lib', 'fonts', f.file));
      const data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
      return { name: f.name, data, weight: f.weight, style: 'normal' as const };
    }),
  );
  return fonts;
}

/**
 * The characters the faces hold (Latin, Polish, punctuation). Any other letter is drawn by its base letter ("é" as
 * "e") or left out: a glyph missing from the faces would make next/og fetch a font from the network at build.
 */
const DRAWN =
  /[\u0020-\u007E\u00A0-\u00BF\u00D3\u00D7\u00F3\u00F7\u0104-\u0107\u0118\u0119\u0141-\u0144\u015A\u015B\u0179-\u017C\u2010-\u2027\u2030-\u205E\u20AC\u2122]/u;

export function drawable(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    if (DRAWN.test(ch)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      if ([...base].every((c) => DRAWN.test(c))) out += base;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
}
