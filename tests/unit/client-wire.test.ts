import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ClinicClient, DEFAULT_MAX_BODY_BYTES, type Transport, type TransportInit } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { MAX_WAIT_SEC, RateGate } from '@/lib/clinic-api/pacing';
import { readRetry, retryDelayMs } from '@/lib/clinic-api/retry';

/**
 * The client against what the wire can bring besides the API's answers (docs/reliability.md): what `fetch` is handed,
 * bodies over the size cap, cut, dripping or endless, a proxy's error pages, and waits asked for a day.
 */

const KEY = 'sk_live_wire_secret_key_123';
const BASE = 'https://api.example/api/v1';
const Ok = z.object({ ok: z.boolean() });
const client = (transport: Transport, extra: Partial<ConstructorParameters<typeof ClinicClient>[0]> = {}) =>
  new ClinicClient({ baseUrl: BASE, apiKey: KEY, transport, readRetries: 0, ...extra });

/** A body of `chunks` chunks of `size` bytes, counting how many bytes the reader pulled. */
function counted(chunkSize: number, chunks = Number.POSITIVE_INFINITY) {
  let pulled = 0;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= chunks) return controller.close();
        sent++;
        pulled += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, pulled: () => pulled };
}

/** Every way an error could show the key: its text, its inspection (cause included), its JSON. */
const shows = (err: unknown) => `${String(err)}\n${inspect(err, { depth: 8 })}\n${JSON.stringify(err)}`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('what fetch is handed', () => {
  it('an address string and options, never a Request (Next logs its first argument with the key header)', async () => {
    const calls: unknown[][] = [];
    const transport: Transport = async (...args) => {
      calls.push(args);
      return Response.json({ ok: true });
    };
    await client(transport).request('/site', { schema: Ok, revalidate: 60, tags: ['content'] });
    await client(transport).request('/leads', { method: 'POST', body: { a: 1 }, schema: Ok });
    for (const [input, init] of calls) {
      expect(typeof input).toBe('string');
      expect(input).not.toContain(KEY);
      expect(init).not.toBeInstanceOf(Request);
      expect((init as TransportInit).headers).toMatchObject({ authorization: `Bearer ${KEY}` });
    }
    expect(calls[0]![0]).toBe(`${BASE}/site`);
    expect((calls[0]![1] as TransportInit).next).toEqual({ revalidate: 60, tags: ['content'] });
    expect((calls[1]![1] as TransportInit).cache).toBe('no-store');
  });
});

