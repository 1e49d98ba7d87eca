import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ADDRESS_SOURCE } from '@/lib/consent/address';
import { contentSecurityPolicy } from '@/lib/config/security-headers';
import { readConfig } from '@/lib/config/parse-env';
import { TagConsent } from '@/components/ui/tag-consent';
import { AttributionConsent } from '@/components/ui/attribution-script';

/** Consent, then tags (issue 37 item 5): ids, CSP hosts, the reduced address, and the choice's markup. */
type Address = {
  reducedPath: (p: string, k: string, full: boolean) => string;
  reducedLocation: (o: string, p: string, q: string, k: string, full: boolean, keys: string[]) => string;
  reducedReferrer: (r: string) => string;
  reducedTitle: (k: string, full: boolean, title: string) => string;
};
// The very source the consent script embeds (it is browser code kept as text so no build can change it).
const address = new Function(
  `${ADDRESS_SOURCE}; return { reducedPath, reducedLocation, reducedReferrer, reducedTitle };`,
)() as Address;
const KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid'];

describe('the address tags are told', () => {
  it('is only the kind on treatment, specialist and booking pages', () => {
    expect(address.reducedPath('/zabiegi/leczenie-kanalowe', 'service', false)).toBe('/zabiegi/[service]');
    expect(address.reducedPath('/zespol/dr-anna-nowak', 'doctor', false)).toBe('/zespol/[doctor]');
    expect(address.reducedPath('/implanty', 'service', false)).toBe('/[service]');
    expect(address.reducedPath('/umow-wizyte', 'booking', false)).toBe('/umow-wizyte');
    expect(address.reducedTitle('service', false, 'Leczenie kanałowe | Klinika')).toBe('[service]');
  });

  it('is the path elsewhere, and everywhere when the agency sets TAGS_FULL_PATHS', () => {
    expect(address.reducedPath('/blog/jak-dbac-o-zeby', 'post', false)).toBe('/blog/jak-dbac-o-zeby');
    expect(address.reducedPath('/zabiegi/leczenie-kanalowe', 'service', true)).toBe('/zabiegi/leczenie-kanalowe');
    expect(address.reducedTitle('post', false, 'Jak dbać o zęby')).toBe('Jak dbać o zęby');
  });

  it('never carries a query string a patient typed, only the campaign parameters', () => {
    expect(
      address.reducedLocation(
        'https://k.example',
        '/umow-wizyte',
        '?service=implant&name=Jan&utm_source=google&gclid=abc',
        'booking',
        false,
        KEYS,
      ),
    ).toBe('https://k.example/umow-wizyte?utm_source=google&gclid=abc');
    expect(address.reducedLocation('https://k.example', '/szukaj', '?q=ból+zęba', 'search', false, KEYS)).toBe(
      'https://k.example/szukaj',
    );
  });

  it('gives a referrer as its origin only', () => {
    expect(address.reducedReferrer('https://k.example/zabiegi/implanty?x=1')).toBe('https://k.example/');
    expect(address.reducedReferrer('https://www.google.com/search?q=implant')).toBe('https://www.google.com/');
    expect(address.reducedReferrer('')).toBe('');
    expect(address.reducedReferrer('not a url')).toBe('');
  });
});

describe('tag ids and the Content-Security-Policy', () => {
  const csp = (tags: Parameters<typeof contentSecurityPolicy>[0]['tags']) =>
    contentSecurityPolicy({ apiOrigin: null, imageHosts: [], production: true, tags });

  it('allows no tag host without ids', () => {
    expect(readConfig({}).tags).toBeNull();
    expect(csp(null)).not.toMatch(/google|facebook/);
    expect(csp(readConfig({}).tags)).toBe(csp(undefined));
  });

  it("allows exactly the configured tags' hosts", () => {
    const google = csp(readConfig({ GA4_ID: 'G-TEST123456' }).tags);
    expect(google).toContain("script-src 'self' 'unsafe-inline' https://*.googletagmanager.com;");
    expect(google).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(google).not.toContain('facebook');
    const meta = csp(readConfig({ META_PIXEL_ID: '123456789012345' }).tags);
    expect(meta).toContain("script-src 'self' 'unsafe-inline' https://connect.facebook.net;");
    expect(meta).not.toContain('google');
    expect(csp(readConfig({ GTM_ID: 'GTM-ABC1234', META_PIXEL_ID: '123456789012345' }).tags)).toMatch(
      /googletagmanager.*connect\.facebook\.net/,
    );
  });

  it('refuses a malformed id, naming the variable', () => {
    expect(() => readConfig({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID/);
    expect(() => readConfig({ GA4_ID: '<script>' })).toThrow(/GA4_ID/);
    expect(() => readConfig({ META_PIXEL_ID: 'abc' })).toThrow(/META_PIXEL_ID/);
    expect(readConfig({ GA4_ID: 'G-TEST123456', TAGS_FULL_PATHS: '1' }).tags).toEqual({
      ga4: 'G-TEST123456',
      fullPaths: true,
    });
  });
});

describe('the consent choice', () => {
  const html = renderToStaticMarkup(
    <TagConsent tags={{ ga4: 'G-TEST123456', fullPaths: false }} attribution={false} />,
  );

  it('offers refusing as prominently as accepting, in Polish', () => {
    const buttons = [...html.matchAll(/<button[^>]*class="([^"]+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]]);
    expect(buttons.map((b) => b[1])).toEqual(['Odrzuć wszystkie', 'Zapisz wybór', 'Akceptuj wszystkie']);
    expect(new Set(buttons.map((b) => b[0])).size).toBe(1);
    expect(html).toContain('Niezbędne');
    expect(html).toContain('Analityczne');
    expect(html).toContain('Marketingowe');
  });

  it('shares its button row with the attribution consent: every button of both of one look', () => {
    const rows = [html, renderToStaticMarkup(<AttributionConsent />)].map(
      (h) => /<div class="consent-actions">([\s\S]*?)<\/div>/.exec(h)![1]!,
    );
    const looks = rows.flatMap((r) => [...r.matchAll(/<button ([^>]*?) data-consent="[^"]+">/g)].map((m) => m[1]));
    expect(looks).toHaveLength(5);
    expect(new Set(looks)).toEqual(new Set(['type="button" class="button button-secondary"']));
  });

  it('sets Consent Mode defaults to denied before any tag is loaded', () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    const defaults = script.indexOf("gtag('consent','default'");
    expect(defaults).toBeGreaterThan(-1);
    expect(script.slice(defaults, script.indexOf('}', defaults))).toMatch(
      /ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'/,
    );
    expect(script.indexOf('googletagmanager.com/gtag/js')).toBeGreaterThan(defaults);
  });
});
