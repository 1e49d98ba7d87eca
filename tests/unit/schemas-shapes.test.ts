import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as S from '@/lib/clinic-api/schemas';
import { STARTER_THEME as theme } from '@/lib/theme/starter-theme';

/**
 * Every response and request shape, field by field, from the API description (clinic-api-v1.md, "Resources and their
 * fields") and, where it says "not shown", the starter's assumptions (api-assumptions.md). For each shape a complete
 * record parses and keeps every value; then, one field at a time: a required field left out fails, an optional one
 * left out passes (taking its default where the versioning rule gives one), null passes only where the description
 * says "or null", and a value of another type fails. A key a later minor version adds is ignored.
 */

/** How the description types a field. */
type Field =
  | 'req' // required, never null
  | 'reqNull' // always present, may be null ("T | null")
  | 'opt' // may be absent, never null
  | 'optNull' // may be absent or null
  | { absent: unknown; nullOk?: boolean } // absent on an older server: takes this default
  | 'any'; // a value the site tolerates whatever it is (a network or channel a later version adds)

type Case = {
  schema: z.ZodType;
  sample: unknown;
  fields: Record<string, Field>;
  /** Values the description rules out, beyond a wrong type. */
  bad?: [path: string, value: unknown][];
  /** Values the description allows, beyond the sample. */
  good?: [path: string, value: unknown][];
};

const T = '2026-01-01T10:00:00.000Z';
const media = {
  url: 'https://cdn.example/a.webp',
  focalX: 40,
  focalY: 60,
  alt: 'Gabinet',
  width: 1200,
  height: 800,
  aiGenerated: true,
  caption: 'Nasz gabinet',
};
const block = { id: 'b1', type: 'hero.v1', props: { title: 'Witamy' } };
const crumb = { label: 'Start', href: '/' };
const cta = { label: 'Umów wizytę', href: 'tel:+48123456789' };
const related = {
  id: 's2',
  slug: 'wybielanie',
  path: '/zabiegi/wybielanie',
  name: 'Wybielanie',
  priceFromLabel: 'od 900 zł',
};
const serviceSummary = {
  id: 's1',
  slug: 'higienizacja',
  path: '/zabiegi/higienizacja',
  name: 'Higienizacja',
  category: 'Profilaktyka',
  shortDesc: 'Usunięcie kamienia',
  priceFromLabel: 'od 300 zł',
  durationLabel: '60 min',
  bookingServiceId: 'bs1',
};
const serviceDetail = {
  ...serviceSummary,
  hero: media,
  bodyBlocks: [block],
  faq: [{ question: 'Czy boli?', answer: 'Nie.' }],
  related: [related],
  updatedAt: T,
};
const doctorSummary = {
  id: 'd1',
  slug: 'anna-nowak',
  path: '/zespol/anna-nowak',
  name: 'Anna Nowak',
  title: 'lek. dent.',
  specializations: ['ortodoncja', 'implanty'],
  photo: media,
  bookingResourceId: 'r1',
};
const doctorDetail = { ...doctorSummary, bodyBlocks: [block], services: [related], updatedAt: T };
const caseStudySummary = {
  id: 'c1',
  slug: 'usmiech',
  path: '/metamorfozy/usmiech',
  title: 'Nowy uśmiech',
  summary: 'Licówki',
  image: media,
  publishedAt: T,
};
const caseStudyDetail = {
  id: 'c1',
  slug: 'usmiech',
  path: '/metamorfozy/usmiech',
  title: 'Nowy uśmiech',
  summary: 'Licówki',
  before: media,
  after: media,
  bodyBlocks: [block],
  services: [related],
  publishedAt: T,
  updatedAt: T,
};
const postSummary = {
  id: 'p1',
  slug: 'nitkowanie',
  path: '/blog/nitkowanie',
  title: 'Nitkowanie',
  excerpt: 'Jak nitkować',
  cover: media,
  publishedAt: T,
};
const postDetail = {
  ...postSummary,
  bodyBlocks: [block],
  seoTitle: 'Nitkowanie zębów',
  seoDescription: 'Poradnik',
  ogImage: media,
  updatedAt: T,
};
const address = {
  street: 'ul. Długa 1',
  postalCode: '00-950',
  city: 'Warszawa',
  district: 'Śródmieście',
  accessNote: 'Wejście od podwórza',
};
const interval = { opens: '08:00', closes: '16:30' };
const profile = {
  legalName: 'Klinika sp. z o.o.',
  phone: '+48 123 456 789',
  email: 'recepcja@klinika.example',
  address,
  geo: { lat: 52.23, lng: 21.01 },
  openingHours: { mon: [interval], sat: [{ opens: '09:00', closes: '13:00' }] },
  openingHoursNote: 'W święta zamknięte',
  nfz: { contract: true, note: 'Tylko dzieci' },
  payments: { methods: ['karta', 'gotówka'], note: 'Raty' },
  socials: [{ network: 'instagram', url: 'https://instagram.com/klinika' }],
  logo: media,
  logoInverse: media,
  favicon: media,
  defaultOgImage: media,
  registry: { rpwdl: '000000012345', nip: '5250000000', regon: '012345678', krs: '0000012345' },
  privacy: {
    contactEmail: 'rodo@klinika.example',
    registeredOffice: 'Warszawa',
    dpoName: 'Jan Kowalski',
    dpoEmail: 'iod@klinika.example',
  },
  reviewsPolicy: 'Opinie zbieramy po wizycie',
  demoNotice: 'To jest wersja demonstracyjna',
};
const site = {
  name: 'Klinika Uśmiech',
  primaryDomain: 'klinika.example',
  menu: [{ label: 'Zabiegi', path: '/zabiegi' }],
  theme,
  profile,
  noindex: true,
};
const entity = { path: '/p', title: 'Strona', breadcrumbs: [crumb], cta };
const index = { ...entity, eyebrow: 'Nasz zespół', lead: 'Poznaj nas' };
const entityFields: Record<string, Field> = { path: 'req', title: 'req', breadcrumbs: 'req', cta: 'req', kind: 'req' };
const indexFields: Record<string, Field> = {
  ...entityFields,
  eyebrow: { absent: null, nullOk: true },
  lead: { absent: null, nullOk: true },
};
const slot = { resourceId: 'r1', startAt: 1790000000, endAt: 1790001800, localDate: '2026-11-24', localStartMin: 540 };
const appointment = { id: 'a1', startAt: 1790000000, endAt: 1790001800, leadId: 'l1' };
const window1 = { date: '2026-02-27', from: '09:00', to: '12:00' };
const window2 = { date: '2026-03-02', from: '14:00', to: '17:30' };
const timeRequest = {
  windows: [window1, window2],
  serviceSlug: 'higienizacja',
  doctorSlug: 'anna-nowak',
  serviceName: 'Higienizacja',
  doctorName: 'Anna Nowak',
};
const leadTimeRequest = {
  id: 't1',
  status: 'pending',
  windows: [window1],
  service: 'Higienizacja',
  doctor: 'Anna Nowak',
};
const convLead = {
  id: 'l1',
  name: 'Jan',
  phone: '+48600100200',
  email: 'jan@example.com',
  message: 'Dzień dobry',
  source: 'chat',
  stage: 'new',
  locationId: 'loc1',
  createdAt: T,
};
const conversation = {
  id: 'c1',
  status: 'open',
  lead: convLead,
  lastChannel: 'sms',
  lastMessageAt: T,
  lastInboundAt: T,
  unreadCount: 2,
  createdAt: T,
  updatedAt: T,
};
const message = {
  id: 'm1',
  conversationId: 'c1',
  channel: 'email',
  direction: 'outbound',
  status: 'delivered',
  subject: 'Wizyta',
  text: 'Dzień dobry',
  attachments: [{ filename: 'skierowanie.pdf', mime: 'application/pdf', size: 2048 }],
  createdAt: T,
  sentAt: T,
  deliveredAt: T,
  readAt: T,
};
const template = { id: 'tpl1', name: 'Przypomnienie', text: 'Przypominamy o wizycie', channels: ['sms', 'email'] };
const channelState = { channel: 'whatsapp', available: false, reason: 'wa_window_closed' };
const mediaItem = {
  ...media,
  id: 'mi1',
  filename: 'gabinet.webp',
  mime: 'image/webp',
  size: 123456,
  createdAt: T,
};
const location = { id: 'loc1', name: 'Centrum', primary: true, address, phone: '+48 22 000 00 00' };

