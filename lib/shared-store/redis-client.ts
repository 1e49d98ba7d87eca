import { createClient } from '@redis/client';
import type { RedisEval } from './redis-eval';

/**
 * A connection for the shared stores, with the official client (@redis/client, the core of node-redis: no
 * dependencies, Node ≥ 20). Commands fail at once while the connection is down (no offline queue that would hold a
 * page behind it), and the client reconnects by itself in the background (100 ms, doubling, at most 2 s apart), so
 * the stores return to Redis as soon as it answers. Errors are not logged here: lib/shared-store/failover.ts logs the
 * loss once instead of every reconnect attempt.
 */
export interface RedisConnection {
  eval: RedisEval;
  close(): Promise<void>;
}

export function openRedis(url: string): RedisConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', () => {});
  // Until the first connection is made a call waits for it (the Failover bounds the wait); afterwards a call while
  // the connection is down fails at once.
  let connected = false;
  const first = client.connect().then(
    () => void (connected = true),
    () => {},
  );
  return {
    eval: async (script, keys, args) => {
      if (!connected) await first;
      return client.eval(script, { keys, arguments: args.map(String) });
    },
    close: async () => {
      // A client still reconnecting has nothing to flush: dropping it ends its retries.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
