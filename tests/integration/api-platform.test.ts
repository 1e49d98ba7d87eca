import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startDemo } from '../support/demo-server';
import { call, rateLimitHeaders } from '../support/api-call';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { ClinicClient } from '@/lib/clinic-api/client';
import { RateGate } from '@/lib/clinic-api/pacing';
import { getLocations, listMedia, sendFeedback, uploadMedia } from '@/lib/clinic-api/platform';
import { listAppointments } from '@/lib/clinic-api/booking';
import { allMedia } from '@/lib/clinic-api/sync';
import { DEFAULT_KEYS } from '@/lib/demo-clinic/keys';

/** GET /locations, GET and POST /media, POST /feedback, GET /booking/appointments against the demo over HTTP. */

let demo: Awaited<ReturnType<typeof startDemo>>;
let png: Uint8Array<ArrayBuffer>;
const otherKey = DEFAULT_KEYS.find((k) => k.clinicId === 'other')!.key;

function multipart(file: Blob | null, filename = 'zdjecie.png', alt?: string) {
  const form = new FormData();
  if (file) form.set('file', file, filename);
  if (alt !== undefined) form.set('alt', alt);
  return form;
}
const upload = (form: FormData) => call(demo.baseUrl, '/media', { key: demo.key, method: 'POST', raw: form });
const feedback = (body: unknown, key = demo.key) => call(demo.baseUrl, '/feedback', { key, body });

beforeAll(async () => {
  demo = await startDemo();
  png = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a6' } })
      .png()
      .toBuffer(),
  );
});
afterAll(() => demo.close());

describe('GET /locations', () => {
  it('lists the clinic’s locations, one primary, cacheable for a minute', async () => {
    const a = await call(demo.baseUrl, '/locations', { key: demo.key });
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('private, max-age=60');
    expect(rateLimitHeaders(a.headers).limit).toBe('120');
    const locations = await getLocations(demo.client);
    expect(locations.filter((l) => l.primary)).toHaveLength(1);
    const site = (await call(demo.baseUrl, '/site', { key: demo.key })).body.site as { profile: { address: unknown } };
    expect(locations.find((l) => l.primary)!.address).toEqual(site.profile.address);
    const other = await call(demo.baseUrl, '/locations', { key: otherKey });
    expect((other.body.locations as { id: string }[]).map((l) => l.id)).toEqual(['loc_other_main']);
  });
});

describe('media', () => {
  it('POST /media stores an image: 201 with its type from the bytes, size, dimensions and an absolute address', async () => {
    const a = await upload(
      multipart(
        new Blob([png], { type: 'application/octet-stream' }),
        '../../etc/Zdjęcie gabinetu.png',
        '  Gabinet zabiegowy  ',
      ),
    );
    expect(a.status).toBe(201);
    expect(rateLimitHeaders(a.headers).limit).toBe('120');
    expect(a.body.media).toMatchObject({
      mime: 'image/png',
      size: png.length,
      width: 64,
      height: 48,
      alt: 'Gabinet zabiegowy',
      filename: 'Zdjęcie gabinetu.png',
      aiGenerated: false,
    });
    const url = (a.body.media as { url: string }).url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const file = await fetch(url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('the client uploads a Buffer and a Blob; alt is optional', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const item = await uploadMedia(demo.client, { data: new Uint8Array(jpeg), filename: 'recepcja.jpg' });
    expect(item).toMatchObject({ mime: 'image/jpeg', alt: null, width: 64, height: 48 });
    const webp = await uploadMedia(demo.client, {
      data: new Blob([new Uint8Array(await sharp(png).webp().toBuffer())]),
      filename: 'poczekalnia.webp',
      alt: 'Poczekalnia',
    });
    expect(webp).toMatchObject({ mime: 'image/webp', alt: 'Poczekalnia' });
  });

  it('400 invalid_file for a non-image (whatever its name and type say), SVG, an empty file, or over 10 MB', async () => {
    const cases: [Blob, string][] = [
      [new Blob(['to nie obraz'], { type: 'image/png' }), 'fake.png'],
      [
        new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
          type: 'image/svg+xml',
        }),
        'logo.svg',
      ],
      [new Blob([], { type: 'image/png' }), 'empty.png'],
      [new Blob([png, new Uint8Array(10 * 1024 * 1024)], { type: 'image/png' }), 'big.png'],
    ];
    for (const [blob, name] of cases) {
      const a = await upload(multipart(blob, name));
      expect(a.status, name).toBe(400);
      expect(a.body.code, name).toBe('invalid_file');
    }
    const err = await uploadMedia(demo.client, {
      data: new TextEncoder().encode('%PDF-1.7'),
      filename: 'skan.pdf',
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, code: 'invalid_file' });
  });

  it('400 invalid_body without a file field or a multipart body', async () => {
    expect((await upload(multipart(null, undefined, 'tylko alt'))).body.code).toBe('invalid_body');
    const json = await call(demo.baseUrl, '/media', { key: demo.key, body: { url: 'https://example.com/a.png' } });
    expect(json.status).toBe(400);
    expect(json.body.code).toBe('invalid_body');
  });

  it('GET /media lists the library newest first, paged, cacheable for a minute; each clinic sees its own', async () => {
    const a = await call(demo.baseUrl, '/media', { key: demo.key });
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('private, max-age=60');
    const page = await listMedia(demo.client);
    expect(page.media.map((m) => m.filename)).toEqual(['poczekalnia.webp', 'recepcja.jpg', 'Zdjęcie gabinetu.png']);
    expect(page.nextCursor).toBeNull();
    const first = await listMedia(demo.client, { limit: 1 });
    expect(first.nextCursor).toEqual(expect.any(String));
    const walked = [];
    for await (const m of allMedia(demo.client, 1)) walked.push(m.id);
    expect(walked).toEqual(page.media.map((m) => m.id));
    expect((await call(demo.baseUrl, '/media', { key: otherKey })).body.media).toEqual([]);
    for (const q of ['limit=0', 'limit=101', 'cursor=zly'])
      expect((await call(demo.baseUrl, `/media?${q}`, { key: demo.key })).body.code).toBe('invalid_query');
  });
});

