import { describe, expect, it } from 'vitest';
import {
  pageJsonLd,
  serializeJsonLd,
  MEDICAL_ORGANIZATION_TYPES,
  parseClinicSchemaType,
  clinicSchemaType,
} from '@/lib/seo';
import { ContentPage } from '@/lib/clinic-api/schemas';
import { allPages, bareSite, devOpts, emptiesIn, makeSite, nodesOfType, opts, pages } from './seo-fixtures';

const site = makeSite();
const ORIGIN = 'https://www.klinika-usmiech.pl';
const CLINIC_ID = `${ORIGIN}/#clinic`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read by path in the assertions; a wrong path fails them
type Node = Record<string, any>;
/** The single node of a type (fails the test when absent). */
function one(nodes: object[], type: string): Node {
  const [node] = nodesOfType<Node>(nodes, type);
  if (!node) throw new Error(`no ${type} node`);
  return node;
}

describe('the clinic node', () => {
  const clinic = one(pageJsonLd(site, pages.home, opts), 'Dentist');

  it('has @context, the configured @type, a stable @id and the name', () => {
    expect(clinic).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Dentist',
      '@id': CLINIC_ID,
      name: 'Klinika Uśmiech',
      url: `${ORIGIN}/`,
    });
  });

  it('is on every page, with the same @id', () => {
    for (const page of allPages)
      expect(nodesOfType<Node>(pageJsonLd(site, page, opts), 'Dentist')[0]?.['@id'], page.path).toBe(CLINIC_ID);
  });

  it('carries address, geo, contact, logo, images, socials and payments', () => {
    expect(clinic.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'ul. Kwiatowa 5',
      postalCode: '00-001',
      addressLocality: 'Warszawa',
      addressCountry: 'PL',
    });
    expect(clinic.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 52.2, longitude: 21.01 });
    expect(clinic.telephone).toBe('+48 22 123 45 67');
    expect(clinic.email).toBe('recepcja@klinika-usmiech.pl');
    expect(clinic.legalName).toBe('Uśmiech Sp. z o.o.');
    expect(clinic.logo).toBe('https://cdn.example.pl/logo.jpg');
    expect(clinic.image).toEqual(['https://cdn.example.pl/og-default.jpg', 'https://cdn.example.pl/logo.jpg']);
    expect(clinic.sameAs).toEqual(['https://facebook.com/usmiech', 'https://instagram.com/usmiech']);
    expect(clinic.paymentAccepted).toBe('gotówka, karta, BLIK');
  });

  it('lists only the registry numbers the clinic set, as PropertyValue', () => {
    expect(clinic.identifier).toEqual([
      { '@type': 'PropertyValue', propertyID: 'NIP', value: '5250000000' },
      { '@type': 'PropertyValue', propertyID: 'RPWDL', value: '000000012345' },
    ]);
    expect(clinic.taxID).toBe('5250000000');
  });

  it('maps opening hours: days sharing an interval grouped, a split day gives two entries, closed days absent', () => {
    expect(clinic.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '08:00',
        closes: '20:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '08:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '13:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
    ]);
  });

  it('with an empty profile is just the name and address of the site — no empty fields', () => {
    const nodes = pageJsonLd(bareSite(), pages.home, devOpts);
    const c = one(nodes, 'MedicalClinic');
    expect(c).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MedicalClinic',
      '@id': 'http://localhost:3000/#clinic',
      name: 'Nowa Klinika',
      url: 'http://localhost:3000/',
    });
  });
});

describe('CLINIC_SCHEMA_TYPE', () => {
  it('accepts MedicalOrganization subtypes, any letter case or with the schema.org prefix', () => {
    expect(parseClinicSchemaType('Dentist')).toBe('Dentist');
    expect(parseClinicSchemaType('dentist')).toBe('Dentist');
    expect(parseClinicSchemaType('https://schema.org/Hospital')).toBe('Hospital');
    expect(MEDICAL_ORGANIZATION_TYPES).toContain('MedicalClinic');
  });

  it('rejects other types and falls back to MedicalClinic', () => {
    expect(parseClinicSchemaType('Restaurant')).toBeNull();
    expect(parseClinicSchemaType('Person')).toBeNull();
    expect(clinicSchemaType('Restaurant')).toBe('MedicalClinic');
    expect(clinicSchemaType(undefined)).toBe('MedicalClinic');
    const c = one(pageJsonLd(site, pages.home, { ...opts, schemaType: 'Bakery' }), 'MedicalClinic');
    expect(c?.['@id']).toBe(CLINIC_ID);
  });

  it('types that are not a LocalBusiness get MedicalBusiness too, so address and hours stay valid', () => {
    const c = one(pageJsonLd(site, pages.home, { ...opts, schemaType: 'DiagnosticLab' }), 'DiagnosticLab');
    expect(c?.['@type']).toEqual(['DiagnosticLab', 'MedicalBusiness']);
  });
});