describe('the default transport', () => {
  it("is the platform's fetch, handed the address and the options", async () => {
    const fetched = vi.fn(async (_url: string, _init: TransportInit) => Response.json({ ok: true }));
    vi.stubGlobal('fetch', fetched);
    try {
      const c = new ClinicClient({ baseUrl: BASE, apiKey: KEY });
      await expect(c.request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
      expect(fetched).toHaveBeenCalledTimes(1);
      expect(fetched.mock.calls[0]![0]).toBe(`${BASE}/site`);
      expect(fetched.mock.calls[0]![1]).toMatchObject({ method: 'GET', cache: 'no-store' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('size cap', () => {
  const exactly = (n: number) => `{"ok":true,"pad":"${' '.repeat(n - 20)}"}`;

  it('reads an answer of exactly the cap, and fails one byte over it as invalid_response', async () => {
    expect(exactly(100)).toHaveLength(100);
    const at = client(async () => new Response(exactly(100)), { maxBodyBytes: 100 });
    await expect(at.request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
    const over = client(async () => new Response(exactly(101)), { maxBodyBytes: 100 });
    const err = await over.request('/site', { schema: Ok }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'invalid_response', isTransient: false });
    expect((err as Error).message).toContain('over 100 bytes');
  });

  it('the default cap is 2 MB', async () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(2 * 1024 * 1024);
    const c = client(async () => new Response(exactly(DEFAULT_MAX_BODY_BYTES + 1)));
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ code: 'invalid_response' });
    const fits = client(async () => new Response(exactly(DEFAULT_MAX_BODY_BYTES)));
    await expect(fits.request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
  });

  it('a Content-Length over the cap is refused before a byte is read', async () => {
    const { body, pulled } = counted(10, 3);
    let signal: AbortSignal | undefined;
    const c = client(
      async (_url, init) => {
        signal = init.signal ?? undefined;
        return new Response(body, { headers: { 'content-length': '101' } });
      },
      { maxBodyBytes: 100 },
    );
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(pulled()).toBe(0);
    // The connection is let go, and with it Next's own copy of the body for its data cache.
    expect(signal?.aborted).toBe(true);
  });

  it('an endless body is read no further than the chunk that crosses the cap, and its connection is dropped', async () => {
    const { body, pulled } = counted(64 * 1024);
    let signal: AbortSignal | undefined;
    const c = client(async (_url, init) => {
      signal = init.signal ?? undefined;
      return new Response(body, { headers: { 'content-type': 'application/json' } });
    });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(pulled()).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES + 64 * 1024);
    expect(signal?.aborted).toBe(true);
  });

  it('an error answer is bounded too', async () => {
    const { body, pulled } = counted(1024);
    const c = client(async () => new Response(body, { status: 502, headers: { 'content-type': 'text/html' } }), {
      maxBodyBytes: 4096,
    });
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ code: 'invalid_response' });
    expect(pulled()).toBeLessThanOrEqual(5 * 1024);
  });
});

describe('deadline on the body', () => {
  it('a body dripping a byte at a time ends at the attempt timeout as status 0 timeout', async () => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const drip = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":'));
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 20);
      },
      cancel() {
        clearInterval(timer);
      },
    });
    const c = client(async () => new Response(drip, { headers: { 'content-type': 'application/json' } }), {
      timeoutMs: 200,
    });
    const started = Date.now();
    const err = await c.request('/site', { schema: Ok }).catch((e: unknown) => e);
    clearInterval(timer);
    expect(err).toMatchObject({ status: 0, code: 'timeout', isTransient: true });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a body cut mid-way is no answer (status 0, transient), never a parse of half a body', async () => {
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"ok":tr'));
        controller.error(new TypeError('terminated'));
      },
    });
    const c = client(async () => new Response(cut, { headers: { 'content-type': 'application/json' } }));
    const err = await c.request('/site', { schema: Ok }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 0, code: 'network_error', isTransient: true, outcomeUnknown: true });
    expect(shows(err)).not.toContain(KEY);
  });
});

describe('whose 404', () => {
  const nginx404 = () =>
    new Response('<html><head><title>404 Not Found</title></head><body><center>nginx</center></body></html>', {
      status: 404,
      headers: { 'content-type': 'text/html' },
    });

  it("the API's JSON 404 is not found", async () => {
    const c = client(async () => Response.json({ error: 'Nie znaleziono' }, { status: 404 }));
    await expect(c.request('/posts/x', { schema: Ok })).rejects.toMatchObject({
      status: 404,
      isNotFound: true,
      isTransient: false,
    });
  });

  it("a proxy's HTML 404 is a passing failure like a 502, its real status kept for the log", async () => {
    const err = await client(async () => nginx404())
      .request('/posts/x', { schema: Ok })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 502, code: 'proxy_error', received: { status: 404 }, isNotFound: false });
    expect((err as ClinicApiError).isTransient).toBe(true);
    expect(shows(err)).not.toContain('nginx');
  });

  it('a 404 that is JSON-like text, or JSON of another shape, is not the API saying not found', async () => {
    const answers = [
      () => new Response('{"error":"Nie znaleziono"}', { status: 404, headers: { 'content-type': 'text/plain' } }),
      () => Response.json({ message: 'Not Found' }, { status: 404 }),
    ];
    for (const answer of answers) {
      const err = await client(async () => answer())
        .request('/site', { schema: Ok })
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ status: 502, code: 'proxy_error', received: { status: 404 }, isNotFound: false });
    }
  });

  it('a read retries past a proxy 404 page and gets the page', async () => {
    vi.useFakeTimers();
    let n = 0;
    const c = client(async () => (n++ === 0 ? nginx404() : Response.json({ ok: true })), { readRetries: 1 });
    const p = c.request('/site', { schema: Ok });
    await vi.advanceTimersByTimeAsync(1_500);
    await expect(p).resolves.toEqual({ ok: true });
  });

  it('a proxy page with any 4xx is a 502, a 5xx keeps its status; a 429 stays a 429', async () => {
    for (const [status, expected] of [
      [401, 502],
      [403, 502],
      [503, 503],
      [504, 504],
      [429, 429],
    ] as const) {
      const err = (await client(async () => new Response('<html>nope</html>', { status }))
        .request('/leads', { method: 'POST', body: {}, schema: Ok })
        .catch((e: unknown) => e)) as ClinicApiError;
      expect(err.status).toBe(expected);
      expect(err.isTransient).toBe(true);
      expect(err.code).toBe(status === 429 ? undefined : 'proxy_error');
    }
  });
});