describe('POST /feedback', () => {
  it('201 {ok: true}; the remark reaches the platform team with its page and source', async () => {
    const a = await feedback({
      message: '  Na stronie zespołu nie ładuje się zdjęcie.  ',
      pageUrl: '/zespol',
      source: 'site',
    });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({ ok: true });
    expect(rateLimitHeaders(a.headers).limit).toBe('120');
    const box = (await call(demo.origin, '/__demo/feedback')).body.feedback as {
      message: string;
      pageUrl: string;
      source: string;
    }[];
    expect(box.at(-1)).toMatchObject({
      message: 'Na stronie zespołu nie ładuje się zdjęcie.',
      pageUrl: '/zespol',
      source: 'site',
    });
    expect(await sendFeedback(demo.client, { message: 'Dokumentacja API: brak przykładu.' })).toEqual({ ok: true });
  });

  it('400 invalid_json and invalid_body for what is not a remark', async () => {
    const notJson = await call(demo.baseUrl, '/feedback', {
      key: demo.key,
      raw: 'uwaga',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.body.code).toBe('invalid_json');
    for (const body of [
      [],
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      { message: 'ok', source: 'panel' },
      { message: 'ok', pageUrl: 5 },
    ]) {
      const a = await feedback(body);
      expect(a.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(a.body.code).toBe('invalid_body');
    }
  });

  it('20 remarks an hour per source: the 21st gets 429 feedback_rate_limited with Retry-After up to an hour; the other source still counts apart', async () => {
    const sent = ((await call(demo.origin, '/__demo/feedback')).body.feedback as { source: string }[]).filter(
      (r) => r.source === 'site',
    ).length;
    for (let i = sent; i < 20; i++)
      expect((await feedback({ message: `Uwaga ${i}`, source: 'site' })).status).toBe(201);
    const over = await feedback({ message: 'Jeszcze jedna', source: 'site' });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('feedback_rate_limited');
    const retry = Number(over.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(3500);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(rateLimitHeaders(over.headers).limit).toBe('120');
    expect((await feedback({ message: 'Z API', source: 'api' })).status).toBe(201);
    expect((await feedback({ message: 'Inna klinika', source: 'site' }, otherKey)).status).toBe(201);
    // A client of its own, so the next test starts from a gate this one never touched.
    const err = await sendFeedback(new ClinicClient({ baseUrl: demo.baseUrl, apiKey: demo.key }), {
      message: 'Znowu',
      source: 'site',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 429, code: 'feedback_rate_limited' });
    expect((err as ClinicApiError).retryAfter).toBeGreaterThan(3500);
  });

  // Only the request window's 429 (no code) holds the client; feedback_rate_limited is that endpoint's own limit.
  it('a feedback 429 does not hold the client’s other requests', async () => {
    // A demo of its own with its site feedback spent here, so nothing depends on what another test sent.
    const own = await startDemo();
    try {
      for (let i = 0; i < 20; i++)
        expect(
          (await call(own.baseUrl, '/feedback', { key: own.key, body: { message: `Uwaga ${i}`, source: 'site' } }))
            .status,
        ).toBe(201);
      // A gate that refuses to hold instead of waiting: any hold is the bug, and the test races no timer.
      const holds: number[] = [];
      const gate = new RateGate({
        sleep: async (ms) => {
          holds.push(ms);
          throw new Error(`the gate held a request for ${ms} ms`);
        },
      });
      const client = new ClinicClient({ baseUrl: own.baseUrl, apiKey: own.key, gate, readRetries: 0 });
      const err = await sendFeedback(client, { message: 'Ponad limit', source: 'site' }).catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 429, code: 'feedback_rate_limited' });
      const before = own.instance.store.requestSeq;
      expect((await getLocations(client)).length).toBeGreaterThan(0); // rejects with "the gate held…" on a hold
      expect(holds).toEqual([]);
      expect(gate.snapshot().remaining).toBeGreaterThan(2);
      expect(
        own.instance.store.requests.filter((r) => r.seq > before).map((r) => [r.method, r.path, r.status]),
      ).toEqual([['GET', '/api/v1/locations', 200]]);
    } finally {
      await own.close();
    }
  });
});

describe('GET /booking/appointments', () => {
  it('the appointment list holds patient data: no-store', async () => {
    const a = await call(demo.baseUrl, '/booking/appointments', { key: demo.key });
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(rateLimitHeaders(a.headers).limit).toBe('120');
    expect(Array.isArray(await listAppointments(demo.client))).toBe(true);
  });
});
