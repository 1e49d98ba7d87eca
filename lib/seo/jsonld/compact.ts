/**
 * Drops what the clinic left empty — null, undefined, blank strings, empty arrays and objects that carry nothing but
 * their @type — at any depth, so structured data never says `"telephone": null` or `"address": {"@type": …}`.
 */
export function compact<T>(value: T): T {
  return (clean(value) ?? (Array.isArray(value) ? [] : {})) as T;
}

function clean(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(clean).filter((v) => v !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const c = clean(v);
      if (c !== undefined) out[k] = c;
    }
    const meaningful = Object.keys(out).filter((k) => k !== '@type' && k !== '@context');
    return meaningful.length ? out : undefined;
  }
  return value;
}
