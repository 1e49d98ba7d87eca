import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * Where the server keeps the enquiry outbox, or why it keeps none (lib/outbox/server.ts): off by ENQUIRY_OUTBOX, off
 * without a key of its own on a real clinic, off on a serverless platform without Redis, in Redis with REDIS_URL,
 * else in a file. The outbox at work is in tests/unit/enquiry-outbox.test.ts.
 */
type Server = typeof import('@/lib/outbox/server');
const SINGLETONS = ['enquiryOutbox', 'enquiryOutboxLoop', 'redis'].map((name) => Symbol.for(`clinic-site.${name}`));
const g = globalThis as unknown as Record<symbol, unknown>;
const CLEARED = [
  'CLINIC_API_URL',
  'CLINIC_API_KEY',
  'REDIS_URL',
  'FORM_SECRET',
  'ENQUIRY_OUTBOX',
  'ENQUIRY_OUTBOX_DIR',
  'VERCEL',
];

/** The server module in a process started with `env`, imported before the tests (module-level code counts once). */
function processWith(env: Record<string, string>, redis = false): { server: () => Server; warned: string[] } {
  let server: Server;
  let saved: unknown[] = [];
  const warned: string[] = [];
  beforeAll(async () => {
    saved = SINGLETONS.map((s) => g[s]);
    for (const s of SINGLETONS) delete g[s];
    for (const name of CLEARED) vi.stubEnv(name, undefined);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.spyOn(console, 'warn').mockImplementation((line: string) => void warned.push(line));
    // A Redis that is never reached: the real client would keep reconnecting in the background.
    if (redis)
      vi.doMock('@/lib/shared-store/redis-client', () => ({
        openRedis: () => ({ eval: (...args: unknown[]) => redisEval(...args) }),
      }));
    vi.resetModules();
    server = await import('@/lib/outbox/server');
  });
  afterAll(() => {
    if (redis) vi.doUnmock('@/lib/shared-store/redis-client');
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    SINGLETONS.forEach((s, i) => (g[s] = saved[i]));
    // The mutation run shares one module graph across files: leave no configuration cached from these settings.
    vi.resetModules();
  });
  return { server: () => server, warned };
}

/** What the Redis of these tests answers (never a real server: the real client would keep reconnecting). */
let redisEval: (...args: unknown[]) => Promise<unknown> = async () => 0;

const LEAD = { name: 'Jan Kolejka', phone: '600 700 800', message: 'Pytanie' };

describe('ENQUIRY_OUTBOX=off', () => {
  const p = processWith({ ENQUIRY_OUTBOX: 'off' });
  it('keeps nothing and says so at start', async () => {
    const error = vi.spyOn(console, 'error');
    expect(p.server().outbox()).toBeNull();
    expect(await p.server().queueEnquiry(LEAD)).toBe(false);
    expect(await p.server().deliverOutbox()).toBeNull();
    p.server().startOutboxDelivery();
    expect(p.warned).toEqual(['[outbox] off (ENQUIRY_OUTBOX=off): enquiries the API cannot take are not kept']);
    expect(error).not.toHaveBeenCalled(); // an enquiry not kept because it is off is no failure
  });
});

describe('a real clinic without FORM_SECRET', () => {
  const p = processWith({ CLINIC_API_URL: 'https://api.clinic.example/api/v1', CLINIC_API_KEY: 'sk_live_test' });
  it('keeps nothing: the outbox never uses the API key', () => {
    expect(p.server().outbox()).toBeNull();
    p.server().startOutboxDelivery();
    expect(p.warned).toEqual([expect.stringContaining('(FORM_SECRET is not set)')]);
  });
});

describe('a serverless platform without Redis', () => {
  const p = processWith({ VERCEL: '1' });
  it('keeps nothing: there is no lasting disk', () => {
    expect(p.server().outbox()).toBeNull();
    p.server().startOutboxDelivery();
    expect(p.warned).toEqual([expect.stringContaining('(a serverless platform without REDIS_URL)')]);
  });
});

describe('REDIS_URL set', () => {
  const p = processWith({ VERCEL: '1', REDIS_URL: 'redis://127.0.0.1:9' }, true);
  it('keeps the outbox in Redis, serverless or not', () => {
    expect(p.server().outbox()?.where).toBe('redis');
  });

  it('says at start that enquiries wait in Redis', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      p.server().startOutboxDelivery();
      expect(info.mock.calls).toEqual([['[outbox] on: enquiries the API cannot take wait in Redis']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an enquiry Redis cannot keep: false (the patient gets the phone), and only the failure’s kind is logged', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    delete g[SINGLETONS[0]!]; // the outbox set up afresh here, its Redis calls with it
    try {
      for (const failure of [
        Object.assign(new Error('READONLY'), { code: 'READONLY' }),
        new RangeError('x'),
        'x',
        null,
      ]) {
        redisEval = async () => Promise.reject(failure);
        expect(await p.server().queueEnquiry(LEAD)).toBe(false);
      }
      expect(errors).toEqual([
        '[outbox] enquiry could not be kept: READONLY',
        '[outbox] enquiry could not be kept: RangeError',
        '[outbox] enquiry could not be kept: string',
        '[outbox] enquiry could not be kept: object',
      ]);
    } finally {
      redisEval = async () => 0;
    }
  });

  it('waits 2 s for Redis to keep an enquiry (longer than a page waits), then gives up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      redisEval = () => new Promise(() => undefined);
      let kept: boolean | undefined;
      void p
        .server()
        .queueEnquiry(LEAD)
        .then((k) => (kept = k));
      await vi.advanceTimersByTimeAsync(1_999);
      expect(kept).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(kept).toBe(false);
    } finally {
      vi.useRealTimers();
      redisEval = async () => 0;
    }
  });
});

describe('one server without Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-server-'));
  const p = processWith({
    CLINIC_API_URL: 'https://api.clinic.example/api/v1',
    CLINIC_API_KEY: 'sk_live_test',
    FORM_SECRET: 'a-form-secret-of-at-least-32-characters!',
    ENQUIRY_OUTBOX_DIR: dir,
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('keeps the outbox in enquiry-outbox.json in ENQUIRY_OUTBOX_DIR, sealed with the form secret', async () => {
    expect(p.server().outbox()?.where).toBe('file');
    expect(await p.server().queueEnquiry(LEAD)).toBe(true);
    expect(readdirSync(dir)).toEqual(['enquiry-outbox.json']);
  });
});
