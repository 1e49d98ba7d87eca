/**
 * The renames in Redis (REDIS_URL), as every instance of the server keeps and reads them (lib/site-data/renames.ts)
 * and as `npm run check-relaunch` reads them. Two hashes, one field per entry, so that instances writing at once each
 * change only their own fields and none overwrites another's:
 * - `<prefix>renames`: old path → `{"to": new path, "at": epoch ms}`;
 * - `<prefix>renames:ids`: `kind:id` → the path the record was last seen at.
 * A write sends only what changed from the state it read, in one script that also applies the bounds (RENAME_LIMITS:
 * oldest first past the cap, and past the age) to the merged hash.
 */
import type { RedisEval } from '../shared-store/redis-eval';
import { readRenameState, RENAME_LIMITS, type Rename, type RenameState } from './renames';

const keys = (prefix: string) => [`${prefix}renames`, `${prefix}renames:ids`];

/** A key of another type (the earlier form kept the state as one JSON string) reads as none, and is replaced. */
const READ = `local out = {}
for i, k in ipairs(KEYS) do
  if redis.call('TYPE', k)['ok'] == 'hash' then out[i] = redis.call('HGETALL', k) else out[i] = {} end
end
return out`;

const WRITE = `for _, k in ipairs(KEYS) do
  local t = redis.call('TYPE', k)['ok']
  if t ~= 'hash' and t ~= 'none' then redis.call('DEL', k) end
end
local change = cjson.decode(ARGV[1])
for i, k in ipairs(KEYS) do
  for _, pair in ipairs(change[i].set) do redis.call('HSET', k, pair[1], pair[2]) end
  for _, field in ipairs(change[i].del) do redis.call('HDEL', k, field) end
end
local max, oldest = tonumber(ARGV[2]), tonumber(ARGV[3])
local all = redis.call('HGETALL', KEYS[1])
local kept = {}
for i = 1, #all, 2 do
  local ok, entry = pcall(cjson.decode, all[i + 1])
  local at = ok and type(entry) == 'table' and tonumber(entry.at) or nil
  if at == nil or at < oldest then redis.call('HDEL', KEYS[1], all[i]) else kept[#kept + 1] = {all[i], at} end
end
if #kept > max then
  table.sort(kept, function(a, b) return a[2] > b[2] end)
  for i = max + 1, #kept do redis.call('HDEL', KEYS[1], kept[i][1]) end
end
return 1`;

const pairs = (flat: unknown): [string, string][] => {
  const list = Array.isArray(flat) ? flat.map(String) : [];
  const out: [string, string][] = [];
  for (let i = 0; i + 1 < list.length; i += 2) out.push([list[i]!, list[i + 1]!]);
  return out;
};

/** The state kept in Redis, or null when there is none. Entries that are not one (hand-edited) are left out. */
export async function readSharedRenames(evalScript: RedisEval, prefix: string): Promise<RenameState | null> {
  const [renames, ids] = ((await evalScript(READ, keys(prefix), [])) as unknown[]).map(pairs);
  if (!renames?.length && !ids?.length) return null;
  const parsed = (renames ?? []).map(([from, value]) => {
    try {
      const { to, at } = JSON.parse(value) as Partial<Rename>;
      return { from, to, at };
    } catch {
      return null;
    }
  });
  return readRenameState(JSON.stringify({ ids: Object.fromEntries(ids ?? []), renames: parsed.filter(Boolean) }));
}

const entry = (r: Rename) => JSON.stringify({ to: r.to, at: r.at });

/**
 * Writes what changed from `before` (the state this instance read from Redis; null: none) to `after`, leaving every
 * other field as another instance may have just written it. Nothing is sent when nothing changed.
 */
export async function writeSharedRenames(
  evalScript: RedisEval,
  prefix: string,
  before: RenameState | null,
  after: RenameState,
  now: number,
  limits = RENAME_LIMITS,
): Promise<void> {
  const diff = (was: Record<string, string>, is: Record<string, string>) => ({
    set: Object.entries(is).filter(([k, v]) => was[k] !== v),
    del: Object.keys(was).filter((k) => !Object.hasOwn(is, k)),
  });
  const byPath = (s: RenameState | null) => Object.fromEntries((s?.renames ?? []).map((r) => [r.from, entry(r)]));
  const change = [diff(byPath(before), byPath(after)), diff(before?.ids ?? {}, after.ids)];
  if (change.every((c) => c.set.length === 0 && c.del.length === 0)) return;
  await evalScript(WRITE, keys(prefix), [JSON.stringify(change), limits.maxEntries, now - limits.maxAgeMs]);
}
