import { describe, expect, it } from 'vitest';
import * as S from '@/lib/clinic-api/schemas';
import { testTheme as theme } from '../support/theme';

/**
 * The response and request shapes against the API description (Resources and their fields; Versioning: a field
 * absent on an older server takes its default). Each case is a record the description allows, or one it rules out.
 */
const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  expect(schema.safeParse(v).success, JSON.stringify(v)).toBe(true);
const bad = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  expect(schema.safeParse(v).success, JSON.stringify(v)).toBe(false);

const media = { url: 'https://cdn.example/a.webp', focalX: null, focalY: null, alt: null };
const summary = { id: 's1', slug: 'higienizacja', path: '/zabiegi/higienizacja', name: 'Higienizacja' };
const related = { id: 's2', slug: 'wybielanie', path: '/zabiegi/wybielanie', name: 'Wybielanie' };
const T = '2026-01-01T10:00:00Z';

/** A value only a later minor version knows: never fails the parse of the record around it. */
function tolerated(schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) {
  expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
}

describe('shared types', () => {
  it('DateTime takes ISO 8601 and nothing else', () => {
    ok(S.DateTime, '2026-11-24T09:30:00.000Z');
    ok(S.DateTime, '2026-11-24T09:30:00+01:00');
    bad(S.DateTime, 'wczoraj');
    bad(S.DateTime, '');
  });

  it('AbsoluteUrl needs http(s)', () => {
    ok(S.AbsoluteUrl, 'https://cdn.example/a.webp');
    ok(S.AbsoluteUrl, 'HTTP://cdn.example/a.webp');
    bad(S.AbsoluteUrl, '/media/a.webp');
    bad(S.AbsoluteUrl, 'ftp://cdn.example/a.webp');
    bad(S.AbsoluteUrl, 'xhttps://cdn.example');
  });

  it('MediaRef: url required, focal points whole percents 0..100, sizes positive, defaults for older servers', () => {
    bad(S.MediaRef, { ...media, url: '' });
    bad(S.MediaRef, { focalX: 1 });
    for (const f of [0, 100]) ok(S.MediaRef, { ...media, focalX: f, focalY: f });
    for (const f of [-1, 101, 50.5]) {
      bad(S.MediaRef, { ...media, focalX: f });
      bad(S.MediaRef, { ...media, focalY: f });
    }
    bad(S.MediaRef, { ...media, width: 0 });
    bad(S.MediaRef, { ...media, height: -5 });
    bad(S.MediaRef, { ...media, width: 10.5 });
    expect(S.MediaRef.parse({ url: 'https://x/a.png' })).toEqual({
      url: 'https://x/a.png',
      focalX: null,
      focalY: null,
      alt: null,
      aiGenerated: false,
    });
  });

  it('Block: id and type required and non-empty; props default to an empty object', () => {
    expect(S.Block.parse({ id: 'b1', type: 'hero.v1' })).toEqual({ id: 'b1', type: 'hero.v1', props: {} });
    expect(S.Block.parse({ id: 'b1', type: 'faq.v1', props: { items: [] } }).props).toEqual({ items: [] });
    bad(S.Block, { id: '', type: 'hero.v1' });
    bad(S.Block, { id: 'b1', type: '' });
  });

  it('Crumb, Cta and RelatedService', () => {
    ok(S.Crumb, { label: 'Start', href: null });
    bad(S.Crumb, { label: 'Start' });
    ok(S.Cta, { label: 'Zadzwoń', href: 'tel:+48123' });
    bad(S.Cta, { label: 'Zadzwoń', href: null });
    expect(S.RelatedService.parse(related).priceFromLabel).toBeNull();
    bad(S.RelatedService, { ...related, name: undefined });
  });

  it('Slug: lower-case letters, digits and single hyphens', () => {
    for (const s of ['a', 'implanty-zebowe', 'post-2026', '3d']) ok(S.Slug, s);
    for (const s of ['', 'Implanty', 'a--b', '-a', 'a-', 'a_b', 'ząb', 'a b', 'x/y']) bad(S.Slug, s);
  });

  it('an error body needs its text; code, scope, retryable, slots and newer keys are kept', () => {
    const body = S.ApiErrorBody.parse({ error: 'Termin zajęty', code: 'slot_taken', slots: [{ a: 1 }], hint: 'x' });
    expect(body).toEqual({ error: 'Termin zajęty', code: 'slot_taken', slots: [{ a: 1 }], hint: 'x' });
    ok(S.ApiErrorBody, { error: 'Błąd', code: 'send_failed', retryable: true });
    bad(S.ApiErrorBody, { code: 'x' });
    bad(S.ApiErrorBody, { error: 'x', retryable: 'yes' });
    bad(S.ApiErrorBody, { error: 'x', scope: 1 });
    bad(S.ApiErrorBody, { error: 'x', slots: {} });
  });
});

