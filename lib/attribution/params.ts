/**
 * Campaign attribution sent with an enquiry: which ad or campaign brought the patient. Only these five URL
 * parameters, never anything about the person. Pure: used by the browser capture, the form and the server action.
 */
export const ATTRIBUTION_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid'] as const;
type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/** Click ids are ~100 characters; anything much longer is not a real value. */
export const ATTRIBUTION_MAX = 256;

/** A value as stored: control characters dropped, trimmed, bounded; empty means absent. */
export function cleanValue(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, ATTRIBUTION_MAX);
  return s || undefined;
}

/** The attribution parameters present in a query string or form (unknown keys ignored). */
export function pickAttribution(source: { get(key: string): unknown }): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const v = cleanValue(source.get(key));
    if (v) out[key] = v;
  }
  return out;
}

export const hasAttribution = (a: Attribution) => Object.keys(a).length > 0;
