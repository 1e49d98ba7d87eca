import { afterAll, describe, expect, it, vi } from 'vitest';

// The sanitiser checks every href twice: the site's safeHref, then sanitize-html's own scheme list. With the first
// check letting everything through (as a future mistake in it would), the second must still keep unsafe links off
// the page. The mutation run's workers share modules between test files (tests/mutation/vitest.config.ts): the
// sanitiser is imported afresh over the stand-in, and the real modules are back for the next file.
vi.doMock('@/lib/site-path', () => ({ safeHref: (href: string | undefined) => href || null }));
vi.resetModules();
const { sanitizeRichText } = await import('@/lib/sanitize');
afterAll(() => {
  vi.doUnmock('@/lib/site-path');
  vi.resetModules();
});

describe('sanitizeRichText behind a safeHref that lets everything through', () => {
  it('still drops javascript:, data:, http: and protocol-relative hrefs', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'http://nfz.gov.pl', '//evil.example'])
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
  });
  it('keeps the https:, mailto: and tel: links and site paths', () => {
    expect(sanitizeRichText('<a href="mailto:a@b.pl">m</a><a href="tel:+48123">t</a><a href="/x">p</a>')).toBe(
      '<a href="mailto:a@b.pl">m</a><a href="tel:+48123">t</a><a href="/x">p</a>',
    );
  });
});
