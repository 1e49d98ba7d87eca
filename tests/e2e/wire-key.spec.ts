import { test, expect } from './support';
import { spawn, type ChildProcess } from 'node:child_process';
import { startDemoServer, type StandaloneDemo } from '../../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import type { DemoFault } from '../../lib/demo-clinic/faults';
import { bookingSetup } from '../../lib/demo-clinic/booking/setup';
import { freePort } from '../../scripts/lib/free-port';

/**
 * The key never reaches a log: the built site started against the demo over HTTP (a real API address, the key in a
 * header), the demo cutting answers mid-body and playing the other faults of the wire while pages, cached reads
 * (the booking page's, the free-slots route's) and made-up paths are asked for. Then the whole output of the server,
 * stdout and stderr, is searched for the key. Next logs `Failed to set fetch cache` with the fetch's first argument
 * when a cached read's body breaks: a Request there printed the Authorization header (docs/reliability.md).
 */
let api: StandaloneDemo;
let site: ChildProcess;
let PORT = 0;
let output = '';

const FAULTS: DemoFault[] = [
  { kind: 'cutBody' },
  { kind: 'truncated' },
  { kind: 'htmlError', status: 404 },
  { kind: 'reset' },
  { kind: 'huge', paths: ['/content', '/site'] },
  { kind: 'longRetryAfter', paths: ['/booking'] },
];

test.beforeAll(async () => {
  api = await startDemoServer({ port: 0, rateLimit: 100_000 });
  PORT = await freePort();
  site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: {
      ...process.env,
      CLINIC_API_URL: `${api.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      SITE_URL: `http://localhost:${PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  site.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; i < 60; i++) {
    if (
      await fetch(`http://localhost:${PORT}/`).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('site on the demo over HTTP did not start');
});

test.afterAll(async () => {
  site?.kill('SIGTERM');
  api?.server.closeAllConnections();
  await api?.close();
});

test('no fault of the wire puts the key in the server output', async ({ request }) => {
  test.setTimeout(180_000);
  const base = `http://localhost:${PORT}`;
  const pages = (api.instance.store.content.pages as { path: string }[]).map((p) => p.path).slice(0, 6);
  const service = bookingSetup(api.instance.store).catalog.services[0]!;
  const asked = [
    '/umow-wizyte',
    '/zglos-problem',
    `/api/booking/slots?service=${service.id}&resource=any`,
    '/to-nie-istnieje',
    ...pages,
  ];
  const before = [...api.hits.values()].reduce((a, b) => a + b, 0);
  for (const fault of FAULTS) {
    api.instance.store.switches.fault = fault;
    for (const path of asked) {
      const res = await request.get(base + path, { timeout: 30_000 }).catch(() => null);
      // An answer (a page, the last good one, or an error page): the server never dies of a fault.
      expect(res === null || res.status() < 600).toBe(true);
    }
  }
  api.instance.store.switches.fault = null;
  // The faults were met: the API was asked during them (not every read came from a cache).
  expect([...api.hits.values()].reduce((a, b) => a + b, 0) - before).toBeGreaterThan(FAULTS.length);
  // Let background refreshes and Next's cache writes finish and log.
  await new Promise((r) => setTimeout(r, 3_000));
  expect(site.exitCode).toBeNull();
  expect(output.length).toBeGreaterThan(0);
  expect(output).not.toContain(DEMO_API_KEY);
  expect(output).not.toMatch(/authorization/i);
});
