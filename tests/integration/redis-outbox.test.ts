import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, RedisServer } from '../../scripts/lib/redis-server';
import { openRedis, type RedisConnection } from '@/lib/shared-store/redis-client';
import { RedisOutboxStore } from '@/lib/outbox/redis-store';
import { outboxStoreContract } from '../support/outbox-contract';

/**
 * The enquiry outbox in a real redis-server on a free loopback port: two connections play two instances over one
 * outbox; the raw bytes checked for patient data are every value Redis holds under the outbox's keys.
 */
let redis: RedisServer;
let a: RedisConnection;
let b: RedisConnection;
let n = 0;

describe.skipIf(!hasRedisServer())('the outbox in Redis (needs redis-server: scripts/system-deps.sh)', () => {
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

  const entry = (id: string) => ({ id, at: 1, expiresAt: 1e15, notBefore: 1e15, attempts: 0, sealed: 'v1.x' });

  it('keeps at most 2,000 entries: the 2,001st is refused and nothing kept is lost', async () => {
    const prefix = `outbox-full${++n}:`;
    const store = new RedisOutboxStore(a.eval, prefix);
    // 1,999 entries as the store keeps them, in one script.
    await a.eval(
      `for i = 1, 1999 do
         local id = string.format('%010d-x', i)
         redis.call('ZADD', KEYS[1], i, id)
         redis.call('HSET', KEYS[2], id, '{}')
       end
       return 1`,
      [`${prefix}outbox:ids`, `${prefix}outbox:entries`],
      [],
    );
    expect(await store.add(entry('0000005000-a'))).toBe(true);
    expect(await store.add(entry('0000005001-b'))).toBe(false);
    expect(await store.size()).toBe(2_000);
    expect(
      await a.eval(`return redis.call('HEXISTS', KEYS[1], ARGV[1])`, [`${prefix}outbox:entries`], ['0000005001-b']),
    ).toBe(0);
  });

  it('keeps an outbox under its documented keys, within the site’s prefix', async () => {
    const prefix = `outbox-keys${++n}:`;
    await new RedisOutboxStore(a.eval, prefix).add(entry('0000000001-a'));
    expect(await a.eval(`return redis.call('KEYS', ARGV[1] .. '*')`, [], [prefix])).toEqual(
      expect.arrayContaining([`${prefix}outbox:ids`, `${prefix}outbox:entries`]),
    );
    expect(await new RedisOutboxStore(a.eval, `outbox-other${n}:`).size()).toBe(0);
  });

  it('lets both keys expire a day and an hour after the last enquiry kept (an outbox nobody serves any more)', async () => {
    const prefix = `outbox-ttl${++n}:`;
    await new RedisOutboxStore(a.eval, prefix).add(entry('0000000001-a'));
    const ttls = (await a.eval(
      `return {redis.call('PTTL', KEYS[1]), redis.call('PTTL', KEYS[2])}`,
      [`${prefix}outbox:ids`, `${prefix}outbox:entries`],
      [],
    )) as number[];
    for (const ttl of ttls) {
      expect(ttl).toBeGreaterThan(25 * 60 * 60_000 - 60_000);
      expect(ttl).toBeLessThanOrEqual(25 * 60 * 60_000);
    }
  });

  outboxStoreContract(async () => {
    const prefix = `outbox-test${++n}:`;
    return {
      a: new RedisOutboxStore(a.eval, prefix),
      b: new RedisOutboxStore(b.eval, prefix),
      raw: async () =>
        JSON.stringify(
          await a.eval(
            `local out = {}
             for _, k in ipairs(redis.call('KEYS', ARGV[1] .. '*')) do
               local t = redis.call('TYPE', k).ok
               if t == 'hash' then table.insert(out, redis.call('HGETALL', k))
               elseif t == 'zset' then table.insert(out, redis.call('ZRANGE', k, 0, -1)) end
             end
             return out`,
            [],
            [prefix],
          ),
        ),
    };
  });
});