describe('site', () => {
  const site = { name: 'Klinika', menu: [{ label: 'Zabiegi', path: '/zabiegi' }], theme };

  it('defaults for a server before 1.4.0 / 1.5.0: no domain, no profile, indexable', () => {
    expect(S.Site.parse(site)).toMatchObject({ primaryDomain: null, profile: null, noindex: false });
    bad(S.Site, { ...site, menu: [{ label: 'x' }] });
    bad(S.Site, { ...site, theme: { ...theme, colors: { ...theme.colors, border: undefined } } });
    bad(S.Site, { ...site, theme: { ...theme, motion: { ...theme.motion, easeOut: 1 } } });
  });

  it('SiteProfile: address with a 00-000 postal code, opening hours per weekday, known social networks', () => {
    ok(S.SiteProfile, {});
    ok(S.SiteProfile, {
      address: { street: 'Długa 1', postalCode: '31-147', city: 'Kraków', district: 'Stare Miasto' },
    });
    for (const postalCode of ['31147', '3-1147', '31-1470', 'x31-147'])
      bad(S.SiteProfile, { address: { street: 'Długa 1', postalCode, city: 'Kraków' } });
    ok(S.SiteProfile, { openingHours: { sat: [{ opens: '00:00', closes: '23:59' }] } });
    bad(S.SiteProfile, { openingHours: { sat: [{ opens: '09:00', closes: '09:00' }] } });
    bad(S.SiteProfile, { openingHours: { sat: [{ opens: '9:00', closes: '13:00' }] } });
    bad(S.SiteProfile, { openingHours: { sat: [{ opens: '09:00', closes: '24:00' }] } });
    // A later minor version may add enum values and keys: the record around them still parses (issue 11).
    tolerated(S.SiteProfile, { openingHours: { sob: [{ opens: '09:00', closes: '13:00' }] } });
    for (const network of S.SocialNetwork.options)
      ok(S.SiteProfile, { socials: [{ network, url: 'https://x.example' }] });
    tolerated(S.SiteProfile, { socials: [{ network: 'myspace', url: 'https://x.example' }] }); // an entry a later version shapes differently is left out, the record parses
    ok(S.SiteProfile, {
      nfz: { contract: true },
      payments: { methods: ['karta'] },
      geo: { lat: 50.06, lng: 19.94 },
      logo: null,
      registry: { nip: '1234567890' },
    });
    bad(S.SiteProfile, { nfz: { note: 'x' } });
    bad(S.SiteProfile, { geo: { lat: 50.06 } });
  });

  it('the weekday keys and social networks are exactly the description’s', () => {
    expect(S.Weekday.options).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(S.SocialNetwork.options).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'tiktok',
      'linkedin',
      'x',
      'google',
      'znanylekarz',
      'other',
    ]);
  });
});

