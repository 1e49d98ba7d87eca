import { connectRedis } from './redis-connection.mjs';
import type { RedisEval } from './redis-eval';

/**
 * The shared stores' connection: scripts (EVAL) over one Redis connection per process
 * (lib/shared-store/redis-connection.mjs says how it fails, reconnects, and replaces a connection that stopped
 * answering). Errors are not logged here: lib/shared-store/failover.ts logs the loss once instead of every reconnect
 * attempt.
 */
export interface RedisConnection {
  eval: RedisEval;
  /** How many times a connection that stopped answering was replaced. */
  readonly replaced: number;
  close(): Promise<void>;
}

export function openRedis(url: string, options?: { staleMs?: number }): RedisConnection {
  const link = connectRedis(url, options);
  return {
    eval: (script, keys, args) => link.run((client) => client.eval(script, { keys, arguments: args.map(String) })),
    get replaced() {
      return link.replaced;
    },
    close: () => link.close(),
  };
}
