import { readFile } from 'node:fs/promises';

/**
 * The card's faces: TrueType files made from the self-hosted packages by scripts/generate-fonts.ts (satori reads no
 * WOFF2 and draws a variable font at its default weight only). Each family is two files, Latin and the Polish
 * letters, under two names that the card's font-family lists in turn (SANS, SERIF): satori keeps one face per name.
 *
 * Each is read by `readFile(new URL(<literal>, import.meta.url))`, relative to this module and not to process.cwd():
 * the bundler copies the file into the build (.next/server/assets) and points the URL there, so a standalone server,
 * or `next start` run from another folder, finds it. Written out once per file: a path the bundler cannot read here
 * would make it trace the whole project into the route.
 */
const FACES = [
  { name: 'Inter', weight: 500, read: () => readFile(new URL('../fonts/card-inter-core-500.ttf', import.meta.url)) },
  { name: 'Inter PL', weight: 500, read: () => readFile(new URL('../fonts/card-inter-pl-500.ttf', import.meta.url)) },
  {
    name: 'Fraunces',
    weight: 600,
    read: () => readFile(new URL('../fonts/card-fraunces-core-600.ttf', import.meta.url)),
  },
  {
    name: 'Fraunces PL',
    weight: 600,
    read: () => readFile(new URL('../fonts/card-fraunces-pl-600.ttf', import.meta.url)),
  },
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

/** Read once per process: never from the network. */
export function cardFonts(): Promise<CardFont[]> {
  fonts ??= Promise.all(
    FACES.map(async (f) => {
      const buf = await f.read();
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
