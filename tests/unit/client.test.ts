import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClinicClient, requestTransport, retryAfterSeconds, type TransportInit } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { RateGate } from '@/lib/clinic-api/pacing';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
function scripted(answers: Answer[]) {
  const seen: Request[] = [];
  const transport = vi.fn(async (url: string, init: TransportInit) => {
    const req = new Request(url, init);
    seen.push(req);
    const a = answers.shift();
    if (!a) throw new Error('no more answers');
    if (a.body === undefined) return new Response(null, { status: a.status, headers: a.headers });
    return Response.json(a.body, { status: a.status, headers: a.headers });
  });
  return { transport, seen };
}
const Ok = z.object({ ok: z.boolean() });

describe('ClinicClient', () => {
  it('sends the Bearer key and parses the answer', async () => {
    const { transport, seen } = scripted([{ status: 200, body: { ok: true, extra: 1 } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1/', apiKey: 'sk_live_x', transport });
    await expect(c.request('/site', { schema: Ok, query: { path: '/a b', none: undefined } })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sk_live_x');
    expect(seen[0]!.url).toBe('https://api.example/api/v1/site?path=%2Fa+b');
  });

  it('turns an error answer into ClinicApiError with status, code and extra fields', async () => {
    const { transport } = scripted([
      { status: 403, body: { error: 'Brak uprawnień', code: 'missing_scope', scope: 'conversations:read' } },
    ]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
    const err = await c.request('/conversations', { schema: Ok }).catch((e) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 403, code: 'missing_scope' });
    expect(err.body.scope).toBe('conversations:read');
  });

  it('an error without a code (e.g. 404 on /posts/{slug}) keeps the status only', async () => {
    const { transport } = scripted([{ status: 404, body: { error: 'Nie znaleziono' } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
    const err = await c.request('/posts/x', { schema: Ok }).catch((e) => e);
    expect(err).toMatchObject({ status: 404, code: undefined, isNotFound: true });
  });

  it('an answer that does not match the schema is an error, never empty data', async () => {
    const { transport } = scripted([{ status: 200, body: { ok: 'yes' } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 502, code: 'invalid_response' });
  });

  it('retries a read after 429, waiting Retry-After, and then succeeds', async () => {
    vi.useFakeTimers();
    try {
      const { transport } = scripted([
        {
          status: 429,
          body: { error: 'Za dużo' },
          headers: { 'retry-after': '2', 'ratelimit-limit': '120', 'ratelimit-remaining': '0', 'ratelimit-reset': '2' },
        },
        { status: 200, body: { ok: true } },
      ]);
      const gate = new RateGate();
      const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport, gate });
      const p = c.request('/pages', { schema: Ok });
      await vi.advanceTimersByTimeAsync(1_900);
      expect(transport).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2_500);
      await expect(p).resolves.toEqual({ ok: true });
      expect(transport).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry a write (POST) on 429 unless told to', async () => {
    const { transport } = scripted([{ status: 429, body: { error: 'Za dużo' }, headers: { 'retry-after': '1' } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
    await expect(c.request('/leads', { method: 'POST', body: {}, schema: Ok })).rejects.toMatchObject({
      status: 429,
      retryAfter: 1,
    });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('gives up when Retry-After is longer than the bound', async () => {
    const { transport } = scripted([{ status: 429, body: { error: 'x' }, headers: { 'retry-after': '3600' } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport, maxRetryAfterSec: 65 });
    await expect(c.request('/feedback', { schema: Ok })).rejects.toMatchObject({ status: 429, retryAfter: 3600 });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('a slow answer times out as status 0 "timeout"', async () => {
    const transport = requestTransport(
      (req: Request) =>
        new Promise<Response>((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
    );
    const c = new ClinicClient({
      baseUrl: 'https://api.example/api/v1',
      apiKey: 'k',
      transport,
      timeoutMs: 50,
      readRetries: 0,
    });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({
      status: 0,
      code: 'timeout',
      isTransient: true,
    });
  });

  it('the timeout starts when the gate lets the request go, not while it is held', async () => {
    const sent: Request[] = [];
    const transport = requestTransport(async (req: Request) => {
      sent.push(req);
      if (req.signal.aborted) throw req.signal.reason;
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    });
    const gate = new RateGate();
    gate.blockFor(0.3); // held for 300 ms, three times the timeout
    const c = new ClinicClient({
      baseUrl: 'https://api.example/api/v1',
      apiKey: 'k',
      transport,
      gate,
      timeoutMs: 100,
      readRetries: 0,
    });
    await expect(c.request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
    expect(sent).toHaveLength(1);
  });

  it('sends JSON bodies with the content type', async () => {
    const { transport, seen } = scripted([{ status: 200, body: { ok: true } }]);
    const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
    await c.request('/leads', { method: 'POST', body: { name: 'Anna' }, schema: Ok });
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]!.json()).toEqual({ name: 'Anna' });
  });
});

describe('retryAfterSeconds', () => {
  it('reads seconds, an HTTP date, or falls back to RateLimit-Reset', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '60' }))).toBe(60);
    const inTen = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfterSeconds(new Headers({ 'retry-after': inTen }))).toBeGreaterThanOrEqual(9);
    expect(retryAfterSeconds(new Headers({ 'ratelimit-reset': '17' }))).toBe(17);
    expect(retryAfterSeconds(new Headers())).toBeUndefined();
  });
});

describe('RateGate', () => {
  function clock() {
    let t = 1_000_000;
    return { now: () => t, sleep: async (ms: number) => void (t += ms), advance: (ms: number) => void (t += ms) };
  }
  const headers = (remaining: number, reset: number) =>
    new Headers({
      'ratelimit-limit': '120',
      'ratelimit-remaining': String(remaining),
      'ratelimit-reset': String(reset),
    });

  it('lets requests through while the window has room', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 2, now: c.now, sleep: c.sleep });
    const done = await gate.acquire();
    done(headers(50, 30));
    const start = c.now();
    (await gate.acquire())(headers(49, 30));
    expect(c.now()).toBe(start);
  });

  it('holds a request until the window resets when only the reserve is left', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 2, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(2, 12));
    const start = c.now();
    (await gate.acquire())(headers(119, 60));
    expect(c.now() - start).toBeGreaterThanOrEqual(12_000);
  });

  it('does not let a slow answer from before a reset open the new window (only the probe does)', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(10, 1));
    const straggler = await gate.acquire(); // sent in this window, answered late
    c.advance(1_000); // the window ends
    const probe = await gate.acquire();
    // The straggler reached the API early in the new window: its count is long since spent by later requests.
    straggler(headers(11, 1));
    expect(gate.snapshot().remaining).toBeUndefined();
    probe(headers(2, 1));
    // It left before the probe and came back while the probe was out: it may have been counted after the probe.
    expect(gate.snapshot().remaining).toBe(1);
  });

  it("takes off the probe's count an older request the API counted after the probe (answered first)", async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(10, 1));
    const straggler = await gate.acquire(); // sent just before the window ended
    c.advance(1_000);
    const probe = await gate.acquire();
    // The API took the probe first (11 left), then the straggler (10 left); the straggler's answer arrives first.
    straggler(headers(10, 60));
    probe(headers(11, 60));
    expect(gate.snapshot().remaining).toBe(10);
  });

  it('does not charge the new window for an older answer that came back before the probe left', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(10, 1));
    const straggler = await gate.acquire();
    c.advance(1_000);
    straggler(headers(9, 1)); // answered, so counted by the API before anything of the new window was sent
    (await gate.acquire())(headers(11, 60));
    expect(gate.snapshot().remaining).toBe(11);
  });

  it('keeps back the reserve each caller names: a write goes where a build is held (lib/budget)', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 2, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(6, 12));
    expect(gate.snapshot().limit).toBe(120);
    expect(gate.holdMs(10)).toBe(12_000);
    expect(gate.holdMs(0)).toBe(0);
    const start = c.now();
    (await gate.acquire(0))(headers(5, 12));
    expect(c.now()).toBe(start);
    (await gate.acquire(10))(headers(119, 60));
    expect(c.now() - start).toBeGreaterThanOrEqual(12_000);
  });

  it('counts requests in flight against what is left, so parallel renders cannot overshoot', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(3, 20));
    const start = c.now();
    const inFlight = [await gate.acquire(), await gate.acquire(), await gate.acquire()];
    expect(c.now()).toBe(start);
    const fourth = gate.acquire(); // 3 left, 3 in flight: must wait for the reset
    await fourth;
    expect(c.now() - start).toBeGreaterThanOrEqual(20_000);
    inFlight.forEach((d) => d(null));
  });

  it('after a 429 holds everything for Retry-After', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    gate.blockFor(60);
    const start = c.now();
    (await gate.acquire())(null);
    expect(c.now() - start).toBeGreaterThanOrEqual(60_000);
  });

  it('while the window is unknown one request goes alone and the rest wait for its answer', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 2, now: c.now, sleep: c.sleep });
    const probe = await gate.acquire();
    let second: ((h: Headers | null) => void) | undefined;
    const waiting = gate.acquire().then((d) => (second = d));
    await Promise.resolve();
    await Promise.resolve();
    expect(second).toBeUndefined();
    expect(gate.snapshot()).toMatchObject({ remaining: undefined, inFlight: 1 });
    probe(headers(9, 2));
    await waiting;
    expect(gate.snapshot()).toMatchObject({ remaining: 9, inFlight: 1 });
    second!(null);
  });

  it('a reset releases one request to learn the new window, not every waiter at once', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 2, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(2, 2)); // spent: wait for the reset in 2 s
    const order: string[] = [];
    const waiters = [1, 2, 3, 4, 5].map((i) => gate.acquire().then((done) => (order.push(`go${i}`), done)));
    const first = await Promise.race(waiters);
    expect(order).toHaveLength(1);
    expect(gate.snapshot()).toMatchObject({ remaining: undefined, inFlight: 1 });
    // The new window holds 4 besides the reserve of 2: the probe and three more go, the fifth waits for the next reset.
    const start = c.now();
    first(headers(5, 2));
    const dones = await Promise.all(waiters);
    expect(c.now() - start).toBeGreaterThanOrEqual(2_000);
    expect(order).toHaveLength(5);
    dones.forEach((d) => d(null));
  });

  it('an older, higher RateLimit-Remaining arriving late does not reopen room already spent', async () => {
    const c = clock();
    const gate = new RateGate({ reserve: 0, now: c.now, sleep: c.sleep });
    (await gate.acquire())(headers(3, 20));
    const a = await gate.acquire();
    const b = await gate.acquire();
    b(headers(1, 20)); // answered first
    a(headers(2, 20)); // sent first, answered last
    expect(gate.snapshot().remaining).toBe(1);
  });

  it('ignores answers without RateLimit headers (401, or the counter briefly unavailable)', async () => {
    const c = clock();
    const gate = new RateGate({ now: c.now, sleep: c.sleep });
    (await gate.acquire())(new Headers());
    expect(gate.snapshot().remaining).toBeUndefined();
  });
});

describe('ClinicApiError across module copies', () => {
  it('is recognised by instanceof even when thrown by another copy of the class (Next bundles layers apart)', () => {
    // Build a look-alike from a fresh class body with the same brand, as a second bundle would.
    const foreign = Object.assign(new Error('x'), { [Symbol.for('clinic-site.ClinicApiError')]: true, status: 404 });
    expect(foreign instanceof ClinicApiError).toBe(true);
    expect(new Error('plain') instanceof ClinicApiError).toBe(false);
  });
});

describe('waits after server errors', () => {
  it('a 5xx without Retry-After is retried after a short backoff, not after the rate window reset', async () => {
    vi.useFakeTimers();
    try {
      const { transport } = scripted([
        {
          status: 503,
          body: { error: 'Niedostępny' },
          headers: { 'ratelimit-remaining': '50', 'ratelimit-reset': '58' },
        },
        { status: 200, body: { ok: true } },
      ]);
      const c = new ClinicClient({ baseUrl: 'https://api.example/api/v1', apiKey: 'k', transport });
      const p = c.request('/site', { schema: Ok });
      await vi.advanceTimersByTimeAsync(1_500);
      await expect(p).resolves.toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
