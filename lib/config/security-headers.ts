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
}

export function contentSecurityPolicy({ apiOrigin, imageHosts, production }: CspOptions): string {
  const images = [
    ...new Set([
      ...(apiOrigin ? [apiOrigin] : []),
      ...imageHosts.filter((h) => /^[a-z0-9.-]+$/i.test(h)).map((h) => `https://${h}`),
    ]),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
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