describe('page entities', () => {
  it('home names the WebSite, published by the clinic', () => {
    const w = one(pageJsonLd(site, pages.home, opts), 'WebSite');
    expect(w).toMatchObject({
      '@id': `${ORIGIN}/#website`,
      name: 'Klinika Uśmiech',
      url: `${ORIGIN}/`,
      publisher: { '@id': CLINIC_ID },
      inLanguage: 'pl-PL',
    });
  });

  it('doctor page: a Physician linked to the clinic @id, with specialities, photo and the clinic’s address', () => {
    const p = one(pageJsonLd(site, pages.doctor, opts), 'Physician');
    expect(p).toMatchObject({
      '@context': 'https://schema.org',
      '@id': `${ORIGIN}/zespol/anna-kowalczyk#physician`,
      name: 'Anna Kowalczyk',
      description: 'lek. dent.',
      url: `${ORIGIN}/zespol/anna-kowalczyk`,
      image: 'https://cdn.example.pl/anna.jpg',
      knowsAbout: ['ortodoncja', 'stomatologia dziecięca'],
      memberOf: { '@id': CLINIC_ID },
      address: { '@type': 'PostalAddress', addressLocality: 'Warszawa' },
      availableService: [{ '@type': 'MedicalProcedure', name: 'Higienizacja', url: `${ORIGIN}/zabiegi/higienizacja` }],
    });
    // worksFor is a Person property; on Physician (an organisation type) validators would flag it.
    expect(p).not.toHaveProperty('worksFor');
  });

  it('treatment page: a Service provided by the clinic with the price label as an Offer', () => {
    const s = one(pageJsonLd(site, pages.service, opts), 'Service');
    expect(s).toMatchObject({
      name: 'Higienizacja',
      serviceType: 'Profilaktyka',
      image: 'https://cdn.example.pl/higienizacja.jpg',
      provider: { '@id': CLINIC_ID, name: 'Klinika Uśmiech' },
      offers: {
        '@type': 'Offer',
        description: 'od 250 zł',
        price: 250,
        priceCurrency: 'PLN',
        priceSpecification: { '@type': 'PriceSpecification', minPrice: 250, priceCurrency: 'PLN' },
      },
    });
  });

  it('post page: a BlogPosting with headline, image, dates, and the clinic as author and publisher', () => {
    const b = one(pageJsonLd(site, pages.post, opts), 'BlogPosting');
    expect(b).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Jak często chodzić na przegląd?',
      image: ['https://cdn.example.pl/przeglad-og.jpg', 'https://cdn.example.pl/przeglad-cover.jpg'],
      datePublished: '2026-02-10T08:00:00Z',
      dateModified: '2026-02-11T08:00:00Z',
      author: { '@id': CLINIC_ID, name: 'Klinika Uśmiech' },
      publisher: { '@id': CLINIC_ID, name: 'Klinika Uśmiech', logo: 'https://cdn.example.pl/logo.jpg' },
      mainEntityOfPage: `${ORIGIN}/blog/jak-czesto-na-przeglad`,
    });
  });

  it('a post without a publication date omits datePublished instead of inventing one', () => {
    const p = { ...pages.post, post: { ...pages.post.post, publishedAt: null } };
    const b = one(pageJsonLd(site, p, opts), 'BlogPosting');
    expect(b).not.toHaveProperty('datePublished');
    expect(b?.dateModified).toBe('2026-02-11T08:00:00Z');
  });

  it('case study page: an Article with the after/before images and dates', () => {
    const a = one(pageJsonLd(site, pages.caseStudy, opts), 'Article');
    expect(a).toMatchObject({
      headline: 'Licówki porcelanowe',
      image: ['https://cdn.example.pl/licowki-po.jpg', 'https://cdn.example.pl/licowki-przed.jpg'],
      datePublished: '2026-01-10T09:00:00Z',
      dateModified: '2026-01-12T09:00:00Z',
      author: { '@id': CLINIC_ID },
      publisher: { '@id': CLINIC_ID },
    });
  });

  it('index pages carry no entity of their own', () => {
    for (const page of [pages.services, pages.team, pages.posts, pages.caseStudies]) {
      const types = pageJsonLd(site, page, opts).map((n) => (n as Node)['@type']);
      expect(types).toEqual(['Dentist', 'BreadcrumbList']);
    }
  });
});

