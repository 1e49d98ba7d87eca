import { DEMO_PRIVACY_VERSION } from '@/lib/demo-clinic/leads/privacy';
import { describe, expect, it } from 'vitest';
import { hasEndpoint, LATER_KEY, parseApiVersion, shapeForVersion } from '@/lib/demo-clinic/versions';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import * as S from '@/lib/clinic-api/schemas';
import { demoBookingCatalog } from '@/lib/demo-clinic/fixtures/booking';

const v = (s: string) => parseApiVersion(s);

describe('the demo clinic plays a minor version', () => {
  it('reads 1.3, 1.3.0 and 1.99.0; refuses anything else; defaults to the newest described', () => {
    expect(v('1.3').minor).toBe(3);
    expect(v('1.3.0')).toEqual({ minor: 3, label: '1.3.0' });
    expect(v('1.99.0').minor).toBe(99);
    expect(parseApiVersion(undefined).label).toBe('1.14.0');
    for (const bad of ['2.0.0', '1', 'latest', '1.x']) expect(() => v(bad), bad).toThrow(/1\.3\.0/);
  });

  it('answers endpoints newer than the version as unknown addresses', () => {
    expect(hasEndpoint(v('1.3.0'), 'GET', '/site')).toBe(false);
    expect(hasEndpoint(v('1.4.0'), 'GET', '/site')).toBe(true);
    expect(hasEndpoint(v('1.6.0'), 'GET', '/privacy')).toBe(false);
    expect(hasEndpoint(v('1.2.0'), 'GET', '/booking/catalog')).toBe(false);
    expect(hasEndpoint(v('1.0.0'), 'GET', '/services/higienizacja')).toBe(false);
    expect(hasEndpoint(v('1.0.0'), 'GET', '/content')).toBe(true);
    expect(hasEndpoint(v('1.13.0'), 'POST', '/conversations/x/messages')).toBe(false);
  });

  it('leaves out the fields newer than the version, and only on the records that carry them', () => {
    const site = {
      name: 'K',
      menu: [],
      theme: {},
      noindex: true,
      profile: { legalName: 'K sp. z o.o.', nfz: { contract: true }, privacy: { dpoName: 'X' } },
    };
    const media = {
      url: 'https://x/a.jpg',
      focalX: null,
      focalY: null,
      alt: null,
      width: 10,
      height: 10,
      aiGenerated: false,
    };
    expect(shapeForVersion({ site }, v('1.3.0'))).toEqual({ site: { name: 'K', menu: [], theme: {} } });
    expect(shapeForVersion({ site }, v('1.6.0'))).toEqual({
      site: { ...site, profile: { legalName: 'K sp. z o.o.', nfz: { contract: true } } },
    });
    expect(shapeForVersion(media, v('1.3.0'))).toEqual({
      url: 'https://x/a.jpg',
      focalX: null,
      focalY: null,
      alt: null,
    });
    expect(shapeForVersion({ id: 's', durationMin: 30, nfz: true }, v('1.7.0'))).toEqual({ id: 's', durationMin: 30 });
    expect(shapeForVersion({ id: 'x', bookingServiceId: 'b' }, v('1.2.0'))).toEqual({ id: 'x' });
    expect(shapeForVersion({ site }, v('1.14.0'))).toEqual({ site });
  });

  it('a later version adds a key to every record', () => {
    expect(shapeForVersion({ pages: [{ path: '/', title: 'S' }] }, v('1.99.0'))).toEqual({
      pages: [{ path: '/', title: 'S', [LATER_KEY]: expect.any(Object) }],
    });
  });

  it('an older instance answers 404 for a newer endpoint, with the rate-limit headers of any answer', async () => {
    const { handler } = createDemoInstance({ mediaOrigin: 'http://demo.test', apiVersion: '1.3.0' });
    const res = await handler(
      new Request('http://demo.test/api/v1/site', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('ratelimit-remaining')).toBe('119');
    const pages = await handler(
      new Request('http://demo.test/api/v1/pages', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }),
    );
    expect(S.PagesResponse.parse(await pages.json()).pages.length).toBeGreaterThan(10);
  });
});

