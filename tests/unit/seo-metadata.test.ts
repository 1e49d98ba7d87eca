import { describe, expect, it, vi } from 'vitest';
import type { Metadata } from 'next';
import { pageMetadata, siteMetadata, canonicalOrigin } from '@/lib/seo';
import { allPages, bareSite, devOpts, makeSite, opts, pages } from './seo-fixtures';

const site = makeSite();
type OG = {
  type?: string;
  url?: string;
  title?: string;
  siteName?: string;
  locale?: string;
  images?: { url: string; width?: number; height?: number; alt?: string }[];
  publishedTime?: string;
  modifiedTime?: string;
};
const og = (m: Metadata) => m.openGraph as OG;
const tw = (m: Metadata) => m.twitter as { card?: string; images?: { url: string; alt?: string }[]; title?: string };

describe('siteMetadata (root layout)', () => {
  it('sets the base URL, the title template with the clinic name and the favicon from the profile', () => {
    const m = siteMetadata(site, opts);
    expect(m.metadataBase?.toString()).toBe('https://www.klinika-usmiech.pl/');
    expect(m.title).toEqual({ default: 'Klinika Uśmiech', template: '%s · Klinika Uśmiech' });
    expect(m.icons).toEqual({ icon: [{ url: 'https://cdn.example.pl/favicon.png', type: 'image/png' }] });
    expect(m.robots).toBeUndefined();
  });

  it('carries noindex site-wide when the clinic asks to stay out of search engines', () => {
    expect(siteMetadata(makeSite({ noindex: true }), opts).robots).toEqual({ index: false });
  });

  it('leaves icons and images out when the profile is empty', () => {
    const m = siteMetadata(bareSite(), devOpts);
    expect(m.icons).toBeUndefined();
    expect(og(m).images).toBeUndefined();
  });
});

describe('pageMetadata titles', () => {
  it('home: seoTitle or else the clinic name, used as is (no template)', () => {
    expect(pageMetadata(site, pages.home, opts).title).toEqual({ absolute: 'Klinika Uśmiech' });
    const withSeo = { ...pages.home, seoTitle: 'Dentysta Mokotów – Klinika Uśmiech' };
    expect(pageMetadata(site, withSeo, opts).title).toEqual({ absolute: 'Dentysta Mokotów – Klinika Uśmiech' });
  });

  const title = (p: Parameters<typeof pageMetadata>[1], s = site) =>
    (pageMetadata(s, p, opts).title as { absolute: string }).absolute;

  it('seoTitle (blocks page, post) is the title tag verbatim: nothing appended', () => {
    expect(title(pages.about)).toBe('O klinice Uśmiech');
    expect(title(pages.post)).toBe('Przegląd stomatologiczny: jak często?');
  });

  it('other pages: the title followed by the clinic name', () => {
    expect(title(pages.service)).toBe('Higienizacja · Klinika Uśmiech');
    expect(title(pages.doctor)).toBe('Anna Kowalczyk · Klinika Uśmiech');
    expect(title(pages.caseStudy)).toBe('Licówki porcelanowe · Klinika Uśmiech');
    expect(title({ ...pages.about, seoTitle: null })).toBe('O nas · Klinika Uśmiech');
  });

  it('stays within the 60 characters search engines show: the name dropped first, then cut at a word', () => {
    const longName = makeSite({ name: 'Przychodnia Stomatologiczna Nowy Uśmiech sp. z o.o.' });
    expect(title(pages.service, longName)).toBe('Higienizacja');
    const longTitle = 'Leczenie kanałowe pod mikroskopem z użyciem najnowszych narzędzi rotacyjnych';
    const t = title({ ...pages.caseStudy, title: longTitle }, longName);
    expect(t.length).toBeLessThanOrEqual(60);
    expect(t).toBe('Leczenie kanałowe pod mikroskopem z użyciem najnowszych…');
    const longSeo = title({ ...pages.about, seoTitle: `${longTitle} w Warszawie` });
    expect(longSeo.length).toBeLessThanOrEqual(60);
    expect(longSeo.endsWith('…')).toBe(true);
    for (const p of allPages) expect(title(p).length, p.path).toBeLessThanOrEqual(60);
  });
});