describe('FAQPage', () => {
  it('from the treatment FAQ and faq.v1 blocks: Question/acceptedAnswer Answer, a repeated question once', () => {
    const f = one(pageJsonLd(site, pages.service, opts), 'FAQPage');
    expect(f?.mainEntity).toEqual([
      { '@type': 'Question', name: 'Jak często?', acceptedAnswer: { '@type': 'Answer', text: 'Co pół roku.' } },
      {
        '@type': 'Question',
        name: 'Czy to boli?',
        acceptedAnswer: { '@type': 'Answer', text: 'Duplikat z bloku — ma zostać raz.' },
      },
    ]);
  });

  it('from faq.v1 blocks of a blocks page', () => {
    const f = one(pageJsonLd(site, pages.home, opts), 'FAQPage');
    expect(f?.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'Czy przyjmujecie dzieci?',
      acceptedAnswer: { '@type': 'Answer', text: 'Tak, od 3. roku życia.' },
    });
  });

  it('a blocks page with two faq.v1 blocks asking the same question lists it once', () => {
    const item = { question: 'Czy przyjmujecie dzieci?', answer: 'Tak.' };
    const page = ContentPage.parse({
      ...pages.about,
      blocks: [
        { id: 'a', type: 'faq.v1', props: { items: [item, { question: 'Ile trwa wizyta?', answer: 'Godzinę.' }] } },
        { id: 'b', type: 'faq.v1', props: { items: [{ ...item, question: ' czy przyjmujecie dzieci? ' }] } },
      ],
    });
    expect(one(pageJsonLd(site, page, opts), 'FAQPage')?.mainEntity.map((q: { name: string }) => q.name)).toEqual([
      'Czy przyjmujecie dzieci?',
      'Ile trwa wizyta?',
    ]);
  });

  it('is absent without questions, and a faq block whose props do not parse adds none', () => {
    const page = ContentPage.parse({ ...pages.about, blocks: [{ id: 'x', type: 'faq.v1', props: { items: 'nope' } }] });
    expect(nodesOfType(pageJsonLd(site, page, opts), 'FAQPage')).toEqual([]);
    expect(nodesOfType(pageJsonLd(site, pages.doctor, opts), 'FAQPage')).toEqual([]);
  });
});

describe('BreadcrumbList', () => {
  it('positions 1..n, absolute URLs, the current page’s item is its own URL', () => {
    const b = one(pageJsonLd(site, pages.service, opts), 'BreadcrumbList');
    expect(b?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Strona główna', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Zabiegi', item: `${ORIGIN}/zabiegi` },
      { '@type': 'ListItem', position: 3, name: 'Higienizacja', item: `${ORIGIN}/zabiegi/higienizacja` },
    ]);
  });

  it('is absent on pages without a trail', () => {
    expect(nodesOfType(pageJsonLd(site, pages.home, opts), 'BreadcrumbList')).toEqual([]);
  });
});

describe('no empty values anywhere', () => {
  it.each(allPages.map((p) => [p.kind, p.path, p] as const))('%s %s', (_k, _p, page) => {
    expect(emptiesIn(pageJsonLd(site, page, opts))).toEqual([]);
    expect(emptiesIn(pageJsonLd(bareSite(), page, devOpts))).toEqual([]);
  });

  it('a record with every optional field empty still has no null, undefined or ""', () => {
    const p = ContentPage.parse({
      ...pages.service,
      service: {
        ...pages.service.service,
        category: null,
        shortDesc: '',
        priceFromLabel: null,
        durationLabel: null,
        hero: null,
        faq: [{ question: ' ', answer: '' }],
      },
    });
    expect(
      emptiesIn(pageJsonLd(makeSite({ profile: { phone: '', registry: { nip: '' }, socials: [] } }), p, opts)),
    ).toEqual([]);
  });
});

describe('escaping', () => {
  it('API text cannot close the script tag: <, >, &, U+2028 and U+2029 are \\u-escaped and the JSON still round-trips', () => {
    const evil = 'Wybielanie</script><script>alert(1)</script> & więcej\u2028\u2029';
    const page = ContentPage.parse({
      ...pages.post,
      title: evil,
      post: { ...pages.post.post, title: evil, seoTitle: null },
    });
    const nodes = pageJsonLd(site, page, opts);
    for (const node of nodes) {
      const json = serializeJsonLd(node);
      expect(json).not.toMatch(/[<>&\u2028\u2029]/);
      expect(json.toLowerCase()).not.toContain('</script');
      expect(JSON.parse(json)).toEqual(node);
    }
    const b = one(nodes, 'BlogPosting');
    expect(serializeJsonLd(b)).toContain('Wybielanie\\u003c/script\\u003e');
    expect(b?.headline.startsWith('Wybielanie</script>')).toBe(true);
  });
});
