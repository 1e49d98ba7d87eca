import { describe, expect, it } from 'vitest';
import { htmlToText, truncateAtWord } from '@/lib/seo/text';
import { offerFromPriceLabel } from '@/lib/seo/jsonld/price';
import { compact } from '@/lib/seo/jsonld/compact';
import { absoluteUrl } from '@/lib/seo/options';

describe('truncateAtWord', () => {
  it('leaves short text alone (whitespace collapsed)', () => {
    expect(truncateAtWord('  Krótki   opis. ')).toBe('Krótki opis.');
  });
  it('cuts at the last word that fits and adds an ellipsis, never over the limit', () => {
    const t = truncateAtWord('Ala ma kota, a kot ma Alę', 16);
    expect(t).toBe('Ala ma kota, a…');
    expect(t.length).toBeLessThanOrEqual(16);
  });
  it('cuts inside a single overlong word rather than return nothing', () => {
    expect(truncateAtWord('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('htmlToText', () => {
  it('drops tags, keeps word breaks between blocks and decodes entities', () => {
    expect(htmlToText('<p>Zęby&nbsp;zdrowe</p><p>i <strong>białe</strong> &amp; mocne&#33;</p>')).toBe('Zęby zdrowe i białe & mocne!');
  });
});

describe('offerFromPriceLabel', () => {
  const url = 'https://x.pl/zabiegi/a';
  it('"od 250 zł" → price 250 (Google requires price) and minPrice', () => {
    const offer = offerFromPriceLabel('od 250 zł', url);
    expect(offer).toMatchObject({ price: 250, priceCurrency: 'PLN' });
    expect(offer?.priceSpecification).toEqual({ '@type': 'PriceSpecification', minPrice: 250, priceCurrency: 'PLN' });
  });
  it('a range → the lowest as price, minPrice and maxPrice, with Polish thousands', () => {
    const offer = offerFromPriceLabel('1 200–1 500 zł', url);
    expect(offer).toMatchObject({ price: 1200, priceCurrency: 'PLN' });
    expect(offer?.priceSpecification).toEqual({ '@type': 'PriceSpecification', minPrice: 1200, maxPrice: 1500, priceCurrency: 'PLN' });
  });
  it('a single price → price and currency', () => {
    expect(offerFromPriceLabel('199,50 PLN', url)).toMatchObject({ price: 199.5, priceCurrency: 'PLN' });
  });
  it('no Offer without a sum in złoty (an Offer without price fails Google), nor without a label', () => {
    expect(offerFromPriceLabel('wycena indywidualna', url)).toBeUndefined();
    expect(offerFromPriceLabel('od zł', url)).toBeUndefined();
    expect(offerFromPriceLabel(null, url)).toBeUndefined();
    expect(offerFromPriceLabel('  ', url)).toBeUndefined();
  });
});

describe('compact', () => {
  it('removes null, undefined, blank strings, empty arrays and @type-only objects at any depth', () => {
    expect(
      compact({ '@type': 'X', a: null, b: undefined, c: ' ', d: [], e: { '@type': 'PostalAddress' }, f: [null, 'ok', { g: '' }], h: 0, i: false, j: { '@id': 'x' } }),
    ).toEqual({ '@type': 'X', f: ['ok'], h: 0, i: false, j: { '@id': 'x' } });
  });
});

describe('absoluteUrl', () => {
  it('keeps absolute addresses and resolves paths on the origin', () => {
    expect(absoluteUrl('https://a.pl', 'https://cdn.pl/x.jpg')).toBe('https://cdn.pl/x.jpg');
    expect(absoluteUrl('https://a.pl', '/demo/x.jpg')).toBe('https://a.pl/demo/x.jpg');
    expect(absoluteUrl('https://a.pl', '/zabiegi/żółw')).toBe('https://a.pl/zabiegi/%C5%BC%C3%B3%C5%82w');
  });
});
