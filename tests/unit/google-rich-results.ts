/**
 * Google's documented structured-data requirements for the schema.org types the site emits (Search Central,
 * "Structured data markup that Google Search supports", read November 2026). A property path is `a.b`; `a|b` means
 * either is enough. Only what Google documents: a type it has no rich result for is checked through the type whose
 * rules apply to it (a MedicalClinic, a Dentist and a Physician are LocalBusiness types).
 */
interface Requirements {
  required: string[];
  recommended: string[];
  /** Value rules Google documents for a property, checked when the property is there. */
  values?: Record<string, ValueRule>;
}

interface ValueRule {
  ok: (v: unknown) => boolean;
  /** The documented rule, as a finding names it. */
  rule: string;
}

/**
 * Google's product pages say to follow schema.org's usage guidelines for prices: digits, '.' as the decimal point,
 * no currency symbol or thousands separator (https://schema.org/price). A price of zero or less is not an offer of a
 * paid treatment, and the site never claims one.
 */
const PRICE: ValueRule = {
  ok: (v) =>
    (typeof v === 'number' && Number.isFinite(v) && v > 0) ||
    (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) && Number(v) > 0),
  rule: 'a positive number (digits, "." as the decimal point, no currency or separators)',
};
/** "priceCurrency: the currency … in three-letter ISO 4217 format" (product snippet and merchant listing pages). */
const CURRENCY: ValueRule = {
  ok: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
  rule: 'a three-letter ISO 4217 code',
};
/** Article: "datePublished / dateModified: DateTime … in ISO 8601 format". */
const ISO_DATE: ValueRule = {
  ok: (v) =>
    typeof v === 'string' &&
    /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) &&
    !Number.isNaN(Date.parse(v)),
  rule: 'an ISO 8601 date',
};
/** An absolute address: Google resolves `item`, `url`, `image` and `logo` as URLs of the page's site. */
const ABSOLUTE_URL: ValueRule = {
  ok: (v) => ([] as unknown[]).concat(v).every((u) => typeof u === 'string' && /^https?:\/\/[^\s/]+/.test(u)),
  rule: 'an absolute URL',
};
/** Local business: "geo.latitude / geo.longitude: Number". */
const NUMBER: ValueRule = { ok: (v) => typeof v === 'number' && Number.isFinite(v), rule: 'a number' };
/** Breadcrumb: "position: Integer … the position of the breadcrumb in the breadcrumb trail. Position 1 …". */
const POSITION: ValueRule = { ok: (v) => Number.isInteger(v) && (v as number) >= 1, rule: 'an integer from 1' };

const LOCAL_BUSINESS: Requirements = {
  required: ['name', 'address'],
  recommended: ['url', 'telephone', 'geo.latitude', 'geo.longitude', 'openingHoursSpecification', 'image'],
  values: { url: ABSOLUTE_URL, image: ABSOLUTE_URL, 'geo.latitude': NUMBER, 'geo.longitude': NUMBER },
};
const ARTICLE: Requirements = {
  required: [],
  recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name'],
  values: { image: ABSOLUTE_URL, datePublished: ISO_DATE, dateModified: ISO_DATE },
};

const GOOGLE_REQUIREMENTS: Record<string, Requirements> = {
  // Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
  MedicalClinic: LOCAL_BUSINESS,
  Dentist: LOCAL_BUSINESS,
  // A doctor's own hours are not the clinic's: the site does not claim any (Google recommends, does not require).
  Physician: {
    required: LOCAL_BUSINESS.required,
    recommended: LOCAL_BUSINESS.recommended.filter((p) => p !== 'openingHoursSpecification'),
    values: LOCAL_BUSINESS.values,
  },
  MedicalBusiness: LOCAL_BUSINESS,
  PostalAddress: { required: [], recommended: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
  // Article: https://developers.google.com/search/docs/appearance/structured-data/article (no required property)
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  // Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: {
    required: ['position', 'name'],
    recommended: ['item'],
    values: { position: POSITION, item: ABSOLUTE_URL },
  },
  // FAQ: https://developers.google.com/search/docs/appearance/structured-data/faqpage
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  // Offers (product snippets / merchant listings): https://developers.google.com/search/docs/appearance/structured-data/product-snippet
  // "Offer: required price or priceSpecification.price"; priceCurrency recommended there, required for merchant
  // listings (https://developers.google.com/search/docs/appearance/structured-data/merchant-listing), so required
  // here. A PriceSpecification's minPrice/maxPrice never stand in for the price.
  Offer: {
    required: ['price|priceSpecification.price', 'priceCurrency|priceSpecification.priceCurrency'],
    recommended: ['url'],
    values: {
      price: PRICE,
      priceCurrency: CURRENCY,
      'priceSpecification.price': PRICE,
      'priceSpecification.priceCurrency': CURRENCY,
      url: ABSOLUTE_URL,
    },
  },
  // Inside an Offer (checked through it above); its own sums follow the same price rules.
  PriceSpecification: {
    required: [],
    recommended: [],
    values: { price: PRICE, minPrice: PRICE, maxPrice: PRICE, priceCurrency: CURRENCY },
  },
  // Local business: geo "GeoCoordinates: latitude, longitude" (Number each).
  GeoCoordinates: {
    required: ['latitude', 'longitude'],
    recommended: [],
    values: { latitude: NUMBER, longitude: NUMBER },
  },
  // Site names: https://developers.google.com/search/docs/appearance/site-names
  WebSite: { required: ['name', 'url'], recommended: [], values: { url: ABSOLUTE_URL } },
  // Organization: https://developers.google.com/search/docs/appearance/structured-data/organization (no required property)
  Organization: {
    required: [],
    recommended: ['name', 'url', 'logo'],
    values: { url: ABSOLUTE_URL, logo: ABSOLUTE_URL },
  },
};

