import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { currentSpending, spendingAs } from '@/lib/budget/context';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: '192.0.2.44' }),
}));

/**
 * The site's budget as the server wires it (lib/budget/server.ts): the key's size from the environment or the
 * embedded demo's rate limit, the kind a call without one counts as, how long each kind may wait at the gate, and
 * who a patient's write or a free-slots read is counted for.
 */
type Server = typeof import('@/lib/budget/server');
const SINGLETONS = ['budget', 'redis'].map((name) => Symbol.for(`clinic-site.${name}`));
const g = globalThis as unknown as Record<symbol, unknown>;
const CLEARED = ['CLINIC_API_URL', 'CLINIC_API_KEY', 'REDIS_URL', 'DEMO_RATE_LIMIT', 'NEXT_PHASE'];
let saved: unknown[] = [];

/**
 * The server module in a process started with `env`: imported afresh (the configuration is read once per process).
 * Done before the tests, not in one, so that the mutation run counts module-level code as it does everywhere else.
 */
function processWith(env: Record<string, string>): { server: () => Server } {
  let server: Server;
  beforeAll(async () => {
    saved = SINGLETONS.map((s) => g[s]);
    for (const s of SINGLETONS) delete g[s];
    for (const name of [...CLEARED, ...Object.keys(process.env).filter((n) => n.startsWith('BUDGET_'))])
      vi.stubEnv(name, undefined);
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    server = await import('@/lib/budget/server');
  });
  beforeEach(() => {
    delete g[SINGLETONS[0]!]; // the budget reads BUDGET_* when it is made
  });
  afterEach(() => {
    for (const name of ['NEXT_PHASE', 'BUDGET_KEY_PER_MINUTE', 'BUDGET_WRITE_RESERVE']) delete process.env[name];
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    SINGLETONS.forEach((s, i) => (g[s] = saved[i]));
    // The mutation run shares one module graph across files: leave no configuration cached from these settings.
    vi.resetModules();
  });
  return { server: () => server };
}

describe('the demo with DEMO_RATE_LIMIT', () => {
  const { server } = processWith({ DEMO_RATE_LIMIT: '30' });

  it("spends the embedded demo's key: DEMO_RATE_LIMIT a minute", () => {
    expect(server().budget().config.keyPerMinute).toBe(30);
  });

  it("lets BUDGET_KEY_PER_MINUTE and the other settings override the demo's key", () => {
    process.env.BUDGET_KEY_PER_MINUTE = '50';
    process.env.BUDGET_WRITE_RESERVE = '7';
    const { config } = server().budget();
    expect(config.keyPerMinute).toBe(50);
    expect(config.writeReserve).toBe(7);
  });

  it('is made once per process', () => {
    expect(server().budget()).toBe(server().budget());
  });
});

describe('the demo without a rate limit', () => {
  const { server } = processWith({});

  it("spends the API's 120 a minute", () => {
    expect(server().budget().config.keyPerMinute).toBe(120);
  });

  it('counts a call outside any spending as a refresh on a running site, giving way after 2 s', () => {
    const { admitSend, budget } = server();
    const a = admitSend(undefined);
    expect(a.reserve).toBe(budget().gateReserve('refresh', undefined));
    expect(a.reserve).not.toBe(budget().gateReserve('build', undefined));
    expect(a.maxHoldMs).toBe(2_000);
  });

  it("counts it as the build during Next's production build, which waits as long as the gate holds", () => {
    process.env.NEXT_PHASE = 'phase-production-build';
    const { admitSend, budget } = server();
    const a = admitSend(undefined);
    expect(a.reserve).toBe(budget().gateReserve('build', undefined));
    expect(a.reserve).not.toBe(budget().gateReserve('refresh', undefined));
    expect(a.maxHoldMs).toBeUndefined();
  });

  it('lets a free-slots read wait 3 s at the gate and a write as long as it holds', () => {
    const { admitSend } = server();
    expect(spendingAs({ kind: 'slots' }, () => admitSend(undefined).maxHoldMs)).toBe(3_000);
    expect(spendingAs({ kind: 'write' }, () => admitSend(undefined).maxHoldMs)).toBeUndefined();
  });

  it("counts a patient's write as a write of the visitor's address", async () => {
    const { asPatientWrite, visitorAddress } = server();
    expect(await visitorAddress()).toBe('192.0.2.44');
    expect(await asPatientWrite(async () => currentSpending())).toEqual({
      kind: 'write',
      address: '192.0.2.44',
      prepaid: 0,
    });
  });

  it("takes a free-slots read's whole cost up front, for the address, as slots", async () => {
    const { asSlotsRead, budget } = server();
    expect(await asSlotsRead('198.51.100.9', 3, async () => currentSpending())).toEqual({
      kind: 'slots',
      address: '198.51.100.9',
      prepaid: 3,
    });
    // The address's 20 a minute: 3 are gone, 17 are left.
    expect(await budget().spend('slots', 17, '198.51.100.9')).toBe(true);
    expect(await budget().spend('slots', 1, '198.51.100.9')).toBe(false);
  });
});

describe('a real clinic', () => {
  const { server } = processWith({
    CLINIC_API_URL: 'https://api.clinic.example/api/v1',
    CLINIC_API_KEY: 'sk_live_test',
    DEMO_RATE_LIMIT: '30',
  });

  it("spends the API's 120 a minute, whatever the demo's limit says", () => {
    expect(server().budget().config.keyPerMinute).toBe(120);
  });
});