describe('pageMetadata descriptions', () => {
  it.each([
    ['page (seoDescription)', pages.about, 'Poznaj naszą klinikę.'],
    ['home (hero lead when no seoDescription)', pages.home, 'Stomatologia dla całej rodziny na Mokotowie.'],
    ['services (lead)', pages.services, 'Wszystkie zabiegi w jednym miejscu.'],
    ['service (shortDesc)', pages.service, 'Usunięcie kamienia i osadu, piaskowanie i polerowanie.'],
    ['case study (summary)', pages.caseStudy, 'Nowy uśmiech w trzy wizyty.'],
    ['posts (lead)', pages.posts, 'Porady higienistek i lekarzy.'],
    ['post (excerpt)', pages.post, 'Raz na pół roku to dobra zasada — ale nie dla każdego.'],
  ])('%s', (_label, page, expected) => {
    expect(pageMetadata(site, page, opts).description).toBe(expected);
  });

  it('composes a unique description from the record when the clinic wrote none', () => {
    expect(pageMetadata(site, pages.doctor, opts).description).toBe(
      'lek. dent. Anna Kowalczyk – ortodoncja, stomatologia dziecięca. Klinika Uśmiech',
    );
    expect(pageMetadata(site, pages.team, opts).description).toBe('Zespół: Anna Kowalczyk · Klinika Uśmiech');
    const bare = { ...pages.service, service: { ...pages.service.service, shortDesc: null, bodyBlocks: [] } };
    expect(pageMetadata(site, bare, opts).description).toBe('Higienizacja (od 250 zł, 60 min) · Klinika Uśmiech');
  });

  it('doctor: who and what first, then the bio’s paragraphs (headings skipped)', () => {
    const bio = [{ id: 'b', type: 'rich-text.v1', props: { html: '<h3>Wykształcenie</h3><p>Absolwentka UJ.</p>' } }];
    const p = { ...pages.doctor, doctor: { ...pages.doctor.doctor, bodyBlocks: bio } };
    expect(pageMetadata(site, p, opts).description).toBe(
      'lek. dent. Anna Kowalczyk – ortodoncja, stomatologia dziecięca. Absolwentka UJ.',
    );
  });

  it('prefers seoDescription over the excerpt on posts', () => {
    const p = { ...pages.post, post: { ...pages.post.post, seoDescription: 'Opis SEO wpisu.' } };
    expect(pageMetadata(site, p, opts).description).toBe('Opis SEO wpisu.');
  });

  it('cuts long descriptions at a word, at most 160 characters', () => {
    const long = 'Higienizacja '.repeat(30);
    const p = { ...pages.about, seoDescription: long };
    const d = pageMetadata(site, p, opts).description!;
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('Higienizacja…')).toBe(true);
  });

  it('every page kind gets a non-empty description', () => {
    for (const page of allPages) expect(pageMetadata(site, page, opts).description, page.path).toMatch(/\S/);
  });
});

describe('canonical URL', () => {
  it('uses SITE_URL when set', () => {
    expect(pageMetadata(site, pages.service, opts).alternates?.canonical).toBe(
      'https://www.klinika-usmiech.pl/zabiegi/higienizacja',
    );
    expect(pageMetadata(site, pages.home, opts).alternates?.canonical).toBe('https://www.klinika-usmiech.pl/');
  });

  it('falls back to https:// + primaryDomain in production when SITE_URL is unset', () => {
    const prod = { ...devOpts, production: true };
    expect(canonicalOrigin(site, prod)).toBe('https://www.klinika-usmiech.pl');
    expect(pageMetadata(site, pages.doctor, prod).alternates?.canonical).toBe(
      'https://www.klinika-usmiech.pl/zespol/anna-kowalczyk',
    );
  });

  it('stays on the local address in development, or when no domain is connected; in production it says so once, naming SITE_URL', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(canonicalOrigin(site, devOpts)).toBe('http://localhost:3000');
      expect(warn).not.toHaveBeenCalled();
      expect(canonicalOrigin(bareSite(), { ...devOpts, production: true })).toBe('http://localhost:3000');
      expect(canonicalOrigin(bareSite(), { ...devOpts, production: true })).toBe('http://localhost:3000');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(
        /^SITE_URL is not set and the clinic has no primaryDomain: .*http:\/\/localhost:3000/,
      );
    } finally {
      warn.mockRestore();
    }
  });
});

