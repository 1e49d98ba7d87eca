import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { seedBooking } from '@/lib/demo-clinic/booking/setup';
import { demoBookingCatalog, demoSchedules } from '@/lib/demo-clinic/fixtures/booking';

/**
 * "Any specialist" reads the free slots of each specialist of the treatment. A catalog whose treatment lists an id
 * the catalog has no specialist for (the booking page leaves that id out): the read must not ask about it, since the
 * API answers such a question 400 and the whole read, and with it the patient's list, would fail.
 */
const reads: URL[] = [];
const g = globalThis as { __demoClinic?: DemoInstance };
const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 1)!;

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  seedBooking(demo.store, {
    catalog: {
      ...demoBookingCatalog,
      services: demoBookingCatalog.services.map((s) =>
        s.id === service.id ? { ...s, resourceIds: [...s.resourceIds, 'res_gone'] } : s,
      ),
    },
    schedules: demoSchedules,
  });
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

describe('free slots with any specialist', () => {
  it('asks only about the specialists the catalog has, and answers their slots', async () => {
    const { getLiveFreeSlots } = await import('@/lib/site-data/booking');
    const slots = await getLiveFreeSlots(service.id, 'any', '203.0.113.9');
    expect(slots.length).toBeGreaterThan(0);
    expect(reads.map((u) => u.searchParams.get('resource')).sort()).toEqual([...service.resourceIds].sort());
    expect(new Set(slots.map((s) => s.resourceId)).has('res_gone')).toBe(false);
  });
});
