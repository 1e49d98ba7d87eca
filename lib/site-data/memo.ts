import { cache } from 'react';

/**
 * The one memo every cached read of lib/site-data is built on. A read names its rule (lib/site-data/rules.ts), and
 * the rule alone decides how long an answer is kept, by whom, and what a failure does.
 */
export type CacheRule<T> =
  /** Once per render (React cache): layout, page and metadata share one call; the answer itself lives in Next's data cache. */
  | { scope: 'render' }
  /** Once per `ttlMs` per process for all callers together; a failed load is not kept (the next caller tries again) and the last good value stands in meanwhile. */
  | { scope: 'process'; ttlMs: number }
  /** As `process`, but never throws and never waits for a refresh: the last value (or `fallback`) answers at once while one refresh runs in the background; only the first ever read waits, at most `timeoutMs`. */
  | ({ scope: 'process-stale' } & TimedMemoOptions<T>)
  /** Not cached at all: live data (free slots) read through the same layer. */
  | { scope: 'live' };

export function memo<A extends unknown[], T>(
  rule: CacheRule<T>,
  load: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  switch (rule.scope) {
    case 'render':
      return cache(load);
    case 'live':
      return load;
    case 'process':
      return keyed((...args: A) => ttlMemo(() => load(...args), rule.ttlMs));
    case 'process-stale':
      return keyed((...args: A) => timedMemo(() => load(...args), rule));
  }
}

/** One memo per distinct argument list (reads take at most a path or an id). */
function keyed<A extends unknown[], T>(make: (...args: A) => () => Promise<T>): (...args: A) => Promise<T> {
  const memos = new Map<string, () => Promise<T>>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    let m = memos.get(key);
    if (!m) memos.set(key, (m = make(...args)));
    return m();
  };
}

/**
 * Loads at most once per `ttlMs` for all callers. A failed load is not kept (the next caller tries again); while it
 * fails, callers get the last good value if there is one (a refresh the budget turned away must not break a booking
 * page for a minute-old treatment list), else the error.
 */
export function ttlMemo<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  let lastGood: { value: T } | undefined;
  return () => {
    const at = now();
    if (cached && at - cached.at < ttlMs) return cached.value;
    const entry: { at: number; value: Promise<T> } = { at, value: Promise.resolve(undefined as T) };
    entry.value = load().then(
      (value) => {
        lastGood = { value };
        return value;
      },
      (err: unknown) => {
        if (cached === entry) cached = undefined;
        if (lastGood) return lastGood.value;
        throw err;
      },
    );
    cached = entry;
    return entry.value;
  };
}

export interface TimedMemoOptions<T> {
  /** How long a loaded value is trusted. */
  ttlMs: number;
  /** Longest the first ever caller waits for the first load; after that it gets `fallback` (the load still completes). */
  timeoutMs: number;
  /** Answer before anything was ever loaded, or when the first load fails. */
  fallback: T;
  now?: () => number;
}

/**
 * A value loaded at most once per `ttlMs` by all callers together (one load in flight at a time), served
 * stale-while-revalidate: once there is a value (or the first wait was spent), no caller ever waits for a load. A
 * caller past the period gets the last value at once and starts the one refresh in the background, so an API that
 * hangs costs no request any time. Only the first ever caller waits, at most `timeoutMs`. A failed load keeps the
 * last value until the next period, so a flaky upstream never flips the answer back and forth.
 */
export function timedMemo<T>(load: () => Promise<T>, opts: TimedMemoOptions<T>): () => Promise<T> {
  const now = opts.now ?? Date.now;
  let value = opts.fallback;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // True once a load settled or a caller waited `timeoutMs` in vain: from then on nobody waits.
  let answered = false;
  let inflight: Promise<T> | undefined;

  const refresh = () => {
    inflight ??= load()
      .then(
        (v) => {
          value = v;
          return v;
        },
        () => value,
      )
      .finally(() => {
        checkedAt = now();
        answered = true;
        inflight = undefined;
      });
    return inflight;
  };

  return async () => {
    if (now() - checkedAt < opts.ttlMs) return value;
    const loading = refresh();
    if (answered) return value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => {
        answered = true;
        resolve(value);
      }, opts.timeoutMs);
    });
    try {
      return await Promise.race([loading, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