describe('Open Graph and Twitter', () => {
  it('website pages: type, url, site name, Polish locale', () => {
    const o = og(pageMetadata(site, pages.service, opts));
    expect(o).toMatchObject({
      type: 'website',
      url: 'https://www.klinika-usmiech.pl/zabiegi/higienizacja',
      siteName: 'Klinika Uśmiech',
      locale: 'pl_PL',
      title: 'Higienizacja',
    });
  });

  it('posts and case studies are articles with their dates', () => {
    expect(og(pageMetadata(site, pages.post, opts))).toMatchObject({
      type: 'article',
      publishedTime: '2026-02-10T08:00:00Z',
      modifiedTime: '2026-02-11T08:00:00Z',
    });
    expect(og(pageMetadata(site, pages.caseStudy, opts))).toMatchObject({
      type: 'article',
      publishedTime: '2026-01-10T09:00:00Z',
      modifiedTime: '2026-01-12T09:00:00Z',
    });
  });

  it.each([
    ['post ogImage', pages.post, 'https://cdn.example.pl/przeglad-og.jpg'],
    ['service hero', pages.service, 'https://cdn.example.pl/higienizacja.jpg'],
    ['case study after', pages.caseStudy, 'https://cdn.example.pl/licowki-po.jpg'],
    ['doctor photo', pages.doctor, 'https://cdn.example.pl/anna.jpg'],
    ['home hero', pages.home, 'https://cdn.example.pl/hero-home.jpg'],
    ['index page → its share card', pages.team, `https://www.klinika-usmiech.pl/og${pages.team.path}/card.png`],
  ])('uses the page’s own image: %s', (_l, page, url) => {
    const m = pageMetadata(site, page, opts);
    expect(og(m).images?.[0]?.url).toBe(url);
    expect(tw(m).images?.[0]?.url).toBe(url);
    expect(tw(m).card).toBe('summary_large_image');
  });

  it('post falls back to its cover when it has no ogImage', () => {
    const p = { ...pages.post, post: { ...pages.post.post, ogImage: null } };
    expect(og(pageMetadata(site, p, opts)).images?.[0]?.url).toBe('https://cdn.example.pl/przeglad-cover.jpg');
  });

  it('gives width, height and alt when known (alt falls back to the page title)', () => {
    expect(og(pageMetadata(site, pages.post, opts)).images?.[0]).toEqual({
      url: 'https://cdn.example.pl/przeglad-og.jpg',
      width: 1200,
      height: 630,
      alt: 'Lusterko stomatologiczne',
    });
    expect(og(pageMetadata(site, pages.caseStudy, opts)).images?.[0]).toEqual({
      url: 'https://cdn.example.pl/licowki-po.jpg',
      width: 1200,
      height: 800,
      alt: 'Licówki porcelanowe',
    });
  });

  it('makes site-relative media absolute on the canonical origin', () => {
    const s = makeSite({ profile: { defaultOgImage: { url: '/demo/og.jpg', alt: null } } });
    expect(og(siteMetadata(s, opts)).images?.[0]?.url).toBe('https://www.klinika-usmiech.pl/demo/og.jpg');
    const service = {
      ...pages.service,
      service: { ...pages.service.service, hero: { ...pages.service.service.hero!, url: '/demo/h.jpg' } },
    };
    expect(og(pageMetadata(s, service, opts)).images?.[0]?.url).toBe('https://www.klinika-usmiech.pl/demo/h.jpg');
  });

  it('a page without any image of its own shares its card, not the clinic’s default image', () => {
    const m = pageMetadata(bareSite(), pages.team, devOpts);
    expect(og(m).images).toEqual([
      { url: `http://localhost:3000/og${pages.team.path}/card.png`, width: 1200, height: 630, alt: pages.team.title },
    ]);
    expect(tw(m).card).toBe('summary_large_image');
  });
});

describe('robots', () => {
  it('every page kind carries noindex when the site has noindex, none otherwise', () => {
    const hidden = makeSite({ noindex: true });
    for (const page of allPages) {
      expect(pageMetadata(hidden, page, opts).robots, page.path).toEqual({ index: false });
      expect(pageMetadata(site, page, opts).robots, page.path).toBeUndefined();
    }
  });
});