describe('waits that end', () => {
  it("a CDN's 429 page asking for a day holds the gate at most the window and its margin, then one request probes", async () => {
    let now = 1_000_000;
    const gate = new RateGate({ now: () => now, sleep: () => new Promise((r) => setTimeout(r, 5)) });
    const c = client(
      async () =>
        new Response('<html>Too many requests</html>', {
          status: 429,
          headers: { 'retry-after': '86400', 'content-type': 'text/html' },
        }),
      { gate },
    );
    const err = await c.request('/site', { schema: Ok }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: undefined });
    const held = gate.holdMs();
    expect(held).toBeGreaterThan(60_000);
    expect(held).toBeLessThanOrEqual(MAX_WAIT_SEC * 1000);
    now += MAX_WAIT_SEC * 1000;
    expect(gate.holdMs()).toBe(0);
    // The window is unknown again: the first request goes alone, the next waits for its answer.
    const release = await gate.acquire();
    let second = false;
    const waiting = gate.acquire().then(() => (second = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(second).toBe(false);
    release(new Headers({ 'ratelimit-remaining': '100', 'ratelimit-reset': '30' }));
    await waiting;
    expect(second).toBe(true);
  });

  it('a RateLimit-Reset of a day is kept no longer than the cap', () => {
    let now = 0;
    const gate = new RateGate({ now: () => now });
    gate.observe(new Headers({ 'ratelimit-remaining': '0', 'ratelimit-reset': '86400' }));
    expect(gate.holdMs()).toBe(MAX_WAIT_SEC * 1000);
    now = MAX_WAIT_SEC * 1000;
    expect(gate.holdMs()).toBe(0);
  });

  it('blockFor holds what it is told up to the cap', () => {
    const now = 0;
    const gate = new RateGate({ now: () => now });
    gate.blockFor(10);
    expect(gate.holdMs()).toBe(10_000);
    gate.blockFor(86_400);
    expect(gate.holdMs()).toBe(MAX_WAIT_SEC * 1000);
  });

  it('no retry waits past the cap, whatever its policy allows', () => {
    const generous = readRetry(2, 86_400_000);
    const asked = (s: number) => new ClinicApiError({ status: 503, retryAfter: s });
    expect(retryDelayMs(generous, asked(MAX_WAIT_SEC), 0)).toBe(MAX_WAIT_SEC * 1000);
    expect(retryDelayMs(generous, asked(MAX_WAIT_SEC + 1), 0)).toBeNull();
    expect(retryDelayMs(generous, asked(86_400), 0)).toBeNull();
  });
});

describe('the key in no error', () => {
  it('no error of any fault names the key, in its text, its fields or its cause', async () => {
    const faults: (() => Response | Promise<Response>)[] = [
      () => {
        throw new TypeError('fetch failed', { cause: new Error('other side closed') });
      },
      () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
      () => new Response('<html>404</html>', { status: 404 }),
      () => new Response('x'.repeat(200), { status: 200 }),
      () => Response.json({ wrong: 'shape' }),
      () => new Response('<html>slow down</html>', { status: 429, headers: { 'retry-after': '86400' } }),
    ];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const fault of faults) {
      const err = await client(async () => fault(), { maxBodyBytes: 100, gate: new RateGate({ maxHoldMs: 0 }) })
        .request('/site', { schema: Ok })
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ClinicApiError);
      expect(shows(err)).not.toContain(KEY);
      expect(shows(err)).not.toMatch(/authorization/i);
    }
    expect(JSON.stringify([logged.mock.calls, warned.mock.calls])).not.toContain(KEY);
  });
});

