import { afterAll, beforeAll, describe } from 'vitest';
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