/** Every key of a nested record, required: the description marks none of ThemeTokens' keys optional. */
function allRequired(value: Record<string, unknown>, prefix = ''): Record<string, Field> {
  const out: Record<string, Field> = {};
  for (const [k, v] of Object.entries(value)) {
    out[prefix + k] = 'req';
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, allRequired(v as never, `${prefix}${k}.`));
  }
  return out;
}

const CASES: Record<string, Case> = {
  MediaRef: {
    schema: S.MediaRef,
    sample: media,
    fields: {
      url: 'req',
      focalX: { absent: null, nullOk: true },
      focalY: { absent: null, nullOk: true },
      alt: { absent: null, nullOk: true },
      width: 'opt',
      height: 'opt',
      aiGenerated: { absent: false },
      caption: 'opt',
    },
    bad: [
      ['url', ''],
      ['focalX', 101],
      ['focalY', -1],
      ['focalX', 40.5],
      ['width', 0],
      ['height', 12.5],
    ],
    good: [
      ['focalX', 0],
      ['focalY', 100],
    ],
  },
  Block: {
    schema: S.Block,
    sample: block,
    fields: { id: 'req', type: 'req', props: { absent: {} } },
    bad: [
      ['id', ''],
      ['type', ''],
    ],
  },
  Crumb: { schema: S.Crumb, sample: crumb, fields: { label: 'req', href: 'reqNull' } },
  Cta: { schema: S.Cta, sample: cta, fields: { label: 'req', href: 'req' } },
  RelatedService: {
    schema: S.RelatedService,
    sample: related,
    fields: { id: 'req', slug: 'req', path: 'req', name: 'req', priceFromLabel: { absent: null, nullOk: true } },
  },
  ApiErrorBody: {
    schema: S.ApiErrorBody,
    sample: { error: 'Termin zajęty', code: 'slot_taken', scope: 'key', retryable: false, slots: [slot] },
    fields: { error: 'req', code: 'opt', scope: 'opt', retryable: 'opt', slots: 'opt' },
  },
  ThemeTokens: { schema: S.ThemeTokens, sample: theme, fields: allRequired(theme) },
  OpeningInterval: {
    schema: S.OpeningInterval,
    sample: interval,
    fields: { opens: 'req', closes: 'req' },
    bad: [
      ['closes', '08:00'],
      ['closes', '07:59'],
    ],
  },
  Address: {
    schema: S.Address,
    sample: address,
    fields: { street: 'req', postalCode: 'req', city: 'req', district: 'opt', accessNote: 'opt' },
    bad: [
      ['postalCode', '00950'],
      ['postalCode', '0-950'],
      ['postalCode', '00-95'],
      ['postalCode', 'x00-950'],
      ['postalCode', '00-950x'],
      ['postalCode', 'ab-cde'],
    ],
  },
  SiteProfile: {
    schema: S.SiteProfile,
    sample: profile,
    fields: {
      ...Object.fromEntries(
        Object.keys(profile).map((k): [string, Field] => [
          k,
          /^(logo|logoInverse|favicon|defaultOgImage)$/.test(k) ? 'optNull' : 'opt',
        ]),
      ),
      'address.street': 'req',
      'address.postalCode': 'req',
      'address.city': 'req',
      'geo.lat': 'req',
      'geo.lng': 'req',
      'openingHours.mon': 'opt',
      'openingHours.mon.0.opens': 'req',
      'openingHours.mon.0.closes': 'req',
      'nfz.contract': 'req',
      'nfz.note': 'opt',
      'payments.methods': 'req',
      'payments.note': 'opt',
      'socials.0.network': 'any',
      'socials.0.url': 'req',
      'registry.rpwdl': 'opt',
      'registry.nip': 'opt',
      'registry.regon': 'opt',
      'registry.krs': 'opt',
      'privacy.contactEmail': 'opt',
      'privacy.registeredOffice': 'opt',
      'privacy.dpoName': 'opt',
      'privacy.dpoEmail': 'opt',
    },
    bad: [
      ['openingHours.mon.0.closes', '07:00'],
      ['openingHours.sat', 'x'],
      ['openingHours.sat.0.opens', '9:00'],
      ['openingHours.sat.0.opens', ' 09:00'],
      ['openingHours.sat.0.closes', '13:00 '],
      ['openingHours.sat.0.closes', '24:00'],
      ['openingHours.sat.0.closes', '13:60'],
      ['payments.methods', [1]],
    ],
    good: [
      ['openingHours.sat.0.opens', '00:00'],
      ['openingHours.sat.0.closes', '23:59'],
      ['openingHours.sun', [{ opens: '10:00', closes: '20:00' }]],
      ['openingHours.holiday', [interval]],
      ['socials.0.network', 'mastodon'],
    ],
  },
  MenuItem: { schema: S.MenuItem, sample: { label: 'Zespół', path: '/zespol' }, fields: { label: 'req', path: 'req' } },
  Site: {
    schema: S.Site,
    sample: site,
    fields: {
      name: 'req',
      primaryDomain: { absent: null, nullOk: true },
      menu: 'req',
      'menu.0.label': 'req',
      'menu.0.path': 'req',
      theme: 'req',
      profile: { absent: null, nullOk: true },
      noindex: { absent: false },
    },
  },
  ServiceSummary: {
    schema: S.ServiceSummary,
    sample: serviceSummary,
    fields: {
      id: 'req',
      slug: 'req',
      path: 'req',
      name: 'req',
      category: { absent: null, nullOk: true },
      shortDesc: { absent: null, nullOk: true },
      priceFromLabel: { absent: null, nullOk: true },
      durationLabel: { absent: null, nullOk: true },
      bookingServiceId: { absent: null, nullOk: true },
    },
  },
  ServiceDetail: {
    schema: S.ServiceDetail,
    sample: serviceDetail,
    fields: {
      id: 'req',
      name: 'req',
      bookingServiceId: { absent: null, nullOk: true },
      hero: { absent: null, nullOk: true },
      bodyBlocks: 'req',
      'bodyBlocks.0.id': 'req',
      faq: 'req',
      'faq.0.question': 'req',
      'faq.0.answer': 'req',
      related: 'req',
      'related.0.slug': 'req',
      updatedAt: 'req',
    },
    bad: [['updatedAt', 'wczoraj']],
  },
  DoctorSummary: {
    schema: S.DoctorSummary,
    sample: doctorSummary,
    fields: {
      id: 'req',
      slug: 'req',
      path: 'req',
      name: 'req',
      title: { absent: null, nullOk: true },
      specializations: { absent: [] },
      photo: { absent: null, nullOk: true },
      bookingResourceId: { absent: null, nullOk: true },
    },
    bad: [['specializations', [1]]],
  },
  DoctorDetail: {
    schema: S.DoctorDetail,
    sample: doctorDetail,
    fields: {
      id: 'req',
      name: 'req',
      bodyBlocks: { absent: [] },
      services: { absent: [] },
      updatedAt: 'opt',
      'services.0.id': 'req',
    },
  },
  CaseStudySummary: {
    schema: S.CaseStudySummary,
    sample: caseStudySummary,
    fields: {
      id: 'req',
      slug: 'req',
      path: 'req',
      title: 'req',
      summary: { absent: null, nullOk: true },
      image: { absent: null, nullOk: true },
      publishedAt: { absent: null, nullOk: true },
    },
  },
  CaseStudyDetail: {
    schema: S.CaseStudyDetail,
    sample: caseStudyDetail,
    fields: {
      id: 'req',
      slug: 'req',
      path: 'req',
      title: 'req',
      summary: { absent: null, nullOk: true },
      before: { absent: null, nullOk: true },
      after: { absent: null, nullOk: true },
      bodyBlocks: 'req',
      services: 'req',
      publishedAt: { absent: null, nullOk: true },
      updatedAt: 'req',
    },
  },
  PostSummary: {
    schema: S.PostSummary,
    sample: postSummary,
    fields: {
      id: 'req',
      slug: 'req',
      path: 'req',
      title: 'req',
      excerpt: { absent: null, nullOk: true },
      cover: { absent: null, nullOk: true },
      publishedAt: { absent: null, nullOk: true },
    },
  },
  PostDetail: {
    schema: S.PostDetail,
    sample: postDetail,
    fields: {
      id: 'req',
      title: 'req',
      bodyBlocks: 'req',
      seoTitle: { absent: null, nullOk: true },
      seoDescription: { absent: null, nullOk: true },
      ogImage: { absent: null, nullOk: true },
      updatedAt: 'req',
    },
  },
  'ContentPage page': {
    schema: S.ContentPage,
    sample: { kind: 'page', path: '/', title: 'Start', seoTitle: 'Klinika', seoDescription: 'Opis', blocks: [block] },
    fields: {
      kind: 'req',
      path: 'req',
      title: 'req',
      seoTitle: { absent: null, nullOk: true },
      seoDescription: { absent: null, nullOk: true },
      blocks: 'req',
      'blocks.0.type': 'req',
    },
  },
  'ContentPage services': {
    schema: S.ContentPage,
    sample: { kind: 'services', ...index, services: [serviceSummary] },
    fields: {
      ...indexFields,
      services: 'req',
      'services.0.slug': 'req',
      'breadcrumbs.0.href': 'reqNull',
      'cta.href': 'req',
    },
  },
  'ContentPage service': {
    schema: S.ContentPage,
    sample: { kind: 'service', ...entity, service: serviceDetail },
    fields: { ...entityFields, service: 'req', 'service.updatedAt': 'req' },
  },
  'ContentPage team': {
    schema: S.ContentPage,
    sample: { kind: 'team', ...index, doctors: [doctorSummary] },
    fields: { ...indexFields, doctors: 'req', 'doctors.0.name': 'req' },
  },
  'ContentPage doctor': {
    schema: S.ContentPage,
    sample: { kind: 'doctor', ...entity, doctor: doctorDetail },
    fields: { ...entityFields, doctor: 'req', 'doctor.slug': 'req' },
  },
  'ContentPage case-studies': {
    schema: S.ContentPage,
    sample: { kind: 'case-studies', ...index, caseStudies: [caseStudySummary] },
    fields: { ...indexFields, caseStudies: 'req', 'caseStudies.0.title': 'req' },
  },
  'ContentPage case-study': {
    schema: S.ContentPage,
    sample: { kind: 'case-study', ...entity, caseStudy: caseStudyDetail },
    fields: { ...entityFields, caseStudy: 'req', 'caseStudy.bodyBlocks': 'req' },
  },
  'ContentPage posts': {
    schema: S.ContentPage,
    sample: { kind: 'posts', ...index, posts: [postSummary] },
    fields: { ...indexFields, posts: 'req', 'posts.0.path': 'req' },
  },
  'ContentPage post': {
    schema: S.ContentPage,
    sample: { kind: 'post', ...entity, post: postDetail },
    fields: { ...entityFields, post: 'req', 'post.bodyBlocks': 'req' },
  },
  PageListItem: {
    schema: S.PageListItem,
    sample: { path: '/blog', title: 'Blog', type: 'posts', updatedAt: T },
    fields: { path: 'req', title: 'req', type: 'req', updatedAt: 'req' },
    bad: [
      ['type', 'gallery'],
      ['updatedAt', 'jutro'],
    ],
  },
  PublishedItem: {
    schema: S.PublishedItem,
    sample: { path: '/galeria', title: 'Galeria', type: 'gallery', updatedAt: T },
    fields: { path: 'req', title: 'req', type: 'req', updatedAt: 'req' },
  },
  ContentResponse: {
    schema: S.ContentResponse,
    sample: { site, page: { kind: 'team', ...index, doctors: [doctorSummary] } },
    fields: { site: 'req', page: 'req', 'site.name': 'req', 'page.doctors': 'req' },
  },
  ContentEnvelope: {
    schema: S.ContentEnvelope,
    sample: { site, page: { kind: 'gallery', path: '/galeria' } },
    fields: { site: 'req', page: 'req', 'page.kind': 'req', 'site.menu': 'req' },
  },
  SiteResponse: { schema: S.SiteResponse, sample: { site }, fields: { site: 'req', 'site.theme': 'req' } },
  PagesResponse: {
    schema: S.PagesResponse,
    sample: { pages: [{ path: '/', title: 'Start', type: 'page', updatedAt: T }] },
    fields: { pages: 'req', 'pages.0.path': 'req' },
  },
  ServicesResponse: {
    schema: S.ServicesResponse,
    sample: { services: [serviceSummary] },
    fields: { services: 'req', 'services.0.id': 'req' },
  },
  ServiceResponse: {
    schema: S.ServiceResponse,
    sample: { service: serviceDetail },
    fields: { service: 'req', 'service.faq': 'req' },
  },
  DoctorsResponse: {
    schema: S.DoctorsResponse,
    sample: { doctors: [doctorSummary] },
    fields: { doctors: 'req', 'doctors.0.id': 'req' },
  },
  DoctorResponse: {
    schema: S.DoctorResponse,
    sample: { doctor: doctorDetail },
    fields: { doctor: 'req', 'doctor.id': 'req' },
  },
  CaseStudiesResponse: {
    schema: S.CaseStudiesResponse,
    sample: { caseStudies: [caseStudySummary] },
    fields: { caseStudies: 'req', 'caseStudies.0.id': 'req' },
  },
  CaseStudyResponse: {
    schema: S.CaseStudyResponse,
    sample: { caseStudy: caseStudyDetail },
    fields: { caseStudy: 'req', 'caseStudy.updatedAt': 'req' },
  },
  PostsResponse: {
    schema: S.PostsResponse,
    sample: { posts: [postSummary] },
    fields: { posts: 'req', 'posts.0.id': 'req' },
  },
  PostResponse: {
    schema: S.PostResponse,
    sample: { post: postDetail },
    fields: { post: 'req', 'post.updatedAt': 'req' },
  },
  BookingCatalogService: {
    schema: S.BookingCatalogService,
    sample: {
      id: 'bs1',
      name: 'Przegląd',
      durationMin: 30,
      priceLabel: 'od 200 zł',
      resourceIds: ['r1', 'r2'],
      serviceSlug: 'przeglad',
      nfz: true,
    },
    fields: {
      id: 'req',
      name: 'req',
      durationMin: 'req',
      priceLabel: 'reqNull',
      resourceIds: 'req',
      serviceSlug: 'reqNull',
      nfz: { absent: false },
    },
    bad: [
      ['durationMin', 0],
      ['durationMin', 22.5],
      ['resourceIds', [1]],
    ],
  },
  BookingCatalogResource: {
    schema: S.BookingCatalogResource,
    sample: { id: 'r1', name: 'Anna Nowak', title: 'lek. dent.', doctorSlug: 'anna-nowak' },
    fields: { id: 'req', name: 'req', title: 'reqNull', doctorSlug: 'reqNull' },
  },
  BookingCatalog: {
    schema: S.BookingCatalog,
    sample: {
      services: [
        { id: 'bs1', name: 'P', durationMin: 30, priceLabel: null, resourceIds: [], serviceSlug: null, nfz: false },
      ],
      resources: [{ id: 'r1', name: 'Anna', title: null, doctorSlug: null }],
    },
    fields: { services: 'req', resources: 'req', 'services.0.durationMin': 'req', 'resources.0.doctorSlug': 'reqNull' },
  },
  FreeSlot: {
    schema: S.FreeSlot,
    sample: slot,
    fields: { resourceId: 'req', startAt: 'req', endAt: 'req', localDate: 'req', localStartMin: 'req' },
    bad: [
      ['startAt', 1.5],
      ['endAt', 1.5],
      ['localStartMin', 1440],
      ['localStartMin', -1],
      ['localStartMin', 540.5],
      ['localDate', '2026-1-24'],
      ['localDate', ' 2026-11-24'],
      ['localDate', '2026-11-24 '],
    ],
  },
  SlotsResponse: {
    schema: S.SlotsResponse,
    sample: { slots: [slot] },
    fields: { slots: 'req', 'slots.0.localDate': 'req' },
  },
  Appointment: {
    schema: S.Appointment,
    sample: appointment,
    fields: { id: 'req', startAt: 'req', endAt: 'req', leadId: 'req' },
    bad: [
      ['startAt', 1.5],
      ['endAt', 1.5],
    ],
  },
  AppointmentCreated: {
    schema: S.AppointmentCreated,
    sample: { appointment },
    fields: { appointment: 'req', 'appointment.leadId': 'req' },
  },
  AppointmentInput: {
    schema: S.AppointmentInput,
    sample: {
      serviceId: 'bs1',
      resourceId: 'r1',
      startAt: 1790000000,
      patient: { name: 'Jan Kowalski', phone: '600100200', email: 'jan@example.com' },
      note: 'Pierwsza wizyta',
      privacyNoticeVersion: '2026-01',
      marketingConsent: true,
    },
    fields: {
      serviceId: 'req',
      resourceId: 'req',
      startAt: 'req',
      patient: 'req',
      'patient.name': 'req',
      'patient.phone': 'req',
      'patient.email': 'opt',
      note: 'opt',
      privacyNoticeVersion: 'opt',
      marketingConsent: 'opt',
    },
    bad: [
      ['serviceId', ''],
      ['resourceId', ''],
      ['startAt', 1.5],
      ['patient.name', ''],
      ['patient.phone', ''],
    ],
  },
  AppointmentListItem: {
    schema: S.AppointmentListItem,
    sample: {
      ...appointment,
      serviceId: 'bs1',
      resourceId: 'r1',
      patient: { name: 'Jan', phone: '600100200' },
      status: 'booked',
    },
    fields: {
      id: 'req',
      serviceId: 'req',
      resourceId: 'req',
      startAt: 'req',
      endAt: 'req',
      leadId: 'req',
      patient: 'req',
      'patient.name': 'req',
      'patient.phone': 'req',
      status: 'req',
    },
    bad: [
      ['startAt', 1.5],
      ['endAt', 1.5],
    ],
  },
  AppointmentsResponse: {
    schema: S.AppointmentsResponse,
    sample: {
      appointments: [
        { ...appointment, serviceId: 's', resourceId: 'r', patient: { name: 'J', phone: '6' }, status: 'booked' },
      ],
    },
    fields: { appointments: 'req', 'appointments.0.status': 'req' },
  },
  TimeWindow: {
    schema: S.TimeWindow,
    sample: window1,
    fields: { date: 'req', from: 'req', to: 'req' },
    bad: [
      ['to', '09:00'],
      ['to', '08:59'],
      ['date', '2026-02-30'],
      ['date', '12026-02-27'],
      ['date', '2026-02-27 '],
      ['date', '2026-2-27'],
      ['from', '24:00'],
      ['to', '12:60'],
      ['from', ' 09:00'],
      ['to', '12:00 '],
    ],
    good: [
      ['from', '00:00'],
      ['to', '23:59'],
      ['date', '2028-02-29'],
    ],
  },
  TimeRequestInput: {
    schema: S.TimeRequestInput,
    sample: timeRequest,
    fields: {
      windows: 'req',
      serviceSlug: 'opt',
      doctorSlug: 'opt',
      serviceName: 'opt',
      doctorName: 'opt',
      'windows.0.date': 'req',
    },
    bad: [
      ['windows', []],
      ['windows', [window1, window2, window1, window2]],
    ],
    good: [
      ['windows', [window1]],
      ['windows', [window1, window2, window1]],
    ],
  },
  LeadInput: {
    schema: S.LeadInput,
    sample: {
      name: 'Jan Kowalski',
      phone: '600100200',
      email: 'jan@example.com',
      message: 'Proszę o kontakt',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'zima',
      gclid: 'g-123',
      fbclid: 'f-123',
      privacyNoticeVersion: '2026-01',
      marketingConsent: false,
      timeRequest,
    },
    fields: {
      name: 'opt',
      phone: 'opt',
      email: 'opt',
      message: 'opt',
      utm_source: 'opt',
      utm_medium: 'opt',
      utm_campaign: 'opt',
      gclid: 'opt',
      fbclid: 'opt',
      privacyNoticeVersion: 'opt',
      marketingConsent: 'opt',
      timeRequest: 'opt',
      'timeRequest.windows': 'req',
    },
  },
  LeadTimeRequest: {
    schema: S.LeadTimeRequest,
    sample: leadTimeRequest,
    fields: {
      id: 'req',
      status: 'req',
      windows: 'req',
      'windows.0.date': 'req',
      'windows.0.from': 'req',
      'windows.0.to': 'req',
      service: 'reqNull',
      doctor: 'reqNull',
    },
    good: [['status', 'rescheduled']],
  },
  LeadCreated: {
    schema: S.LeadCreated,
    sample: { ok: true, leadId: 'l1', warnings: ['missing_contact'], timeRequest: leadTimeRequest },
    fields: { ok: 'req', leadId: 'req', warnings: 'opt', timeRequest: 'opt', 'timeRequest.id': 'req' },
    bad: [
      ['ok', false],
      ['warnings', [1]],
    ],
  },
  PrivacyNotice: {
    schema: S.PrivacyNotice,
    sample: {
      version: '2026-01',
      title: 'Klauzula',
      text: 'Administratorem jest…',
      marketingText: 'Zgoda na SMS',
      updatedAt: T,
    },
    fields: {
      version: 'req',
      title: 'req',
      text: 'req',
      marketingText: { absent: null, nullOk: true },
      updatedAt: 'req',
    },
  },
  PrivacyResponse: {
    schema: S.PrivacyResponse,
    sample: { privacy: { version: 'v', title: 't', text: 'x', marketingText: null, updatedAt: T } },
    fields: { privacy: 'req', 'privacy.version': 'req' },
  },
  ConversationLead: {
    schema: S.ConversationLead,
    sample: convLead,
    fields: {
      id: 'req',
      name: 'reqNull',
      phone: 'reqNull',
      email: 'reqNull',
      message: 'reqNull',
      source: 'req',
      stage: 'req',
      locationId: 'reqNull',
      createdAt: 'req',
    },
  },
  Conversation: {
    schema: S.Conversation,
    sample: conversation,
    fields: {
      id: 'req',
      status: 'req',
      lead: 'req',
      'lead.id': 'req',
      lastChannel: 'any',
      lastMessageAt: 'reqNull',
      lastInboundAt: 'reqNull',
      unreadCount: 'req',
      createdAt: 'req',
      updatedAt: 'req',
    },
    bad: [
      ['unreadCount', -1],
      ['unreadCount', 1.5],
    ],
    good: [
      ['status', 'closed'],
      ['status', 'snoozed'],
      ['unreadCount', 0],
    ],
  },
  ConversationChannelState: {
    schema: S.ConversationChannelState,
    sample: channelState,
    fields: { channel: 'req', available: 'req', reason: 'reqNull' },
    bad: [['channel', 'telegram']],
    good: [['reason', 'a_reason_added_later']],
  },
  ConversationTemplate: {
    schema: S.ConversationTemplate,
    sample: template,
    fields: { id: 'req', name: 'req', text: 'req', channels: 'reqNull' },
  },
  ConversationMessage: {
    schema: S.ConversationMessage,
    sample: message,
    fields: {
      id: 'req',
      conversationId: 'req',
      channel: 'req',
      direction: 'req',
      status: 'req',
      subject: 'reqNull',
      text: 'reqNull',
      attachments: 'req',
      'attachments.0.filename': 'req',
      'attachments.0.mime': 'req',
      'attachments.0.size': 'req',
      createdAt: 'req',
      sentAt: 'reqNull',
      deliveredAt: 'reqNull',
      readAt: 'reqNull',
    },
    bad: [['attachments.0.size', 1.5]],
  },
  ConversationsPage: {
    schema: S.ConversationsPage,
    sample: { conversations: [conversation], nextCursor: 'abc' },
    fields: { conversations: 'req', nextCursor: 'reqNull', 'conversations.0.id': 'req' },
  },
  ConversationDetail: {
    schema: S.ConversationDetail,
    sample: { conversation, channels: [channelState], templates: [template] },
    fields: {
      conversation: 'req',
      channels: 'req',
      templates: 'req',
      'templates.0.id': 'req',
      'conversation.lead': 'req',
    },
  },
  MessagesPage: {
    schema: S.MessagesPage,
    sample: { messages: [message], nextCursor: null },
    fields: { messages: 'req', nextCursor: 'reqNull', 'messages.0.id': 'req' },
  },
  MessageSent: { schema: S.MessageSent, sample: { message }, fields: { message: 'req', 'message.channel': 'req' } },
  SendMessageInput: {
    schema: S.SendMessageInput,
    sample: { channel: 'sms', text: 'Dzień dobry' },
    fields: { channel: 'req', text: 'req' },
    bad: [
      ['text', '   '],
      ['text', 'x'.repeat(4001)],
      ['channel', 'telegram'],
      ['templateId', 'tpl1'],
    ],
    good: [['text', 'x'.repeat(4000)]],
  },
  'SendMessageInput template': {
    schema: S.SendMessageInput,
    sample: { channel: 'email', templateId: 'tpl1' },
    fields: { channel: 'req', templateId: 'req' },
    bad: [
      ['templateId', ''],
      ['text', 'Dzień dobry'],
    ],
  },
  Location: {
    schema: S.Location,
    sample: location,
    fields: { id: 'req', name: 'req', primary: 'req', address: 'reqNull', phone: 'reqNull', 'address.city': 'req' },
  },
  LocationsResponse: {
    schema: S.LocationsResponse,
    sample: { locations: [location] },
    fields: { locations: 'req', 'locations.0.primary': 'req' },
  },
  MediaItem: {
    schema: S.MediaItem,
    sample: mediaItem,
    fields: {
      id: 'req',
      filename: 'req',
      mime: 'req',
      size: 'req',
      createdAt: 'req',
      url: 'req',
      aiGenerated: { absent: false },
    },
    bad: [['size', 1.5]],
  },
  MediaPage: {
    schema: S.MediaPage,
    sample: { media: [mediaItem], nextCursor: 'n2' },
    fields: { media: 'req', nextCursor: 'reqNull', 'media.0.id': 'req' },
  },
  MediaUploaded: {
    schema: S.MediaUploaded,
    sample: { media: mediaItem },
    fields: { media: 'req', 'media.filename': 'req' },
  },
  FeedbackInput: {
    schema: S.FeedbackInput,
    sample: { message: 'Literówka w cenniku', pageUrl: '/cennik', source: 'site' },
    fields: { message: 'req', pageUrl: 'opt', source: 'opt' },
    bad: [
      ['message', '  '],
      ['message', 'x'.repeat(2001)],
      ['source', 'email'],
    ],
    good: [
      ['message', 'x'.repeat(2000)],
      ['source', 'api'],
    ],
  },
  FeedbackAccepted: { schema: S.FeedbackAccepted, sample: { ok: true }, fields: { ok: 'req' }, bad: [['ok', false]] },
};