describe('content', () => {
  it('ServiceSummary and ServiceDetail: nullable labels default to null, detail needs blocks, faq, related and updatedAt', () => {
    expect(S.ServiceSummary.parse(summary)).toEqual({
      ...summary,
      category: null,
      shortDesc: null,
      priceFromLabel: null,
      durationLabel: null,
      bookingServiceId: null,
    });
    const detail = S.ServiceDetail.parse({
      ...summary,
      bodyBlocks: [],
      faq: [{ question: 'Czy boli?', answer: 'Nie.' }],
      related: [related],
      updatedAt: T,
    });
    expect(detail.hero).toBeNull();
    bad(S.ServiceDetail, { ...summary, bodyBlocks: [], faq: [], related: [] });
    bad(S.ServiceDetail, { ...summary, bodyBlocks: [], faq: [{ question: 'x' }], related: [], updatedAt: T });
  });

  it('DoctorSummary and DoctorDetail defaults', () => {
    const d = { id: 'd1', slug: 'anna', path: '/zespol/anna', name: 'Anna' };
    expect(S.DoctorSummary.parse(d)).toEqual({
      ...d,
      title: null,
      specializations: [],
      photo: null,
      bookingResourceId: null,
    });
    expect(S.DoctorDetail.parse(d)).toMatchObject({ bodyBlocks: [], services: [] });
    bad(S.DoctorDetail, { ...d, updatedAt: 'jutro' });
  });

  it('case studies and posts: summaries default to null, details need blocks and updatedAt', () => {
    const base = { id: 'c1', slug: 'x', path: '/x', title: 'X' };
    expect(S.CaseStudySummary.parse(base)).toEqual({ ...base, summary: null, image: null, publishedAt: null });
    expect(S.PostSummary.parse(base)).toEqual({ ...base, excerpt: null, cover: null, publishedAt: null });
    expect(S.CaseStudyDetail.parse({ ...base, bodyBlocks: [], services: [related], updatedAt: T })).toMatchObject({
      summary: null,
      before: null,
      after: null,
      publishedAt: null,
    });
    bad(S.CaseStudyDetail, { ...base, bodyBlocks: [], services: [] });
    expect(S.PostDetail.parse({ ...base, bodyBlocks: [], updatedAt: T })).toMatchObject({
      seoTitle: null,
      seoDescription: null,
      ogImage: null,
    });
    bad(S.PostDetail, { ...base, updatedAt: T });
    bad(S.PostSummary, { ...base, publishedAt: 'niedawno' });
  });

  it('every page kind parses, with the index pages’ eyebrow and lead defaulting to null', () => {
    const entity = {
      path: '/p',
      title: 'P',
      breadcrumbs: [{ label: 'Start', href: '/' }],
      cta: { label: 'Umów', href: '/umow' },
    };
    const pages = [
      { kind: 'page', path: '/', title: 'Start', blocks: [] },
      { kind: 'services', ...entity, services: [summary] },
      { kind: 'service', ...entity, service: { ...summary, bodyBlocks: [], faq: [], related: [], updatedAt: T } },
      { kind: 'team', ...entity, doctors: [] },
      { kind: 'doctor', ...entity, doctor: { id: 'd', slug: 'd', path: '/d', name: 'D' } },
      { kind: 'case-studies', ...entity, caseStudies: [] },
      {
        kind: 'case-study',
        ...entity,
        caseStudy: { id: 'c', slug: 'c', path: '/c', title: 'C', bodyBlocks: [], services: [], updatedAt: T },
      },
      { kind: 'posts', ...entity, posts: [] },
      { kind: 'post', ...entity, post: { id: 'p', slug: 'p', path: '/p', title: 'P', bodyBlocks: [], updatedAt: T } },
    ];
    expect(pages.map((p) => S.ContentPage.parse(p).kind)).toEqual(S.PageKind.options);
    expect(S.ContentPage.parse(pages[0])).toMatchObject({ seoTitle: null, seoDescription: null });
    expect(S.ContentPage.parse(pages[3])).toMatchObject({ eyebrow: null, lead: null });
    bad(S.ContentPage, { kind: 'page', path: '/', title: 'Start' });
    bad(S.ContentPage, { kind: 'services', path: '/z', title: 'Z', services: [] });
    bad(S.ContentPage, { ...pages[2], service: undefined });
  });

  it('the page kinds are exactly the description’s nine', () => {
    expect(S.PageKind.options).toEqual([
      'page',
      'services',
      'service',
      'team',
      'doctor',
      'case-studies',
      'case-study',
      'posts',
      'post',
    ]);
  });

  it('the list endpoints’ bodies', () => {
    ok(S.PagesResponse, { pages: [{ path: '/', title: 'Start', type: 'post', updatedAt: T }] });
    // A later minor version may add enum values and keys: the record around them still parses (issue 11).
    tolerated(S.PagesResponse, { pages: [{ path: '/', title: 'Start', type: 'gallery', updatedAt: T }] });
    ok(S.ServicesResponse, { services: [summary] });
    ok(S.DoctorsResponse, { doctors: [] });
    ok(S.CaseStudiesResponse, { caseStudies: [] });
    ok(S.PostsResponse, { posts: [] });
    bad(S.PostsResponse, {});
    ok(S.PostResponse, { post: { id: 'p', slug: 'p', path: '/p', title: 'P', bodyBlocks: [], updatedAt: T } });
    ok(S.CaseStudyResponse, {
      caseStudy: { id: 'c', slug: 'c', path: '/c', title: 'C', bodyBlocks: [], services: [], updatedAt: T },
    });
    ok(S.ServiceResponse, { service: { ...summary, bodyBlocks: [], faq: [], related: [], updatedAt: T } });
    ok(S.DoctorResponse, { doctor: { id: 'd', slug: 'd', path: '/d', name: 'D' } });
    ok(S.SiteResponse, { site: { name: 'K', menu: [], theme } });
  });
});

