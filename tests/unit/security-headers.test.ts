import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '@/lib/config/security-headers';
import { sitePath, safeHref } from '@/lib/site-path';

const directives = (csp: string) =>
  new Map(
    csp.split(';').map((d) => {
      const [name, ...v] = d.trim().split(/\s+/);
      return [name!, v];
    }),
  );

describe('Content-Security-Policy', () => {
  const csp = directives(
    contentSecurityPolicy({
      apiOrigin: 'https://panel.clinic.example',
      imageHosts: ['panel.clinic.example', 'cdn.example', 'bad host"'],
      production: true,
    }),
  );

  it('has the directives the issue names', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('allows images from the configured hosts only (over https), and no eval in production', () => {
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://panel.clinic.example',
      'https://cdn.example',
    ]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('HSTS only in production; the existing headers stay', () => {
    const prod = securityHeaders({ production: true }).map((h) => h.key);
    const dev = securityHeaders({ production: false }).map((h) => h.key);
    expect(prod).toContain('Strict-Transport-Security');
    expect(dev).not.toContain('Strict-Transport-Security');
    for (const k of ['X-Content-Type-Options', 'Referrer-Policy', 'X-Frame-Options', 'Permissions-Policy'])
      expect(prod).toContain(k);
  });

  it('the API’s origin as configured (an http test server too), none in demo mode', () => {
    expect(
      directives(contentSecurityPolicy({ apiOrigin: 'http://127.0.0.1:4000', imageHosts: [], production: true })).get(
        'img-src',
      ),
    ).toContain('http://127.0.0.1:4000');
    expect(
      directives(contentSecurityPolicy({ apiOrigin: null, imageHosts: [], production: true })).get('img-src'),
    ).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('hrefs from a query string or the API', () => {
  it('a protocol-relative `strona` never becomes a link off the site', () => {
    // What /zglos-problem?strona=… hands the page after URL decoding.
    for (const raw of [
      '/\\evil.com',
      '//evil.com',
      '/\\/evil.com',
      '/\t/evil.com',
      '\\\\evil.com',
      'https://evil.com',
      'javascript:alert(1)',
      ' //evil.com',
    ])
      expect(sitePath(decodeURIComponent(encodeURIComponent(raw)))).toBeNull();
    expect(
      sitePath(new URL('https://site.test/zglos-problem?strona=/%5Cevil.com').searchParams.get('strona')),
    ).toBeNull();
    expect(sitePath('/uslugi/implanty?x=1')).toBe('/uslugi/implanty');
  });

  it('API hrefs: site paths, https:, tel: and mailto: only', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'http://clinic.example',
      '//evil.com',
      '/\\evil.com',
      'vbscript:x',
      'ftp://x',
    ])
      expect(safeHref(bad)).toBeNull();
    for (const good of [
      '/kontakt',
      'https://facebook.com/clinic',
      'tel:+48123456789',
      'mailto:recepcja@clinic.example',
    ])
      expect(safeHref(good)).toBe(good);
  });

  it('API hrefs as editors write them: a fragment of the page, a phone number with spaces (dialled without them)', () => {
    expect(safeHref('#formularz-kontaktowy')).toBe('#formularz-kontaktowy');
    expect(safeHref('tel:+48 12 345 67 89')).toBe('tel:+48123456789');
    expect(safeHref('tel:(12) 345-67-89')).toBe('tel:123456789');
    for (const bad of ['#', '#a b', '#"onmouseover=x', 'tel:+48 12 345 67 89 javascript:x', 'tel: '] as const)
      expect(safeHref(bad), bad).toBeNull();
  });
});

/**
 * The proxy sets the policy and X-Robots-Tag (proxy.ts): it must run for every HTML answer. Its matcher is compiled
 * here as Next compiles it (getMiddlewareMatchers, getMiddlewareRouteMatcher).
 */
describe('the proxy’s matcher', () => {
  const runs = async (path: string, headers: Record<string, string> = {}) => {
    const { config } = await import('../../proxy');
    // Exported at run time, left out of the module's type declarations.
    const { getMiddlewareMatchers } = (await import('next/dist/build/analysis/get-page-static-info')) as unknown as {
      getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => never;
    };
    const { getMiddlewareRouteMatcher } = await import('next/dist/shared/lib/router/utils/middleware-route-matcher');
    const match = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {} as never));
    const req = { headers, cookies: {} } as never;
    return match(path, req, {});
  };

  it('covers every page answer: a path with a dot, `rsc: 0` (answered with HTML), RSC requests', async () => {
    for (const path of ['/', '/kontakt', '/blog/wersja-2.0', '/wp-login.php', '/.env', '/demo/x', '/apitest'])
      expect(await runs(path), path).toBe(true);
    expect(await runs('/kontakt', { rsc: '0' })).toBe(true);
    expect(await runs('/kontakt', { rsc: '1' })).toBe(true);
  });

  it('leaves out Next’s own files, route handlers, robots.txt and the sitemap', async () => {
    for (const path of ['/_next/static/chunks/a.js', '/_next/image', '/api/booking/slots', '/api', '/robots.txt'])
      expect(await runs(path), path).toBe(false);
    expect(await runs('/sitemap.xml')).toBe(false);
  });
});
