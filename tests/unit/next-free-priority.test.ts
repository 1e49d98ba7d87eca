import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { demoBookingCatalog } from '@/lib/demo-clinic/fixtures/booking';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { ceiling, DEFAULT_BUDGET } from '@/lib/budget/rules';

vi.mock('next/headers', () => ({ headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: '192.0.2.7' }) }));

/**
 * The next free time reads at the budget's lowest priority: with the window spent down to what the reserves keep for
 * patients, its read is refused without a call (the page shows "Sprawdź wolne terminy"), while a patient in the
 * wizard still gets free slots. The demo counts the GET /booking/slots it receives.
 */
const reads: URL[] = [];
const g = globalThis as { __demoClinic?: DemoInstance };
const [svcA, svcB] = demoBookingCatalog.services.filter((s) => !s.nfz && s.resourceIds.length === 1);
const T0 = Date.UTC(2026, 10, 2, 9, 0, 10);

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  g.__demoClinic = {
    store: demo.store,
    apiVersion: demo.apiVersion,
    handler: async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/booking/slots')) reads.push(url);
      return demo.handler(req);
    },
  };
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  reads.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('next free time: the lowest priority', () => {
  it('reads while the budget has room, and the answer is shared by later views', async () => {
    const { nextFreeTime } = await import('@/lib/site-data/next-free');
    const { getBookingCatalog } = await import('@/lib/site-data/booking');
    await getBookingCatalog();
    reads.length = 0;
    const first = await nextFreeTime({ service: svcA!.id });
    expect(first?.result.kind).toBe('slots');
    await nextFreeTime({ service: svcA!.id });
    expect(reads).toHaveLength(1);
  });

  it('with the window spent down to the reserves, skips the read; a patient in the wizard still reads', async () => {
    const { nextFreeTime } = await import('@/lib/site-data/next-free');
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    const { budget } = await import('@/lib/budget/server');
    // Everything the lowest kind may spend this window, spent (by a build, say): the reserves above it are left.
    let spent = 0;
    while (spent < ceiling(DEFAULT_BUDGET, 'build') && (await budget().spend('build', 1))) spent++;
    expect(await budget().spend('slots', 1)).toBe(true);
    await budget().giveBack('slots', 1);
    reads.length = 0;
    const r = await nextFreeTime({ service: svcB!.id });
    expect(r?.result.kind).toBe('none');
    expect(reads).toHaveLength(0);
    expect((await getLiveFreeSlots(svcB!.id, svcB!.resourceIds[0]!, '192.0.2.7')).length).toBeGreaterThan(0);
    expect(reads).toHaveLength(1);
  });
});
