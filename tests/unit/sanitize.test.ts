import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/sanitize';

describe('sanitizeRichText', () => {
  it('keeps the allowed elements', () => {
    const html = '<h2>Przebieg</h2><p>Tekst <strong>ważny</strong> i <em>ważniejszy</em><br>dalej</p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote>c</blockquote><h3>x</h3><h4>y</h4>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });
  it('removes scripts, styles and iframes with their content', () => {
    const out = sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>');
    expect(out).toBe('<p>a</p>');
  });
  it('removes event handlers and other attributes', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="c">a</p><img src=x onerror=alert(1)>')).toBe('<p>a</p>');
  });
  it('drops javascript: and data: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">klik</a>')).toBe('<a>klik</a>');
    expect(sanitizeRichText('<a href="data:text/html,x">klik</a>')).toBe('<a>klik</a>');
  });
  it('keeps site paths, tel: and mailto:, and marks external links noopener', () => {
    expect(sanitizeRichText('<a href="/zabiegi">z</a>')).toBe('<a href="/zabiegi">z</a>');
    expect(sanitizeRichText('<a href="tel:+48123">t</a>')).toBe('<a href="tel:+48123">t</a>');
    expect(sanitizeRichText('<a href="https://nfz.gov.pl">n</a>')).toBe('<a href="https://nfz.gov.pl" rel="noopener noreferrer">n</a>');
  });
  it('unwraps elements outside the set but keeps their text', () => {
    expect(sanitizeRichText('<div><span>tekst</span></div><h1>Tytuł</h1>')).toBe('tekstTytuł');
  });
});
