import { describe, expect, it } from 'vitest';
import { hasEndpoint, LATER_KEY, parseApiVersion, shapeForVersion } from '@/lib/demo-clinic/versions';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import * as S from '@/lib/clinic-api/schemas';

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
    const site = { name: 'K', menu: [], theme: {}, noindex: true, profile: { legalName: 'K sp. z o.o.', nfz: { contract: true }, privacy: { dpoName: 'X' } } };
    const media = { url: 'https://x/a.jpg', focalX: null, focalY: null, alt: null, width: 10, height: 10, aiGenerated: false };
    expect(shapeForVersion({ site }, v('1.3.0'))).toEqual({ site: { name: 'K', menu: [], theme: {} } });
    expect(shapeForVersion({ site }, v('1.6.0'))).toEqual({ site: { ...site, profile: { legalName: 'K sp. z o.o.', nfz: { contract: true } } } });
    expect(shapeForVersion(media, v('1.3.0'))).toEqual({ url: 'https://x/a.jpg', focalX: null, focalY: null, alt: null });
    expect(shapeForVersion({ id: 's', durationMin: 30, nfz: true }, v('1.7.0'))).toEqual({ id: 's', durationMin: 30 });
    expect(shapeForVersion({ id: 'x', bookingServiceId: 'b' }, v('1.2.0'))).toEqual({ id: 'x' });
    expect(shapeForVersion({ site }, v('1.14.0'))).toEqual({ site });
  });

  it('a later version adds a key to every record', () => {
    expect(shapeForVersion({ pages: [{ path: '/', title: 'S' }] }, v('1.99.0'))).toEqual({ pages: [{ path: '/', title: 'S', [LATER_KEY]: expect.any(Object) }] });
  });

  it('an older instance answers 404 for a newer endpoint, with the rate-limit headers of any answer', async () => {
    const { handler } = createDemoInstance({ mediaOrigin: 'http://demo.test', apiVersion: '1.3.0' });
    const res = await handler(new Request('http://demo.test/api/v1/site', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }));
    expect(res.status).toBe(404);
    expect(res.headers.get('ratelimit-remaining')).toBe('119');
    const pages = await handler(new Request('http://demo.test/api/v1/pages', { headers: { authorization: `Bearer ${DEMO_API_KEY}` } }));
    expect(S.PagesResponse.parse(await pages.json()).pages.length).toBeGreaterThan(10);
  });
});

describe('the schemas tolerate what a later version adds', () => {
  it('an unknown social network reads as other; an unknown opening-hours key is left out', () => {
    const profile = S.SiteProfile.parse({
      socials: [{ network: 'threads', url: 'https://threads.net/@k' }, { network: 'facebook', url: 'https://facebook.com/k' }],
      openingHours: { mon: [{ opens: '08:00', closes: '16:00' }], holidays: [{ opens: '10:00', closes: '12:00' }] },
    });
    expect(profile.socials?.map((s) => s.network)).toEqual(['other', 'facebook']);
    expect(profile.openingHours).toEqual({ mon: [{ opens: '08:00', closes: '16:00' }] });
  });

  it('a GET /pages entry of an unknown type parses; the site keeps it apart', () => {
    const parsed = S.PagesResponse.parse({ pages: [{ path: '/a', title: 'A', type: 'virtual-tour', updatedAt: '2026-01-01T10:00:00Z', extra: 1 }] });
    expect(parsed.pages[0]).toEqual({ path: '/a', title: 'A', type: 'virtual-tour', updatedAt: '2026-01-01T10:00:00Z' });
    expect(S.isPageKind('virtual-tour')).toBe(false);
    expect(S.isPageKind('post')).toBe(true);
  });

  it('a time-request status added later still reads the created lead', () => {
    const created = S.LeadCreated.parse({ ok: true, leadId: 'l1', timeRequest: { id: 't', status: 'expired', windows: [], service: null, doctor: null } });
    expect(created.timeRequest?.status).toBe('expired');
  });

  it('a channel added later is left out of the channel states and reads as none in lastChannel', () => {
    const states = S.ConversationDetail.shape.channels.parse([{ channel: 'telegram', available: true, reason: null }, { channel: 'sms', available: false, reason: 'no_phone' }]);
    expect(states).toEqual([{ channel: 'sms', available: false, reason: 'no_phone' }]);
    expect(S.Conversation.shape.lastChannel.parse('telegram')).toBeNull();
  });
});
