import { describe, expect, it } from 'vitest';
import { PageListItem } from '@/lib/clinic-api/schemas';
import { robotsRules, sitemapEntries, sitemapXml } from '@/lib/seo';
import { devOpts, makeSite, opts } from './seo-fixtures';

const list = [
  { path: '/', title: 'Strona główna', type: 'page', updatedAt: '2026-03-01T10:00:00Z' },
  { path: '/zabiegi', title: 'Zabiegi', type: 'services', updatedAt: '2026-03-02T10:00:00Z' },
  { path: '/zabiegi/higienizacja', title: 'Higienizacja', type: 'service', updatedAt: '2026-03-03T10:00:00Z' },
  { path: '/zabiegi/higienizacja', title: 'Duplikat', type: 'page', updatedAt: '2026-03-04T10:00:00Z' },
].map((p) => PageListItem.parse(p));

describe('sitemapEntries', () => {
  it('lists every published path once, absolute, with lastModified from updatedAt', () => {
    expect(sitemapEntries(makeSite(), list, opts)).toEqual([
      { url: 'https://www.klinika-usmiech.pl/', lastModified: '2026-03-01T10:00:00Z' },
      { url: 'https://www.klinika-usmiech.pl/zabiegi', lastModified: '2026-03-02T10:00:00Z' },
      { url: 'https://www.klinika-usmiech.pl/zabiegi/higienizacja', lastModified: '2026-03-03T10:00:00Z' },
    ]);
  });
});

describe('robotsRules', () => {
  it('allows everything and names the sitemap on the canonical origin', () => {
    expect(robotsRules(makeSite(), opts)).toEqual({
      rules: { userAgent: '*', allow: '/' },
      sitemap: 'https://www.klinika-usmiech.pl/sitemap.xml',
    });
    expect(robotsRules(makeSite(), devOpts).sitemap).toBe('http://localhost:3000/sitemap.xml');
  });
  it('with noindex stays open (crawlers must see the noindex) but names no sitemap', () => {
    expect(robotsRules(makeSite({ noindex: true }), opts)).toEqual({ rules: { userAgent: '*', allow: '/' } });
  });
});

describe('sitemapXml', () => {
  it('writes the sitemaps.org format with loc and lastmod, escaping XML', () => {
    const x = sitemapXml([
      { url: 'https://a.pl/', lastModified: '2026-03-01T10:00:00Z' },
      { url: 'https://a.pl/?a=1&b=<2>', lastModified: '2026-03-02T10:00:00Z' },
    ]);
    expect(x).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://a.pl/</loc>\n<lastmod>2026-03-01T10:00:00Z</lastmod>\n</url>\n' +
        '<url>\n<loc>https://a.pl/?a=1&amp;b=&lt;2&gt;</loc>\n<lastmod>2026-03-02T10:00:00Z</lastmod>\n</url>\n</urlset>\n',
    );
  });
});
