/**
 * The one thing the shared stores need of Redis: run a Lua script over some keys, atomically. Keeping them to this
 * signature leaves them free of the client library (lib/shared-store/server.ts binds it) and testable against any Redis.
 */
export type RedisEval = (script: string, keys: string[], args: (string | number)[]) => Promise<unknown>;

/** Every key the site writes starts with this (then the stores' own names), so the site's keys are easy to find. */
export const KEY_PREFIX = 'clinic-site:';