export interface Finding {
  type: string;
  at: string;
  missing: string;
  level: 'required' | 'recommended';
}

const has = (node: Record<string, unknown>, path: string): boolean =>
  path.split('|').some((alt) => {
    let v: unknown = node;
    for (const key of alt.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
    return v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
  });

/**
 * Every node with a `@type` at any depth, checked against the table. A type missing from the table is reported
 * too, so a new type cannot arrive unchecked. Nodes sharing an `@id` are one entity (JSON-LD merges them, and so
 * does Google): a reference such as `provider: {"@id": "…#clinic", "name": …}` is checked with the full node's
 * properties.
 */
export function checkGoogleRequirements(data: unknown): Finding[] {
  const byId = new Map<string, Record<string, unknown>>();
  collectIds(data, byId);
  return check(data, '$', byId);
}

function collectIds(data: unknown, byId: Map<string, Record<string, unknown>>): void {
  if (Array.isArray(data)) return data.forEach((d) => collectIds(d, byId));
  if (!data || typeof data !== 'object') return;
  const node = data as Record<string, unknown>;
  if (typeof node['@id'] === 'string') byId.set(node['@id'], { ...byId.get(node['@id']), ...node });
  for (const v of Object.values(node)) collectIds(v, byId);
}

function check(data: unknown, at: string, byId: Map<string, Record<string, unknown>>): Finding[] {
  if (Array.isArray(data)) return data.flatMap((d, i) => check(d, `${at}[${i}]`, byId));
  if (!data || typeof data !== 'object') return [];
  const own = data as Record<string, unknown>;
  const node = typeof own['@id'] === 'string' ? { ...byId.get(own['@id']) } : own;
  const findings: Finding[] = [];
  const types = node['@type'] === undefined ? [] : ([] as unknown[]).concat(node['@type']).map(String);
  const known = types.map((t) => GOOGLE_REQUIREMENTS[t]).filter((r): r is Requirements => Boolean(r));
  if (types.length > 0 && known.length === 0 && !SKIPPED.has(types[0]!))
    findings.push({ type: types.join(','), at, missing: '(type not in the table)', level: 'required' });
  for (const req of known.slice(0, 1)) {
    for (const p of req.required)
      if (!has(node, p)) findings.push({ type: types.join(','), at, missing: p, level: 'required' });
    for (const p of req.recommended)
      if (!has(node, p)) findings.push({ type: types.join(','), at, missing: p, level: 'recommended' });
    for (const [p, rule] of Object.entries(req.values ?? {})) {
      const v = valueAt(node, p);
      if (v !== undefined && !rule.ok(v))
        findings.push({ type: types.join(','), at, missing: `${p}: ${rule.rule}`, level: 'required' });
    }
    // An Offer's price must lie within the PriceSpecification's minPrice/maxPrice it carries (schema.org: "the
    // low/high price offered if price is a range"): "od 180 zł" is 180, never more.
    if (types.includes('Offer')) findings.push(...priceWithinRange(node, at));
  }
  for (const [k, v] of Object.entries(own))
    if (k !== '@type' && k !== '@context') findings.push(...check(v, `${at}.${k}`, byId));
  return findings;
}

function valueAt(node: Record<string, unknown>, path: string): unknown {
  let v: unknown = node;
  for (const key of path.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

function priceWithinRange(node: Record<string, unknown>, at: string): Finding[] {
  const price = Number(node.price);
  const spec = (node.priceSpecification ?? {}) as Record<string, unknown>;
  const low = spec.minPrice === undefined ? -Infinity : Number(spec.minPrice);
  const high = spec.maxPrice === undefined ? Infinity : Number(spec.maxPrice);
  if (node.price === undefined || (price >= low && price <= high && low <= high)) return [];
  return [{ type: 'Offer', at, missing: 'price within priceSpecification.minPrice–maxPrice', level: 'required' }];
}

/**
 * Types Google documents no rich result or property rules for (schema.org only): checked through the node that
 * carries them. Service (a treatment) and MedicalProcedure (a doctor's treatments) have no rich result.
 */
const SKIPPED = new Set([
  'PropertyValue',
  'ImageObject',
  'MedicalProcedure',
  'Service',
  'Person',
  'AdministrativeArea',
  'City',
  'Place',
]);
