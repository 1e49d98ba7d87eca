import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { openRedis, type RedisConnection } from '@/lib/shared-store/redis-client';
import { Failover } from '@/lib/shared-store/failover';
import { FailoverNextFreeStore, nextFreeCache } from '@/lib/site-data/next-free-cache';
import type { FreeSlot } from '@/lib/clinic-api/schemas';

/** The next free time's store in a real redis-server: two connections play two instances sharing one Redis. */
const T0 = Date.UTC(2026, 10, 30, 7, 0);
const SLOT: FreeSlot = {
  resourceId: 'r1',
  startAt: T0 / 1000 + 86_400,
  endAt: T0 / 1000 + 88_200,
  localDate: '2026-12-01',
  localStartMin: 480,
};
let redis: RedisServer;
let a: RedisConnection;
let b: RedisConnection;

describe.skipIf(!hasRedisServer())('next free time shared in Redis (needs redis-server)', () => {
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

  it('a claim is one instance’s until it lapses, on the callers’ clock', async () => {
    const log: string[] = [];
    const sa = new FailoverNextFreeStore(a.eval, 'nf1:', new Failover({ timeoutMs: 2_000, log: (l) => log.push(l) }));
    const sb = new FailoverNextFreeStore(b.eval, 'nf1:', new Failover({ timeoutMs: 2_000, log: (l) => log.push(l) }));
    expect(await sa.claim('k', T0, 5_000)).toBe(true);
    expect(await sb.claim('k', T0 + 1_000, 5_000)).toBe(false);
    expect(await sb.claim('k', T0 + 5_000, 5_000)).toBe(true);
    expect(log).toEqual([]); // answered by Redis, not by memory
  });

  it('two instances over an hour of views read once per key per freshness limit between them', async () => {
    let now = T0;
    const clock = () => now;
    let reads = 0;
    const make = (conn: RedisConnection) => {
      const store = new FailoverNextFreeStore(conn.eval, 'nf2:', new Failover({ timeoutMs: 2_000 }), clock);
      return nextFreeCache({
        store: () => store,
        now: clock,
        freshMs: 180_000,
        failedMs: 60_000,
        holdMs: 5_000,
        perDay: 5,
      });
    };
    const instances = [make(a), make(b)];
    for (let i = 0; i < 600; i++) {
      now = T0 + i * 6_000;
      await instances[i % 2]!('service:x', async () => {
        reads++;
        return [{ ...SLOT, startAt: Math.floor(now / 1000) + 86_400 }];
      });
    }
    expect(reads).toBe(20);
  });
});
