import type { createClient } from '@redis/client';

export type RedisClient = ReturnType<typeof createClient>;
export const STALE_MS: number;
export interface RedisLink {
  /** Runs `fn` with the current client; a call that stays unanswered `staleMs` replaces the client. */
  run<T>(fn: (client: RedisClient) => Promise<T>): Promise<T>;
  /** How many times a connection that stopped answering was replaced. */
  readonly replaced: number;
  close(): Promise<void>;
}
export function connectRedis(url: string, options?: { staleMs?: number }): RedisLink;
