import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClinicClient, retryAfterSeconds, type Transport } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { RateGate } from '@/lib/clinic-api/pacing';

/**
 * The client against the API description: the key header on every call, patient data never cached, reads retried
 * after 429 / 5xx / no answer (writes only when told), waits from Retry-After or RateLimit-Reset, and the error
 * fields callers branch on (status and `code`, never the text).
 */

type Answer = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> } | Error;
function scripted(answers: Answer[]) {
  const seen: { request: Request; init: unknown }[] = [];
  const transport = vi.fn<Transport>(async (url, init) => {
    // The caching rule the client gave Next, apart from fetch's own options.
    seen.push({ request: new Request(url, init), init: init.next ? { next: init.next } : { cache: init.cache } });
    const a = answers.shift();
    if (!a) throw new Error('no more answers');
    if (a instanceof Error) throw a;
    if (a.body !== undefined) return Response.json(a.body, { status: a.status, headers: a.headers });
    return new Response(a.raw ?? null, { status: a.status, headers: a.headers });
  });
  return { transport, seen };
}
const Ok = z.object({ ok: z.boolean() });
const BASE = 'https://api.example/api/v1';
const client = (transport: Transport, extra: Partial<ConstructorParameters<typeof ClinicClient>[0]> = {}) =>
  new ClinicClient({ baseUrl: BASE, apiKey: 'sk_live_test', transport, ...extra });

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('drops trailing slashes of the base address and writes every given query value', async () => {
    const { transport, seen } = scripted([{ status: 200, body: { ok: true } }]);
    const c = new ClinicClient({ baseUrl: `${BASE}///`, apiKey: 'k', transport });
    expect(c.baseUrl).toBe(BASE);
    await c.request('/conversations', {
      schema: Ok,
      query: { limit: 50, status: 'open', unread: false, cursor: null, channel: undefined },
    });
    const url = new URL(seen[0]!.request.url);
    expect(url.pathname).toBe('/api/v1/conversations');
    expect([...url.searchParams]).toEqual([
      ['limit', '50'],
      ['status', 'open'],
      ['unread', 'false'],
    ]);
  });

  it('asks for JSON with the Bearer key, and a GET carries no body', async () => {
    const { transport, seen } = scripted([{ status: 200, body: { ok: true } }]);
    await client(transport).request('/site', { schema: Ok });
    const req = seen[0]!.request;
    expect(req.method).toBe('GET');
    expect(req.headers.get('authorization')).toBe('Bearer sk_live_test');
    expect(req.headers.get('accept')).toBe('application/json');
    expect(req.headers.get('content-type')).toBeNull();
    expect(req.body).toBeNull();
  });

  it('sends a string body as it is and a FormData body as multipart (media upload), never as JSON', async () => {
    const { transport, seen } = scripted([
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
    ]);
    const c = client(transport);
    await c.request('/leads', { method: 'POST', body: '{"name":"Anna"}', schema: Ok });
    expect(await seen[0]!.request.text()).toBe('{"name":"Anna"}');
    expect(seen[0]!.request.headers.get('content-type')).not.toBe('application/json');
    const form = new FormData();
    form.set('alt', 'Gabinet');
    await c.request('/media', { method: 'POST', body: form, schema: Ok });
    expect(seen[1]!.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await seen[1]!.request.formData()).get('alt')).toBe('Gabinet');
  });

  it('content reads may be cached for their revalidate time with their tags; everything else is no-store', async () => {
    const { transport, seen } = scripted([
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
      { status: 200, body: { ok: true } },
    ]);
    const c = client(transport);
    await c.request('/pages', { schema: Ok, revalidate: 60, tags: ['content'] });
    expect(seen[0]!.init).toEqual({ next: { revalidate: 60, tags: ['content'] } });
    await c.request('/booking/slots', { schema: Ok });
    expect(seen[1]!.init).toEqual({ cache: 'no-store' });
    // A write is never cached, whatever the caller asks.
    await c.request('/leads', { method: 'POST', body: {}, schema: Ok, revalidate: 60 });
    expect(seen[2]!.init).toEqual({ cache: 'no-store' });
  });

  it('raw() answers the checked Response and throws the same errors', async () => {
    const { transport, seen } = scripted([
      { status: 200, raw: 'plain text' },
      { status: 404, body: { error: 'Nie znaleziono' } },
    ]);
    const c = client(transport);
    const res = await c.raw('/media', { query: { cursor: 'c1' }, revalidate: 60 });
    // A read by default, so it may be cached like any content read.
    expect(seen[0]!.init).toEqual({ next: { revalidate: 60 } });
    expect(await res.text()).toBe('plain text');
    expect(seen[0]!.request.url).toBe(`${BASE}/media?cursor=c1`);
    await expect(c.raw('/posts/x')).rejects.toMatchObject({ status: 404, isNotFound: true });
    expect(seen[1]!.request.method).toBe('GET');
  });
});

