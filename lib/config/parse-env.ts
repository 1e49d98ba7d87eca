import { z } from 'zod';
import { plainHttpRefusal } from './loopback';

/**
 * The site's configuration, read from the environment and validated in one place.
 * Pure (no `server-only`) so next.config.ts can check it at start-up; server code reads it through lib/config/server.ts.
 */
/** An http(s) address, with a further check of its parts. */
const httpUrl = (check: (u: URL) => boolean, message: string) =>
  z
    .string()
    .trim()
    .refine((s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'https:' || u.protocol === 'http:') && check(u);
      } catch {
        return false;
      }
    }, message);

const apiUrl = httpUrl(
  (u) => /\/v1\/?$/.test(u.pathname),
  'CLINIC_API_URL must be an http(s) address ending in /api/v1 (or /v1 on the alternative address), e.g. https://clinic.example/api/v1',
)
  // The bearer key goes with every request: plain http only to this machine (a local demo or a tunnel's end).
  .superRefine((s, ctx) => {
    let u: URL;
    try {
      u = new URL(s);
    } catch {
      return;
    }
    const refusal = plainHttpRefusal(u, 'CLINIC_API_URL');
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

/** An origin only: a path (other than `/`), a query, a fragment or a user name would end up in every canonical URL. */
const siteUrl = httpUrl(
  (u) => u.pathname === '/' && !u.username && !u.password && !/[?#]/.test(u.href),
  'SITE_URL must be the public origin of the site, e.g. https://www.clinic.example (no path, query or #fragment)',
).transform((s) => new URL(s).origin);

/** A DNS host name (letters, digits, hyphens, dots between labels): what CLINIC_IMAGE_HOSTS may list. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** YYYY-MM-DD naming a day that exists (not 2026-13-45, not 2026-02-30). */
const isCalendarDate = (v: string) => {
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === v;
};

/** Unset when blank; otherwise `schema` decides, and its own message is the one shown (a union would say "Invalid input"). */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'on', 'yes'].includes(v)));

/** Free text that may be unset; blank counts as unset, so nothing is ever shown empty. */
const optionalText = z
  .string()
  .trim()
  .max(300)
  .optional()
  .transform((v) => v || undefined);

