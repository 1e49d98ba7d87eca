// @ts-check
/**
 * Next's page and data cache in Redis (next.config.ts sets it as `cacheHandler` only when REDIS_URL is set), so
 * every instance serves the same ISR pages and cached API reads, and a revalidation on one is seen by all. A small
 * handler after Next's examples/cache-handler-redis, chosen over @fortedigital/nextjs-cache-handler 3.x (which
 * declares Node >= 22; this project runs on 20) — see docs/deploy.md for the comparison.
 *
 * - Entries: `clinic-site:next:<deployment>:<key>` → a one-line JSON head (`lastModified`, tags, cache control),
 *   then the value as JSON (Buffers and Maps encoded). A deployment (NEXT_DEPLOYMENT_ID, else the build id) never reads another's pages.
 * - Revalidation: one hash of tag → time it expired. `get` drops an entry whose tags expired after it was stored, so
 *   `revalidatePath` through one instance makes every instance render afresh on its next request.
 * - Redis away or slower than REDIS_TIMEOUT_MS (150 ms): this process keeps a small memory of its own (the last
 *   MEMORY_ENTRIES entries) and says so once; when Redis answers again that memory is dropped, so no stale copy is
 *   ever served once the shared cache is back, and the revalidations made meanwhile are passed on to Redis first.
 *
 * Plain JavaScript: Next imports the handler at run time, outside its bundles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectRedis } from '../shared-store/redis-connection.mjs';

const TIMEOUT_MS = Number(process.env.REDIS_TIMEOUT_MS) || 150;
const MEMORY_ENTRIES = 500;
/** Entries live a week past their last write at most: pages are rewritten every minute or so while visited. */
const TTL_SEC = 7 * 24 * 3600;
const GLOBAL = Symbol.for('clinic-site.next-cache');

/** One connection and one fallback memory per process, however many handler instances Next makes. */
function state() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  if (g[GLOBAL]) return g[GLOBAL];
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('redis-cache-handler: REDIS_URL is not set');
  // One connection (lib/shared-store/redis-connection.mjs: reconnects, and replaces a connection that stopped answering).
  const s = {
    link: connectRedis(url),
    degraded: false,
    lastTry: 0,
    /** @type {Map<string, any>} */ memory: new Map(),
    /** @type {Map<string, number>} */ memoryTags: new Map(),
    /** Revalidations made while Redis was away, per tags hash (tag → time): passed on before anything else once it answers. */
    /** @type {Map<string, Map<string, number>>} */ pendingTags: new Map(),
  };
  g[GLOBAL] = s;
  return s;
}

/** @template T @param {(client: import('../shared-store/redis-connection.mjs').RedisClient) => Promise<T>} fn @returns {Promise<{ ok: true, value: T } | { ok: false }>} */
async function shared(fn) {
  const s = state();
  if (s.degraded && Date.now() - s.lastTry < 1_000) return { ok: false };
  s.lastTry = Date.now();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  try {
    // Back from an outage: the revalidations it missed reach Redis first, so this very read already honours them.
    const work = s.degraded && s.pendingTags.size > 0 ? flushPending(s).then(() => s.link.run(fn)) : s.link.run(fn);
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error(`no answer within ${TIMEOUT_MS} ms`), { name: 'TimeoutError' })),
        TIMEOUT_MS,
      );
    });
    const value = await Promise.race([work, timeout]);
    if (s.degraded) {
      s.degraded = false;
      s.memory.clear();
      s.memoryTags.clear();
      console.warn('[redis] page cache: answering again, shared cache resumed');
    }
    return { ok: true, value: /** @type {T} */ (value) };
  } catch (err) {
    if (!s.degraded) {
      s.degraded = true;
      console.warn(
        `[redis] page cache: unreachable (${err instanceof Error ? err.name : 'error'}): this instance caches in its own memory until Redis answers again`,
      );
    }
    return { ok: false };
  } finally {
    clearTimeout(timer);
  }
}

/** Sets each tag's expiry time unless Redis already holds a later one (another instance revalidated since). */
const TAG_MAX = `for i = 1, #ARGV, 2 do
  local cur = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  if cur < tonumber(ARGV[i + 1]) then redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
end
return 1`;

/** @param {any} s */
async function flushPending(s) {
  for (const [hash, tags] of s.pendingTags) {
    const args = [...tags].flatMap(([tag, at]) => [tag, String(at)]);
    await s.link.run((/** @type {any} */ c) => c.eval(TAG_MAX, { keys: [hash], arguments: args }));
    s.pendingTags.delete(hash);
  }
}

