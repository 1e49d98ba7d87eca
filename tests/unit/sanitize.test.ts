import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed elements', () => {
    const html =
      '<h2>Przebieg</h2><p>Tekst <strong>ważny</strong> i <em>ważniejszy</em><br>dalej</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c</blockquote><h3>x</h3><h4>y</h4>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });
  it('removes scripts, styles and iframes with their content', () => {
    const out = sanitizeRichText(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>',
    );
    expect(out).toBe('<p>a</p>');
  });
  it('removes event handlers and other attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">a</p><img src=x onerror=alert(1)>')).toBe(
      '<p>a</p>',
    );
  });
  it('unwraps javascript:, data: and href-less links to their text (no <a> without href: not crawlable)', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">klik</a>')).toBe('klik');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">klik</a>')).toBe('klik');
    expect(sanitizeRichText('<p>a <a href="data:text/html,x">kl<strong>ik</strong></a> b</p>')).toBe(
      '<p>a kl<strong>ik</strong> b</p>',
    );
    expect(sanitizeRichText('<a>bez celu</a> <a href="//evil.example">x</a>')).toBe('bez celu x');
    expect(sanitizeRichText('<a href="javascript:x">a</a><a href="/zabiegi">z</a>')).not.toMatch(/<a(?![^>]*href)/);
  });
  it('keeps site paths, tel: and mailto:, and marks external links noopener', () => {
    expect(sanitizeRichText('<a href="/zabiegi">z</a>')).toBe('<a href="/zabiegi">z</a>');
    expect(sanitizeRichText('<a href="tel:+48123">t</a>')).toBe('<a href="tel:+48123">t</a>');
    expect(sanitizeRichText('<a href="https://nfz.gov.pl">n</a>')).toBe(
      '<a href="https://nfz.gov.pl" rel="noopener noreferrer">n</a>',
    );
  });
  it('unwraps elements outside the set but keeps their text', () => {
    expect(sanitizeRichText('<div><span>tekst</span></div><h1>Tytuł</h1>')).toBe('tekstTytuł');
  });
  it('drops every element that holds code or a form, with its content', () => {
    for (const tag of ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'])
      expect(sanitizeRichText(`<p>a</p><${tag}>ukryte</${tag}>`), tag).toBe('<p>a</p>');
    expect(sanitizeRichText('<p>a</p><select><option>ukryte</option></select>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<p>a</p><embed src="x.swf">')).toBe('<p>a</p>');
  });
  it('keeps mailto: links and the links of the page itself, and marks only https links external', () => {
    expect(sanitizeRichText('<a href="mailto:rejestracja@klinika.pl">napisz</a>')).toBe(
      '<a href="mailto:rejestracja@klinika.pl">napisz</a>',
    );
    expect(sanitizeRichText('<a href="#formularz-kontaktowy">formularz</a>')).toBe(
      '<a href="#formularz-kontaktowy">formularz</a>',
    );
    expect(sanitizeRichText('<a href="HTTPS://nfz.gov.pl">n</a>')).toBe(
      '<a href="HTTPS://nfz.gov.pl" rel="noopener noreferrer">n</a>',
    );
    // The browser drops the leading space and reads `https:/host` as `https://host`: external links all the same.
    expect(sanitizeRichText('<a href=" https://nfz.gov.pl">n</a>')).toBe(
      '<a href=" https://nfz.gov.pl" rel="noopener noreferrer">n</a>',
    );
    expect(sanitizeRichText('<a href="https:/nfz.gov.pl">n</a>')).toBe(
      '<a href="https:/nfz.gov.pl" rel="noopener noreferrer">n</a>',
    );
    // A site path that merely carries an address in its query is not an external link.
    expect(sanitizeRichText('<a href="/wyszukaj?u=https://nfz.gov.pl">s</a>')).toBe(
      '<a href="/wyszukaj?u=https://nfz.gov.pl">s</a>',
    );
  });
  it('unwraps plain http links (only https leaves the site)', () => {
    expect(sanitizeRichText('<p><a href="http://nfz.gov.pl">nfz</a></p>')).toBe('<p>nfz</p>');
  });
  it("drops the panel's own link attributes, its rel and target included", () => {
    expect(sanitizeRichText('<a href="/zabiegi" rel="opener" target="_blank" title="t" onclick="x()">z</a>')).toBe(
      '<a href="/zabiegi">z</a>',
    );
    expect(sanitizeRichText('<a href="https://nfz.gov.pl" rel="opener" target="_blank">n</a>')).toBe(
      '<a href="https://nfz.gov.pl" rel="noopener noreferrer">n</a>',
    );
  });
  it('writes a tel: link as a phone dials it', () => {
    expect(sanitizeRichText('<a href="tel:+48 12 345 67 89">zadzwoń</a>')).toBe(
      '<a href="tel:+48123456789">zadzwoń</a>',
    );
  });
});
