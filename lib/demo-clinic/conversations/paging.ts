/**
 * Keyset paging for the demo's newest-first lists. A cursor names the last item shown (its time and id), not an
 * offset, so an item that moves to the front while a client pages cannot shift the rest into duplicates or gaps.
 */
export interface Keyed {
  /** Sort time in ms (newest first). */
  t: number;
  id: string;
}

export function encodeCursor(k: Keyed): string {
  return Buffer.from(JSON.stringify([k.t, k.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Keyed | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(v) && v.length === 2 && Number.isFinite(v[0]) && typeof v[1] === 'string')
      return { t: v[0] as number, id: v[1] };
  } catch {
    /* not one of ours */
  }
  return null;
}

/** Newest first; equal times by id, descending, so the order is total. */
export const newestFirst = (a: Keyed, b: Keyed) => b.t - a.t || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0);

/** Parses `limit`: an integer 1..100, default 50; null when out of range or not a number. */
export function parseLimit(raw: string | null): number | null {
  if (raw === null || raw === '') return 50;
  if (!/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= 100 ? n : null;
}

/** One page of `sorted` (already newest first) after `cursor`, with the cursor of the next page. */
export function pageOf<T>(
  sorted: T[],
  key: (x: T) => Keyed,
  after: Keyed | null,
  limit: number,
): { items: T[]; nextCursor: string | null } {
  const start = after ? sorted.findIndex((x) => newestFirst(after, key(x)) < 0) : 0;
  const from = start === -1 ? sorted.length : start;
  const items = sorted.slice(from, from + limit);
  const more = from + limit < sorted.length;
  return { items, nextCursor: more && items.length ? encodeCursor(key(items.at(-1)!)) : null };
}