const clone = <V>(v: V): V => structuredClone(v);
const keys = (path: string) => path.split('.').map((k) => (/^\d+$/.test(k) ? Number(k) : k));

function set(root: unknown, path: string, value: unknown): unknown {
  const out = clone(root) as Record<string | number, unknown>;
  const ks = keys(path);
  let at = out;
  for (const k of ks.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  at[ks.at(-1)!] = value;
  return out;
}

function remove(root: unknown, path: string): unknown {
  const out = clone(root) as Record<string | number, unknown>;
  const ks = keys(path);
  let at = out;
  for (const k of ks.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  delete at[ks.at(-1)!];
  return out;
}

function get(root: unknown, path: string): unknown {
  let at = root as Record<string | number, unknown> | undefined;
  for (const k of keys(path)) at = at?.[k] as Record<string | number, unknown> | undefined;
  return at;
}

/** A value of another JSON type than the field's. */
function otherType(v: unknown): unknown {
  if (typeof v === 'string') return 7;
  if (typeof v === 'number') return '7';
  if (typeof v === 'boolean') return 'true';
  return v === null ? 7 : 'x';
}

/** What fails the description's rules for one shape, as readable lines (empty when every rule holds). */
function violations({ schema, sample, fields, bad = [], good = [] }: Case): string[] {
  const out: string[] = [];
  const passes = (v: unknown) => schema.safeParse(v).success;
  const parsed = schema.safeParse(sample);
  if (!parsed.success) return [`the complete sample fails: ${parsed.error.message}`];
  if (!isDeepStrictEqual(parsed.data, sample)) out.push('the complete sample does not keep its values');
  if (!passes({ ...(sample as object), keyAddedLater: 1 })) out.push('a key a later version adds fails the record');
  for (const [path, field] of Object.entries(fields)) {
    const without = remove(sample, path);
    if (field === 'req' || field === 'reqNull') {
      if (passes(without)) out.push(`${path} left out passes`);
    } else if (field === 'opt' || field === 'optNull' || field === 'any') {
      if (!passes(without)) out.push(`${path} left out fails`);
    } else {
      const r = schema.safeParse(without);
      if (!r.success) out.push(`${path} left out fails`);
      else if (!isDeepStrictEqual(get(r.data, path), field.absent))
        out.push(`${path} left out reads as ${JSON.stringify(get(r.data, path))}`);
    }
    if (field === 'any') continue;
    const nullOk = field === 'reqNull' || field === 'optNull' || (typeof field === 'object' && field.nullOk === true);
    if (passes(set(sample, path, null)) !== nullOk) out.push(`${path} null ${nullOk ? 'fails' : 'passes'}`);
    const wrong = otherType(get(sample, path));
    if (passes(set(sample, path, wrong))) out.push(`${path} = ${JSON.stringify(wrong)} passes`);
  }
  for (const [path, value] of bad)
    if (passes(set(sample, path, value))) out.push(`${path} = ${JSON.stringify(value).slice(0, 40)} passes`);
  for (const [path, value] of good)
    if (!passes(set(sample, path, value))) out.push(`${path} = ${JSON.stringify(value).slice(0, 40)} fails`);
  return out;
}

describe('every shape, field by field, as the description types it', () => {
  it.each(Object.keys(CASES))('%s', (name) => {
    expect(violations(CASES[name]!)).toEqual([]);
  });

  it('values a later minor version adds read as the site can use them', () => {
    const later = S.SiteProfile.parse({
      socials: [{ network: 'mastodon', url: 'https://m.example/@k' }],
      openingHours: { mon: [interval], holiday: [interval] },
    });
    expect(later.socials).toEqual([{ network: 'other', url: 'https://m.example/@k' }]);
    expect(later.openingHours).toEqual({ mon: [interval] });
    expect(S.Conversation.parse({ ...conversation, lastChannel: 'telegram' }).lastChannel).toBeNull();
    expect(S.ConversationTemplate.parse({ ...template, channels: ['telegram', 'sms'] }).channels).toEqual(['sms']);
    const detail = S.ConversationDetail.parse({
      conversation,
      channels: [{ channel: 'telegram', available: true, reason: null }, channelState],
      templates: [],
    });
    expect(detail.channels).toEqual([channelState]);
    expect(S.ConversationMessage.parse({ ...message, channel: 'telegram' }).channel).toBe('telegram');
  });

  it('a page kind a later minor version adds is one this site does not render', () => {
    for (const kind of S.PageKind.options) expect(S.isPageKind(kind)).toBe(true);
    for (const kind of ['gallery', '', 'Team']) expect(S.isPageKind(kind)).toBe(false);
  });

  it('a rule the wire breaks is named in the issue the client logs (which field, which rule)', () => {
    const issue = (schema: z.ZodType, v: unknown) => schema.safeParse(v).error?.issues[0]?.message ?? '';
    expect(issue(S.DateTime, 'wczoraj')).toMatch(/ISO 8601/);
    expect(issue(S.AbsoluteUrl, '/media/a.webp')).toMatch(/absolute http/);
    expect(issue(S.OpeningInterval, { opens: '16:00', closes: '08:00' })).toMatch(/closes.*later.*opens/);
    expect(issue(S.CalendarDate, '2026-02-30')).toMatch(/calendar day/);
    expect(issue(S.TimeWindow, { date: '2026-02-27', from: '12:00', to: '09:00' })).toMatch(/`to`.*later.*`from`/);
  });

  it('the table itself catches a field typed wrong (a shape that takes anything fails it)', () => {
    const loose = { ...CASES.Cta!, schema: S.ApiErrorBody.partial().loose() };
    expect(violations(loose)).not.toEqual([]);
  });
});
