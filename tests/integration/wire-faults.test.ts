import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemo } from '../support/demo-server';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { getContent, getPages } from '@/lib/clinic-api/content';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { RateGate } from '@/lib/clinic-api/pacing';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { readFault, type DemoFault } from '@/lib/demo-clinic/faults';

/**
 * The client against each fault the demo clinic plays (lib/demo-clinic/faults.ts), over HTTP through the real fetch
 * and in process: every call ends within its deadline with a bounded error, a huge or endless answer is not held in
 * memory past the cap, and no error or log line carries the key. docs/reliability.md lists what the site does.
 */

const TIMEOUT_MS = 1_500;
let demo: Awaited<ReturnType<typeof startDemo>>;

beforeAll(async () => {
  demo = await startDemo({ rateLimit: 100_000 });
});
afterAll(async () => {
  demo.server.closeAllConnections();
  await demo.close();
});
afterEach(() => {
  demo.instance.store.switches.fault = null;
  vi.restoreAllMocks();
});

const overHttp = () =>
  new ClinicClient({
    baseUrl: demo.baseUrl,
    apiKey: demo.key,
    readRetries: 0,
    timeoutMs: TIMEOUT_MS,
    gate: new RateGate({ maxHoldMs: 0 }),
  });

const shows = (err: unknown) => `${String(err)}\n${inspect(err, { depth: 8 })}\n${JSON.stringify(err)}`;

/** What each fault gives a read of GET /content, over HTTP. */
const expected: [DemoFault, Partial<ClinicApiError>][] = [
  [
    { kind: 'htmlError', status: 502 },
    { status: 502, code: 'proxy_error', isTransient: true },
  ],
  [
    { kind: 'htmlError', status: 404 },
    { status: 502, code: 'proxy_error', isNotFound: false, isTransient: true },
  ],
  [
    { kind: 'htmlError', status: 200 },
    { status: 502, code: 'invalid_response' },
  ],
  [{ kind: 'cutBody' }, { status: 0, code: 'network_error', isTransient: true }],
  [{ kind: 'truncated' }, { status: 502, code: 'invalid_response' }],
  [{ kind: 'wrongShape' }, { status: 502, code: 'invalid_response' }],
  [{ kind: 'drip' }, { status: 0, code: 'timeout', isTransient: true }],
  [{ kind: 'endless' }, { status: 502, code: 'invalid_response' }],
  [{ kind: 'huge' }, { status: 502, code: 'invalid_response' }],
  [{ kind: 'hang' }, { status: 0, code: 'timeout', isTransient: true }],
  [{ kind: 'reset' }, { status: 0, code: 'network_error', isTransient: true }],
  [{ kind: 'longRetryAfter' }, { status: 429, retryAfter: 86_400 }],
];

describe('each fault over HTTP, through the real fetch', () => {
  it.each(expected)('%o ends within the deadline as %o, naming no key', async (fault, shape) => {
    demo.instance.store.switches.fault = fault;
    const logged = vi.spyOn(console, 'error');
    const warned = vi.spyOn(console, 'warn');
    const started = Date.now();
    const err = await getContent(overHttp(), '/').catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_000);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject(shape);
    expect(shows(err)).not.toContain(demo.key);
    expect(JSON.stringify([logged.mock.calls, warned.mock.calls])).not.toContain(demo.key);
  });

  it('a fault on chosen paths leaves the others answering', async () => {
    demo.instance.store.switches.fault = { kind: 'reset', paths: ['/content'] };
    const client = overHttp();
    await expect(getContent(client, '/')).rejects.toMatchObject({ status: 0 });
    await expect(getPages(client)).resolves.not.toHaveLength(0);
  });

  it('a huge answer is not held: the read stops at the cap and memory stays level', async () => {
    demo.instance.store.switches.fault = { kind: 'huge' };
    const client = overHttp();
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    for (let i = 0; i < 5; i++)
      await expect(getContent(client, '/')).rejects.toMatchObject({ code: 'invalid_response' });
    clearInterval(watch);
    // Five 50 MB answers read whole would take 250 MB; capped, each holds 2 MB at most.
    expect(peak - before).toBeLessThan(40 * 1024 * 1024);
  });
});

describe('the same faults in process (the embedded demo)', () => {
  it.each(expected.filter(([f]) => f.kind !== 'hang'))('%o ends as %o', async (fault, shape) => {
    const instance = createDemoInstance({ mediaOrigin: 'http://demo.test', rateLimit: 100_000 });
    instance.store.switches.fault = fault;
    const client = new ClinicClient({
      baseUrl: 'http://demo.test/api/v1',
      apiKey: demo.key,
      readRetries: 0,
      timeoutMs: TIMEOUT_MS,
      gate: new RateGate({ maxHoldMs: 0 }),
      transport: requestTransport(instance.handler),
    });
    const err = await getContent(client, '/').catch((e: unknown) => e);
    expect(err).toMatchObject(shape);
    expect(shows(err)).not.toContain(demo.key);
  });

  it('a hang ends at the deadline', async () => {
    const instance = createDemoInstance({ mediaOrigin: 'http://demo.test' });
    instance.store.switches.fault = { kind: 'hang' };
    const client = new ClinicClient({
      baseUrl: 'http://demo.test/api/v1',
      apiKey: demo.key,
      readRetries: 0,
      timeoutMs: 300,
      transport: requestTransport(instance.handler),
    });
    await expect(getPages(client)).rejects.toMatchObject({ status: 0, code: 'timeout' });
  });
});

describe('the fault switch', () => {
  it('reads a known fault with its paths, null turns it off, anything else leaves it', () => {
    expect(readFault({ kind: 'htmlError', status: 404, paths: ['/content', 'x', 3] })).toEqual({
      kind: 'htmlError',
      status: 404,
      paths: ['/content'],
    });
    expect(readFault({ kind: 'htmlError', status: 418 })).toEqual({ kind: 'htmlError', status: 502 });
    expect(readFault(null)).toBeNull();
    expect(readFault({ kind: 'meteor' })).toBeUndefined();
    expect(readFault(undefined)).toBeUndefined();
  });

  it('is set and cleared through the control room', async () => {
    const post = (body: unknown) =>
      fetch(`${demo.origin}/__demo/switches`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
    expect((await post({ fault: { kind: 'drip', paths: ['/site'] } })).fault).toEqual({
      kind: 'drip',
      paths: ['/site'],
    });
    expect((await post({ fault: null })).fault).toBeNull();
  });
});
