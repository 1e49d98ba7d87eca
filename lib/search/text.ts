/**
 * Polish as patients type it: without diacritics, in any case, in any inflected form. Both the index and the query go
 * through `searchTerm`, so "bol kolana", "Ból kolana" and "bólu kolanem" meet on the same terms.
 */

// Stryker disable next-line Regex: with the g flag, marks removed one by one or in runs leave the same text
const MARKS = /\p{M}+/gu;

/** Lower case without diacritics: "Ból Łokcia" → "bol lokcia". ł has no decomposition, so it is mapped by hand. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '').replace(/ł/g, 'l');
}

/**
 * Inflectional endings of Polish nouns and adjectives (folded), longest first. A light stemmer: it cuts one ending so
 * that the forms of one word share a stem (kolano, kolana, kolanem, kolanach → kolan); it is not a dictionary, and two
 * words may share a stem they should not. Snowball has no Polish stemmer, and the libraries that do (Stempel, Morfologik)
 * are Java; for a clinic's few hundred titles this is enough, and a typo is left to the engine's fuzzy match.
 */
// Stryker disable MethodExpression,ArrowFunction: written longest first already; the sort keeps it so as endings are added
const ENDINGS = [
  ...['iami', 'iach', 'iego', 'iemu'],
  ...['ami', 'ach', 'ego', 'emu', 'ich', 'imi', 'iej', 'iem', 'iom', 'iow', 'ymi', 'ych', 'owi'],
  ...['em', 'om', 'ow', 'ym', 'im', 'ej', 'ie', 'ia', 'iu', 'ii'],
  ...['a', 'e', 'i', 'o', 'u', 'y'],
].sort((a, b) => b.length - a.length);
// Stryker restore MethodExpression,ArrowFunction

/** A stem keeps at least this many letters: "bolu" → "bol" (ból), but "oko" stays whole. */
const MIN_STEM = 3;

export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

/** One word of a document or a query as the index keeps it, or null for a word too short to mean anything. */
export function searchTerm(word: string): string | null {
  const folded = fold(word);
  return folded.length < 2 ? null : stem(folded);
}

/** Splits on anything that is not a letter or a digit (hyphens and apostrophes too). */
export function words(text: string): string[] {
  // Stryker disable next-line Regex: splitting on each separator instead of a run only adds empty words, filtered out
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}
