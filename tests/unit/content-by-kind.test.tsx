import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';

/**
 * Content checked by kind where API records enter the site (lib/site-data/checked.ts): an image address a panel user
 * pasted (`javascript:`, `data:`, plain http, a host outside the configuration) is left out with one log line naming
 * the field. The API is the demo clinic behind a transport that rewrites its answers as such a panel would hold them.
 * Which addresses are left out, and the log lines, are pinned in media-check.test.ts and site-checked.test.ts.
 */

/** What the panel holds: each answer's images rewritten by the test. */
let rewrite: ((body: Record<string, unknown>) => void) | null = null;

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    ...demo,
    handler: async (req: Request) => {
      const res = await demo.handler(req);
      if (!rewrite || !/\/(content|site)$/.test(new URL(req.url).pathname) || res.status !== 200) return res;
      const body = (await res.json()) as Record<string, unknown>;
      rewrite(body);
      return Response.json(body, { status: res.status, headers: res.headers });
    },
  };
});

afterEach(() => {
  rewrite = null;
  vi.restoreAllMocks();
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- test rewrites raw JSON

describe('at the boundary: GET /content as the site reads it', () => {
  it('a doctor’s javascript: photo, a data: block image and a logo on a foreign host are null, one line each', async () => {
    const { getPageData, getAllPages } = await import('@/lib/site-data/content');
    const doctor = (await getAllPages()).find((p) => p.type === 'doctor')!;
    const huge = `data:image/png;base64,${'A'.repeat(50_000)}`;
    rewrite = (body) => {
      const b = body as Json;
      b.page.doctor.photo = { url: 'javascript:alert(document.cookie)', alt: null };
      b.page.doctor.bodyBlocks = [
        { id: 'x', type: 'image-text.v1', props: { title: 'T', html: '<p>x</p>', image: { url: huge, alt: null } } },
      ];
      b.site.profile.logo = { url: 'https://evil.example/logo.svg', alt: null };
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = (await getPageData(doctor.path)) as Json;
    expect(data.page.doctor.photo).toBeNull();
    expect(data.page.doctor.bodyBlocks[0].props.image).toBeNull();
    expect(data.site.profile.logo).toBeNull();
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.startsWith('[site] image left out'));
    expect(lines).toEqual([
      `[site] image left out: doctor.photo on ${doctor.path} (scheme javascript:)`,
      `[site] image left out: doctor.bodyBlocks[0]:image-text.v1.image on ${doctor.path} (scheme data:)`,
      '[site] image left out: site.profile.logo (host evil.example is not an image host: CLINIC_IMAGE_HOSTS)',
    ]);
    expect(lines.join('\n')).not.toContain('AAAA');

    // The same values on the next render: no new lines.
    warn.mockClear();
    await getPageData(doctor.path);
    expect(warn.mock.calls.filter((c) => String(c[0]).startsWith('[site] image left out'))).toEqual([]);
  });

  it('the demo’s own images (on the site’s origin) are all kept', async () => {
    const { getPageData, getAllPages } = await import('@/lib/site-data/content');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const p of (await getAllPages()).slice(0, 12)) await getPageData(p.path);
    expect(warn.mock.calls.filter((c) => String(c[0]).startsWith('[site] image left out'))).toEqual([]);
  });
});

describe('at the boundary: the theme as GET /site sends it', () => {
  it('a colour typed as "zielony" and a pasted length become the starter’s, one line per token, once', async () => {
    const { getSiteData } = await import('@/lib/site-data/content');
    const { STARTER_THEME } = await import('@/lib/theme/starter-theme');
    rewrite = (body) => {
      const b = body as Json;
      b.site.theme.colors.primary = 'zielony';
      b.site.theme.radius = '12px;}body{display:none';
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = await getSiteData();
    expect(site.theme.colors.primary).toBe(STARTER_THEME.colors.primary);
    expect(site.theme.radius).toBe(STARTER_THEME.radius);
    const lines = () => warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('theme token'));
    expect(lines()).toEqual([
      `[site] theme token left out: colors.primary = "zielony" is not a colour: the site uses the starter's ${STARTER_THEME.colors.primary}`,
      `[site] theme token left out: radius = "12px;}body{display:none" is not a length: the site uses the starter's ${STARTER_THEME.radius}`,
    ]);
    await getSiteData();
    expect(lines()).toHaveLength(2);
  });
});

describe('a component whose image was left out', () => {
  it('image-text.v1 with a null image keeps its text and draws no <img>', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { resolveBlock } = await import('@/blocks/resolve');
    const { blockRegistry } = await import('@/blocks/registry');
    const block = { id: 'x', type: 'image-text.v1', props: { title: 'O nas', html: '<p>Tekst</p>', image: null } };
    const resolved = resolveBlock(block, blockRegistry);
    expect(resolved.ok).toBe(true);
    if (!resolved.ok) return;
    const html = renderToStaticMarkup(resolved.render({} as never));
    expect(html).toContain('O nas');
    expect(html).not.toContain('<img');
  });
});

describe('hrefs from API data not checked before', () => {
  it.each([
    ['recepcja@klinika.pl', 'mailto:recepcja@klinika.pl'],
    [' recepcja@klinika.pl ', 'mailto:recepcja@klinika.pl'],
    ['recepcja@klinika.pl?bcc=all@evil.example', null],
    ['recepcja@klinika.pl,all@evil.example', null],
    ['recepcja@klinika.pl&body=Prosz%C4%99', null],
    ['recepcja @ klinika.pl', null],
    ['javascript:alert(1)//@x.pl', null],
    ['', null],
  ])('mailHref(%j) is %j', async (email, href) => {
    const { mailHref } = await import('@/lib/site-path');
    expect(mailHref(email)).toBe(href);
  });

  it('an e-mail with pasted mail headers is shown as text, in the contact list, the footer and the operator facts', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { ContactDetails } = await import('@/components/ui/contact-details');
    const { operatorFacts } = await import('@/lib/legal/operator');
    const { makeSite } = await import('./seo-fixtures');
    const email = 'recepcja@klinika.pl?bcc=all@evil.example';
    const html = renderToStaticMarkup(<ContactDetails profile={{ email }} />);
    expect(html).toContain('recepcja@klinika.pl');
    expect(html).not.toContain('mailto:');
    const site = makeSite({ profile: { email, privacy: { dpoEmail: email } } });
    expect(operatorFacts(site).find((f) => f.key === 'email')?.href).toBeUndefined();
    const { SiteFooter } = await import('@/components/ui/site-footer');
    expect(renderToStaticMarkup(<SiteFooter site={site} />)).not.toContain('mailto:recepcja@klinika.pl?');
  });

  it('the clinic’s JSON-LD sameAs keeps only https profiles', async () => {
    const { pageJsonLd } = await import('@/lib/seo');
    const { makeSite, opts, pages } = await import('./seo-fixtures');
    const site = makeSite();
    site.profile!.socials = [
      { network: 'facebook', url: 'https://facebook.com/usmiech' },
      { network: 'other', url: 'javascript:alert(1)' },
      { network: 'other', url: 'http://example.com/usmiech' },
    ];
    const [clinic] = pageJsonLd(site, pages.service, opts) as { sameAs?: string[] }[];
    expect(clinic!.sameAs).toEqual(['https://facebook.com/usmiech']);
  });
});
