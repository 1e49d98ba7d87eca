import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundEveryFetch } from '@/lib/server/dispatcher';
import { fetchBounds } from '@/lib/server/start-up';

/**
 * The global dispatcher set at start bounds fetches made without any signal, as Next's background refresh of a stale
 * data-cache entry makes them: headers and pauses in the body on every fetch, and total time and size for the API's
 * origin only. Through Node's own global fetch on this machine.
 */

const SLOT = Symbol.for('undici.globalDispatcher.1');
const MARK = Symbol.for('clinic-site.boundedDispatcher');
const slots = globalThis as unknown as Record<symbol, unknown>;
let saved: unknown;

function serve(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/hang') return;
    if (req.url === '/ok') return void res.end(JSON.stringify({ ok: true }));
    if (req.url === '/big') return void res.end('x'.repeat(1000));
    if (req.url === '/chunked') {
      res.write('x'.repeat(60));
      return void setTimeout(() => res.end('x'.repeat(60)), 20);
    }
    // /drip: a byte every 100 ms, 15 bytes (1.5 s), each pause far under the body timeout.
    res.writeHead(200, { 'content-length': '15' });
    let n = 0;
    const t = setInterval(() => {
      if (res.destroyed || ++n > 15) return void (clearInterval(t), res.end());
      res.write('a');
    }, 100);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let api: { server: Server; origin: string };
let other: { server: Server; origin: string };

beforeAll(async () => {
  await fetch('data:,');
  saved = slots[SLOT];
  api = await serve();
  other = await serve();
  const installed = await boundEveryFetch({
    headersTimeoutMs: 500,
    bodyTimeoutMs: 500,
    apiOrigin: `${api.origin}/api/v1`,
    apiTotalMs: 800,
    apiMaxBodyBytes: 100,
  });
  expect(installed).toBe(true);
});
afterAll(() => {
  slots[SLOT] = saved;
  delete slots[MARK];
  for (const s of [api.server, other.server]) {
    s.closeAllConnections();
    s.close();
  }
});

const outcome = async (url: string) => {
  const started = Date.now();
  try {
    const text = await (await fetch(url)).text();
    return { ok: true, length: text.length, ms: Date.now() - started };
  } catch {
    return { ok: false, length: 0, ms: Date.now() - started };
  }
};

describe('the dispatcher set at start', () => {
  it('is the one the global fetch uses, and a second start keeps it', async () => {
    const installed = slots[SLOT];
    expect(installed).not.toBe(saved);
    expect(await boundEveryFetch(fetchBounds({}))).toBe(true);
    expect(slots[SLOT]).toBe(installed);
  });

  it('ends a fetch whose answer never comes, without any signal', async () => {
    const r = await outcome(`${other.origin}/hang`);
    expect(r.ok).toBe(false);
    expect(r.ms).toBeLessThan(3_000);
  });

  it("ends the API's dripping answer at its total time; another host's slow body is not cut", async () => {
    const dripApi = await outcome(`${api.origin}/drip`);
    expect(dripApi.ok).toBe(false);
    expect(dripApi.ms).toBeLessThan(1_400);
    expect(await outcome(`${other.origin}/drip`)).toMatchObject({ ok: true, length: 15 });
  });

  it('fails an API answer over the cap, whole or in pieces, never passing it on short; others are not capped', async () => {
    expect(await outcome(`${api.origin}/big`)).toMatchObject({ ok: false });
    expect(await outcome(`${api.origin}/chunked`)).toMatchObject({ ok: false });
    expect(await outcome(`${api.origin}/ok`)).toMatchObject({ ok: true, length: 11 });
    expect(await outcome(`${other.origin}/big`)).toMatchObject({ ok: true, length: 1000 });
  });
});

describe('the bounds read from the environment', () => {
  it("bound the configured API's origin with the client's cap", () => {
    expect(
      fetchBounds({
        CLINIC_API_URL: 'https://clinic.example/api/v1',
        CLINIC_API_KEY: 'k',
        CLINIC_API_MAX_BODY_BYTES: '100000',
      }),
    ).toMatchObject({ apiOrigin: 'https://clinic.example/api/v1', apiMaxBodyBytes: 100_000, headersTimeoutMs: 15_000 });
    expect(fetchBounds({})).toMatchObject({ apiOrigin: null, apiMaxBodyBytes: 2 * 1024 * 1024 });
  });
});
