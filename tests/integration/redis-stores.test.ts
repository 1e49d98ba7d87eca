import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { TcpProxy } from '../support/tcp-proxy';
import { runTool } from '../support/run-tool';
import { RedisConversionStore } from '@/lib/conversions/store';
import { KEY_PREFIX } from '@/lib/shared-store/redis-eval';
import { openRedis, type RedisConnection } from '@/lib/shared-store/redis-client';
import { Failover } from '@/lib/shared-store/failover';
import { FailoverBudgetStore, RedisBudgetStore } from '@/lib/budget/redis-store';
import { Budget } from '@/lib/budget/budget';
import { FailoverAnswerStore } from '@/lib/site-data/shared-answer';
import { ceiling, DEFAULT_BUDGET, newVisitorKeyReserve } from '@/lib/budget/rules';
import {
  FailoverWindowCounter,
  MemoryWindowCounter,
  RedisFairCounter,
  RedisOnceStore,
  RedisWindowCounter,
} from '@/lib/abuse/counters';

/**
 * The shared stores against a real redis-server (Debian's, as CI installs it) on a free loopback port. Two
 * connections play two instances: what one counts, the other sees; the checks that must be atomic are raced; and
 * Redis is killed mid-run to see memory take over with its share, the loss logged once, and Redis taken back.
 */
const WINDOW_MS = 60_000;
/** Mid-window, always: on the wall clock, a minute turning during a test would start a new, empty window. */
const CLOCK = () => 10 * WINDOW_MS + WINDOW_MS / 2;
let redis: RedisServer;
let a: RedisConnection;
let b: RedisConnection;
let n = 0;
/** A fresh key space per test: one server serves them all. */
const prefix = () => `test${++n}:`;