describe('answers', () => {
  it("an error body gives the message and code; a body not in the API's error format is a proxy_error", async () => {
    const { transport } = scripted([
      { status: 400, body: { error: 'Podaj numer telefonu', code: 'missing_contact' } },
      { status: 500, raw: '<html>Internal error</html>' },
      { status: 409, body: { code: 'slot_taken' } },
    ]);
    const c = client(transport, { readRetries: 0 });
    const e1 = await c.request('/leads', { method: 'POST', body: {}, schema: Ok }).catch((e: unknown) => e);
    expect(e1).toMatchObject({ status: 400, code: 'missing_contact', message: 'Podaj numer telefonu' });
    const e2 = await c.request('/site', { schema: Ok }).catch((e: unknown) => e);
    expect(e2).toBeInstanceOf(ClinicApiError);
    expect(e2).toMatchObject({ status: 500, code: 'proxy_error', received: { status: 500 }, body: undefined });
    // An error body without the required `error` text is not the API's: neither its code nor its status is trusted.
    const e3 = await c
      .request('/booking/appointments', { method: 'POST', body: {}, schema: Ok })
      .catch((e: unknown) => e);
    expect(e3).toMatchObject({ status: 502, code: 'proxy_error', received: { status: 409 }, body: undefined });
  });

  it('a 200 that is not JSON, or not the expected shape, is a 502 invalid_response naming the path and the field', async () => {
    const { transport } = scripted([
      { status: 200, raw: '<html>' },
      { status: 200, body: { ok: 'yes' } },
    ]);
    const c = client(transport);
    const e1 = (await c.request('/site', { schema: Ok }).catch((e: unknown) => e)) as ClinicApiError;
    expect(e1).toMatchObject({ status: 502, code: 'invalid_response' });
    expect(e1.message).toContain('/site');
    expect(e1.message).toMatch(/non-JSON/);
    const e2 = (await c.request('/pages', { schema: Ok }).catch((e: unknown) => e)) as ClinicApiError;
    expect(e2).toMatchObject({ status: 502, code: 'invalid_response' });
    expect(e2.message).toContain('/pages');
    expect(e2.message).toMatch(/ok: /);
    // A malformed answer is not retried: the same request would get the same answer.
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('an unreachable API is status 0 network_error; a timeout error from the transport is status 0 timeout', async () => {
    const timeout = new DOMException('The operation timed out', 'TimeoutError');
    const abort = new DOMException('aborted', 'AbortError');
    const { transport } = scripted([new TypeError('fetch failed'), timeout, abort]);
    const c = client(transport, { readRetries: 0 });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 0, code: 'timeout' });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('retries', () => {
  it('a read is retried twice by default after 5xx with Retry-After, then the last error is thrown', async () => {
    const e = { status: 503, body: { error: 'Niedostępny' }, headers: { 'retry-after': '0' } };
    const { transport } = scripted([e, e, e, { status: 200, body: { ok: true } }]);
    await expect(client(transport).request('/site', { schema: Ok })).rejects.toMatchObject({ status: 503 });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('a read succeeds on the last allowed retry', async () => {
    const e = { status: 502, body: { error: 'Błąd' }, headers: { 'retry-after': '0' } };
    const { transport } = scripted([e, e, { status: 200, body: { ok: true } }]);
    await expect(client(transport).request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('a final 4xx is not retried', async () => {
    const { transport } = scripted([
      { status: 400, body: { error: 'Zły parametr', code: 'invalid_query' } },
      { status: 200, body: { ok: true } },
    ]);
    await expect(client(transport).request('/conversations', { schema: Ok })).rejects.toMatchObject({
      code: 'invalid_query',
    });
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('a write is retried only as often as its retry policy allows', async () => {
    const e = { status: 503, body: { error: 'Niedostępny' }, headers: { 'retry-after': '0' } };
    const { transport } = scripted([e, e, { status: 200, body: { ok: true } }]);
    const c = client(transport);
    await expect(
      c.request('/booking/appointments', {
        method: 'POST',
        body: {},
        schema: Ok,
        retry: { retries: 1, on: 'transient', backoffMs: () => 0 },
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(transport).toHaveBeenCalledTimes(2);
  });

  it('without Retry-After a read backs off 1 s, then 2 s, then at most 4 s', async () => {
    vi.useFakeTimers();
    const e = { status: 500, body: { error: 'Błąd' } };
    const { transport } = scripted([e, e, e, { status: 200, body: { ok: true } }]);
    const p = client(transport, { readRetries: 3 }).request('/site', { schema: Ok });
    const callsAt = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return transport.mock.calls.length;
    };
    expect(await callsAt(0)).toBe(1);
    expect(await callsAt(999)).toBe(1);
    expect(await callsAt(1)).toBe(2); // t = 1 s
    expect(await callsAt(1_999)).toBe(2);
    expect(await callsAt(1)).toBe(3); // t = 3 s
    expect(await callsAt(3_999)).toBe(3);
    expect(await callsAt(1)).toBe(4); // t = 7 s: the third wait is capped at 4 s, not 8
    await expect(p).resolves.toEqual({ ok: true });
  });

  it('waits as long as Retry-After says up to the bound, and gives up beyond it', async () => {
    vi.useFakeTimers();
    const limited = (s: string) => ({ status: 429, body: { error: 'Za dużo' }, headers: { 'retry-after': s } });
    const { transport } = scripted([limited('3'), { status: 200, body: { ok: true } }, limited('4')]);
    const c = client(transport, { maxRetryAfterSec: 3, gate: new RateGate({ maxHoldMs: 0 }) });
    const p = c.request('/site', { schema: Ok });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(p).resolves.toEqual({ ok: true });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429, retryAfter: 4 });
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it('the default bound is 65 s: a Retry-After of 66 s is not waited for', async () => {
    const { transport } = scripted([{ status: 503, body: { error: 'Przerwa' }, headers: { 'retry-after': '66' } }]);
    await expect(client(transport).request('/site', { schema: Ok })).rejects.toMatchObject({
      status: 503,
      retryAfter: 66,
    });
    expect(transport).toHaveBeenCalledTimes(1);
  });
});

describe('waits the API asks for', () => {
  it('a 500 is a server error too: its Retry-After is read', async () => {
    const { transport } = scripted([{ status: 500, body: { error: 'x' }, headers: { 'retry-after': '70' } }]);
    await expect(client(transport).request('/site', { schema: Ok })).rejects.toMatchObject({
      status: 500,
      retryAfter: 70,
    });
  });

  it('a malformed answer names at most three problems, each with its path', async () => {
    const Four = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });
    const { transport } = scripted([{ status: 200, body: {} }]);
    const err = (await client(transport)
      .request('/x', { schema: Four })
      .catch((e: unknown) => e)) as ClinicApiError;
    expect(err.message).toMatch(
      /^Clinic API answer for \/x does not match the expected shape: a: .+; b: .+; c: [^;]+$/,
    );
  });

  it('the window’s 429 takes the earlier of Retry-After and RateLimit-Reset (the clock minute ends then); a 5xx only Retry-After; other errors none', async () => {
    const { transport } = scripted([
      { status: 429, body: { error: 'x' }, headers: { 'retry-after': '60', 'ratelimit-reset': '12' } },
      { status: 429, body: { error: 'x' }, headers: { 'ratelimit-reset': '12' } },
      { status: 503, body: { error: 'x' }, headers: { 'retry-after': '30', 'ratelimit-reset': '12' } },
      { status: 500, body: { error: 'x' }, headers: { 'ratelimit-reset': '12' } },
      { status: 400, body: { error: 'x' }, headers: { 'retry-after': '30', 'ratelimit-reset': '12' } },
    ]);
    const c = client(transport, { readRetries: 0, gate: new RateGate({ maxHoldMs: 0 }) });
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 5; i++)
      waits.push(((await c.request('/site', { schema: Ok }).catch((e: unknown) => e)) as ClinicApiError).retryAfter);
    expect(waits).toEqual([12, 12, 30, undefined, undefined]);
  });

  it('a 429 at :55 holds the site until the window ends (5 s), not 60 s into the next window', async () => {
    let now = 1_000_000;
    const gate = new RateGate({ now: () => now });
    const { transport } = scripted([
      {
        status: 429,
        body: { error: 'Za dużo zapytań' },
        headers: { 'retry-after': '60', 'ratelimit-limit': '120', 'ratelimit-remaining': '0', 'ratelimit-reset': '5' },
      },
      // One endpoint's own limit keeps its Retry-After (an hour): that is not the window.
      {
        status: 429,
        body: { error: 'Za dużo uwag', code: 'feedback_rate_limited' },
        headers: { 'retry-after': '3600', 'ratelimit-reset': '5' },
      },
    ]);
    const c = client(transport, { readRetries: 0, gate });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429, retryAfter: 5 });
    expect(gate.holdMs(0)).toBeLessThanOrEqual(5_000);
    now += 6_000;
    expect(gate.holdMs(0)).toBe(0);
    await expect(c.request('/feedback', { method: 'POST', body: {}, schema: Ok })).rejects.toMatchObject({
      retryAfter: 3600,
    });
  });

  it('the window’s 429 (no code) holds every later request; a 429 with a code (one endpoint’s own limit) does not', async () => {
    let now = 1_000_000;
    const gate = new RateGate({ now: () => now });
    const { transport } = scripted([
      {
        status: 429,
        body: { error: 'Za dużo uwag', code: 'feedback_rate_limited' },
        headers: { 'retry-after': '3600' },
      },
      { status: 429, body: { error: 'Za dużo zapytań' }, headers: { 'retry-after': '45' } },
      { status: 429, body: { error: 'Za dużo zapytań' } },
    ]);
    const c = client(transport, { readRetries: 0, gate });
    await expect(c.request('/feedback', { method: 'POST', body: {}, schema: Ok })).rejects.toMatchObject({
      code: 'feedback_rate_limited',
    });
    expect(gate.snapshot()).toMatchObject({ remaining: undefined, resetInMs: 0 });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429, code: undefined });
    expect(gate.snapshot()).toMatchObject({ remaining: 0, resetInMs: 45_000 });
    // Without any header the client assumes the API's own Retry-After of a minute.
    now += 45_000;
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429 });
    expect(gate.snapshot()).toMatchObject({ remaining: 0, resetInMs: 60_000 });
  });

  it('every request is released from the gate, answered or not', async () => {
    const gate = new RateGate();
    const { transport } = scripted([
      { status: 200, body: { ok: true } },
      new TypeError('fetch failed'),
      { status: 404, body: { error: 'x' } },
    ]);
    const c = client(transport, { readRetries: 0, gate });
    await c.request('/site', { schema: Ok });
    await c.request('/site', { schema: Ok }).catch(() => undefined);
    await c.request('/site', { schema: Ok }).catch(() => undefined);
    expect(gate.snapshot().inFlight).toBe(0);
  });

  it('the gate learns the window from every answer, errors included', async () => {
    const gate = new RateGate({ now: () => 5_000 });
    const { transport } = scripted([
      { status: 404, body: { error: 'x' }, headers: { 'ratelimit-remaining': '17', 'ratelimit-reset': '30' } },
    ]);
    await client(transport, { gate })
      .request('/posts/x', { schema: Ok })
      .catch(() => undefined);
    expect(gate.snapshot()).toMatchObject({ remaining: 17, resetInMs: 30_000 });
  });
});

describe('retryAfterSeconds', () => {
  it('never answers a negative wait, and reads a past HTTP date as now', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': '-5' }))).toBe(0);
    expect(retryAfterSeconds(new Headers({ 'retry-after': new Date(Date.now() - 60_000).toUTCString() }))).toBe(0);
  });

  it('rounds an HTTP date up to whole seconds', () => {
    const at = Date.now() + 10_500;
    const s = retryAfterSeconds(new Headers({ 'retry-after': new Date(at).toUTCString() }))!;
    // toUTCString drops the milliseconds, so the date is 10 or 11 s ahead; the answer is whole seconds.
    expect(Number.isInteger(s)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(9);
    expect(s).toBeLessThanOrEqual(11);
  });

  it('an unreadable Retry-After falls back to RateLimit-Reset; an unreadable reset is no answer', () => {
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon', 'ratelimit-reset': '8' }))).toBe(8);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterSeconds(new Headers({ 'ratelimit-reset': 'later' }))).toBeUndefined();
    expect(retryAfterSeconds(new Headers({ 'retry-after': '', 'ratelimit-reset': '3' }))).toBe(3);
  });
});

describe('what a failure names', () => {
  it('a malformed answer names the nested field by its whole path, and keeps what came for the log', async () => {
    const Nested = z.object({ page: z.object({ title: z.string() }) });
    const { transport } = scripted([
      { status: 200, body: { page: {} }, headers: { 'content-type': 'application/json; charset=utf-8' } },
    ]);
    const err = (await client(transport)
      .request('/pages/o-nas', { schema: Nested })
      .catch((e: unknown) => e)) as ClinicApiError;
    expect(err.message).toContain('page.title: ');
    expect(err.received).toEqual({ status: 200, contentType: 'application/json' });
  });

  it('an answer that is not JSON keeps what came for the log', async () => {
    const { transport } = scripted([{ status: 200, raw: '<html>', headers: { 'content-type': 'text/html' } }]);
    const err = (await client(transport)
      .request('/site', { schema: Ok })
      .catch((e: unknown) => e)) as ClinicApiError;
    expect(err.received).toEqual({ status: 200, contentType: 'text/html' });
  });

  it("the API's error body is read under any JSON media type, in any case", async () => {
    const { transport } = scripted([
      {
        status: 400,
        raw: '{"error":"Zły parametr","code":"invalid_query"}',
        headers: { 'content-type': 'Application/JSON' },
      },
      {
        status: 409,
        raw: '{"error":"Termin zajęty","code":"slot_taken"}',
        headers: { 'content-type': 'application/problem+json; charset=utf-8' },
      },
    ]);
    const c = client(transport, { readRetries: 0 });
    await expect(c.request('/conversations', { schema: Ok })).rejects.toMatchObject({ code: 'invalid_query' });
    await expect(c.request('/booking/appointments', { method: 'POST', body: {}, schema: Ok })).rejects.toMatchObject({
      status: 409,
      code: 'slot_taken',
    });
  });

  it('a JSON-ish media type that is not JSON (jsonp, a script) is not the API speaking', async () => {
    const { transport } = scripted([
      {
        status: 404,
        raw: '{"error":"Nie znaleziono"}',
        headers: { 'content-type': 'application/jsonp' },
      },
    ]);
    await expect(client(transport, { readRetries: 0 }).request('/posts/x', { schema: Ok })).rejects.toMatchObject({
      status: 502,
      code: 'proxy_error',
      received: { status: 404 },
    });
  });

  it('an error answer labelled JSON whose body is not JSON is not the API speaking', async () => {
    const { transport } = scripted([
      { status: 404, raw: '<html>Not Found</html>', headers: { 'content-type': 'application/json' } },
    ]);
    await expect(client(transport, { readRetries: 0 }).request('/posts/x', { schema: Ok })).rejects.toMatchObject({
      status: 502,
      code: 'proxy_error',
      received: { status: 404 },
    });
  });

  it("the window's 429 with a reset of 0 waits nothing; a negative reset is no reset", async () => {
    const limited = (reset: string) => ({
      status: 429,
      body: { error: 'Za dużo zapytań' },
      headers: { 'retry-after': '60', 'ratelimit-reset': reset },
    });
    const { transport } = scripted([limited('0'), limited('-5')]);
    const c = client(transport, { readRetries: 0, gate: new RateGate({ maxHoldMs: 0 }) });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429, retryAfter: 0 });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 429, retryAfter: 60 });
  });

  it('a 429 with a code and no Retry-After waits until RateLimit-Reset', async () => {
    const { transport } = scripted([
      {
        status: 429,
        body: { error: 'Za dużo uwag', code: 'feedback_rate_limited' },
        headers: { 'ratelimit-reset': '40' },
      },
    ]);
    await expect(
      client(transport).request('/feedback', { method: 'POST', body: {}, schema: Ok }),
    ).rejects.toMatchObject({ code: 'feedback_rate_limited', retryAfter: 40 });
  });
});