describe('booking', () => {
  const service = {
    id: 'b1',
    name: 'Przegląd',
    durationMin: 30,
    priceLabel: null,
    resourceIds: ['r1'],
    serviceSlug: null,
  };

  it('a catalog service: a whole positive duration; nfz absent means bookable online, true means phone-only', () => {
    expect(S.BookingCatalogService.parse(service).nfz).toBe(false);
    expect(S.BookingCatalogService.parse({ ...service, nfz: true }).nfz).toBe(true);
    for (const durationMin of [0, -30, 22.5]) bad(S.BookingCatalogService, { ...service, durationMin });
    bad(S.BookingCatalogService, { ...service, resourceIds: undefined });
    ok(S.BookingCatalog, {
      services: [service],
      resources: [{ id: 'r1', name: 'Anna', title: null, doctorSlug: null }],
    });
    bad(S.BookingCatalog, { services: [service], resources: [{ id: 'r1', name: 'Anna' }] });
  });

  it('a free slot: whole epoch seconds, a YYYY-MM-DD local date and minutes 0..1439 after local midnight', () => {
    const slot = {
      resourceId: 'r1',
      startAt: 1790000000,
      endAt: 1790001800,
      localDate: '2026-11-24',
      localStartMin: 0,
    };
    ok(S.FreeSlot, slot);
    ok(S.FreeSlot, { ...slot, localStartMin: 1439 });
    for (const localStartMin of [-1, 1440, 30.5]) bad(S.FreeSlot, { ...slot, localStartMin });
    for (const localDate of ['24.11.2026', '2026-11-4', 'x2026-11-24', '2026-11-24x'])
      bad(S.FreeSlot, { ...slot, localDate });
    bad(S.FreeSlot, { ...slot, startAt: 1790000000.5 });
    ok(S.SlotsResponse, { slots: [slot] });
  });

  it('an appointment and the booking body', () => {
    ok(S.AppointmentCreated, { appointment: { id: 'a1', startAt: 1, endAt: 2, leadId: 'l1' } });
    bad(S.AppointmentCreated, { appointment: { id: 'a1', startAt: 1, endAt: 2 } });
    const input = {
      serviceId: 's',
      resourceId: 'r',
      startAt: 1790000000,
      patient: { name: 'Jan', phone: '600100200' },
    };
    ok(S.AppointmentInput, input);
    ok(S.AppointmentInput, {
      ...input,
      note: 'x',
      privacyNoticeVersion: 'v1',
      marketingConsent: false,
      patient: { ...input.patient, email: 'a@b.pl' },
    });
    for (const k of ['serviceId', 'resourceId'] as const) bad(S.AppointmentInput, { ...input, [k]: '' });
    bad(S.AppointmentInput, { ...input, patient: { name: '', phone: '600100200' } });
    bad(S.AppointmentInput, { ...input, patient: { name: 'Jan', phone: '' } });
    ok(S.AppointmentsResponse, {
      appointments: [
        {
          id: 'a',
          serviceId: 's',
          resourceId: 'r',
          startAt: 1,
          endAt: 2,
          leadId: 'l',
          patient: { name: 'Jan', phone: '1' },
          status: 'booked',
        },
      ],
    });
  });
});

