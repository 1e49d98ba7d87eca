import { describe, expect, it } from 'vitest';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { getContent, getPages } from '@/lib/clinic-api/content';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { pageJsonLd, type SeoOptions } from '@/lib/seo';
import { offerFromPriceLabel } from '@/lib/seo/jsonld/price';
import { checkGoogleRequirements } from './google-rich-results';
import { makeSite, opts as fixtureOpts, pages } from './seo-fixtures';

/** The structured data of every demo page against Google's documented required and recommended properties. */
const opts: SeoOptions = {
  siteUrl: 'http://localhost:3000',
  siteUrlSet: true,
  production: true,
  schemaType: 'Dentist',
};

async function everyPage() {
  const { handler } = createDemoInstance({ mediaOrigin: opts.siteUrl, rateLimit: 10_000 });
  const client = new ClinicClient({
    baseUrl: 'http://demo.invalid/api/v1',
    apiKey: DEMO_API_KEY,
    transport: requestTransport(handler),
  });
  const list = await getPages(client);
  return Promise.all(list.map((item) => getContent(client, item.path)));
}

describe('JSON-LD against Google’s rich-result requirements', async () => {
  const all = await everyPage();

  it('every demo page: no required property missing, and every type is one the table knows', () => {
    for (const { site, page } of all) {
      const required = checkGoogleRequirements(pageJsonLd(site, page, opts)).filter((f) => f.level === 'required');
      expect(required, page.path).toEqual([]);
    }
  });

  it('every demo page: the recommended properties are there too', () => {
    for (const { site, page } of all) {
      expect(checkGoogleRequirements(pageJsonLd(site, page, opts)), page.path).toEqual([]);
    }
  });

  it('the fixtures’ pages and every clinic type pass as well', () => {
    for (const schemaType of ['MedicalClinic', 'MedicalOrganization', 'Physician'] as const) {
      for (const page of Object.values(pages)) {
        const findings = checkGoogleRequirements(pageJsonLd(makeSite(), page, { ...fixtureOpts, schemaType }));
        expect(
          findings.filter((f) => f.level === 'required'),
          `${page.path} ${schemaType}`,
        ).toEqual([]);
      }
    }
  });

  it('catches what Google rejects: an Offer without price, a business without address, an unknown type', () => {
    const offer = {
      '@type': 'Offer',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 250, priceCurrency: 'PLN' },
    };
    expect(checkGoogleRequirements(offer)).toContainEqual(
      expect.objectContaining({ type: 'Offer', missing: 'price|priceSpecification.price', level: 'required' }),
    );
    expect(checkGoogleRequirements({ '@type': 'Dentist', name: 'X' })).toContainEqual(
      expect.objectContaining({ missing: 'address', level: 'required' }),
    );
    expect(checkGoogleRequirements({ '@type': 'Recipe', name: 'X' })).toContainEqual(
      expect.objectContaining({ missing: '(type not in the table)' }),
    );
    expect(checkGoogleRequirements(offerFromPriceLabel('od 250 zł', 'https://x.pl/a'))).toEqual([]);
  });
});

/** Price labels as a clinic's panel holds them: each treatment page's JSON-LD must still pass Google's rules. */
const LABELS: [label: string, offer: { price: number; minPrice?: number; maxPrice?: number } | null][] = [
  ['od 180 zł', { price: 180, minPrice: 180 }],
  ['180–250 zł', { price: 180, minPrice: 180, maxPrice: 250 }],
  ['od 180 zł do 250 zł', { price: 180, minPrice: 180, maxPrice: 250 }],
  ['1 200,50 zł', { price: 1200.5 }],
  ['konsultacja 150 zł, leczenie od 300 zł', { price: 150 }],
  // A range written high to low is still from its lower end.
  ['cena: 250-180 zł', { price: 180, minPrice: 180, maxPrice: 250 }],
  ['od 180 do 150 zł', { price: 150, minPrice: 150, maxPrice: 180 }],
  // No sum a patient pays: no Offer rather than a made-up price.
  ['bezpłatnie', null],
  ['NFZ', null],
  ['0 zł', null],
  ['wycena indywidualna', null],
  // An upper bound alone ("up to 250") is not the price: claiming 250 would overstate it.
  ['do 250 zł', null],
  ['maks. 250 zł', null],
];

describe('treatment price labels against Google’s Offer rules', () => {
  it.each(LABELS)('%s', (label, expected) => {
    const base = pages.service;
    const page = { ...base, service: { ...base.service, priceFromLabel: label } };
    const nodes = pageJsonLd(makeSite(), page, fixtureOpts) as Record<string, unknown>[];
    expect(checkGoogleRequirements(nodes).filter((f) => f.level === 'required')).toEqual([]);
    const offer = nodes.find((n) => n['@type'] === 'Service')?.offers as Record<string, unknown> | undefined;
    if (expected === null) return expect(offer).toBeUndefined();
    const spec = offer?.priceSpecification as Record<string, unknown> | undefined;
    expect({ price: offer?.price, minPrice: spec?.minPrice, maxPrice: spec?.maxPrice }).toEqual({
      minPrice: undefined,
      maxPrice: undefined,
      ...expected,
    });
    expect(offer).toMatchObject({ priceCurrency: 'PLN', description: label });
  });

  it('the checker rejects what Google or schema.org would: bad price text, a currency symbol, a price outside its range', () => {
    const bad = [
      { '@type': 'Offer', price: '180,50', priceCurrency: 'PLN' },
      { '@type': 'Offer', price: 180, priceCurrency: 'zł' },
      { '@type': 'Offer', price: 180 },
      {
        '@type': 'Offer',
        price: 250,
        priceCurrency: 'PLN',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 180, maxPrice: 200, priceCurrency: 'PLN' },
      },
      { '@type': 'BreadcrumbList', itemListElement: [{ '@type': 'ListItem', position: 0, name: 'x', item: '/a' }] },
      { '@type': 'BlogPosting', headline: 'x', datePublished: 'wczoraj' },
    ];
    for (const node of bad)
      expect(
        checkGoogleRequirements(node).filter((f) => f.level === 'required'),
        JSON.stringify(node),
      ).not.toEqual([]);
  });
});