const RawEnv = z.object({
  CLINIC_API_URL: blankIsUnset(apiUrl),
  CLINIC_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  SITE_URL: blankIsUnset(siteUrl),
  /**
   * Extra image hosts (comma-separated bare host names, e.g. cdn.klinika.pl) besides the API's own host: each becomes
   * `https://<host>` in the CSP's img-src and a next/image remote pattern, so an address, a port or a wildcard, which
   * neither would match, is refused rather than silently dropped.
   */
  CLINIC_IMAGE_HOSTS: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const hosts = (v ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean);
      for (const h of hosts.filter((h) => !HOST_NAME.test(h))) {
        ctx.addIssue({
          code: 'custom',
          message: `"${h}" is not a bare host name: list host names only, e.g. cdn.klinika.pl (no https://, path or port)`,
        });
      }
      return hosts;
    }),
  /**
   * The path under which the image hosts serve the clinic's media (e.g. /media/): next/image fetches nothing else from
   * them. Unset: any path. Wildcards, queries and fragments are refused (a query is never allowed anyway).
   */
  CLINIC_IMAGE_PATH: blankIsUnset(
    z
      .string()
      .trim()
      .refine(
        (p) => /^\/[A-Za-z0-9._~%!$&'()+,;=:@/-]*$/.test(p),
        'CLINIC_IMAGE_PATH must be a path starting with /, e.g. /media/ (no wildcard, query or #fragment)',
      ),
  ),
  /** schema.org type of the clinic in structured data, e.g. Dentist (default MedicalClinic). */
  CLINIC_SCHEMA_TYPE: z.string().optional(),
  /** Send the current page's utm_* / click ids with enquiries (default on; nothing is stored on the device). */
  LEAD_ATTRIBUTION: flag,
  /** Keep them for the browser session (sessionStorage) after the visitor agrees in a consent choice (default off). */
  LEAD_ATTRIBUTION_SESSION: flag,
  /** Tags loaded only after the visitor's consent (docs/measurement.md): Google Tag Manager, GA4, Meta Pixel ids. */
  GTM_ID: blankIsUnset(
    z
      .string()
      .trim()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC1234'),
  ),
  GA4_ID: blankIsUnset(
    z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'expected a measurement id like G-ABC123DEF4'),
  ),
  META_PIXEL_ID: blankIsUnset(
    z
      .string()
      .trim()
      .regex(/^\d{6,20}$/, 'expected the pixel id (digits), e.g. 123456789012345'),
  ),
  /** `1` sends tags the full path of treatment, specialist and booking pages (default: only the page's kind). */
  TAGS_FULL_PATHS: flag,
  /** Operator data the API does not carry (docs/compliance.md): registry court, share capital, one extra line. */
  OPERATOR_REGISTRY_COURT: optionalText,
  OPERATOR_SHARE_CAPITAL: optionalText,
  OPERATOR_NOTE: optionalText,
  /** The fee for a copy of medical records as the price list states it; unset: the statutory rule is explained. */
  RECORDS_COPY_FEE: optionalText,
  /** Date (YYYY-MM-DD) of the last accessibility review named on /dostepnosc; unset: no date is shown. */
  ACCESSIBILITY_REVIEWED_AT: z
    .string()
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'expected a date like 2026-03-31')
    .refine((v) => !v || isCalendarDate(v), 'not a calendar date: expected a real day like 2026-03-31')
    .optional()
    .transform((v) => v || undefined),
  /** Booking service ids registered through central e-registration (IKP), comma-separated: booked there, not here. */
  CENTRAL_REGISTRATION_SERVICES: z.string().optional(),
  /** How many proxies in front of the site append to X-Forwarded-For (0: do not trust it). */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
  /** Secret that signs the forms' fill-time tokens (at least 32 characters); see docs/enquiries.md. */
  FORM_SECRET: z
    .string()
    .trim()
    .min(32, 'FORM_SECRET must be at least 32 characters (e.g. `openssl rand -hex 32`)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Serve the embedded demo clinic from a production server on purpose (`next start` refuses to otherwise). */
  DEMO_MODE: flag,
  /** Demo only: the token the demo's control endpoints on the site require (X-Demo-Token); unset: they are off. */
  DEMO_CONTROL_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 24, 'must be at least 24 characters (e.g. `openssl rand -hex 24`)'),
  /** Demo only: start the demo clinic with `noindex` on. */
  DEMO_NOINDEX: flag,
  /** Demo only: requests per minute the embedded demo allows (the API's 120 by default; end-to-end tests raise it). */
  DEMO_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Demo only: this many generated articles added to the embedded demo's published pages (a big clinic, for benchmarks). */
  DEMO_GENERATED_PAGES: z.coerce.number().int().min(1).max(20_000).optional(),
  /** Demo only: the API minor version the embedded demo plays (e.g. 1.3.0; 1.99.0 for a later one with additions). */
  DEMO_API_VERSION: z
    .string()
    .regex(/^1\.\d{1,3}(\.\d{1,3})?$/, 'expected a version like 1.3.0')
    .optional(),
  /** Demo only: where the demo clinic posts its webhook events. */
  DEMO_WEBHOOK_URL: z.string().url().optional(),
  /** Secret the clinic platform signs its webhook events with (the demo: DEMO_WEBHOOK_SECRET); unset: not checked. */
  CLINIC_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Live mode: accept webhook events without a signature (only when the platform cannot sign; see docs/security.md). */
  CLINIC_WEBHOOK_ALLOW_UNSIGNED: flag,
  /** Several instances share one cache, budget and limits through this Redis (redis:// or rediss://); unset: memory. */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine(
      (v) => v === undefined || /^rediss?:\/\/[^\s]+$/.test(v),
      'must be a redis:// or rediss:// address, e.g. redis://127.0.0.1:6379',
    ),
  /** How many instances share the key: while Redis is unreachable each one spends only its share of the window. */
  EXPECTED_INSTANCES: z.coerce.number().int().min(1).max(1000).optional(),
  /** Longest a Redis answer is waited for before the instance uses its memory instead (ms, default 150). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).optional(),
  /** The largest API answer read, in bytes (default 2 MB): a longer one fails, and nothing past it is buffered. */
  CLINIC_API_MAX_BODY_BYTES: z.coerce.number().int().min(65_536).max(268_435_456).optional(),
  /** Keep enquiries the API could not take and deliver them later (default on; docs/enquiries.md). */
  ENQUIRY_OUTBOX: flag,
  /** The folder of the outbox's file when there is no Redis (default .clinic-data). */
  ENQUIRY_OUTBOX_DIR: optionalText,
  REVALIDATE_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || v.length >= 24, 'must be at least 24 characters (e.g. `openssl rand -hex 24`)'),
});