/** @param {string} _k @param {unknown} v @this {any} */
function replacer(_k, v) {
  const o = this[_k];
  if (Buffer.isBuffer(o)) return { __b: o.toString('base64') };
  if (o instanceof Map) return { __m: [...o.entries()] };
  return v;
}
/** @param {string} _k @param {any} v */
function reviver(_k, v) {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    if (typeof v.__b === 'string' && Object.keys(v).length === 1) return Buffer.from(v.__b, 'base64');
    if (Array.isArray(v.__m) && Object.keys(v).length === 1) return new Map(v.__m);
  }
  return v;
}

/** The tags an entry answers to: a response's from its x-next-cache-tags header, a fetch's from its context. */
function tagsOf(/** @type {any} */ value, /** @type {any} */ ctx) {
  const header = value?.headers?.['x-next-cache-tags'];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...fromHeader, ...(ctx?.tags ?? [])])];
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx) {
    this.serverDistDir = ctx?.serverDistDir;
    state();
  }

  /** Computed at first use: at run time BUILD_ID exists; NEXT_DEPLOYMENT_ID (the recipe sets it) wins. */
  get prefix() {
    if (!this._prefix) {
      let id = process.env.NEXT_DEPLOYMENT_ID;
      if (!id && this.serverDistDir) {
        try {
          id = readFileSync(join(this.serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
        } catch {
          id = 'build';
        }
      }
      this._prefix = `clinic-site:next:${id ?? 'build'}:`;
    }
    return this._prefix;
  }

  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const s = state();
    const softTags = ctx?.softTags ?? [];
    // Only Redis's answers are timed: the page itself is parsed afterwards, so a busy process does not count as a
    // slow Redis (the stored text starts with a one-line head holding the time and tags).
    const r = await shared(async (client) => {
      const raw = await client.get(this.prefix + key);
      if (!raw) return null;
      const head = JSON.parse(raw.slice(0, raw.indexOf('\n')));
      const tags = [...new Set([...(head.tags ?? []), ...softTags])];
      const times = tags.length ? await client.hmGet(`${this.prefix}tags`, tags) : [];
      return { raw, head, expired: times.some((t) => t !== null && Number(t) > head.lastModified) };
    });
    if (!r.ok) {
      const entry = s.memory.get(key);
      if (!entry) return null;
      const tags = [...(entry.tags ?? []), ...softTags];
      if (tags.some((t) => (s.memoryTags.get(t) ?? 0) > entry.lastModified)) return null;
      return { value: entry.value, lastModified: entry.lastModified, cacheControl: entry.cacheControl };
    }
    if (!r.value || r.value.expired) return null;
    const { raw, head } = r.value;
    return {
      value: JSON.parse(raw.slice(raw.indexOf('\n') + 1), reviver),
      lastModified: head.lastModified,
      cacheControl: head.cacheControl,
    };
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    const s = state();
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), cacheControl: ctx?.cacheControl };
    const text = `${JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags, cacheControl: entry.cacheControl })}\n${JSON.stringify(data, replacer)}`;
    const r = await shared((client) =>
      client.set(this.prefix + key, text, { expiration: { type: 'EX', value: TTL_SEC } }),
    );
    if (!r.ok) {
      s.memory.delete(key);
      s.memory.set(key, entry);
      while (s.memory.size > MEMORY_ENTRIES) s.memory.delete(s.memory.keys().next().value);
    }
  }

  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    const s = state();
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    // A profile with an expiry (stale-while-revalidate) expires then; without one (revalidatePath) at once.
    const at = Date.now() + (durations?.expire ? durations.expire * 1000 : 0);
    for (const t of list) s.memoryTags.set(t, at);
    const r = await shared((client) =>
      client.hSet(`${this.prefix}tags`, Object.fromEntries(list.map((t) => [t, String(at)]))),
    );
    if (!r.ok) {
      // Kept, and passed on to Redis when it answers again: the other instances would otherwise serve the old page
      // until its own refresh, although the caller was told it was revalidated.
      const hash = `${this.prefix}tags`;
      const pending = s.pendingTags.get(hash) ?? new Map();
      for (const t of list) pending.set(t, Math.max(pending.get(t) ?? 0, at));
      s.pendingTags.set(hash, pending);
      console.warn(
        '[redis] page cache: Redis unreachable: a revalidation reached only this instance for now, and is passed on when Redis answers again',
      );
    }
  }

  resetRequestCache() {}
}
