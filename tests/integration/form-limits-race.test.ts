import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import { openRedis, type RedisConnection } from '@/lib/shared-store/redis-client';
import { Failover } from '@/lib/shared-store/failover';

/**
 * The forms' limits (lib/abuse/server.ts) with several instances' Redis behind them, raced as a script would: many
 * sends at once from one address, and from many addresses at once. Each Redis call is a round trip, so a check
 * followed by a separate count let every racing send see the same free places.
 */
let address = '198.51.100.1';
vi.mock('next/headers', () => ({ headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: address }) }));

let redis: RedisServer;
let conn: RedisConnection;

describe.skipIf(!hasRedisServer())('form limits in Redis, raced (needs redis-server)', () => {
  beforeAll(async () => {
    redis = await RedisServer.start();
    conn = openRedis(redis.url);
    // The process's shared stores (lib/shared-store/server.ts) are this test's Redis.
    (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.redis')] = {
      eval: conn.eval,
      failover: new Failover({ timeoutMs: 2_000 }),
      prefix: 'race:',
      expectedInstances: 2,
    };
  });
  afterAll(async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('clinic-site.redis')];
    await conn?.close();
    await redis?.stop();
  });

  it('twelve enquiries at once from one address: five get through (its limit), and only they are counted', async () => {
    const { checkActionLimit } = await import('@/lib/abuse/server');
    address = '198.51.100.7';
    const results = await Promise.all(Array.from({ length: 12 }, () => checkActionLimit('lead')));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === 'address')).toHaveLength(7);
    // Refused sends count nowhere: the enquiries' site-wide window holds the five.
    expect(Number(await conn.eval(`return redis.call('ZCARD', KEYS[1])`, ['race:limit:site:lead:all'], []))).toBe(5);
    expect(
      Number(await conn.eval(`return redis.call('ZCARD', KEYS[1])`, [`race:limit:address:lead:600000:${address}`], [])),
    ).toBe(5);
  });

  it("thirty bookings at once from thirty addresses: the bookings' site-wide cap (20 a minute) holds", async () => {
    const { checkActionLimit, SITE_WIDE_PER_MINUTE } = await import('@/lib/abuse/server');
    const used = Number(await conn.eval(`return redis.call('ZCARD', KEYS[1])`, ['race:limit:site:booking:all'], []));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        address = `203.0.113.${i + 1}`;
        return checkActionLimit('booking');
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(SITE_WIDE_PER_MINUTE.booking - used);
    // An address refused by the site-wide cap is not counted against its own limits.
    const refused = results.findIndex((r) => !r.ok);
    expect(results[refused]).toMatchObject({ ok: false, reason: 'global' });
    expect(
      Number(
        await conn.eval(
          `return redis.call('ZCARD', KEYS[1])`,
          [`race:limit:address:booking:600000:203.0.113.${refused + 1}`],
          [],
        ),
      ),
    ).toBe(0);
  });

  it('addresses hammering since more than a minute, on two instances, leave the reserve to a new patient', async () => {
    const { checkActionLimit, SITE_WIDE_PER_MINUTE, newVisitorReserve } = await import('@/lib/abuse/server');
    const limit = SITE_WIDE_PER_MINUTE.feedback;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const t0 = Date.now() + 120_000; // past the windows the tests above filled
      const abusers = ['203.0.113.101', '203.0.113.102', '203.0.113.103'];
      const burst = () =>
        Promise.all(
          abusers.flatMap((a) =>
            Array.from({ length: 4 }, () => {
              address = a;
              return checkActionLimit('feedback');
            }),
          ),
        );
      vi.setSystemTime(t0);
      expect((await burst()).filter((r) => r.ok)).toHaveLength(limit);
      vi.setSystemTime(t0 + 30_000);
      expect((await burst()).filter((r) => r.ok)).toHaveLength(0);
      vi.setSystemTime(t0 + 61_000);
      expect((await burst()).filter((r) => r.ok)).toHaveLength(limit - newVisitorReserve(limit));
      address = '198.51.100.77';
      expect(await checkActionLimit('feedback')).toEqual({ ok: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('eight bookings at once with one phone number: three get its places (3 a day), and a place given back is free again', async () => {
    const { takePhoneBooking, BOOKINGS_PER_PHONE_PER_DAY } = await import('@/lib/abuse/server');
    const takes = await Promise.all(
      Array.from({ length: 8 }, (_, i) => takePhoneBooking(i % 2 ? '+48 601 234 567' : '601-234-567')),
    );
    const ok = takes.filter((t) => t.ok);
    expect(ok).toHaveLength(BOOKINGS_PER_PHONE_PER_DAY);
    // A booking that was not made (its slot taken meanwhile) gives its place back.
    await (ok[0] as { undo: () => Promise<void> }).undo();
    expect((await takePhoneBooking('601 234 567')).ok).toBe(true);
    expect((await takePhoneBooking('601 234 567')).ok).toBe(false);
  });
});
