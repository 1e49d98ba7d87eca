import { expect, it } from 'vitest';
import { deliverDue, LEASE_MS, type DeliveryOutcome } from '@/lib/outbox/deliver';
import { outboxKey, seal } from '@/lib/outbox/seal';
import { entryId, type OutboxStore } from '@/lib/outbox/store';

/**
 * What every outbox store must do (lib/outbox/store.ts), run against the file store and Redis: `make` gives two
 * stores over the same storage (two processes or instances) and the storage's raw bytes.
 */
export interface StoreUnderTest {
  a: OutboxStore;
  b: OutboxStore;
  raw(): Promise<string>;
}

const KEY = outboxKey('outbox-test-secret-0123456789abcdef0123');
const T0 = 1_800_000_000_000;
const DAY = 24 * 60 * 60_000;

async function put(store: OutboxStore, name: string, at: number, ttl = DAY): Promise<string> {
  const id = entryId(at);
  const ok = await store.add({
    id,
    at,
    expiresAt: at + ttl,
    notBefore: at,
    attempts: 0,
    sealed: seal(KEY, JSON.stringify({ name, phone: '600 100 200', submissionId: `s-${name}` }), id),
  });
  expect(ok).toBe(true);
  return id;
}

/** A send that records who arrived, in what order, after a short random pause (so racers overlap). */
function recorder(answer: (name: string) => DeliveryOutcome = () => 'delivered') {
  const arrived: string[] = [];
  const send = async (p: Record<string, unknown>) => {
    await new Promise((r) => setTimeout(r, Math.random() * 5));
    const name = String(p.name);
    const outcome = answer(name);
    if (outcome === 'delivered') arrived.push(name);
    return outcome;
  };
  return { arrived, send };
}