/** The tags the agency configured, each loaded only after its consent (lib/consent). */
export type TagIds = { gtm?: string; ga4?: string; pixel?: string; fullPaths: boolean };

export type SiteConfig = {
  /** `demo`: the embedded demo clinic; `live`: a real clinic platform. */
  mode: 'demo' | 'live';
  apiUrl: string | null;
  apiKey: string | null;
  siteUrl: string;
  /** True when SITE_URL was set explicitly. */
  siteUrlSet: boolean;
  imageHosts: string[];
  /** CLINIC_IMAGE_PATH with a trailing slash (`/` when unset): the image hosts' media path. */
  imagePath: string;
  schemaType: string;
  /** LEAD_ATTRIBUTION: enquiries carry the current page's campaign parameters. */
  attribution: boolean;
  /** LEAD_ATTRIBUTION_SESSION: with the visitor's consent, they are kept for the session (off by default). */
  attributionSession: boolean;
  /** GTM_ID, GA4_ID, META_PIXEL_ID: tags loaded after consent; null when none is set (no consent script at all). */
  tags: TagIds | null;
  /** Operator facts the API does not carry; each left out when unset. */
  operator: { registryCourt?: string; shareCapital?: string; note?: string };
  /** RECORDS_COPY_FEE: the clinic's own wording of the fee for copies of medical records, or null. */
  recordsCopyFee: string | null;
  /** ACCESSIBILITY_REVIEWED_AT: YYYY-MM-DD of the last accessibility review, or null. */
  accessibilityReviewedAt: string | null;
  /** CENTRAL_REGISTRATION_SERVICES: booking service ids booked through the patient's IKP. */
  centralRegistrationServices: string[];
  trustedProxyHops: number;
  /** FORM_SECRET when set; lib/abuse/server.ts derives one otherwise. */
  formSecret: string | null;
  /** DEMO_MODE: the demo runs on purpose (a production server refuses to serve it otherwise). */
  demoMode: boolean;
  /** DEMO_CONTROL_TOKEN: the demo control endpoints on the site need it; null: they are off. */
  demoControlToken: string | null;
  demoNoindex: boolean;
  demoWebhookUrl: string | null;
  /** DEMO_RATE_LIMIT: requests a minute the embedded demo allows (undefined: the API's 120). */
  demoRateLimit: number | undefined;
  /** DEMO_GENERATED_PAGES: generated articles the embedded demo publishes besides its own (undefined: none). */
  demoGeneratedPages: number | undefined;
  /** DEMO_API_VERSION: the minor version the embedded demo plays (undefined: the newest described). */
  demoApiVersion: string | undefined;
  /** CLINIC_WEBHOOK_SECRET: webhook events must carry a valid signature when set. */
  webhookSecret: string | null;
  /** CLINIC_WEBHOOK_ALLOW_UNSIGNED: in live mode, events without a secret to check them are accepted. */
  webhookAllowUnsigned: boolean;
  /** REVALIDATE_SECRET: the bearer token of POST /api/revalidate (the endpoint is off while unset). */
  revalidateSecret: string | null;
  /** REDIS_URL: the shared store of several instances; null: each process counts and caches in memory. */
  redisUrl: string | null;
  /** EXPECTED_INSTANCES (default 1): the in-memory fallback spends 1/N of each window. */
  expectedInstances: number;
  /** REDIS_TIMEOUT_MS (default 150): a slower Redis answer counts as a failure and memory stands in. */
  redisTimeoutMs: number;
  /** CLINIC_API_MAX_BODY_BYTES: the largest API answer read (undefined: the client's 2 MB). */
  apiMaxBodyBytes: number | undefined;
  /** ENQUIRY_OUTBOX (default on): enquiries the API could not take wait in the outbox (lib/outbox). */
  enquiryOutbox: boolean;
  /** ENQUIRY_OUTBOX_DIR: where the outbox's file is kept without Redis. */
  enquiryOutboxDir: string;
};

