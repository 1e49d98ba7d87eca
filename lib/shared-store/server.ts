import 'server-only';
import { config } from '../config/server';
import { processSingleton } from '../singleton';
import { Failover } from './failover';
import { openRedis } from './redis-client';
import { KEY_PREFIX, type RedisEval } from './redis-eval';

/**
 * The process's one Redis connection for the budget and the form limits (REDIS_URL), or null when the site runs as
 * one instance. One Failover for all of them: Redis is either answering for this instance or not.
 */
export interface Shared {
  eval: RedisEval;
  failover: Failover;
  prefix: string;
  /** EXPECTED_INSTANCES: what share of each window the in-memory fallback may spend. */
  expectedInstances: number;
}

export function shared(): Shared | null {
  return processSingleton('redis', () => {
    const cfg = config();
    if (!cfg.redisUrl) return null;
    const conn = openRedis(cfg.redisUrl);
    return {
      eval: conn.eval,
      failover: new Failover({ timeoutMs: cfg.redisTimeoutMs }),
      prefix: KEY_PREFIX,
      expectedInstances: cfg.expectedInstances,
    };
  });
}
