/**
 * The site's security headers. The Content-Security-Policy is the same for every page, so pages stay static and
 * cached (ISR): a nonce would force every page to render per request (see docs/security.md). The price is
 * `'unsafe-inline'` for scripts, which Next.js needs for its inline payload scripts; everything else is narrowed to
 * this origin: no plugins, no <base> hijack, forms post only here, framing only by the site itself. The proxy
 * (proxy.ts) sets it from the running server's configuration, since next.config.ts headers are fixed at build and an
 * image built once may serve a clinic configured later; next.config.ts sets the others.
 */
export interface CspOptions {
  /** The API's origin as configured (its images), null in demo mode (the demo's media are on the site). */
  apiOrigin: string | null;
  /** CLINIC_IMAGE_HOSTS: further hosts images come from, over https. */
  imageHosts: string[];
  /** A production server: no eval (development needs it for React's error overlay) and no hot-reload socket. */
  production: boolean;
  /** The configured tags (GTM_ID, GA4_ID, META_PIXEL_ID): their hosts are allowed only when an id is set. */
  tags?: { gtm?: string; ga4?: string; pixel?: string } | null;
}

/**
 * The hosts each tag loads from and sends to (Google's and Meta's published CSP guidance), and nothing else: no
 * id, no host. GTM may fire GA4, so it gets GA4's hosts too; tags the agency adds inside its GTM container beyond
 * those need their hosts here (docs/measurement.md).
 */
const GOOGLE = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
const META = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

function tagHosts(tags: CspOptions['tags']): { script: string[]; img: string[]; connect: string[] } {
  const sets = [...(tags?.gtm || tags?.ga4 ? [GOOGLE] : []), ...(tags?.pixel ? [META] : [])];
  return {
    script: sets.flatMap((s) => s.script),
    img: sets.flatMap((s) => s.img),
    connect: sets.flatMap((s) => s.connect),
  };
}

export function contentSecurityPolicy({ apiOrigin, imageHosts, production, tags }: CspOptions): string {
  const tagged = tagHosts(tags);
  const images = [
    ...new Set([
      ...(apiOrigin ? [apiOrigin] : []),
      ...imageHosts.filter((h) => /^[a-z0-9.-]+$/i.test(h)).map((h) => `https://${h}`),
    ]),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"]), ...tagged.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images, ...tagged.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:']), ...tagged.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers next.config.ts puts on every response. */
export function securityHeaders(opts: { production: boolean }): { key: string; value: string }[] {
  return [
    // Two years: browsers then refuse plain http to this host. Sent only by production builds (a browser ignores it
    // over http, and `next dev` on localhost must not pin https).
    ...(opts.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ];
}
