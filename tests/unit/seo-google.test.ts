import { describe, expect, it } from 'vitest';
import { ClinicClient } from '@/lib/clinic-api/client';
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
    transport: (r) => handler(r),
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
