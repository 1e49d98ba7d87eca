// @ts-check
/**
 * One Redis connection for a process's shared stores and for the page cache handler, with the official client
 * (@redis/client, the core of node-redis: no dependencies, Node ≥ 20).
 *
 * - Commands fail at once while the connection is down (no offline queue that would hold a page behind it), and the
 *   client reconnects by itself in the background (100 ms, doubling, at most 2 s apart).
 * - A connection that stops answering without being closed is replaced. When Redis's host vanishes (a managed
 *   Redis failing over to another address, a machine cut off without a reset), the socket stays open and the client
 *   would write every command into it and wait: TCP gives up only after about 15 minutes, so every instance would
 *   count and cache on its own for that long although Redis answers at its address. A call unanswered for `staleMs`
 *   (5 s; the callers stop waiting after REDIS_TIMEOUT_MS and use memory) drops that client, which fails whatever still
 *   waits on it, and opens a new one.
 *
 * Errors are not logged here: lib/shared-store/failover.ts and the cache handler log the loss once instead.
 * Plain JavaScript: the cache handler (lib/next-cache/redis-cache-handler.mjs) is imported by Next at run time,
 * outside its bundles.
 */
import { createClient } from '@redis/client';

const STALE_MS = 5_000;

/**
 * @param {string} url
 * @param {{ staleMs?: number }} [options]
 */
export function connectRedis(url, options = {}) {
  const staleMs = options.staleMs ?? STALE_MS;
  let closed = false;
  let replaced = 0;

  function open() {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (/** @type {number} */ n) => Math.min(100 * 2 ** n, 2_000) },
    });
    client.on('error', () => {});
    const c = { client, connected: false, first: /** @type {Promise<void>} */ (Promise.resolve()) };
    // Until the first connection is made a call waits for it (the callers bound the wait); afterwards a call while
    // the connection is down fails at once.
    c.first = client.connect().then(
      () => void (c.connected = true),
      () => {},
    );
    return c;
  }

  /** @param {ReturnType<typeof createClient>} client */
  function drop(client) {
    try {
      if (client.isOpen) client.destroy();
    } catch {
      // already gone
    }
  }

  let current = open();

  /** @param {ReturnType<typeof open>} c */
  function replace(c) {
    if (closed || current !== c) return;
    replaced++;
    current = open();
    drop(c.client);
  }

  return {
    /**
     * Runs `fn` with the current client; a call that stays unanswered `staleMs` replaces the client.
     * @template T
     * @param {(client: ReturnType<typeof createClient>) => Promise<T>} fn
     * @returns {Promise<T>}
     */
    async run(fn) {
      const c = current;
      if (!c.connected) await c.first;
      const timer = setTimeout(() => replace(c), staleMs);
      try {
        return await fn(c.client);
      } finally {
        clearTimeout(timer);
      }
    },
    /** How many times a connection that stopped answering was replaced (for tests and diagnostics). */
    get replaced() {
      return replaced;
    },
    async close() {
      closed = true;
      const { client } = current;
      // A client still reconnecting has nothing to flush: dropping it ends its retries.
      if (client.isReady) await client.close();
      else drop(client);
    },
  };
}
