import type { DemoContent } from './types';

/**
 * The demo clinic plays any minor version of the API, so the site's answers to an older or a newer server are
 * tested rather than assumed (API description, Versioning rule 2: "later minor versions only add").
 *   - Older: an endpoint newer than the version answers 404 as an unknown address would; fields newer than it are
 *     left out of every answer.
 *   - Later (any minor above the newest described, e.g. 1.99.0): what a newer server may add: a page of an unknown
 *     kind in GET /pages and GET /content, an unknown block type, unknown enum values and keys, extra fields.
 */

/** The newest minor version the API description covers: the demo's default. */
export const LATEST_MINOR = 14;
const LATEST_VERSION = `1.${LATEST_MINOR}.0`;
/** What `--later` plays: a minor version far enough ahead to carry every kind of addition. */
export const LATER_DEMO_VERSION = '1.99.0';

export interface ApiVersion {
  minor: number;
  /** As given, e.g. `1.3.0`. */
  label: string;
}

/** `1.3`, `1.3.0` → minor 3; throws a sentence for anything else (a typo must not silently play the latest). */
export function parseApiVersion(raw: string | undefined): ApiVersion {
  if (raw === undefined || raw.trim() === '') return { minor: LATEST_MINOR, label: LATEST_VERSION };
  const m = /^1\.(\d{1,3})(?:\.(\d{1,3}))?$/.exec(raw.trim());
  if (!m) throw new Error(`API version must look like 1.3.0 (major 1, any minor); got "${raw}"`);
  return { minor: Number(m[1]), label: m[2] === undefined ? `${raw.trim()}.0` : raw.trim() };
}

/** True for a version above the newest described: it carries the later additions. */
export const isLater = (v: ApiVersion) => v.minor > LATEST_MINOR;

/** The minor version each endpoint appeared in (endpoints not listed: 1.0.0, or unknown and kept). */
const ENDPOINT_SINCE: { method: string; pattern: RegExp; minor: number }[] = [
  { method: 'GET', pattern: /^\/(services|doctors|case-studies|posts)(\/[^/]+)?$/, minor: 1 },
  { method: '*', pattern: /^\/booking\/(appointments|slots)$/, minor: 2 },
  { method: 'GET', pattern: /^\/booking\/catalog$/, minor: 3 },
  { method: 'GET', pattern: /^\/site$/, minor: 4 },
  { method: 'GET', pattern: /^\/privacy$/, minor: 7 },
  { method: '*', pattern: /^\/conversations(\/.*)?$/, minor: 14 },
];

/** False when the endpoint came after `v`: the server answers it as an unknown address. */
export function hasEndpoint(v: ApiVersion, method: string, path: string): boolean {
  return !ENDPOINT_SINCE.some(
    (e) => (e.method === '*' || e.method === method) && e.pattern.test(path) && e.minor > v.minor,
  );
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSite = (o: Obj) => 'theme' in o && 'menu' in o;
const isMedia = (o: Obj) => typeof o.url === 'string' && 'focalX' in o;

/** Fields by the minor version that added them, and which records carry them. */
const FIELD_SINCE: { minor: number; key: string; on: (o: Obj) => boolean }[] = [
  { minor: 3, key: 'bookingServiceId', on: () => true },
  { minor: 3, key: 'bookingResourceId', on: () => true },
  { minor: 3, key: 'warnings', on: (o) => 'leadId' in o && 'ok' in o },
  { minor: 4, key: 'profile', on: isSite },
  ...['width', 'height', 'aiGenerated', 'caption'].map((key) => ({ minor: 4, key, on: isMedia })),
  { minor: 5, key: 'noindex', on: isSite },
  { minor: 7, key: 'privacy', on: (o) => 'legalName' in o || 'openingHours' in o || 'registry' in o },
  { minor: 8, key: 'nfz', on: (o) => 'durationMin' in o },
  { minor: 9, key: 'timeRequest', on: (o) => 'leadId' in o && 'ok' in o },
];

/**
 * Request rules by the minor version that added them (API description, Versioning rule 2). A server older than a rule
 * does not know its parameter or key: `strict` is an unknown query parameter (ignored), `timeRequest` an unknown body
 * key (kept with the lead like any other), and a service has no `nfz` flag (it books like any other); before 1.1.0
 * `utm_medium` and `utm_campaign` are not tracking fields (kept with the lead as unknown keys), and before 1.7.0
 * `privacyNoticeVersion` and `marketingConsent` are unknown keys (a lead keeps them, a booking ignores them; no clause
 * version and no consent is recorded).
 */
export const REQUEST_RULE_SINCE = { utmMediumCampaign: 1, strict: 3, consent: 7, nfz: 8, timeRequest: 9 } as const;

/** True when a server of minor version `minor` applies the request rule `rule`. */
export const appliesRule = (minor: number, rule: keyof typeof REQUEST_RULE_SINCE) => minor >= REQUEST_RULE_SINCE[rule];

/** A later server's extra key on every record: a client must ignore what it does not know. */
export const LATER_KEY = 'addedInLaterVersion';

/** An answer body as a server of version `v` sends it. */
export function shapeForVersion(body: unknown, v: ApiVersion): unknown {
  if (Array.isArray(body)) return body.map((x) => shapeForVersion(x, v));
  if (!isObj(body)) return body;
  const out: Obj = {};
  for (const [k, val] of Object.entries(body)) {
    if (FIELD_SINCE.some((f) => f.key === k && f.minor > v.minor && f.on(body))) continue;
    out[k] = shapeForVersion(val, v);
  }
  if (isLater(v) && ('id' in body || 'path' in body || isSite(body)))
    out[LATER_KEY] = { note: 'A field this site does not know' };
  return out;
}

/** Where the later additions live, for tests that look for them. */
export const LATER_PAGE_PATH = '/wirtualny-spacer';
export const LATER_BLOCK_TYPE = 'video-gallery.v1';
export const LATER_SOCIAL = 'threads';

/** What a later server publishes beyond the described version: new kinds, types, enum values and keys. */
export function addLaterContent(c: DemoContent): void {
  c.laterPages = [
    {
      path: LATER_PAGE_PATH,
      title: 'Wirtualny spacer po przychodni',
      kind: 'virtual-tour',
      updatedAt: '2026-10-01T09:00:00Z',
      fields: { scenes: [{ id: 'poczekalnia', title: 'Poczekalnia', panorama: '/demo/brand/og-default.jpg' }] },
    },
  ];
  const home = c.pages.find((p) => p.path === '/') ?? c.pages[0];
  home?.blocks.push(
    {
      id: 'later-video',
      type: LATER_BLOCK_TYPE,
      props: { title: 'Filmy z gabinetu', videos: [{ url: 'https://example.com/film.mp4' }] },
    },
    {
      id: 'later-cta',
      type: 'cta.v1',
      props: {
        title: 'Umów wizytę kontrolną',
        text: null,
        primary: { label: 'Umów wizytę', href: '/umow-wizyte' },
        tone: 'gradient',
      },
    },
  );
  const profile = c.site.profile;
  if (profile) {
    (profile.socials as unknown[] | undefined)?.push({
      network: LATER_SOCIAL,
      url: 'https://www.threads.net/@nowyusmiech.demo',
    });
    if (profile.openingHours)
      (profile.openingHours as Record<string, unknown>).holidays = [{ opens: '10:00', closes: '12:00' }];
  }
}
