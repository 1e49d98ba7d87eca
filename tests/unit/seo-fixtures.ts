/* Small, hand-written clinic content for the SEO unit tests, parsed by the API schemas like real answers. */
import { ContentPage, Site, type ContentPageOf } from '@/lib/clinic-api/schemas';
import type { SeoOptions } from '@/lib/seo';

const colors = {
  background: '#fff',
  foreground: '#111',
  surface: '#fafafa',
  surface2: '#f0f0f0',
  muted: '#eee',
  mutedForeground: '#555',
  primary: '#0a5',
  primaryForeground: '#fff',
  accent: '#a50',
  accentForeground: '#fff',
  border: '#ddd',
};

const theme = {
  version: 1,
  colors,
  colorsDark: colors,
  radius: '8px',
  radiusPill: '999px',
  fontSans: 'Inter',
  fontHeading: 'Fraunces',
  type: {
    baseMinPx: 16,
    baseMaxPx: 18,
    ratioMin: 1.2,
    ratioMax: 1.25,
    headingWeight: 600,
    bodyWeight: 400,
    headingLineHeight: 1.2,
    bodyLineHeight: 1.6,
    headingTracking: 0,
  },
  rhythm: { sectionYMinRem: 3, sectionYMaxRem: 6, container: '72rem' },
  elevation: { shadowColor: '#000', strength: 0.1 },
  motion: { durationFastMs: 120, durationBaseMs: 200, durationSlowMs: 320, easeOut: 'ease-out', easeSpring: 'ease' },
  imagery: { overlayColor: '#000', overlayOpacity: 0.3, imageRadius: '12px' },
};

const img = (name: string, extra: Record<string, unknown> = {}) => ({
  url: `https://cdn.example.pl/${name}.jpg`,
  alt: null,
  ...extra,
});

export function makeSite(overrides: Record<string, unknown> = {}): Site {
  return Site.parse({
    name: 'Klinika Uśmiech',
    primaryDomain: 'www.klinika-usmiech.pl',
    menu: [{ label: 'Zabiegi', path: '/zabiegi' }],
    theme,
    profile: {
      legalName: 'Uśmiech Sp. z o.o.',
      phone: '+48 22 123 45 67',
      email: 'recepcja@klinika-usmiech.pl',
      address: { street: 'ul. Kwiatowa 5', postalCode: '00-001', city: 'Warszawa', district: 'Mokotów' },
      geo: { lat: 52.2, lng: 21.01 },
      openingHours: {
        mon: [{ opens: '08:00', closes: '20:00' }],
        tue: [{ opens: '08:00', closes: '20:00' }],
        wed: [{ opens: '08:00', closes: '20:00' }],
        thu: [{ opens: '08:00', closes: '20:00' }],
        fri: [
          { opens: '08:00', closes: '12:00' },
          { opens: '13:00', closes: '18:00' },
        ],
        sat: [{ opens: '09:00', closes: '14:00' }],
      },
      payments: { methods: ['gotówka', 'karta', 'BLIK'] },
      socials: [
        { network: 'facebook', url: 'https://facebook.com/usmiech' },
        { network: 'instagram', url: 'https://instagram.com/usmiech' },
      ],
      logo: img('logo', { width: 400, height: 120, alt: 'Klinika Uśmiech' }),
      favicon: { url: 'https://cdn.example.pl/favicon.png', alt: null },
      defaultOgImage: img('og-default', { width: 1200, height: 630, alt: 'Gabinet kliniki' }),
      registry: { nip: '5250000000', regon: '', rpwdl: '000000012345' },
    },
    noindex: false,
    ...overrides,
  });
}

/** A site whose clinic filled in nothing yet. */
export function bareSite(): Site {
  return Site.parse({ name: 'Nowa Klinika', primaryDomain: null, menu: [], theme, profile: null });
}

const home = { label: 'Strona główna', href: '/' };
const cta = { label: 'Umów wizytę', href: '/umow-wizyte' };