describe('bodies read whole', () => {
  it('joins a body sent in many chunks, a character split between two of them included', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ok: true, name: 'Łódź, ul. Żółta' }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // Three bytes at a time: every two-byte Polish letter is cut somewhere.
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    const Named = z.object({ ok: z.boolean(), name: z.string() });
    await expect(client(async () => new Response(body)).request('/site', { schema: Named })).resolves.toEqual({
      ok: true,
      name: 'Łódź, ul. Żółta',
    });
  });

  it('a whole answer leaves its connection be (Next keeps its copy for the data cache)', async () => {
    let signal: AbortSignal | undefined;
    const c = client(async (_url, init) => {
      signal = init.signal ?? undefined;
      return Response.json({ ok: true });
    });
    await expect(c.request('/site', { schema: Ok, revalidate: 60 })).resolves.toEqual({ ok: true });
    expect(signal?.aborted).toBe(false);
  });

  it('a Content-Length over the cap on an answer without a body is refused all the same', async () => {
    const c = client(async () => new Response(null, { headers: { 'content-length': '101' } }), { maxBodyBytes: 100 });
    // raw() parses nothing: only the declared length refuses it.
    await expect(c.raw('/site')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('a declared Content-Length of exactly the cap is read', async () => {
    const text = `{"ok":true,"pad":"${' '.repeat(80)}"}`;
    const c = client(async () => new Response(text, { headers: { 'content-length': String(text.length) } }), {
      maxBodyBytes: text.length,
    });
    await expect(c.request('/site', { schema: Ok })).resolves.toEqual({ ok: true });
  });

  it('an answer with no body at all is an empty text, not a failure to reach the API', async () => {
    const res = await client(
      async () => new Response(null, { status: 201, statusText: 'Created', headers: { location: '/api/v1/media/m1' } }),
    ).raw('/media', { method: 'POST' });
    // raw() hands back the answer as it came: its status, status text and headers.
    expect(res).toMatchObject({ status: 201, statusText: 'Created' });
    expect(res.headers.get('location')).toBe('/api/v1/media/m1');
    expect(await res.text()).toBe('');
  });

  it('an answer whose headers came after the deadline ends as a timeout, though its body never would', async () => {
    const endless = new ReadableStream<Uint8Array>({ pull: () => new Promise(() => {}) });
    const c = client(
      // A transport that does not heed the signal: its answer arrives after the attempt's deadline.
      () => new Promise<Response>((r) => setTimeout(() => r(new Response(endless)), 60)),
      { timeoutMs: 20 },
    );
    await expect(c.request('/site', { schema: Ok })).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe("a proxy's page in front of a server error", () => {
  it("keeps a 5xx page's Retry-After (the server is down for that long), never a 4xx page's", async () => {
    const err500 = await client(
      async () => new Response('<html>x</html>', { status: 500, headers: { 'retry-after': '3' } }),
    )
      .request('/site', { schema: Ok })
      .catch((e: unknown) => e);
    expect(err500).toMatchObject({ status: 500, code: 'proxy_error', retryAfter: 3 });
    // The log line says what answered.
    expect((err500 as Error).message).toContain('500');
    const page = (status: number) => async () =>
      new Response('<html>maintenance</html>', {
        status,
        headers: { 'content-type': 'text/html', 'retry-after': '7' },
      });
    await expect(client(page(503)).request('/site', { schema: Ok })).rejects.toMatchObject({
      status: 503,
      code: 'proxy_error',
      retryAfter: 7,
    });
    const err = (await client(page(403))
      .request('/site', { schema: Ok })
      .catch((e: unknown) => e)) as ClinicApiError;
    expect(err).toMatchObject({ status: 502, code: 'proxy_error' });
    expect(err.retryAfter).toBeUndefined();
  });
});
