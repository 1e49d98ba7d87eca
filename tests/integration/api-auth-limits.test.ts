import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { call, rateLimitHeaders } from '../support/api-call';
import { DEFAULT_KEYS } from '@/lib/demo-clinic/keys';

/**
 * Authentication and the request-rate limit on the conversation, media, feedback, location and appointment
 * endpoints: 401 without RateLimit headers; RateLimit headers on every keyed answer; 429 with Retry-After: 60.
 */

const LIMIT = 6;
let demo: Awaited<ReturnType<typeof startDemo>>;

beforeAll(async () => {
  demo = await startDemo({ rateLimit: LIMIT });
});
afterAll(() => demo.close());

const ENDPOINTS: { method: 'GET' | 'POST'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/conversations' },
  { method: 'GET', path: '/conversations/conv_x' },
  { method: 'GET', path: '/conversations/conv_x/messages' },
  { method: 'POST', path: '/conversations/conv_x/messages', body: { channel: 'sms', text: 'x' } },
  { method: 'GET', path: '/media' },
  { method: 'POST', path: '/media', body: {} },
  { method: 'POST', path: '/feedback', body: { message: 'x' } },
  { method: 'GET', path: '/locations' },
  { method: 'GET', path: '/booking/appointments' },
];

describe('authentication', () => {
  it('401 with an error text and no RateLimit headers, without a key and with an unknown or rotated one', async () => {
    for (const e of ENDPOINTS) {
      for (const key of [null, 'sk_live_rotated_000000', '']) {
        const a = await call(demo.baseUrl, e.path, { key, method: e.method, body: e.body });
        expect(a.status, `${e.method} ${e.path} ${key}`).toBe(401);
        expect(a.body.error).toEqual(expect.any(String));
        expect(rateLimitHeaders(a.headers)).toEqual({ limit: null, remaining: null, reset: null });
      }
    }
  });

  it('the alternative address /v1 answers the same', async () => {
    const a = await call(demo.origin, '/v1/locations', { key: DEFAULT_KEYS.find((k) => k.clinicId === 'other')!.key });
    expect(a.status).toBe(200);
  });
});

describe('request rate', () => {
  it('every keyed answer carries RateLimit headers; request 7 of a 6-a-minute window gets 429 with Retry-After: 60, shared by every endpoint', async () => {
    // A demo on its own clock, 5 s into a minute: the burst cannot straddle two windows, whatever the wall clock says.
    const timed = await startDemo({ rateLimit: LIMIT, now: () => 1_800_000_000_000 + 5_000 });
    try {
      const remaining: number[] = [];
      for (const e of ENDPOINTS.slice(0, LIMIT)) {
        const a = await call(timed.baseUrl, e.path, { key: timed.key, method: e.method, body: e.body });
        expect(a.status, e.path).not.toBe(429);
        const rl = rateLimitHeaders(a.headers);
        expect(rl.limit).toBe(String(LIMIT));
        expect(rl.reset).toBe('55');
        remaining.push(Number(rl.remaining));
      }
      expect(remaining).toEqual([5, 4, 3, 2, 1, 0]);
      const over = await call(timed.baseUrl, '/feedback', { key: timed.key, body: { message: 'x' } });
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('60');
      expect(rateLimitHeaders(over.headers).remaining).toBe('0');
      expect(over.body.error).toEqual(expect.any(String));
      expect(over.body.code).toBeUndefined();
    } finally {
      await timed.close();
    }
  });
});