describe('leads', () => {
  it('a real calendar day in YYYY-MM-DD', () => {
    for (const d of ['2026-01-31', '2028-02-29', '2026-12-31', '2000-02-29', '0050-01-01']) ok(S.CalendarDate, d);
    for (const d of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-99',
      '2026-12-32',
      '2026-99-01',
      '1900-02-29',
      '26-01-01',
      '2026-1-01',
      'x2026-01-01',
    ])
      bad(S.CalendarDate, d);
  });

  it('HH:MM from 00:00 to 23:59', () => {
    for (const t of ['00:00', '09:05', '19:59', '23:59']) ok(S.HourMinute, t);
    for (const t of ['24:00', '9:00', '09:60', '09:5', '0900', ' 09:00', '09:00 ']) bad(S.HourMinute, t);
  });

  it('a window needs from before to, and keeps its fields; a time request holds 1 to 3', () => {
    const w = { date: '2026-03-14', from: '09:00', to: '09:01' };
    expect(S.TimeWindow.parse(w)).toEqual(w);
    bad(S.TimeWindow, { ...w, to: '09:00' });
    ok(S.TimeRequestInput, {
      windows: [w, w, w],
      serviceSlug: 'a',
      doctorSlug: 'b',
      serviceName: 'c',
      doctorName: 'd',
    });
    bad(S.TimeRequestInput, { windows: [w], doctorSlug: 7 });
    bad(S.TimeRequestInput, {});
  });

  it('LeadInput takes the canonical keys with their types', () => {
    ok(S.LeadInput, {
      name: 'Jan',
      phone: '600',
      email: 'a@b.pl',
      message: 'x',
      utm_source: 'g',
      utm_medium: 'm',
      utm_campaign: 'c',
      gclid: 'g',
      fbclid: 'f',
      privacyNoticeVersion: 'v',
      marketingConsent: true,
    });
    bad(S.LeadInput, { marketingConsent: 'tak' });
    bad(S.LeadInput, { phone: 600100200 });
  });

  it('LeadCreated: ok is always true; warnings and the stored time request when present', () => {
    const tr = {
      id: 't1',
      status: 'pending',
      windows: [{ date: '2026-03-14', from: '09:00', to: '12:00' }],
      service: null,
      doctor: null,
    };
    expect(
      S.LeadCreated.parse({ ok: true, leadId: 'l1', warnings: ['missing_contact'], timeRequest: tr }).timeRequest,
    ).toEqual(tr);
    bad(S.LeadCreated, { ok: false, leadId: 'l1' });
    bad(S.LeadCreated, { ok: true });
    // A later minor version may add enum values and keys: the record around them still parses (issue 11).
    tolerated(S.LeadCreated, { ok: true, leadId: 'l1', timeRequest: { ...tr, status: 'waiting' } });
    expect(S.TimeRequestStatus.options).toEqual(['pending', 'confirmed', 'proposed', 'cancelled']);
    expect(S.LeadWarning.options).toEqual(['missing_contact', 'invalid_time_request']);
  });

  it('the information clause: marketing text may be absent', () => {
    const p = S.PrivacyResponse.parse({ privacy: { version: 'v1', title: 'Polityka', text: 'Treść', updatedAt: T } });
    expect(p.privacy.marketingText).toBeNull();
    bad(S.PrivacyNotice, { version: 'v1', title: 'Polityka', text: 'Treść', updatedAt: 'dziś' });
  });
});

