import { describe, expect, it } from 'vitest';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { MemoryNextFreeStore, nextFreeCache, type NextFreeStore } from '@/lib/site-data/next-free-cache';
import { nextFreeLabel, nextFreeView, relativeDay } from '@/lib/booking/next-free';
import { linkedSlot } from '@/components/booking/wizard-state';

// Monday 30 November 2026, 8:00 in Warsaw (UTC+1).
const T0 = Date.UTC(2026, 10, 30, 7, 0);
const MIN = 60_000;

function slot(localDate: string, hh: number, mm: number, resourceId = 'r1'): FreeSlot {
  const [y, m, d] = localDate.split('-').map(Number) as [number, number, number];
  const startAt = Date.UTC(y, m - 1, d, hh - 1, mm) / 1000;
  return { resourceId, startAt, endAt: startAt + 1800, localDate, localStartMin: hh * 60 + mm };
}

const SLOTS = [
  slot('2026-12-01', 9, 30),
  slot('2026-12-01', 10, 0),
  slot('2026-12-01', 11, 0),
  slot('2026-12-03', 9, 0),
];

function setup(store?: (now: () => number) => NextFreeStore) {
  let now = T0;
  const clock = () => now;
  const s = store ? store(clock) : new MemoryNextFreeStore(clock);
  let reads = 0;
  let fail = false;
  const cache = nextFreeCache({
    store: () => s,
    now: clock,
    freshMs: 3 * MIN,
    failedMs: MIN,
    holdMs: 5_000,
    perDay: 5,
  });
  const load = async () => {
    reads++;
    if (fail) throw new Error('budget_spent');
    return SLOTS;
  };
  return {
    ask: (key = 'service:a') => cache(key, load),
    cache,
    load,
    get reads() {
      return reads;
    },
    advance: (ms: number) => (now += ms),
    failing: (v: boolean) => (fail = v),
    store: s,
  };
}

describe('next free time: one read per key per freshness limit', () => {
  it('a hundred page views within the limit cost one read, and the next view after it reads again', async () => {
    const c = setup();
    for (let i = 0; i < 100; i++) {
      const r = await c.ask();
      expect(r.kind).toBe('slots');
      c.advance(1_000);
    }
    expect(c.reads).toBe(1);
    c.advance(3 * MIN);
    await c.ask();
    expect(c.reads).toBe(2);
  });

  it('views at once share the one read in flight', async () => {
    const c = setup();
    await Promise.all(Array.from({ length: 20 }, () => c.ask()));
    expect(c.reads).toBe(1);
  });

  it('each treatment or specialist is its own key', async () => {
    const c = setup();
    await c.ask('service:a');
    await c.ask('resource:b');
    expect(c.reads).toBe(2);
  });

  it('shows the nearest day only, its times in order, at most perDay', async () => {
    const c = setup();
    const r = await c.ask();
    expect(r.kind === 'slots' && r.slots.map((s) => s.localStartMin)).toEqual([570, 600, 660]);
  });

  it('never shows a slot that has started: the next one or the next day takes its place', async () => {
    const later = setup();
    await later.ask();
    later.advance(Date.UTC(2026, 11, 1, 9, 5) - T0); // 10:05 Warsaw: 9:30 and 10:00 have started
    // Fresh again (a read each time the limit passes): only 11:00 that day is left.
    const r = await later.ask();
    expect(r.kind === 'slots' && r.slots.map((s) => s.localStartMin)).toEqual([660]);
  });

  it('never shows an answer older than the freshness limit, even while the new read fails', async () => {
    const c = setup();
    expect((await c.ask()).kind).toBe('slots');
    c.failing(true);
    c.advance(3 * MIN);
    expect((await c.ask()).kind).toBe('none');
    expect(c.reads).toBe(2);
  });

  it('a failed or refused read is remembered for failedMs: not one read per page view', async () => {
    const c = setup();
    c.failing(true);
    for (let i = 0; i < 30; i++) {
      expect((await c.ask()).kind).toBe('none');
      c.advance(1_000);
    }
    expect(c.reads).toBe(1);
    c.failing(false);
    c.advance(MIN);
    expect((await c.ask()).kind).toBe('slots');
    expect(c.reads).toBe(2);
  });

  it('two instances sharing a store read once between them; the one that lost the claim shows nothing meanwhile', async () => {
    let now = T0;
    const clock = () => now;
    const shared = new MemoryNextFreeStore(clock);
    let reads = 0;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<FreeSlot[]>((resolve) => {
        reads++;
        release = () => resolve(SLOTS);
      });
    const opts = { store: () => shared, now: clock, freshMs: 3 * MIN, failedMs: MIN, holdMs: 5_000, perDay: 5 };
    const a = nextFreeCache(opts);
    const b = nextFreeCache(opts);
    const first = a('service:a', slow);
    await new Promise((r) => setTimeout(r, 0));
    expect((await b('service:a', slow)).kind).toBe('none');
    release();
    expect((await first).kind).toBe('slots');
    now += 1_000;
    expect((await b('service:a', slow)).kind).toBe('slots');
    expect(reads).toBe(1);
  });
});

describe('next free time: words and links', () => {
  it('says dziś, jutro, else the weekday and date, on the clinic calendar', () => {
    expect(relativeDay('2026-11-30', T0)).toBe('dziś');
    expect(relativeDay('2026-12-01', T0)).toBe('jutro');
    expect(relativeDay('2026-12-03', T0)).toBe('czwartek, 3 grudnia');
    // 23:30 UTC on 30 November is already 1 December in Warsaw: "tomorrow" is the 2nd.
    expect(relativeDay('2026-12-02', Date.UTC(2026, 10, 30, 23, 30))).toBe('jutro');
    expect(nextFreeLabel(SLOTS[0]!, T0)).toBe('jutro, 9:30');
  });

  it('links each time into the wizard on that slot, with its specialist', () => {
    const v = nextFreeView(SLOTS.slice(0, 3), {
      bookingPath: '/umow-wizyte',
      serviceId: 's 1',
      serviceName: null,
      now: T0,
    })!;
    expect(v.when).toBe('jutro, 9:30');
    expect(v.name).toBe('Umów wizytę: jutro, 9:30');
    expect(v.href).toBe(`/umow-wizyte?service=s+1&resource=r1&at=${SLOTS[0]!.startAt}`);
    expect(v.others.map((o) => o.time)).toEqual(['10:00', '11:00']);
    expect(v.others[0]!.name).toBe('Umów wizytę: jutro, 10:00');
  });
});

describe('the wizard on a linked slot', () => {
  it('books the slot when it is still free', () => {
    expect(linkedSlot(SLOTS, SLOTS[1]!.startAt, 'r1', '2026-12-01')).toEqual({ kind: 'found', slot: SLOTS[1] });
  });
  it('shows that day fresh when the slot was taken meanwhile (or is another specialist’s)', () => {
    const fresh = SLOTS.filter((s) => s !== SLOTS[0]);
    expect(linkedSlot(fresh, SLOTS[0]!.startAt, 'r1', '2026-12-01')).toEqual({
      kind: 'gone',
      day: '2026-12-01',
      freeThatDay: 2,
    });
    expect(linkedSlot(SLOTS, SLOTS[0]!.startAt, 'r2', '2026-12-01').kind).toBe('gone');
  });
});