describe('an older demo applies only the request rules of its version', () => {
  // Versioning rule 2 and the version notes: `strict` came in 1.3.0, `timeRequest` (and its warning) in 1.9.0,
  // `nfz` (phone-only services) in 1.8.0. Below them an older server does not know the parameter, key or flag.
  const demo = (version: string) => {
    const { handler, store } = createDemoInstance({ mediaOrigin: 'http://demo.test', apiVersion: version });
    const call = async (path: string, body?: unknown) => {
      const res = await handler(
        new Request(`http://demo.test/api/v1${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    return { call, store };
  };

  it('strict: ignored below 1.3.0 (an unknown query parameter), refusing from 1.3.0', async () => {
    const old = demo('1.2.0');
    const stored = await old.call('/leads?strict=1', { name: 'Jan Nowak' });
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ ok: true, leadId: expect.any(String) }); // no warnings before 1.3.0 either
    expect(old.store.leads.some((l) => l.id === stored.body.leadId)).toBe(true);
    const now = demo('1.3.0');
    expect(await now.call('/leads?strict=1', { name: 'Jan Nowak' })).toMatchObject({
      status: 400,
      body: { code: 'missing_contact' },
    });
  });

  it('timeRequest: below 1.9.0 an unknown key kept with the lead, with no invalid_time_request; from 1.9.0 checked', async () => {
    const bad = { name: 'Jan Nowak', phone: '+48 600 100 200', timeRequest: { windows: [] } };
    for (const version of ['1.3.0', '1.8.0']) {
      const old = demo(version);
      const strict = await old.call('/leads?strict=1', bad);
      expect(strict, version).toEqual({ status: 200, body: { ok: true, leadId: expect.any(String) } });
      const lead = old.store.leads.find((l) => l.id === strict.body.leadId)!;
      expect(lead.extra, version).toEqual({ timeRequest: { windows: [] } });
      expect(lead.timeRequests, version).toEqual([]);
    }
    const now = demo('1.9.0');
    expect(await now.call('/leads?strict=1', bad)).toMatchObject({
      status: 400,
      body: { code: 'invalid_time_request' },
    });
    expect((await now.call('/leads', bad)).body.warnings).toEqual(['invalid_time_request']);
  });

  it('utm_medium and utm_campaign: below 1.1.0 unknown keys kept with the lead, tracking from 1.1.0', async () => {
    const body = {
      name: 'Jan Nowak',
      phone: '+48 600 100 200',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'wiosna',
    };
    const old = demo('1.0.0');
    const a = await old.call('/leads', body);
    const lead = old.store.leads.find((l) => l.id === a.body.leadId)!;
    expect(lead.tracking).toEqual({ utm_source: 'google' });
    expect(lead.extra).toEqual({ utm_medium: 'cpc', utm_campaign: 'wiosna' });
    const now = demo('1.1.0');
    const b = await now.call('/leads', body);
    expect(now.store.leads.find((l) => l.id === b.body.leadId)!.tracking).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'wiosna',
    });
  });

  it('privacyNoticeVersion and marketingConsent: below 1.7.0 no clause version and no consent recorded, for leads and bookings', async () => {
    for (const version of ['1.6.0', '1.7.0']) {
      const d = demo(version);
      const current = DEMO_PRIVACY_VERSION;
      const a = await d.call('/leads', {
        name: 'Jan Nowak',
        phone: '+48 600 100 201',
        privacyNoticeVersion: current,
        marketingConsent: true,
      });
      const lead = d.store.leads.find((l) => l.id === a.body.leadId)!;
      if (version === '1.6.0') {
        expect(lead.submissions.map((s) => s.privacyNoticeVersion)).toEqual([null]);
        expect(lead.consents).toEqual([]);
        expect(lead.extra).toEqual({ privacyNoticeVersion: current, marketingConsent: true });
      } else {
        expect(lead.submissions.map((s) => s.privacyNoticeVersion)).toEqual([current]);
        expect(lead.consents.length).toBeGreaterThan(0);
      }
      const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;
      const resource = service.resourceIds[0]!;
      const slots = await d.call(
        `/booking/slots?service=${encodeURIComponent(service.id)}&resource=${encodeURIComponent(resource)}`,
      );
      const first = (slots.body.slots as S.FreeSlot[])[0]!;
      const booked = await d.call('/booking/appointments', {
        serviceId: service.id,
        resourceId: resource,
        startAt: first.startAt,
        patient: { name: 'Ewa Nowak', phone: '+48 600 100 202' },
        privacyNoticeVersion: current,
        marketingConsent: true,
      });
      expect(booked.status, version).toBe(201);
      const patient = d.store.leads.find((l) => l.phone === '+48 600 100 202')!;
      expect(patient.submissions.at(-1)!.privacyNoticeVersion, version).toBe(version === '1.6.0' ? null : current);
      expect(patient.consents.length > 0, version).toBe(version !== '1.6.0');
    }
  });

  it('nfz: below 1.8.0 an nfz service has slots and books like any other; from 1.8.0 it is phone-only', async () => {
    const service = demoBookingCatalog.services.find((s) => s.nfz && s.resourceIds.length > 0)!;
    const resource = service.resourceIds[0]!;
    const old = demo('1.7.0');
    const slots = await old.call(
      `/booking/slots?service=${encodeURIComponent(service.id)}&resource=${encodeURIComponent(resource)}`,
    );
    expect(slots.status).toBe(200);
    const first = (slots.body.slots as S.FreeSlot[])[0]!;
    const booked = await old.call('/booking/appointments', {
      serviceId: service.id,
      resourceId: resource,
      startAt: first.startAt,
      patient: { name: 'Jan Nowak', phone: '+48 600 100 200' },
    });
    expect(booked.status).toBe(201);
    const now = demo('1.8.0');
    expect(
      (
        await now.call(
          `/booking/slots?service=${encodeURIComponent(service.id)}&resource=${encodeURIComponent(resource)}`,
        )
      ).body.code,
    ).toBe('nfz_phone_only');
    const refused = await now.call('/booking/appointments', {
      serviceId: service.id,
      resourceId: resource,
      startAt: first.startAt,
      patient: { name: 'Jan Nowak', phone: '+48 600 100 200' },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'nfz_phone_only' } });
  });
});

describe('the schemas tolerate what a later version adds', () => {
  it('an unknown social network reads as other; an unknown opening-hours key is left out', () => {
    const profile = S.SiteProfile.parse({
      socials: [
        { network: 'threads', url: 'https://threads.net/@k' },
        { network: 'facebook', url: 'https://facebook.com/k' },
      ],
      openingHours: { mon: [{ opens: '08:00', closes: '16:00' }], holidays: [{ opens: '10:00', closes: '12:00' }] },
    });
    expect(profile.socials?.map((s) => s.network)).toEqual(['other', 'facebook']);
    expect(profile.openingHours).toEqual({ mon: [{ opens: '08:00', closes: '16:00' }] });
  });

  it('a GET /pages entry of an unknown type parses; the site keeps it apart', () => {
    const parsed = S.PagesResponse.parse({
      pages: [{ path: '/a', title: 'A', type: 'virtual-tour', updatedAt: '2026-01-01T10:00:00Z', extra: 1 }],
    });
    expect(parsed.pages[0]).toEqual({
      path: '/a',
      title: 'A',
      type: 'virtual-tour',
      updatedAt: '2026-01-01T10:00:00Z',
    });
    expect(S.isPageKind('virtual-tour')).toBe(false);
    expect(S.isPageKind('post')).toBe(true);
  });

  it('a time-request status added later still reads the created lead', () => {
    const created = S.LeadCreated.parse({
      ok: true,
      leadId: 'l1',
      timeRequest: { id: 't', status: 'expired', windows: [], service: null, doctor: null },
    });
    expect(created.timeRequest?.status).toBe('expired');
  });

  it('a channel added later is left out of the channel states and reads as none in lastChannel', () => {
    const states = S.ConversationDetail.shape.channels.parse([
      { channel: 'telegram', available: true, reason: null },
      { channel: 'sms', available: false, reason: 'no_phone' },
    ]);
    expect(states).toEqual([{ channel: 'sms', available: false, reason: 'no_phone' }]);
    expect(S.Conversation.shape.lastChannel.parse('telegram')).toBeNull();
  });
});
