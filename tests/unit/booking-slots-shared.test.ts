import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { demoBookingCatalog } from '@/lib/demo-clinic/fixtures/booking';
import { MemoryAnswerStore, sharedAnswer } from '@/lib/site-data/shared-answer';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { agedFormToken } from '../support/form-token';

vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: `192.0.2.${Math.floor(Math.random() * 250) + 1}` }),
}));

/**
 * A storm of identical free-slot reads ("any specialist" from many addresses at once, or one after another within a
 * few seconds) costs upstream what one patient's read costs: the demo counts the GET /booking/slots it receives.
 */
const reads: URL[] = [];
const g = globalThis as { __demoClinic?: DemoInstance };
const multi = demoBookingCatalog.services.filter((s) => !s.nfz && s.resourceIds.length > 1);
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

describe('free slots shared by identical reads', () => {
  it('twenty visitors asking "any specialist" at once make one fan-out upstream, and all get the slots', async () => {
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    const service = multi[0]!;
    await import('@/lib/site-data/booking').then((m) => m.getBookingCatalog()); // the catalog is read once anyway
    reads.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => getLiveFreeSlots(service.id, 'any', `203.0.113.${i + 1}`)),
    );
    expect(reads).toHaveLength(service.resourceIds.length);
    expect(answers[0]!.length).toBeGreaterThan(0);
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  it('the same question within a few seconds is answered without asking again; after them, it is asked again', async () => {
    const { getLiveFreeSlots, SLOTS_SHARED_MS } = await import('@/lib/site-data/booking');
    const service = multi[1] ?? multi[0]!;
    const resource = service.resourceIds[0]!;
    vi.setSystemTime(T0 + 60_000);
    const first = await getLiveFreeSlots(service.id, resource, '198.51.100.1');
    expect(reads).toHaveLength(1);
    vi.setSystemTime(T0 + 60_000 + SLOTS_SHARED_MS - 1);
    expect(await getLiveFreeSlots(service.id, resource, '198.51.100.2')).toEqual(first);
    expect(reads).toHaveLength(1);
    vi.setSystemTime(T0 + 60_000 + SLOTS_SHARED_MS);
    await getLiveFreeSlots(service.id, resource, '198.51.100.3');
    expect(reads).toHaveLength(2);
  });

  it("a visitor over their own cap does not pass their 'busy' on to the others asking with them", async () => {
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    const { budget } = await import('@/lib/budget/server');
    const service = multi[0]!;
    vi.setSystemTime(T0 + 120_000);
    expect(await budget().spend('slots', 20, '192.0.2.66')).toBe(true); // this address's 20 a minute are spent
    const [theirs, mine] = await Promise.allSettled([
      getLiveFreeSlots(service.id, 'any', '192.0.2.66'),
      getLiveFreeSlots(service.id, 'any', '192.0.2.67'),
    ]);
    expect(theirs).toMatchObject({ status: 'rejected', reason: { code: 'budget_spent' } });
    expect(mine.status).toBe('fulfilled');
  });
});

describe('a booking drops the shared answers it proved out of date', () => {
  it('a slot just booked is not in the next read within the few seconds', async () => {
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    const { submitBooking } = await import('@/components/booking/actions');
    const service = multi[0]!;
    const resource = service.resourceIds[0]!;
    vi.setSystemTime(T0 + 180_000);
    const before = await getLiveFreeSlots(service.id, resource, '198.51.100.20');
    const slot = before[0]!;
    const token = await agedFormToken(10_000);
    const booked = await submitBooking({
      serviceId: service.id,
      resourceId: slot.resourceId,
      startAt: slot.startAt,
      name: 'Jan Zapisany',
      phone: '602 111 222',
      email: '',
      note: '',
      marketingConsent: false,
      formToken: token,
      website: '',
    });
    expect(booked.status).toBe('booked');
    const after = await getLiveFreeSlots(service.id, resource, '198.51.100.21');
    expect(after.some((x) => x.startAt === slot.startAt)).toBe(false);
    const any = await getLiveFreeSlots(service.id, 'any', '198.51.100.22');
    expect(any.some((x) => x.startAt === slot.startAt && x.resourceId === slot.resourceId)).toBe(false);
  });
});

describe('sharedAnswer', () => {
  it("after the first asker's own refusal, the others read for themselves, not through the next refused flight", async () => {
    const own = new Error('budget_spent');
    // Every step is released by hand, so the order below holds however loaded the machine is.
    const flush = () => new Promise((r) => setTimeout(r, 0));
    const slow = new MemoryAnswerStore();
    const gets: (() => void)[] = [];
    const share = sharedAnswer<string>({
      store: () => ({
        get: (k) => new Promise<void>((r) => gets.push(r)).then(() => slow.get(k)),
        set: (k, v, ms) => slow.set(k, v, ms),
        delete: (k) => slow.delete(k),
      }),
      ttlMs: 5_000,
      parse: (raw) => JSON.parse(raw) as string,
      ownFailure: (err) => err === own,
    });
    const refusals: ((err: unknown) => void)[] = [];
    const refused = () => new Promise<string>((_, reject) => refusals.push(reject));
    const release = async (n: number) => {
      gets.splice(0, n).forEach((r) => r());
      await flush();
    };

    // An address over its cap leads a read; a patient asks meanwhile and joins it.
    const first = share('q', refused).catch((err: unknown) => err);
    const patient = share('q', async () => 'slots');
    await release(2);
    expect(refusals).toHaveLength(1);
    // The first read is refused for its asker: the patient looks again for itself (its store read still pending)...
    refusals[0]!(own);
    await flush();
    expect(await first).toBe(own);
    expect(gets).toHaveLength(1);
    // ...while a second such address starts the next read, which will be refused too.
    const second = share('q', refused).catch((err: unknown) => err);
    await flush();
    gets.splice(1, 1)[0]!();
    await flush();
    expect(refusals).toHaveLength(2);
    // The patient's own read must not join that flight.
    await release(1);
    expect(await patient).toBe('slots');
    refusals[1]!(own);
    expect(await second).toBe(own);
  });

  it('does not trust a kept value of the wrong shape: it asks again', async () => {
    const store = new MemoryAnswerStore();
    const share = sharedAnswer<number[]>({
      store: () => store,
      ttlMs: 5_000,
      parse: (raw) => {
        const v: unknown = JSON.parse(raw);
        return Array.isArray(v) && v.every((x) => typeof x === 'number') ? v : undefined;
      },
      ownFailure: () => false,
    });
    expect(await share('q', async () => [1, 2])).toEqual([1, 2]);
    expect(await share('q', async () => [3])).toEqual([1, 2]);
    const { createHash } = await import('node:crypto');
    await store.set(createHash('sha256').update('q').digest('base64url'), '{"not":"slots"}', 5_000);
    expect(await share('q', async () => [3])).toEqual([3]);
  });
});
