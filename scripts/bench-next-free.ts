/**
 * What the next free time on treatment and doctor pages costs the key (docs/performance.md): slots reads made upstream
 * for N page views of treatment and doctor pages over M minutes, on one instance, and on two instances sharing one
 * Redis (a throw-away redis-server). Simulated time: the cache takes a clock (lib/site-data/next-free-cache.ts), so an
 * hour of page views plays in a moment; each view picks one of the pages at random and "reads" by counting.
 *
 *   npm run bench:next-free                       # 10 000 views over 60 minutes, 8 treatments + 6 doctors
 *   npm run bench:next-free -- --views 50000 --minutes 120 --pages 40
 */
import { parseArgs } from 'node:util';
import type { FreeSlot } from '../lib/clinic-api/schemas';
import { Failover } from '../lib/shared-store/failover';
import { openRedis } from '../lib/shared-store/redis-client';
import {
  FailoverNextFreeStore,
  MemoryNextFreeStore,
  nextFreeCache,
  type NextFreeStore,
} from '../lib/site-data/next-free-cache';
import { hasRedisServer, RedisServer } from './lib/redis-server';

const { values } = parseArgs({
  options: {
    views: { type: 'string', default: '10000' },
    minutes: { type: 'string', default: '60' },
    pages: { type: 'string', default: '14' },
  },
});
const VIEWS = Number(values.views);
const MINUTES = Number(values.minutes);
const PAGES = Number(values.pages);
// The production settings (lib/site-data/next-free.ts).
const FRESH_MS = 3 * 60_000;
const FAILED_MS = 60_000;
const T0 = Date.UTC(2026, 10, 30, 7, 0);

function slotsAt(now: number): FreeSlot[] {
  // A free time every half hour from tomorrow on: always something ahead of the simulated clock.
  const start = Math.ceil(now / 1000 / 86_400) * 86_400 + 8 * 3600;
  return Array.from({ length: 16 }, (_, i) => ({
    resourceId: 'r1',
    startAt: start + i * 1800,
    endAt: start + i * 1800 + 1800,
    localDate: new Date(start * 1000).toISOString().slice(0, 10),
    localStartMin: 9 * 60 + i * 30,
  }));
}

/** Plays the views against `instances` caches (views alternate between them); answers reads made and views shown. */
async function play(stores: ((now: () => number) => NextFreeStore)[], failEvery = 0) {
  let now = T0;
  const clock = () => now;
  const caches = stores.map((make) => {
    const store = make(clock);
    return nextFreeCache({
      store: () => store,
      now: clock,
      freshMs: FRESH_MS,
      failedMs: FAILED_MS,
      holdMs: 5_000,
      perDay: 5,
    });
  });
  let reads = 0;
  let shown = 0;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const step = (MINUTES * 60_000) / VIEWS;
  for (let i = 0; i < VIEWS; i++) {
    now = T0 + Math.floor(i * step);
    const page = Math.floor(random() * PAGES);
    const key = page % 2 ? `service:s${page}` : `resource:r${page}`;
    const r = await caches[i % caches.length]!(key, async () => {
      reads++;
      if (failEvery && reads % failEvery === 0) throw new Error('unavailable');
      return slotsAt(now);
    });
    if (r.kind === 'slots') shown++;
  }
  return { reads, shown };
}

function row(name: string, r: { reads: number; shown: number }) {
  const perMin = (r.reads / MINUTES).toFixed(2);
  console.log(
    `${name.padEnd(44)} ${String(r.reads).padStart(6)} slots reads  (${perMin}/min; a read per view would be ${VIEWS})  time shown on ${((100 * r.shown) / VIEWS).toFixed(1)}% of views`,
  );
}

async function main() {
  console.log(
    `${VIEWS} page views of ${PAGES} treatment and doctor pages over ${MINUTES} min (simulated), freshness ${FRESH_MS / 60_000} min\n`,
  );
  const memory = (now: () => number) => new MemoryNextFreeStore(now);
  row('one instance', await play([memory]));
  row('one instance, every 3rd read failing', await play([memory], 3));
  row('two instances, no shared store', await play([memory, memory]));
  if (!hasRedisServer()) {
    console.log('\nredis-server is not installed (scripts/system-deps.sh): the shared runs are skipped.');
    return;
  }
  const redis = await RedisServer.start();
  const conns: ReturnType<typeof openRedis>[] = [];
  try {
    // One connection per instance, connected before the views start.
    for (let i = 0; i < 3; i++) conns.push(openRedis(redis.url));
    await Promise.all(conns.map((c) => c.eval('return 1', [], [])));
    const viaRedis = (i: number, prefix: string) => (now: () => number) =>
      new FailoverNextFreeStore(conns[i]!.eval, prefix, new Failover({ timeoutMs: 2_000 }), now);
    row('one instance, Redis', await play([viaRedis(0, 'bench-1:')]));
    row('two instances sharing Redis', await play([viaRedis(1, 'bench-2:'), viaRedis(2, 'bench-2:')]));
  } finally {
    await Promise.all(conns.map((c) => c.close()));
    await redis.stop();
  }
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
