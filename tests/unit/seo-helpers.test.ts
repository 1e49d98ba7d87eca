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
    expect(htmlToText('<p>Zęby&nbsp;zdrowe</p><p>i <strong>białe</strong> &amp; mocne&#33;</p>')).toBe(
      'Zęby zdrowe i białe & mocne!',
    );
  });
  it('decodes the named entities editors write (typography, Latin-1, Polish letters), case-sensitively', () => {
    expect(htmlToText('<p>a &ndash; &oacute;semki &bdquo;x&rdquo;&hellip;</p>')).toBe('a – ósemki „x”…');
    expect(
      htmlToText(
        '&mdash;&ldquo;&laquo;&raquo;&copy;&reg;&euro;&bull;&middot;&sect;&deg;&times;&Oacute;&eacute;&szlig;',
      ),
    ).toBe('—“«»©®€•·§°×Óéß');
    expect(
      htmlToText(
        '&aogon;&Aogon;&eogon;&Eogon;&lstrok;&Lstrok;&nacute;&Nacute;&sacute;&Sacute;&zacute;&Zacute;&zdot;&Zdot;&cacute;&Cacute;',
      ),
    ).toBe('ąĄęĘłŁńŃśŚźŹżŻćĆ');
    expect(htmlToText('dzie&shy;cięcy')).toBe('dzie\u00adcięcy');
  });
  it('leaves unknown entities as they are', () => {
    expect(htmlToText('a &foo; b &Amp2; &constructor; &AMP;')).toBe('a &foo; b &Amp2; &constructor; &');
  });
  it('turns out-of-range numeric references into U+FFFD instead of throwing', () => {
    expect(htmlToText('a&#x110000;b&#99999999;c&#0;d&#xD800;e')).toBe('a\ufffdb\ufffdc\ufffdd\ufffde');
    expect(htmlToText('&#x17C;&#379;&#39;')).toBe("żŻ'");
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
    expect(offer?.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      minPrice: 1200,
      maxPrice: 1500,
      priceCurrency: 'PLN',
    });
  });
  it('a single price → price and currency', () => {
    expect(offerFromPriceLabel('199,50 PLN', url)).toMatchObject({ price: 199.5, priceCurrency: 'PLN' });
  });
  it('dots: three digits after are thousands, one or two are decimals', () => {
    expect(offerFromPriceLabel('99.99 zł', url)).toMatchObject({ price: 99.99 });
    expect(offerFromPriceLabel('1.200 zł', url)).toMatchObject({ price: 1200 });
    const from = offerFromPriceLabel('od 149.50 zł', url);
    expect(from).toMatchObject({ price: 149.5 });
    expect(from?.priceSpecification).toEqual({ '@type': 'PriceSpecification', minPrice: 149.5, priceCurrency: 'PLN' });
  });
  it('Polish thousands and decimal commas', () => {
    expect(offerFromPriceLabel('1 200 zł', url)).toEqual({
      '@type': 'Offer',
      description: '1 200 zł',
      url,
      price: 1200,
      priceCurrency: 'PLN',
    });
    expect(offerFromPriceLabel('149,50 zł', url)).toEqual({
      '@type': 'Offer',
      description: '149,50 zł',
      url,
      price: 149.5,
      priceCurrency: 'PLN',
    });
  });
  it('counts not tied to money are not the price', () => {
    expect(offerFromPriceLabel('1 łuk – 800 zł', url)).toEqual({
      '@type': 'Offer',
      description: '1 łuk – 800 zł',
      url,
      price: 800,
      priceCurrency: 'PLN',
    });
    expect(offerFromPriceLabel('pakiet 3 wizyt: 900 zł', url)).toEqual({
      '@type': 'Offer',
      description: 'pakiet 3 wizyt: 900 zł',
      url,
      price: 900,
      priceCurrency: 'PLN',
    });
  });
  it('ranges with "od … do …" or a dash → the lowest as price, minPrice and maxPrice', () => {
    for (const label of ['od 150 do 300 zł', '150–300 zł', '150 zł - 300 zł']) {
      const offer = offerFromPriceLabel(label, url);
      expect(offer, label).toMatchObject({ price: 150, priceCurrency: 'PLN' });
      expect(offer?.priceSpecification, label).toEqual({
        '@type': 'PriceSpecification',
        minPrice: 150,
        maxPrice: 300,
        priceCurrency: 'PLN',
      });
    }
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
      compact({
        '@type': 'X',
        a: null,
        b: undefined,
        c: ' ',
        d: [],
        e: { '@type': 'PostalAddress' },
        f: [null, 'ok', { g: '' }],
        h: 0,
        i: false,
        j: { '@id': 'x' },
      }),
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