export function outboxStoreContract(make: () => Promise<StoreUnderTest>) {
  it('keeps nothing readable at rest: not the name, not the phone', async () => {
    const { a, raw } = await make();
    await put(a, 'Zofia Szyfrowana', T0);
    const bytes = await raw();
    expect(bytes.length).toBeGreaterThan(0);
    expect(bytes).not.toContain('Szyfrowana');
    expect(bytes).not.toContain('600 100 200');
    expect(bytes).not.toContain('s-Zofia');
  });

  it('delivers in order of arrival, whatever order they were written in, and deletes what was delivered', async () => {
    const { a } = await make();
    await put(a, 'second', T0 + 2);
    await put(a, 'first', T0 + 1);
    await put(a, 'third', T0 + 3);
    const r = recorder();
    const report = await deliverDue({ store: a, key: KEY, send: r.send, now: () => T0 + 10, log: () => undefined });
    expect(r.arrived).toEqual(['first', 'second', 'third']);
    expect(report).toMatchObject({ delivered: 3, waiting: false });
    expect(await a.size()).toBe(0);
  });

  it('drops what has expired undelivered and reports a count only', async () => {
    const { a } = await make();
    await put(a, 'old', T0, 1_000);
    await put(a, 'fresh', T0 + 500, DAY);
    const lines: string[] = [];
    const r = recorder();
    const report = await deliverDue({
      store: a,
      key: KEY,
      send: r.send,
      now: () => T0 + 5_000,
      log: (l) => lines.push(l),
    });
    expect(r.arrived).toEqual(['fresh']);
    expect(report.expired).toBe(1);
    expect(lines.join('\n')).toContain('1 queued enquiries expired');
    expect(lines.join('\n')).not.toContain('old');
    expect(await a.size()).toBe(0);
  });

  it('keeps the order through an outage: the oldest waits, nothing overtakes it, all arrive once it is back', async () => {
    const { a } = await make();
    for (const n of ['1', '2', '3']) await put(a, n, T0 + Number(n));
    let down = true;
    const r = recorder(() => (down ? 'later' : 'delivered'));
    let now = T0 + 10;
    const run = () => deliverDue({ store: a, key: KEY, send: r.send, now: () => now, log: () => undefined });
    expect((await run()).waiting).toBe(true);
    expect(await run()).toMatchObject({ delivered: 0, waiting: false }); // not due yet: nothing was sent
    expect(r.arrived).toEqual([]);
    down = false;
    now += 60_000;
    expect((await run()).delivered).toBe(3);
    expect(r.arrived).toEqual(['1', '2', '3']);
  });

  it('two deliverers racing deliver each enquiry once, in order', async () => {
    const { a, b } = await make();
    const names = Array.from({ length: 12 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    for (const [i, n] of names.entries()) await put(i % 2 ? a : b, n, T0 + i);
    const r = recorder();
    const deliverer = (store: OutboxStore) => () =>
      deliverDue({ store, key: KEY, send: r.send, now: () => T0 + 100, log: () => undefined });
    // Several rounds of both at once, as two instances' loops would run.
    for (let round = 0; round < 12 && (await a.size()) > 0; round++) {
      await Promise.all([deliverer(a)(), deliverer(b)()]);
    }
    expect(r.arrived).toEqual(names);
  });

  it('leases the oldest entry to one deliverer; after a deliverer died it is someone else’s (at least once)', async () => {
    const { a, b } = await make();
    await put(a, 'only', T0);
    const first = await a.claim(T0 + 1, LEASE_MS);
    expect(first.claimed).not.toBeNull();
    expect((await b.claim(T0 + 2, LEASE_MS)).claimed).toBeNull();
    // A's lease runs out (it died mid-send): B takes the entry, and A's late postpone does not undo B's lease.
    const second = await b.claim(T0 + 1 + LEASE_MS + 1, LEASE_MS);
    expect(second.claimed?.entry.id).toBe(first.claimed!.entry.id);
    await a.postpone(first.claimed!.entry.id, first.claimed!.token, T0);
    expect((await a.claim(T0 + 1 + LEASE_MS + 2, LEASE_MS)).claimed).toBeNull();
  });

  it('drops an enquiry the API refuses for good, and one sealed with another key, and goes on', async () => {
    const { a } = await make();
    await put(a, 'refused', T0 + 1);
    const id = entryId(T0 + 2);
    await a.add({
      id,
      at: T0 + 2,
      expiresAt: T0 + DAY,
      notBefore: T0,
      attempts: 0,
      sealed: seal(outboxKey('another-secret-0123456789abcdef01234567'), '{"name":"x"}', id),
    });
    await put(a, 'good', T0 + 3);
    const r = recorder((n) => (n === 'refused' ? 'refused' : 'delivered'));
    const lines: string[] = [];
    const report = await deliverDue({
      store: a,
      key: KEY,
      send: r.send,
      now: () => T0 + 10,
      log: (l) => lines.push(l),
    });
    expect(report).toMatchObject({ delivered: 1, dropped: 2 });
    expect(r.arrived).toEqual(['good']);
    // The agency is told which: one refused by the API, one that another key sealed (a FORM_SECRET to check).
    expect(lines).toEqual([
      expect.stringMatching(/^\[outbox\] 1 queued enquiries did not open with this server's key .*FORM_SECRET/),
      '[outbox] 1 queued enquiries were refused by the API and were dropped',
      '[outbox] 1 queued enquiries delivered',
    ]);
    expect(await a.size()).toBe(0);
  });

  it('is due at its very moment, expires at its very moment, and a lease ends at its very moment', async () => {
    const { a } = await make();
    await put(a, 'gone', T0, 1_000);
    expect(await a.claim(T0 + 1_000, LEASE_MS)).toEqual({ claimed: null, expired: 1 });
    const id = await put(a, 'due', T0 + 2_000);
    expect((await a.claim(T0 + 1_999, LEASE_MS)).claimed).toBeNull();
    const leased = await a.claim(T0 + 2_000, LEASE_MS);
    expect(leased.claimed?.entry.id).toBe(id);
    expect((await a.claim(T0 + 2_000 + LEASE_MS - 1, LEASE_MS)).claimed).toBeNull();
    expect((await a.claim(T0 + 2_000 + LEASE_MS, LEASE_MS)).claimed?.entry.id).toBe(id);
  });

  it('waits longer after each failed attempt of the same enquiry, and hands it to nobody meanwhile', async () => {
    const { a } = await make();
    await put(a, 'patient', T0);
    const lines: string[] = [];
    let now = T0;
    const run = (send: (p: Record<string, unknown>) => Promise<DeliveryOutcome>) =>
      deliverDue({ store: a, key: KEY, send, now: () => now, log: (l) => lines.push(l) });
    // The API away (a send that throws counts as "later"): 5 s, then 10 s.
    expect(await run(async () => Promise.reject(new Error('no answer')))).toMatchObject({ waiting: true });
    now += 4_999;
    expect((await a.claim(now, LEASE_MS)).claimed).toBeNull();
    now += 1;
    expect(await run(async () => 'later')).toMatchObject({ waiting: true, delivered: 0 });
    now += 9_999;
    expect((await a.claim(now, LEASE_MS)).claimed).toBeNull();
    now += 1;
    const claimed = await a.claim(now, LEASE_MS);
    expect(claimed.claimed?.entry.attempts).toBe(2);
    // Postponing an entry that is not there, one nobody leased, or with another's token, changes nothing.
    const unleased = await put(a, 'behind', T0 + 1);
    await a.postpone('no-such-id', claimed.claimed!.token, now);
    await a.postpone(claimed.claimed!.entry.id, 'not-the-token', now);
    await a.postpone(unleased, claimed.claimed!.token, now);
    expect((await a.claim(now + 1, LEASE_MS)).claimed).toBeNull();
    expect(await a.size()).toBe(2);
    expect(lines).toEqual([]);
  });

  it('delivers at most `max` in one go, oldest first, whatever order they were written in', async () => {
    const { a } = await make();
    for (const n of [5, 4, 3, 2, 1]) await put(a, `p${n}`, T0 + n);
    const r = recorder();
    const report = await deliverDue({ store: a, key: KEY, send: r.send, now: () => T0 + 10, log: () => {} }, 2);
    expect(report).toMatchObject({ delivered: 2, waiting: false });
    expect(r.arrived).toEqual(['p1', 'p2']);
    await deliverDue({ store: a, key: KEY, send: r.send, now: () => T0 + 10, log: () => {} });
    expect(r.arrived).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('drops an entry that opens to something other than an enquiry, and logs nothing when nothing happened', async () => {
    const { a } = await make();
    const id = entryId(T0);
    await a.add({ id, at: T0, expiresAt: T0 + DAY, notBefore: T0, attempts: 0, sealed: seal(KEY, 'not json', id) });
    const lines: string[] = [];
    const send = async () => 'delivered' as const;
    expect(await deliverDue({ store: a, key: KEY, send, now: () => T0 + 1, log: (l) => lines.push(l) })).toMatchObject({
      dropped: 1,
    });
    expect(lines).toEqual([expect.stringMatching(/^\[outbox\] 1 queued enquiries did not open/)]);
    lines.length = 0;
    await deliverDue({ store: a, key: KEY, send, now: () => T0 + 2, log: (l) => lines.push(l) });
    expect(lines).toEqual([]);
  });
}
