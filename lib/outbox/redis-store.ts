import type { RedisEval } from '../shared-store/redis-eval';
import { leaseToken, MAX_ENTRIES, type ClaimResult, type OutboxEntry, type OutboxStore } from './store';

/**
 * The outbox in Redis, shared by every instance: a sorted set of ids by arrival and a hash of the entries (sealed),
 * each change one Lua script, so a claim (drop the expired, lease the oldest when due and free) is atomic across
 * instances: one delivery at a time, in order. Both keys expire a day after the last entry was added, so an outbox
 * nobody serves any more does not stay.
 */
const ADD = `
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return 1`;

const CLAIM = `
local now = tonumber(ARGV[1])
local expired = 0
while true do
  local head = redis.call('ZRANGE', KEYS[1], 0, 0)[1]
  if not head then return {expired, false} end
  local raw = redis.call('HGET', KEYS[2], head)
  if not raw then
    redis.call('ZREM', KEYS[1], head)
  else
    local e = cjson.decode(raw)
    if e.expiresAt <= now then
      redis.call('ZREM', KEYS[1], head)
      redis.call('HDEL', KEYS[2], head)
      expired = expired + 1
    else
      if e.notBefore > now then return {expired, false} end
      if e.leaseUntil and e.leaseUntil > now then return {expired, false} end
      e.leaseToken = ARGV[3]
      e.leaseUntil = now + tonumber(ARGV[2])
      redis.call('HSET', KEYS[2], head, cjson.encode(e))
      return {expired, raw}
    end
  end
end`;

const POSTPONE = `
local raw = redis.call('HGET', KEYS[2], ARGV[1])
if not raw then return 0 end
local e = cjson.decode(raw)
if e.leaseToken ~= ARGV[2] then return 0 end
e.leaseToken = nil
e.leaseUntil = nil
e.attempts = e.attempts + 1
e.notBefore = tonumber(ARGV[3])
redis.call('HSET', KEYS[2], ARGV[1], cjson.encode(e))
return 1`;

const REMOVE = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1`;

const SIZE = `return redis.call('ZCARD', KEYS[1])`;

/** Keys live this long after the last add: the time limit plus a margin, whatever happens to the site. */
const KEY_TTL_MS = 25 * 60 * 60_000;

export class RedisOutboxStore implements OutboxStore {
  private readonly keys: string[];

  constructor(
    private readonly run: RedisEval,
    prefix: string,
  ) {
    this.keys = [`${prefix}outbox:ids`, `${prefix}outbox:entries`];
  }

  async add(entry: OutboxEntry): Promise<boolean> {
    const json = JSON.stringify(entry);
    return Number(await this.run(ADD, this.keys, [entry.id, entry.at, json, MAX_ENTRIES, KEY_TTL_MS])) === 1;
  }

  async claim(now: number, leaseMs: number): Promise<ClaimResult> {
    const token = leaseToken();
    const [expired, raw] = (await this.run(CLAIM, this.keys, [now, leaseMs, token])) as [number, string | null];
    if (typeof raw !== 'string') return { claimed: null, expired: Number(expired) };
    const {
      leaseToken: _t,
      leaseUntil: _u,
      ...entry
    } = JSON.parse(raw) as OutboxEntry & {
      leaseToken?: string;
      leaseUntil?: number;
    };
    return { claimed: { entry, token }, expired: Number(expired) };
  }

  async remove(id: string): Promise<void> {
    await this.run(REMOVE, this.keys, [id]);
  }

  async postpone(id: string, token: string, notBefore: number): Promise<void> {
    await this.run(POSTPONE, this.keys, [id, token, notBefore]);
  }

  async size(): Promise<number> {
    // Stryker disable next-line ArrayDeclaration: SIZE reads no ARGV
    return Number(await this.run(SIZE, this.keys, []));
  }
}
