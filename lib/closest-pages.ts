import { fold } from './search/text';
/**
 * The published pages closest to an address that is not one: the 404's suggestions and check-relaunch's proposed
 * redirects. Both sides are cut into words (path segments split at - _ . and digits, titles at spaces; Polish letters
 * folded, `.html`/`.php`/`index` dropped); each word of the address finds its most alike word of the page (the same, a
 * shared stem of 4+ letters for Polish endings, or a small edit distance), and a page scores by how much of the
 * address it explains. Pure and small: it runs over the published set the site already holds, no call of its own.
 */

export interface PageRef {
  path: string;
  title: string;
}

interface ScoredPage<P extends PageRef = PageRef> {
  page: P;
  /** 0 to 1: how much of the address the page explains. */
  score: number;
}

/** Below this a page is not worth suggesting: a word or two in common by chance. */
const MIN_SCORE = 0.45;

const NOISE = new Set(['html', 'htm', 'php', 'asp', 'aspx', 'index', 'www', 'pl', 'com', 'page', 'category', 'tag']);

export function words(text: string): string[] {
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // an address with a stray % keeps its raw form
  }
  return fold(decoded)
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !NOISE.has(w));
}

/** Levenshtein distance (insert, delete, substitute). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  // implant / implanty / implantow: one stem, Polish endings.
  if (common >= 4 && common >= 0.6 * Math.min(a.length, b.length)) return 0.9;
  const similar = 1 - editDistance(a, b) / Math.max(a.length, b.length);
  return similar >= 0.75 ? similar : 0;
}

/**
 * The words of an address worth matching, at most MAX_ADDRESS_WORDS of at most MAX_WORD_LENGTH letters: a scanner's
 * address of kilobytes must not cost the proxy millions of edit distances.
 */
const MAX_ADDRESS_WORDS = 8;
const MAX_WORD_LENGTH = 30;

export function addressWords(address: string): string[] {
  return [...new Set(words(address.slice(0, 300)))]
    .filter((w) => w.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_ADDRESS_WORDS);
}

/** How much of the address (its words, `wanted`) the page explains, 0 to 1. */
function pageScore(wanted: readonly string[], page: PageRef): number {
  if (wanted.length === 0) return 0;
  const own = [...new Set([...words(page.path), ...words(page.title)])];
  if (own.length === 0) return 0;
  const explained = wanted.reduce((sum, w) => sum + Math.max(...own.map((o) => wordSimilarity(w, o))), 0);
  // A page whose own words are mostly about something else ranks below one that is just this.
  const used = own.filter((o) => wanted.some((w) => wordSimilarity(w, o) > 0)).length;
  return (explained / wanted.length) * (0.85 + (0.15 * used) / own.length);
}

/** The `limit` best pages for `address` scoring at least MIN_SCORE, best first (ties: the shorter path). */
export function closestPages<P extends PageRef>(address: string, pages: readonly P[], limit = 3): ScoredPage<P>[] {
  const path = address.replace(/[?#].*$/, '');
  const wanted = addressWords(path);
  if (wanted.length === 0) return [];
  return pages
    .filter((p) => p.path !== '/' && p.path !== path)
    .map((page) => ({ page, score: pageScore(wanted, page) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort(
      (a, b) => b.score - a.score || a.page.path.length - b.page.path.length || a.page.path.localeCompare(b.page.path),
    )
    .slice(0, limit);
}