describe('conversations', () => {
  const lead = {
    id: 'l1',
    name: null,
    phone: null,
    email: null,
    message: null,
    source: 'chat',
    stage: 'new',
    locationId: null,
    createdAt: T,
  };
  const conversation = {
    id: 'c1',
    status: 'open',
    lead,
    lastChannel: null,
    lastMessageAt: null,
    lastInboundAt: null,
    unreadCount: 0,
    createdAt: T,
    updatedAt: T,
  };
  const message = {
    id: 'm1',
    conversationId: 'c1',
    channel: 'sms',
    direction: 'outbound',
    status: 'sent',
    subject: null,
    text: 'Dzień dobry',
    attachments: [],
    createdAt: T,
    sentAt: T,
    deliveredAt: null,
    readAt: null,
  };

  it('channels in the fixed order, and every reason value of the description', () => {
    expect(S.CHANNELS).toEqual(['email', 'sms', 'whatsapp', 'instagram', 'chat']);
    expect(S.Channel.options).toEqual([...S.CHANNELS]);
    expect(S.CHANNEL_REASONS).toEqual([
      'lead_archived',
      'opted_out',
      'no_email',
      'email_domain_not_configured',
      'no_phone',
      'no_smsapi_token',
      'chat_not_started',
      'meta_platform_disabled',
      'wa_not_configured',
      'wa_window_closed',
      'ig_not_configured',
      'ig_no_user_id',
      'ig_no_user_thread',
      'ig_window_closed',
      'template_not_found',
      'template_channel',
    ]);
    expect(S.ChannelReason.options).toEqual([...S.CHANNEL_REASONS]);
  });

  it('a conversation: open or closed (or a status a later version adds), a known last channel, a whole unread count from 0', () => {
    ok(S.Conversation, conversation);
    ok(S.Conversation, { ...conversation, status: 'closed', lastChannel: 'whatsapp', unreadCount: 3 });
    // A later minor version may add enum values and keys: the record around them still parses (issue 11), a new
    // status kept as sent (one such conversation must not fail a whole page of a sync).
    tolerated(S.Conversation, { ...conversation, lastChannel: 'fax' });
    expect(S.Conversation.parse({ ...conversation, status: 'snoozed' }).status).toBe('snoozed');
    bad(S.Conversation, { ...conversation, status: 7 });
    for (const unreadCount of [-1, 1.5]) bad(S.Conversation, { ...conversation, unreadCount });
    bad(S.Conversation, { ...conversation, lead: { ...lead, createdAt: 'x' } });
    ok(S.ConversationsPage, { conversations: [conversation], nextCursor: null });
    bad(S.ConversationsPage, { conversations: [conversation] });
  });

  it('a message: direction and status values, attachments with whole sizes', () => {
    ok(S.ConversationMessage, message);
    for (const direction of ['inbound', 'outbound_echo']) ok(S.ConversationMessage, { ...message, direction });
    expect(S.MessageStatus.options[0].options).toEqual(['queued', 'sent', 'delivered', 'read', 'failed', 'received']);
    // Values a later minor version adds are kept as sent: a message on a new channel is still the conversation's history.
    const later = S.MessagesPage.parse({
      messages: [message, { ...message, id: 'm2', channel: 'messenger', direction: 'internal', status: 'bounced' }],
      nextCursor: null,
    });
    expect(later.messages.map((m) => [m.channel, m.direction, m.status])).toEqual([
      [message.channel, message.direction, message.status],
      ['messenger', 'internal', 'bounced'],
    ]);
    bad(S.ConversationMessage, { ...message, channel: null });
    ok(S.ConversationMessage, {
      ...message,
      text: null,
      attachments: [{ filename: 'a.pdf', mime: 'application/pdf', size: 1024 }],
    });
    bad(S.ConversationMessage, {
      ...message,
      attachments: [{ filename: 'a.pdf', mime: 'application/pdf', size: 1.5 }],
    });
    ok(S.MessagesPage, { messages: [message], nextCursor: 'c2' });
    ok(S.MessageSent, { message });
  });

  it('the detail: channel states and templates (null channels = every channel)', () => {
    const detail = {
      conversation,
      channels: [{ channel: 'sms', available: true, reason: null }],
      templates: [{ id: 't1', name: 'Przypomnienie', text: 'Dzień dobry', channels: null }],
    };
    ok(S.ConversationDetail, detail);
    // A later minor version may add enum values and keys: the record around them still parses (issue 11).
    tolerated(S.ConversationDetail, { ...detail, templates: [{ ...detail.templates[0], channels: ['fax'] }] });
    tolerated(S.ConversationDetail, { ...detail, channels: [{ channel: 'sms', available: 'yes', reason: null }] }); // an entry a later version shapes differently is left out, the record parses
  });

  it('a send: text of 1 to 4000 characters after trimming, or a non-empty template id', () => {
    expect(S.SendMessageInput.parse({ channel: 'chat', text: '  Dzień dobry  ' })).toEqual({
      channel: 'chat',
      text: 'Dzień dobry',
    });
    ok(S.SendMessageInput, { channel: 'sms', text: 'x'.repeat(4000) });
    ok(S.SendMessageInput, { channel: 'email', templateId: 't1' });
    bad(S.SendMessageInput, { channel: 'email', templateId: '' });
    bad(S.SendMessageInput, { channel: 'email', templateId: 't1', text: 'x' });
    bad(S.SendMessageInput, { channel: 'email' });
  });
});

