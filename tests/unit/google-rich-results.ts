/**
 * Google's documented structured-data requirements for the schema.org types the site emits (Search Central,
 * "Structured data markup that Google Search supports", read November 2026). A property path is `a.b`; `a|b` means
 * either is enough. Only what Google documents: a type it has no rich result for is checked through the type whose
 * rules apply to it (a MedicalClinic, a Dentist and a Physician are LocalBusiness types).
 */
export interface Requirements {
  required: string[];
  recommended: string[];
}

const LOCAL_BUSINESS: Requirements = {
  required: ['name', 'address'],
  recommended: ['url', 'telephone', 'geo.latitude', 'geo.longitude', 'openingHoursSpecification', 'image'],
};

export const GOOGLE_REQUIREMENTS: Record<string, Requirements> = {
  // Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
  MedicalClinic: LOCAL_BUSINESS,
  Dentist: LOCAL_BUSINESS,
  // A doctor's own hours are not the clinic's: the site does not claim any (Google recommends, does not require).
  Physician: {
    required: LOCAL_BUSINESS.required,
    recommended: LOCAL_BUSINESS.recommended.filter((p) => p !== 'openingHoursSpecification'),
  },
  MedicalBusiness: LOCAL_BUSINESS,
  PostalAddress: { required: [], recommended: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] },
  OpeningHoursSpecification: { required: ['dayOfWeek', 'opens', 'closes'], recommended: [] },
  // Article: https://developers.google.com/search/docs/appearance/structured-data/article (no required property)
  Article: { required: [], recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name'] },
  BlogPosting: { required: [], recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author.name'] },
  // Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
  BreadcrumbList: { required: ['itemListElement'], recommended: [] },
  ListItem: { required: ['position', 'name'], recommended: ['item'] },
  // FAQ: https://developers.google.com/search/docs/appearance/structured-data/faqpage
  FAQPage: { required: ['mainEntity'], recommended: [] },
  Question: { required: ['name', 'acceptedAnswer'], recommended: [] },
  Answer: { required: ['text'], recommended: [] },
  // Offers (product snippets / merchant listings): https://developers.google.com/search/docs/appearance/structured-data/product-snippet
  Offer: {
    required: ['price|priceSpecification.price'],
    recommended: ['priceCurrency|priceSpecification.priceCurrency', 'url'],
  },
  // Site names: https://developers.google.com/search/docs/appearance/site-names
  WebSite: { required: ['name', 'url'], recommended: [] },
  // Organization: https://developers.google.com/search/docs/appearance/structured-data/organization (no required property)
  Organization: { required: [], recommended: ['name', 'url', 'logo'] },
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
  }
  for (const [k, v] of Object.entries(own))
    if (k !== '@type' && k !== '@context') findings.push(...check(v, `${at}.${k}`, byId));
  return findings;
}

/** Types that only appear inside others and Google has no rules for (checked through their parent). */
const SKIPPED = new Set([
  'GeoCoordinates',
  'PropertyValue',
  'ImageObject',
  'PriceSpecification',
  'MedicalProcedure',
  'Service',
  'Person',
  'AdministrativeArea',
  'City',
  'Place',
]);
