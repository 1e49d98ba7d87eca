/**
 * The renames in Redis (REDIS_URL), as every instance of the server keeps and reads them (lib/site-data/renames.ts)
 * and as `npm run check-relaunch` reads them: one key, `<prefix>renames`, holding the state as JSON.
 */
import type { RedisEval } from '../shared-store/redis-eval';
import { readRenameState, type RenameState } from './renames';

const KEY = 'renames';

/** The state kept in Redis, or null when there is none (or it is not one). */
export async function readSharedRenames(evalScript: RedisEval, prefix: string): Promise<RenameState | null> {
  return readRenameState((await evalScript(`return redis.call('GET', KEYS[1])`, [prefix + KEY], [])) as string | null);
}

export async function writeSharedRenames(evalScript: RedisEval, prefix: string, state: RenameState): Promise<void> {
  await evalScript(`return redis.call('SET', KEYS[1], ARGV[1])`, [prefix + KEY], [JSON.stringify(state)]);
}