export const pages = {
  home: ContentPage.parse({
    kind: 'page',
    path: '/',
    title: 'Strona główna',
    seoTitle: null,
    seoDescription: null,
    blocks: [
      {
        id: 'h',
        type: 'hero.v1',
        props: {
          eyebrow: null,
          title: 'Zdrowe zęby',
          lead: 'Stomatologia dla całej rodziny na Mokotowie.',
          image: img('hero-home'),
          ctas: [],
        },
      },
      {
        id: 'f',
        type: 'faq.v1',
        props: {
          title: 'Pytania',
          items: [{ question: 'Czy przyjmujecie dzieci?', answer: 'Tak, od 3. roku życia.' }],
        },
      },
    ],
  }) as ContentPageOf<'page'>,
  about: ContentPage.parse({
    kind: 'page',
    path: '/o-nas',
    title: 'O nas',
    seoTitle: 'O klinice Uśmiech',
    seoDescription: 'Poznaj naszą klinikę.',
    blocks: [{ id: 'r', type: 'rich-text.v1', props: { html: '<p>Tekst</p>' } }],
  }) as ContentPageOf<'page'>,
  services: ContentPage.parse({
    kind: 'services',
    path: '/zabiegi',
    title: 'Zabiegi',
    breadcrumbs: [home, { label: 'Zabiegi', href: null }],
    cta,
    eyebrow: null,
    lead: 'Wszystkie zabiegi w jednym miejscu.',
    services: [
      { id: 's1', slug: 'higienizacja', path: '/zabiegi/higienizacja', name: 'Higienizacja', bookingServiceId: null },
    ],
  }) as ContentPageOf<'services'>,
  service: ContentPage.parse({
    kind: 'service',
    path: '/zabiegi/higienizacja',
    title: 'Higienizacja',
    breadcrumbs: [home, { label: 'Zabiegi', href: '/zabiegi' }, { label: 'Higienizacja', href: null }],
    cta,
    service: {
      id: 's1',
      slug: 'higienizacja',
      path: '/zabiegi/higienizacja',
      name: 'Higienizacja',
      category: 'Profilaktyka',
      shortDesc: 'Usunięcie kamienia i osadu, piaskowanie i polerowanie.',
      priceFromLabel: 'od 250 zł',
      durationLabel: '60 min',
      bookingServiceId: 'b1',
      hero: img('higienizacja', { width: 1600, height: 900, alt: 'Higienistka przy pracy' }),
      bodyBlocks: [
        {
          id: 'f',
          type: 'faq.v1',
          props: { title: null, items: [{ question: 'Czy to boli?', answer: 'Nie, zabieg jest bezbolesny.' }] },
        },
      ],
      faq: [
        { question: 'Jak często?', answer: 'Co pół roku.' },
        { question: 'Czy to boli?', answer: 'Duplikat z bloku — ma zostać raz.' },
      ],
      related: [],
      updatedAt: '2026-03-01T10:00:00Z',
    },
  }) as ContentPageOf<'service'>,
  team: ContentPage.parse({
    kind: 'team',
    path: '/zespol',
    title: 'Zespół',
    breadcrumbs: [home, { label: 'Zespół', href: null }],
    cta,
    eyebrow: null,
    lead: null,
    doctors: [
      {
        id: 'd1',
        slug: 'anna-kowalczyk',
        path: '/zespol/anna-kowalczyk',
        name: 'Anna Kowalczyk',
        specializations: [],
        bookingResourceId: null,
      },
    ],
  }) as ContentPageOf<'team'>,
  doctor: ContentPage.parse({
    kind: 'doctor',
    path: '/zespol/anna-kowalczyk',
    title: 'Anna Kowalczyk',
    breadcrumbs: [home, { label: 'Zespół', href: '/zespol' }, { label: 'Anna Kowalczyk', href: null }],
    cta,
    doctor: {
      id: 'd1',
      slug: 'anna-kowalczyk',
      path: '/zespol/anna-kowalczyk',
      name: 'Anna Kowalczyk',
      title: 'lek. dent.',
      specializations: ['ortodoncja', 'stomatologia dziecięca'],
      photo: img('anna', { width: 800, height: 1000, alt: 'Anna Kowalczyk' }),
      bookingResourceId: 'r1',
      bodyBlocks: [],
      services: [{ id: 's1', slug: 'higienizacja', path: '/zabiegi/higienizacja', name: 'Higienizacja' }],
      updatedAt: '2026-02-01T10:00:00Z',
    },
  }) as ContentPageOf<'doctor'>,
  caseStudies: ContentPage.parse({
    kind: 'case-studies',
    path: '/metamorfozy',
    title: 'Metamorfozy',
    breadcrumbs: [home, { label: 'Metamorfozy', href: null }],
    cta,
    eyebrow: null,
    lead: 'Efekty leczenia naszych pacjentów.',
    caseStudies: [],
  }) as ContentPageOf<'case-studies'>,
  caseStudy: ContentPage.parse({
    kind: 'case-study',
    path: '/metamorfozy/licowki',
    title: 'Licówki porcelanowe',
    breadcrumbs: [home, { label: 'Metamorfozy', href: '/metamorfozy' }, { label: 'Licówki porcelanowe', href: null }],
    cta,
    caseStudy: {
      id: 'c1',
      slug: 'licowki',
      path: '/metamorfozy/licowki',
      title: 'Licówki porcelanowe',
      summary: 'Nowy uśmiech w trzy wizyty.',
      before: img('licowki-przed'),
      after: img('licowki-po', { width: 1200, height: 800 }),
      bodyBlocks: [],
      services: [],
      publishedAt: '2026-01-10T09:00:00Z',
      updatedAt: '2026-01-12T09:00:00Z',
    },
  }) as ContentPageOf<'case-study'>,
  posts: ContentPage.parse({
    kind: 'posts',
    path: '/blog',
    title: 'Blog',
    breadcrumbs: [home, { label: 'Blog', href: null }],
    cta,
    eyebrow: null,
    lead: 'Porady higienistek i lekarzy.',
    posts: [],
  }) as ContentPageOf<'posts'>,
  post: ContentPage.parse({
    kind: 'post',
    path: '/blog/jak-czesto-na-przeglad',
    title: 'Jak często chodzić na przegląd?',
    breadcrumbs: [home, { label: 'Blog', href: '/blog' }, { label: 'Jak często chodzić na przegląd?', href: null }],
    cta,
    post: {
      id: 'p1',
      slug: 'jak-czesto-na-przeglad',
      path: '/blog/jak-czesto-na-przeglad',
      title: 'Jak często chodzić na przegląd?',
      excerpt: 'Raz na pół roku to dobra zasada — ale nie dla każdego.',
      cover: img('przeglad-cover'),
      publishedAt: '2026-02-10T08:00:00Z',
      bodyBlocks: [{ id: 'r', type: 'rich-text.v1', props: { html: '<p>Treść</p>' } }],
      seoTitle: 'Przegląd stomatologiczny: jak często?',
      seoDescription: null,
      ogImage: img('przeglad-og', { width: 1200, height: 630, alt: 'Lusterko stomatologiczne' }),
      updatedAt: '2026-02-11T08:00:00Z',
    },
  }) as ContentPageOf<'post'>,
};

export const allPages = Object.values(pages) as ContentPage[];

export const opts: SeoOptions = {
  siteUrl: 'https://www.klinika-usmiech.pl',
  siteUrlSet: true,
  production: true,
  schemaType: 'Dentist',
};
export const devOpts: SeoOptions = {
  siteUrl: 'http://localhost:3000',
  siteUrlSet: false,
  production: false,
  schemaType: 'MedicalClinic',
};

/** Every path to a null, undefined, blank string or empty array/object inside `value`. */
export function emptiesIn(value: unknown, path = '$'): string[] {
  if (value === null || value === undefined) return [path];
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((v, i) => emptiesIn(v, `${path}[${i}]`));
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [path] : entries.flatMap(([k, v]) => emptiesIn(v, `${path}.${k}`));
  }
  return [];
}

/** The JSON-LD nodes of a given @type. */
export function nodesOfType<T = Record<string, unknown>>(nodes: object[], type: string): T[] {
  return nodes.filter((n) => {
    const t = (n as { '@type'?: unknown })['@type'];
    return t === type || (Array.isArray(t) && t.includes(type));
  }) as T[];
}
