/**
 * The headers every response carries (next.config.ts). The Content-Security-Policy is static, so pages stay static
 * and cached (ISR): a nonce would force every page to render per request (see docs/security.md). The price is
 * `'unsafe-inline'` for scripts, which Next.js needs for its inline payload scripts; everything else is narrowed to
 * this origin: no plugins, no <base> hijack, forms post only here, framing only by the site itself.
 */
export interface HeaderOptions {
  /** Hosts images may come from besides the site (the API's host and CLINIC_IMAGE_HOSTS). */
  imageHosts: string[];
  /** A production build: HSTS on, no eval (development needs it for React's error overlay). */
  production: boolean;
}

export function contentSecurityPolicy({ imageHosts, production }: HeaderOptions): string {
  const images = imageHosts.filter((h) => /^[a-z0-9.-]+$/i.test(h)).map((h) => `https://${h}`);
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

export function securityHeaders(opts: HeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(opts) },
    // Two years: browsers then refuse plain http to this host. Sent only by production builds (a browser ignores it
    // over http, and `next dev` on localhost must not pin https).
    ...(opts.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000' }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
  ];
}
