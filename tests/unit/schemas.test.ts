import { describe, expect, it } from 'vitest';
import * as S from '@/lib/clinic-api/schemas';
import { testTheme as theme } from '../support/theme';

describe('MediaRef', () => {
  it('parses the description example and keeps 1.4.0 fields', () => {
    const m = S.MediaRef.parse({
      url: 'https://cdn.example/a.webp',
      focalX: 40,
      focalY: 30,
      alt: 'Gabinet',
      width: 1200,
      height: 800,
      aiGenerated: true,
      caption: 'Gabinet nr 2',
    });
    expect(m).toMatchObject({ width: 1200, height: 800, aiGenerated: true, caption: 'Gabinet nr 2' });
  });
  it('parses a pre-1.4.0 answer: no size, aiGenerated defaults to false', () => {
    const m = S.MediaRef.parse({ url: 'https://cdn.example/a.webp', focalX: null, focalY: null, alt: null });
    expect(m.aiGenerated).toBe(false);
    expect(m.width).toBeUndefined();
  });
  it('rejects a focal point outside 0..100', () => {
    expect(S.MediaRef.safeParse({ url: 'https://x/a.png', focalX: 140, focalY: 0, alt: null }).success).toBe(false);
  });
});

describe('Site', () => {
  const site130 = { name: 'Klinika', primaryDomain: null, menu: [{ label: 'Zabiegi', path: '/zabiegi' }], theme };
  it('parses a 1.3.0 server answer without profile and noindex', () => {
    const site = S.Site.parse(site130);
    expect(site.profile).toBeNull();
    expect(site.noindex).toBe(false);
  });
  it('ignores unknown keys a newer server adds', () => {
    const site = S.Site.parse({ ...site130, somethingNew: { a: 1 }, noindex: true });
    expect(site.noindex).toBe(true);
    expect('somethingNew' in site).toBe(false);
  });
  it('rejects a postal code not in 00-000 format and opening hours that close before they open', () => {
    expect(
      S.SiteProfile.safeParse({ address: { street: 'Długa 1', postalCode: '31147', city: 'Kraków' } }).success,
    ).toBe(false);
    expect(S.SiteProfile.safeParse({ openingHours: { mon: [{ opens: '18:00', closes: '08:00' }] } }).success).toBe(
      false,
    );
    expect(S.SiteProfile.safeParse({ openingHours: { mon: [{ opens: '08:00', closes: '18:00' }] } }).success).toBe(
      true,
    );
  });
});

describe('content', () => {
  const summary = {
    id: 's1',
    slug: 'higienizacja',
    path: '/zabiegi/higienizacja',
    name: 'Higienizacja',
    category: null,
    shortDesc: null,
    priceFromLabel: 'od 300 zł',
    durationLabel: null,
  };
  it('ServiceSummary from a 1.2.0 server (no bookingServiceId) parses with null', () => {
    expect(S.ServiceSummary.parse(summary).bookingServiceId).toBeNull();
  });
  it('ContentPage picks the variant by kind', () => {
    const page = S.ContentPage.parse({
      kind: 'services',
      path: '/zabiegi',
      title: 'Zabiegi',
      breadcrumbs: [
        { label: 'Start', href: '/' },
        { label: 'Zabiegi', href: null },
      ],
      cta: { label: 'Umów', href: '/umow-wizyte' },
      eyebrow: 'Oferta',
      lead: null,
      services: [summary],
    });
    expect(page.kind).toBe('services');
    if (page.kind === 'services') expect(page.services[0]!.name).toBe('Higienizacja');
  });
  it('an unknown kind does not parse (the page fails loudly, the last good page stays)', () => {
    expect(S.ContentPage.safeParse({ kind: 'gallery', path: '/x', title: 'X' }).success).toBe(false);
  });
  it('PageListItem type must be a known kind', () => {
    expect(
      S.PageListItem.safeParse({ path: '/', title: 'Start', type: 'page', updatedAt: '2026-01-01T10:00:00Z' }).success,
    ).toBe(true);
    expect(S.PageListItem.safeParse({ path: '/', title: 'Start', type: 'page', updatedAt: 'yesterday' }).success).toBe(
      false,
    );
  });
});

describe('booking and leads', () => {
  it('a catalog service from a 1.7.0 server (no nfz) is bookable online', () => {
    const s = S.BookingCatalogService.parse({
      id: 'b1',
      name: 'Przegląd',
      durationMin: 30,
      priceLabel: null,
      resourceIds: ['r1'],
      serviceSlug: null,
    });
    expect(s.nfz).toBe(false);
  });
  it('the 409 free slot shape', () => {
    expect(
      S.FreeSlot.parse({
        resourceId: 'r1',
        startAt: 1790000000,
        endAt: 1790001800,
        localDate: '2026-11-24',
        localStartMin: 570,
      }).localStartMin,
    ).toBe(570);
  });
  it('TimeWindow needs a real calendar day and from before to', () => {
    expect(S.TimeWindow.safeParse({ date: '2026-02-30', from: '09:00', to: '10:00' }).success).toBe(false);
    expect(S.TimeWindow.safeParse({ date: '2026-02-28', from: '10:00', to: '09:00' }).success).toBe(false);
    expect(S.TimeWindow.safeParse({ date: '2028-02-29', from: '09:00', to: '10:00' }).success).toBe(true);
  });
  it('a timeRequest holds 1 to 3 windows', () => {
    const w = { date: '2026-12-01', from: '09:00', to: '11:00' };
    expect(S.TimeRequestInput.safeParse({ windows: [] }).success).toBe(false);
    expect(S.TimeRequestInput.safeParse({ windows: [w, w, w, w] }).success).toBe(false);
    expect(S.TimeRequestInput.safeParse({ windows: [w] }).success).toBe(true);
  });
  it('LeadCreated from a 1.2.0 server has no warnings', () => {
    expect(S.LeadCreated.parse({ ok: true, leadId: 'l1' }).warnings).toBeUndefined();
  });
});

describe('conversations', () => {
  it('a send takes text or templateId, never both, and trims text to 1..4000', () => {
    expect(S.SendMessageInput.safeParse({ channel: 'sms', text: '  Dzień dobry ' }).success).toBe(true);
    expect(S.SendMessageInput.safeParse({ channel: 'sms', text: 'a', templateId: 't1' }).success).toBe(false);
    expect(S.SendMessageInput.safeParse({ channel: 'sms', text: '   ' }).success).toBe(false);
    expect(S.SendMessageInput.safeParse({ channel: 'sms', text: 'x'.repeat(4001) }).success).toBe(false);
    expect(S.SendMessageInput.safeParse({ channel: 'fax', text: 'x' }).success).toBe(false);
  });
  it('channel states keep an unknown reason code from a newer server', () => {
    expect(
      S.ConversationChannelState.parse({ channel: 'whatsapp', available: false, reason: 'new_reason' }).reason,
    ).toBe('new_reason');
  });
});