describe('a body without its key is malformed', () => {
  it('every response wrapper needs its key', () => {
    for (const [name, schema] of Object.entries({
      SlotsResponse: S.SlotsResponse,
      AppointmentCreated: S.AppointmentCreated,
      AppointmentsResponse: S.AppointmentsResponse,
      BookingCatalog: S.BookingCatalog,
      ContentResponse: S.ContentResponse,
      SiteResponse: S.SiteResponse,
      PagesResponse: S.PagesResponse,
      ServicesResponse: S.ServicesResponse,
      ServiceResponse: S.ServiceResponse,
      DoctorsResponse: S.DoctorsResponse,
      DoctorResponse: S.DoctorResponse,
      CaseStudiesResponse: S.CaseStudiesResponse,
      CaseStudyResponse: S.CaseStudyResponse,
      PostsResponse: S.PostsResponse,
      PostResponse: S.PostResponse,
      PrivacyResponse: S.PrivacyResponse,
      LocationsResponse: S.LocationsResponse,
      MediaPage: S.MediaPage,
      MediaUploaded: S.MediaUploaded,
      ConversationsPage: S.ConversationsPage,
      ConversationDetail: S.ConversationDetail,
      MessagesPage: S.MessagesPage,
      MessageSent: S.MessageSent,
      FeedbackAccepted: S.FeedbackAccepted,
    })) {
      expect(schema.safeParse({}).success, name).toBe(false);
    }
  });

  it('nested records keep their own shape', () => {
    bad(S.SiteProfile, { payments: {} });
    bad(S.SiteProfile, { registry: { nip: 1234567890 } });
    bad(S.SiteProfile, { privacy: { dpoEmail: 7 } });
    bad(S.AppointmentsResponse, {
      appointments: [
        { id: 'a', serviceId: 's', resourceId: 'r', startAt: 1, endAt: 2, leadId: 'l', patient: {}, status: 'booked' },
      ],
    });
    bad(S.AppointmentInput, { serviceId: 's', resourceId: 'r', startAt: 1, patient: {} });
    const entity = { path: '/p', title: 'P', breadcrumbs: [], cta: { label: 'Umów', href: '/umow' } };
    for (const kind of ['case-studies', 'posts', 'team', 'services']) bad(S.ContentPage, { kind, ...entity });
    for (const kind of ['case-study', 'post', 'doctor']) bad(S.ContentPage, { kind, ...entity });
  });

  it('a window whose end is not later than its start is reported on `to`, the field to fix', () => {
    const r = S.TimeWindow.safeParse({ date: '2026-03-14', from: '10:00', to: '09:00' });
    expect(r.error?.issues.map((i) => i.path)).toEqual([['to']]);
    expect(r.error?.issues[0]?.message).toMatch(/\S/);
    expect(S.CalendarDate.safeParse('2026-02-30').error?.issues[0]?.message).toMatch(/\S/);
  });
});

describe('platform', () => {
  it('feedback: 1 to 2000 characters after trimming, from the site or the API', () => {
    expect(S.FeedbackInput.parse({ message: '  Literówka  ', source: 'site' })).toEqual({
      message: 'Literówka',
      source: 'site',
    });
    ok(S.FeedbackInput, { message: 'x'.repeat(2000), source: 'api', pageUrl: '/kontakt' });
    bad(S.FeedbackInput, { message: '   ' });
    bad(S.FeedbackInput, { message: 'x'.repeat(2001) });
    bad(S.FeedbackInput, { message: 'x', source: 'email' });
    ok(S.FeedbackAccepted, { ok: true });
    bad(S.FeedbackAccepted, { ok: false });
  });

  it('locations and media', () => {
    ok(S.LocationsResponse, { locations: [{ id: 'l1', name: 'Kraków', primary: true, address: null, phone: null }] });
    bad(S.LocationsResponse, { locations: [{ id: 'l1', name: 'Kraków', primary: 'tak', address: null, phone: null }] });
    const item = { ...media, id: 'm1', filename: 'a.webp', mime: 'image/webp', size: 2048, createdAt: T };
    ok(S.MediaPage, { media: [item], nextCursor: null });
    ok(S.MediaUploaded, { media: item });
    bad(S.MediaUploaded, { media: { ...item, size: 1.5 } });
  });
});
