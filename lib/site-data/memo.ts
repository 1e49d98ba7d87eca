export interface TimedMemoOptions<T> {
  /** How long a loaded value is trusted. */
  ttlMs: number;
  /** Longest a caller waits for a refresh; after that it gets the last value (the refresh still completes). */
  timeoutMs: number;
  /** Answer before anything was ever loaded, or when the first load fails. */
  fallback: T;
  now?: () => number;
}

/**
 * A value loaded at most once per `ttlMs` by all callers together (one load in flight at a time). A failed load
 * keeps the last good value until the next period, so a flaky upstream never flips the answer back and forth.
 */
export function timedMemo<T>(load: () => Promise<T>, opts: TimedMemoOptions<T>): () => Promise<T> {
  const now = opts.now ?? Date.now;
  let value = opts.fallback;
  let checkedAt = Number.NEGATIVE_INFINITY;
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
        inflight = undefined;
      });
    return inflight;
  };

  return async () => {
    if (now() - checkedAt < opts.ttlMs) return value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(value), opts.timeoutMs);
    });
    try {
      return await Promise.race([refresh(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
