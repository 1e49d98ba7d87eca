import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { MemoryFairCounter } from '@/lib/abuse/counters';

/**
 * The forms' limits (lib/abuse/server.ts) under abuse, in one process: each form has its own site-wide cap, and part
 * of it stays free for addresses that were not already hammering, so a few addresses cannot make a stranger "busy".
 */
let address = '198.51.100.1';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: address }) }));

const T0 = Date.UTC(2026, 10, 2, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  // Each test starts with empty limits (they live on globalThis, one set per process).
  ((globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.actionLimiters')] as Map<string, unknown>)?.clear();
});
afterEach(() => vi.useRealTimers());

async function attempt(kind: 'lead' | 'booking' | 'feedback', from: string) {
  const { checkActionLimit } = await import('@/lib/abuse/server');
  address = from;
  return checkActionLimit(kind);
}

describe('form limits under abuse', () => {
  it('remarks posted from three addresses leave enquiries and bookings to patients', async () => {
    for (const a of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      for (let i = 0; i < 12; i++) await attempt('feedback', a);
    expect(await attempt('feedback', '198.51.100.9')).toMatchObject({ ok: false, reason: 'global' });
    expect(await attempt('lead', '198.51.100.9')).toEqual({ ok: true });
    expect(await attempt('booking', '198.51.100.10')).toEqual({ ok: true });
  });

  it('ten addresses hammering bookings for over a minute leave the reserved part to a new patient', async () => {
    const abusers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    const granted: number[] = [];
    // Every 10 s each address tries twice, as fast as the site answers.
    for (let s = 0; s <= 60; s += 10) {
      vi.setSystemTime(T0 + s * 1000);
      let ok = 0;
      for (const a of abusers) for (let i = 0; i < 2; i++) if ((await attempt('booking', a)).ok) ok++;
      granted.push(ok);
    }
    vi.setSystemTime(T0 + 65_000);
    for (const a of abusers) expect((await attempt('booking', a)).ok).toBe(false);
    // A patient the site has not seen books, and so do the next few, up to the reserve.
    expect(await attempt('booking', '198.51.100.1')).toEqual({ ok: true });
    const { SITE_WIDE_PER_MINUTE, newVisitorReserve } = await import('@/lib/abuse/server');
    const reserve = newVisitorReserve(SITE_WIDE_PER_MINUTE.booking);
    for (let i = 2; i <= reserve; i++) expect(await attempt('booking', `198.51.100.${i}`)).toEqual({ ok: true });
    expect(await attempt('booking', '198.51.100.99')).toMatchObject({ ok: false, reason: 'global' });
    // In their first minute the ten were new and could fill the cap; a minute on, they share only the open part.
    expect(granted[0]).toBe(SITE_WIDE_PER_MINUTE.booking);
    expect(granted[6]).toBe(SITE_WIDE_PER_MINUTE.booking - reserve);
  });
});

describe('MemoryFairCounter', () => {
  it('keeps the reserve for addresses first seen less than a window ago, and forgets an address a window after it stops', async () => {
    let t = 0;
    const c = new MemoryFairCounter(10, 4, 60_000, () => t);
    for (let i = 0; i < 10; i++) expect((await c.take('a')).ok).toBe(true);
    expect((await c.take('a')).ok).toBe(false);
    t = 30_000;
    expect((await c.take('a')).ok).toBe(false); // still asking: still seen
    t = 60_000; // the window emptied; `a` was first seen a window ago and asked since
    for (let i = 0; i < 6; i++) expect((await c.take('a')).ok).toBe(true);
    expect(await c.take('a')).toMatchObject({ ok: false });
    expect((await c.take('b')).ok).toBe(true);
    t = 200_000; // `a` was quiet for more than a window: new again
    for (let i = 0; i < 10; i++) expect((await c.take('a')).ok).toBe(true);
  });

  it('answers the wait until the open part has room again', async () => {
    let t = 0;
    const c = new MemoryFairCounter(10, 4, 60_000, () => t);
    for (let i = 0; i < 10; i++) await c.take('a');
    t = 30_000;
    await c.take('a');
    t = 70_000;
    for (let i = 0; i < 6; i++) await c.take('a');
    t = 75_000;
    expect(await c.take('a')).toEqual({ ok: false, waitMs: 55_000 });
  });
});