describe.skipIf(!hasRedisServer())('shared stores in Redis (needs redis-server: scripts/system-deps.sh)', () => {
  beforeAll(async () => {
    redis = await RedisServer.start();
    a = openRedis(redis.url);
    b = openRedis(redis.url);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('two instances spend one window, never more than its limit even when they race', async () => {
    const p = prefix();
    const storeA = new RedisBudgetStore(a.eval, p, CLOCK);
    const storeB = new RedisBudgetStore(b.eval, p, CLOCK);
    const charges = [{ key: 'all', limit: 20 }];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? storeA : storeB).take(charges, 1, WINDOW_MS)),
    );
    expect(results.filter(Boolean)).toHaveLength(20);
    expect(await storeA.used('all', WINDOW_MS)).toBe(20);
    expect(await storeB.used('all', WINDOW_MS)).toBe(20);
  });

  it('takes all charges or none: a full per-address counter leaves the site-wide one untouched', async () => {
    const p = prefix();
    const store = new RedisBudgetStore(a.eval, p, CLOCK);
    expect(
      await store.take(
        [
          { key: 'all', limit: 100 },
          { key: 'slots@x', limit: 2 },
        ],
        2,
        WINDOW_MS,
      ),
    ).toBe(true);
    expect(
      await store.take(
        [
          { key: 'all', limit: 100 },
          { key: 'slots@x', limit: 2 },
        ],
        1,
        WINDOW_MS,
      ),
    ).toBe(false);
    expect(await store.used('all', WINDOW_MS)).toBe(2);
  });

  it("keeps the new visitors' part of a site-wide cap across instances: addresses asking since a window are held to the open part", async () => {
    const p = prefix();
    let t = CLOCK();
    const storeA = new RedisBudgetStore(a.eval, p, () => t);
    const storeB = new RedisBudgetStore(b.eval, p, () => t);
    const charges = (who: string) => [
      { key: 'slots', limit: 10, open: 6, seen: `slots@${who}` },
      { key: `slots@${who}`, limit: 5 },
    ];
    // x and y fill the cap on both instances while they are new.
    const first = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? storeA : storeB).take(charges(i < 6 ? 'x' : 'y'), 1, WINDOW_MS)),
    );
    expect(first.filter(Boolean)).toHaveLength(10);
    t += 20_000;
    expect(await storeB.take(charges('x'), 1, WINDOW_MS)).toBe(false); // asking again: still seen
    expect(await storeA.take(charges('y'), 1, WINDOW_MS)).toBe(false);
    t += 40_000; // the next window: x and y have been asking for one
    const later = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? storeA : storeB).take(charges(i < 6 ? 'x' : 'y'), 1, WINDOW_MS)),
    );
    expect(later.filter(Boolean)).toHaveLength(6);
    expect(await storeB.take(charges('z'), 4, WINDOW_MS)).toBe(true);
    expect(await storeA.take(charges('w'), 1, WINDOW_MS)).toBe(false);
  });

  it('shares a live answer between instances for its few seconds, and not after', async () => {
    const p = prefix();
    const failover = new Failover({ timeoutMs: 2_000 });
    const storeA = new FailoverAnswerStore(a.eval, p, failover);
    const storeB = new FailoverAnswerStore(b.eval, p, failover);
    await storeA.set('q', '[1]', 200);
    expect(await storeB.get('q')).toBe('[1]');
    await new Promise((r) => setTimeout(r, 250));
    expect(await storeB.get('q')).toBeUndefined();
  });

  it('a once-only id handed back bound to a hash is claimed again only with that hash, on any instance', async () => {
    const p = prefix();
    const onA = new RedisOnceStore(a.eval, p);
    const onB = new RedisOnceStore(b.eval, p);
    expect(await onA.claim('nonce', 60_000, 'h1')).toBe(true);
    expect(await onB.claim('nonce', 60_000, 'h1')).toBe(false); // in use
    await onA.release('nonce', 'h1');
    expect(await onB.claim('nonce', 60_000, 'h2')).toBe(false);
    expect(await onB.claim('nonce', 60_000)).toBe(false);
    expect(await onB.claim('nonce', 60_000, 'h1')).toBe(true);
    expect(await onA.claim('nonce', 60_000, 'h1')).toBe(false); // claimed again: spent
  });

  it('gives back what a replayed answer was charged, never below zero', async () => {
    const p = prefix();
    const store = new RedisBudgetStore(a.eval, p, CLOCK);
    const charges = [
      { key: 'all', limit: 10 },
      { key: 'slots@unknown', limit: 2 },
    ];
    expect(await store.take(charges, 2, WINDOW_MS)).toBe(true);
    expect(await store.take(charges, 1, WINDOW_MS)).toBe(false);
    await store.give(charges, 1, WINDOW_MS);
    expect(await store.used('slots@unknown', WINDOW_MS)).toBe(1);
    expect(await store.take(charges, 1, WINDOW_MS)).toBe(true);
    await store.give(charges, 5, WINDOW_MS);
    expect(await store.used('all', WINDOW_MS)).toBe(0);
    expect(await store.used('slots@unknown', WINDOW_MS)).toBe(0);
  });

  it('counts per clock window: the next window starts empty', async () => {
    const p = prefix();
    let now = 10 * WINDOW_MS + 5;
    const store = new RedisBudgetStore(a.eval, p, () => now);
    expect(await store.take([{ key: 'all', limit: 1 }], 1, WINDOW_MS)).toBe(true);
    expect(await store.take([{ key: 'all', limit: 1 }], 1, WINDOW_MS)).toBe(false);
    now += WINDOW_MS;
    expect(await store.take([{ key: 'all', limit: 1 }], 1, WINDOW_MS)).toBe(true);
  });

  it('keeps the budget priority classes: refresh stops at its ceiling, writes still get the reserve', async () => {
    const p = prefix();
    const budgetA = new Budget(DEFAULT_BUDGET, new RedisBudgetStore(a.eval, p, CLOCK), CLOCK);
    const budgetB = new Budget(DEFAULT_BUDGET, new RedisBudgetStore(b.eval, p, CLOCK), CLOCK);
    let refreshes = 0;
    for (let i = 0; i < 130; i++) if (await (i % 2 ? budgetA : budgetB).spend('refresh', 1)) refreshes++;
    // Content refresh stops short of the newcomers' part of the key as well as of the kinds above it.
    expect(refreshes).toBe(ceiling(DEFAULT_BUDGET, 'refresh') - newVisitorKeyReserve(DEFAULT_BUDGET));
    expect(await budgetB.spend('write', 1, '203.0.113.9')).toBe(true);
    expect(await budgetA.spend('slots', 12, '203.0.113.10')).toBe(true);
  });

  it("takes the newcomer's part from an address its own cap refused, on every instance, while it keeps asking", async () => {
    const p = prefix();
    let t = CLOCK();
    const storeA = new RedisBudgetStore(a.eval, p, () => t);
    const storeB = new RedisBudgetStore(b.eval, p, () => t);
    const charges = (who: string) => [
      { key: 'all', limit: 100, open: 90, seen: `slots@${who}` },
      { key: 'slots', limit: 10, open: 6, seen: `slots@${who}` },
      { key: `slots@${who}`, limit: 3 },
    ];
    expect(await storeA.take(charges('x'), 3, WINDOW_MS)).toBe(true);
    expect(await storeA.take(charges('x'), 1, WINDOW_MS)).toBe(false); // its own cap: no newcomer any more
    t += WINDOW_MS / 2 + 1; // the next window, less than a window after x was first seen
    expect(await storeB.take(charges('y'), 3, WINDOW_MS)).toBe(true);
    expect(await storeB.take(charges('z'), 3, WINDOW_MS)).toBe(true);
    expect(await storeB.take(charges('x'), 1, WINDOW_MS)).toBe(false); // past the open part (6)
    expect(await storeA.take(charges('w'), 1, WINDOW_MS)).toBe(true); // a newcomer still goes through
  });

  it('limits an address across instances (sliding window) and claims a once-only id once', async () => {
    const p = prefix();
    const onA = new RedisWindowCounter(a.eval, p, 3, 60_000);
    const onB = new RedisWindowCounter(b.eval, p, 3, 60_000);
    await onA.record('198.51.100.4');
    await onB.record('198.51.100.4');
    expect(await onA.waitMs('198.51.100.4')).toBe(0);
    await onA.record('198.51.100.4');
    const wait = await onB.waitMs('198.51.100.4');
    expect(wait).toBeGreaterThan(59_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(await onB.waitMs('198.51.100.5')).toBe(0);

    const onceA = new RedisOnceStore(a.eval, p);
    const onceB = new RedisOnceStore(b.eval, p);
    const claims = await Promise.all([
      onceA.claim('nonce-1', 60_000),
      onceB.claim('nonce-1', 60_000),
      onceA.claim('nonce-1', 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    await onceB.release('nonce-1');
    expect(await onceA.claim('nonce-1', 60_000)).toBe(true);
  });

  it('a slow Redis holds a call no longer than the bound: memory answers', async () => {
    const slow = openRedis(redis.url);
    const logs: string[] = [];
    const failover = new Failover({ timeoutMs: 150, log: (l) => logs.push(l) });
    const store = new FailoverBudgetStore(new RedisBudgetStore(a.eval, prefix()), failover, 2);
    expect(await store.take([{ key: 'all', limit: 10 }], 1, WINDOW_MS)).toBe(true); // connected and answering
    // A script that keeps the (single-threaded) server busy for 0.6 s: every other client waits meanwhile.
    const busy = `local t = redis.call('TIME') local t0 = t[1] * 1e6 + t[2]
      repeat t = redis.call('TIME') until t[1] * 1e6 + t[2] - t0 > 600000 return 1`;
    const sleeping = slow.eval(busy, [], []).catch(() => 0);
    await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    expect(await store.take([{ key: 'all', limit: 10 }], 1, WINDOW_MS)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(400);
    expect(failover.degraded).toBe(true);
    expect(logs).toHaveLength(1);
    await sleeping;
    await slow.close();
  });

  it('a connection that goes silent without closing is replaced: Redis is taken back without waiting for TCP to give up', async () => {
    // Redis's host vanished, or a managed Redis failed over to another address: the old connection stays open and
    // nothing comes back on it. Until replaced, every command would be written into it and wait (TCP gives up after
    // about 15 minutes) while Redis answers new connections.
    const proxy = await TcpProxy.start(redis.port);
    const logs: string[] = [];
    const failover = new Failover({ timeoutMs: 150, retryMs: 100, log: (l) => logs.push(l) });
    const p = prefix();
    const conn = openRedis(proxy.url, { staleMs: 1_000 });
    const store = new FailoverBudgetStore(new RedisBudgetStore(conn.eval, p, CLOCK), failover, 2, CLOCK);
    const charges = [{ key: 'all', limit: 10 }];
    expect(await store.take(charges, 1, WINDOW_MS)).toBe(true);
    expect(failover.degraded).toBe(false);

    proxy.silence();
    expect(await store.take(charges, 1, WINDOW_MS)).toBe(true); // memory's share, after the 150 ms bound
    expect(failover.degraded).toBe(true);

    const deadline = Date.now() + 8_000;
    while (failover.degraded) {
      if (Date.now() > deadline) throw new Error('still on memory 8 s after the connection went silent');
      await store.used('all', WINDOW_MS);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(conn.replaced).toBe(1);
    // One spent in Redis before, one in memory meanwhile (added on Redis's first answer); the silenced script never
    // reached Redis.
    expect(await new RedisBudgetStore(b.eval, p, CLOCK).used('all', WINDOW_MS)).toBe(2);
    expect(logs).toEqual([expect.stringContaining('unreachable'), expect.stringContaining('answering again')]);
    await conn.close();
    await proxy.stop();
  });

  it('Redis killed mid-run: memory takes over with its share of the window, logs once, and Redis is taken back', async () => {
    const logs: string[] = [];
    const failover = new Failover({ timeoutMs: 150, retryMs: 100, log: (l) => logs.push(l) });
    const p = prefix();
    const conn = openRedis(redis.url);
    const store = new FailoverBudgetStore(new RedisBudgetStore(conn.eval, p, CLOCK), failover, 2, CLOCK);
    const addr = new FailoverWindowCounter(
      new RedisWindowCounter(conn.eval, p, 5, 60_000),
      new MemoryWindowCounter(5, 60_000),
      failover,
    );
    const charges = [{ key: 'all', limit: 10 }];
    for (let i = 0; i < 3; i++) expect(await store.take(charges, 1, WINDOW_MS)).toBe(true);
    expect(await store.used('all', WINDOW_MS)).toBe(3);

    await redis.stop();
    // The memory fallback: what the window had left when Redis last answered (10 - 3), split by 2 instances: 3.
    const taken: boolean[] = [];
    for (let i = 0; i < 8; i++) taken.push(await store.take(charges, 1, WINDOW_MS));
    expect(taken.filter(Boolean)).toHaveLength(3);
    await addr.record('192.0.2.1');
    expect(await addr.waitMs('192.0.2.1')).toBe(0);
    expect(logs).toEqual([expect.stringContaining('unreachable')]);

    await redis.start(); // same port, empty (no persistence)
    const deadline = Date.now() + 10_000;
    // The client reconnects by itself; the store goes back to Redis on the first call that finds it answering.
    let used = 0;
    for (;;) {
      used = await store.used('all', WINDOW_MS);
      if (!failover.degraded) break;
      if (Date.now() > deadline) throw new Error('did not return to Redis within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The restarted Redis is empty; the 3 spent in memory meanwhile are added to its window as it answers.
    expect(used).toBe(3);
    expect(await store.take(charges, 1, WINDOW_MS)).toBe(true);
    expect(await new RedisBudgetStore(b.eval, p, CLOCK).used('all', WINDOW_MS)).toBe(4);
    expect(logs).toEqual([expect.stringContaining('unreachable'), expect.stringContaining('answering again')]);
    await conn.close();
  });

  it('takes a place in an address window on any instance, gives it back on undo, and forgets the address', async () => {
    const p = prefix();
    const onA = new RedisWindowCounter(a.eval, p, 2, WINDOW_MS, CLOCK);
    const onB = new RedisWindowCounter(b.eval, p, 2, WINDOW_MS, CLOCK);
    const first = await onA.take('198.51.100.8');
    expect(first.ok).toBe(true);
    expect((await onB.take('198.51.100.8')).ok).toBe(true);
    expect(await onA.take('198.51.100.8')).toEqual({ ok: false, waitMs: WINDOW_MS });
    if (first.ok) await first.undo();
    expect(await onB.waitMs('198.51.100.8')).toBe(0);
    await onB.forget('198.51.100.8');
    expect((await onA.take('198.51.100.8')).ok).toBe(true);
    expect((await onA.take('198.51.100.8')).ok).toBe(true);
  });

  it("keeps a site-wide window's part for new addresses across instances, as the memory counter does", async () => {
    const p = prefix();
    let t = CLOCK();
    const onA = new RedisFairCounter(a.eval, p, 6, 4, WINDOW_MS, () => t);
    const onB = new RedisFairCounter(b.eval, p, 6, 4, WINDOW_MS, () => t);
    const first = await onA.take('a');
    expect(first.ok).toBe(true);
    t += 30_000;
    expect((await onB.take('a')).ok).toBe(true);
    await onA.record(); // an event with no address (counted, nobody seen)
    expect(await onB.waitMs()).toBe(0);
    t += 30_000; // a first asked a window ago: held to the open 2, which the window's 2 events fill
    expect(await onB.take('a')).toEqual({ ok: false, waitMs: 30_000 });
    expect((await onA.take('b')).ok).toBe(true);
    if (first.ok) await first.undo(); // out of the window already: nothing changes
    await onA.forget('a'); // a counts as new again
    expect((await onB.take('a')).ok).toBe(true);
    expect((await onB.take('a')).ok).toBe(true);
    expect((await onB.take('a')).ok).toBe(true);
    expect(await onA.waitMs()).toBe(30_000); // the whole window of 6 is full
  });

  it('counts every event of a site-wide window, takes back an undone one, and keeps each window to its prefix', async () => {
    const p = prefix();
    const onA = new RedisFairCounter(a.eval, p, 3, 0, WINDOW_MS, CLOCK);
    const other = new RedisFairCounter(b.eval, prefix(), 3, 0, WINDOW_MS, CLOCK);
    await onA.record();
    await onA.record();
    const taken = await onA.take('a');
    expect(taken.ok).toBe(true);
    expect(await onA.waitMs()).toBe(WINDOW_MS);
    expect(await other.waitMs()).toBe(0);
    if (taken.ok) await taken.undo();
    expect(await onA.waitMs()).toBe(0);
  });
});

describe.skipIf(!hasRedisServer())('conversion counts in Redis (needs redis-server)', () => {
  it('two instances add to one day, each day expires, and `npm run stats` reads them', async () => {
    const server = await RedisServer.start();
    const one = openRedis(server.url);
    const two = openRedis(server.url);
    try {
      const x = new RedisConversionStore(one.eval, KEY_PREFIX);
      const y = new RedisConversionStore(two.eval, KEY_PREFIX);
      await Promise.all([x.add('2026-03-02', 'phone_tapped:service'), y.add('2026-03-02', 'phone_tapped:service')]);
      await y.add('2026-03-03', 'booking_made:booking');
      expect(await x.read()).toEqual({
        '2026-03-02': { 'phone_tapped:service': 2 },
        '2026-03-03': { 'booking_made:booking': 1 },
      });
      const ttl = Number(
        await one.eval("return redis.call('TTL', KEYS[1])", [`${KEY_PREFIX}conversions:2026-03-02`], []),
      );
      expect(ttl).toBeGreaterThan(400 * 86_400 - 60);
      expect(ttl).toBeLessThanOrEqual(401 * 86_400);
      const run = await runTool('stats', ['--json'], { REDIS_URL: server.url });
      expect(run.code).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(await x.read());
    } finally {
      await one.close();
      await two.close();
      await server.stop();
    }
  });
});