class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming the variable when it is half-configured or malformed. */
export function readConfig(env: Record<string, string | undefined> = process.env): SiteConfig {
  const parsed = RawEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${String(i.path[0] ?? '')}: ${i.message}`);
    throw new ConfigError(`Invalid site configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.CLINIC_API_URL && !e.CLINIC_API_KEY) {
    throw new ConfigError(
      'CLINIC_API_URL is set but CLINIC_API_KEY is not: set both to serve a real clinic, or neither to run the demo clinic.',
    );
  }
  if (e.CLINIC_API_KEY && !e.CLINIC_API_URL) {
    throw new ConfigError(
      'CLINIC_API_KEY is set but CLINIC_API_URL is not: set both to serve a real clinic, or neither to run the demo clinic.',
    );
  }
  const mode = e.CLINIC_API_URL ? 'live' : 'demo';
  const apiHost = e.CLINIC_API_URL ? new URL(e.CLINIC_API_URL).hostname : null;
  const extraHosts = e.CLINIC_IMAGE_HOSTS;
  return {
    mode,
    apiUrl: e.CLINIC_API_URL?.replace(/\/+$/, '') ?? null,
    apiKey: e.CLINIC_API_KEY ?? null,
    siteUrl: (e.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    siteUrlSet: Boolean(e.SITE_URL),
    imageHosts: [...new Set([...(apiHost ? [apiHost] : []), ...extraHosts])],
    imagePath: (e.CLINIC_IMAGE_PATH ?? '/').replace(/\/*$/, '/'),
    schemaType: e.CLINIC_SCHEMA_TYPE?.trim() || 'MedicalClinic',
    attribution: e.LEAD_ATTRIBUTION ?? true,
    attributionSession: (e.LEAD_ATTRIBUTION ?? true) && (e.LEAD_ATTRIBUTION_SESSION ?? false),
    tags:
      e.GTM_ID || e.GA4_ID || e.META_PIXEL_ID
        ? {
            ...(e.GTM_ID ? { gtm: e.GTM_ID } : {}),
            ...(e.GA4_ID ? { ga4: e.GA4_ID } : {}),
            ...(e.META_PIXEL_ID ? { pixel: e.META_PIXEL_ID } : {}),
            fullPaths: e.TAGS_FULL_PATHS ?? false,
          }
        : null,
    operator: {
      ...(e.OPERATOR_REGISTRY_COURT ? { registryCourt: e.OPERATOR_REGISTRY_COURT } : {}),
      ...(e.OPERATOR_SHARE_CAPITAL ? { shareCapital: e.OPERATOR_SHARE_CAPITAL } : {}),
      ...(e.OPERATOR_NOTE ? { note: e.OPERATOR_NOTE } : {}),
    },
    recordsCopyFee: e.RECORDS_COPY_FEE ?? null,
    accessibilityReviewedAt: e.ACCESSIBILITY_REVIEWED_AT ?? null,
    centralRegistrationServices: [
      ...new Set(
        (e.CENTRAL_REGISTRATION_SERVICES ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ],
    trustedProxyHops: e.TRUSTED_PROXY_HOPS ?? 0,
    formSecret: e.FORM_SECRET ?? null,
    demoMode: e.DEMO_MODE ?? false,
    demoControlToken: e.DEMO_CONTROL_TOKEN ?? null,
    demoNoindex: e.DEMO_NOINDEX ?? false,
    demoWebhookUrl: e.DEMO_WEBHOOK_URL ?? null,
    demoRateLimit: e.DEMO_RATE_LIMIT,
    demoGeneratedPages: e.DEMO_GENERATED_PAGES,
    demoApiVersion: e.DEMO_API_VERSION,
    webhookSecret: e.CLINIC_WEBHOOK_SECRET ?? null,
    webhookAllowUnsigned: e.CLINIC_WEBHOOK_ALLOW_UNSIGNED ?? false,
    revalidateSecret: e.REVALIDATE_SECRET ?? null,
    redisUrl: e.REDIS_URL ?? null,
    expectedInstances: e.EXPECTED_INSTANCES ?? 1,
    redisTimeoutMs: e.REDIS_TIMEOUT_MS ?? 150,
    apiMaxBodyBytes: e.CLINIC_API_MAX_BODY_BYTES,
    enquiryOutbox: e.ENQUIRY_OUTBOX ?? true,
    enquiryOutboxDir: e.ENQUIRY_OUTBOX_DIR ?? '.clinic-data',
  };
}

/**
 * Why a production server must not start, or null: without CLINIC_API_URL it would serve the demo clinic (made-up
 * content, a public demo key) on what may be the clinic's real domain, so it does so only when DEMO_MODE=1 says it is
 * meant. `next dev` and the tests run the demo freely.
 */
export function demoRefusal(cfg: SiteConfig): string | null {
  if (cfg.mode !== 'demo' || cfg.demoMode) return null;
  return 'No clinic is configured (CLINIC_API_URL and CLINIC_API_KEY are unset): a production server will not serve the demo clinic by accident. Set both to serve a real clinic, or DEMO_MODE=1 to run the demo on purpose.';
}
