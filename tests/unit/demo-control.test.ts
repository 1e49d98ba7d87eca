import { describe, expect, it } from 'vitest';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { handleControl } from '@/lib/demo-clinic/control';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';
import { REQUEST_LOG_SIZE, logRequest } from '@/lib/demo-clinic/store';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { sendLead } from '@/components/enquiry/send';

const ORIGIN = 'http://demo.test';
const api = (path: string, init: RequestInit = {}) =>
  new Request(`${ORIGIN}/api/v1${path}`, {
    ...init,
    headers: { authorization: `Bearer ${DEMO_API_KEY}`, ...(init.headers ?? {}) },
  });
const control = async (instance: ReturnType<typeof createDemoInstance>, op: string, init: RequestInit = {}) =>
  (await handleControl(instance.store, new Request(`${ORIGIN}/__demo/${op}`, init))).json();

describe('the demo’s request log', () => {
  it('records each API request with its method, path (no query) and status, filterable and counted from a mark', async () => {
    const demo = createDemoInstance({ mediaOrigin: ORIGIN });
    await demo.handler(api('/pages'));
    const mark = (await control(demo, 'requests')).last as number;
    await demo.handler(api('/content?path=/kontakt'));
    await demo.handler(
      api('/leads', {
        method: 'POST',
        body: JSON.stringify({ name: 'Jan Kowalski', phone: '600100200' }),
        headers: { 'content-type': 'application/json' },
      }),
    );
    await demo.handler(new Request(`${ORIGIN}/api/v1/pages`)); // no key: 401, still logged
    const all = (await control(demo, 'requests')).requests as { method: string; path: string; status: number }[];
    expect(all.map((r) => [r.method, r.path, r.status])).toEqual([
      ['GET', '/api/v1/pages', 200],
      ['GET', '/api/v1/content', 200],
      ['POST', '/api/v1/leads', 200],
      ['GET', '/api/v1/pages', 401],
    ]);
    expect(JSON.stringify(all)).not.toMatch(/Kowalski|600100200|kontakt/);
    const posts = (await control(demo, `requests?method=post&path=/leads&after=${mark}`)).requests;
    expect(posts).toHaveLength(1);
    expect((await control(demo, `requests?path=/api/v1/pages&after=${mark}`)).requests).toHaveLength(1);
  });

  it('keeps only the latest entries', () => {
    const demo = createDemoInstance({ mediaOrigin: ORIGIN });
    for (let i = 0; i < REQUEST_LOG_SIZE + 3; i++)
      logRequest(demo.store, { at: i, method: 'GET', path: '/api/v1/site', status: 200 });
    expect(demo.store.requests).toHaveLength(REQUEST_LOG_SIZE);
    expect(demo.store.requests[0]!.seq).toBe(4);
    expect(demo.store.requestSeq).toBe(REQUEST_LOG_SIZE + 3);
  });
});

describe('hiddenPages', () => {
  it('takes a path out of GET /pages and answers its GET /content 404, as a clinic that does not publish it', async () => {
    const demo = createDemoInstance({ mediaOrigin: ORIGIN });
    const listed = async () =>
      ((await (await demo.handler(api('/pages'))).json()) as { pages: { path: string }[] }).pages.map((p) => p.path);
    expect(await listed()).toContain('/cennik');
    await control(demo, 'switches', { method: 'POST', body: JSON.stringify({ hiddenPages: ['/cennik'] }) });
    expect(await listed()).not.toContain('/cennik');
    expect((await listed()).length).toBeGreaterThan(10);
    expect((await demo.handler(api('/content?path=/cennik'))).status).toBe(404);
    expect((await demo.handler(api('/content?path=/o-nas'))).status).toBe(200);
  });
});

describe('reset-switches', () => {
  it('puts every switch, noindex included, back to how the demo started', async () => {
    for (const noindex of [false, true]) {
      const demo = createDemoInstance({ mediaOrigin: ORIGIN, noindex });
      await control(demo, 'switches', {
        method: 'POST',
        body: JSON.stringify({
          takeNextSlot: true,
          takeNextDay: true,
          outage: true,
          sitePublished: false,
          noindex: !noindex,
          hiddenPages: ['/cennik'],
          loseBookingAnswers: true,
          fault: { kind: 'reset' },
        }),
      });
      expect(await control(demo, 'reset-switches', { method: 'POST' })).toEqual({
        takeNextSlot: false,
        takeNextDay: false,
        outage: false,
        sitePublished: true,
        hiddenPages: [],
        loseBookingAnswers: false,
        fault: null,
        noindex,
      });
      expect((await demo.handler(api('/site'))).status).toBe(200);
      expect((await demo.handler(api('/content?path=/cennik'))).status).toBe(200);
    }
  });
});

describe('an HTML page with status 200 on POST /leads (the htmlError fault)', () => {
  it('stores nothing, and the site does not call the enquiry sent', async () => {
    const demo = createDemoInstance({ mediaOrigin: ORIGIN });
    await control(demo, 'switches', {
      method: 'POST',
      body: JSON.stringify({ fault: { kind: 'htmlError', status: 200, paths: ['/leads'] } }),
    });
    const client = new ClinicClient({
      baseUrl: `${ORIGIN}/api/v1`,
      apiKey: DEMO_API_KEY,
      transport: requestTransport(demo.handler),
    });
    const outcome = await sendLead(client, { name: 'Jan Kowalski', phone: '600100200' });
    expect(outcome).toMatchObject({ ok: false, reason: 'unavailable', queueable: false });
    expect((outcome as { detail: string }).detail).toBe('502 invalid_response (HTTP 200, text/html)');
    expect(demo.store.leads).toHaveLength(0);
    expect((await demo.handler(api('/site'))).status).toBe(200); // only POST /leads is behind the page

    await control(demo, 'switches', { method: 'POST', body: JSON.stringify({ fault: null }) });
    expect(await sendLead(client, { name: 'Jan Kowalski', phone: '600100200' })).toMatchObject({ ok: true });
    expect(demo.store.leads).toHaveLength(1);
  });
});
