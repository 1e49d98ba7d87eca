import { afterEach, describe, expect, it, vi } from 'vitest';
import { timedMemo } from '@/lib/site-data/memo';

/** Lets a settled load's callbacks run (they are a few microtasks behind the caller's answer). */
const settle = () => new Promise((r) => setTimeout(r, 0));

/**
 * The process-stale memo (the proxy's noindex flag, the published set, the locations): one upstream read per period,
 * served stale-while-revalidate, never flapping, and no request waiting on a refresh.
 */
describe('timedMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per period for any number of callers; past it, answers the last value and refreshes behind', async () => {
    let clock = 0;
    let flag = false;
    const load = vi.fn(async () => flag);
    const get = timedMemo(load, { ttlMs: 60_000, timeoutMs: 1000, fallback: false, now: () => clock });
    expect(await Promise.all([get(), get(), get()])).toEqual([false, false, false]);
    expect(load).toHaveBeenCalledTimes(1);
    flag = true;
    clock = 59_000;
    expect(await get()).toBe(false);
    clock = 60_001;
    expect(await get()).toBe(false); // the last value at once; the refresh runs behind
    await settle();
    expect(await get()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good value when a refresh fails, and retries only in the next period', async () => {
    let clock = 0;
    const load = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(true)
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce(false);
    const get = timedMemo(load, { ttlMs: 60_000, timeoutMs: 1000, fallback: false, now: () => clock });
    expect(await get()).toBe(true);
    clock = 61_000;
    expect(await get()).toBe(true);
    await settle();
    clock = 62_000;
    expect(await get()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 122_000;
    expect(await get()).toBe(true);
    await settle();
    expect(await get()).toBe(false);
  });

  it('the first ever caller waits at most timeoutMs; later callers do not wait, and the late answer is picked up', async () => {
    vi.useFakeTimers();
    let resolveLoad: (v: boolean) => void = () => {};
    const load = vi.fn(() => new Promise<boolean>((r) => (resolveLoad = r)));
    const get = timedMemo(load, { ttlMs: 60_000, timeoutMs: 2000, fallback: false });
    const first = get();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await first).toBe(false);
    // The first wait was spent: while that load still hangs, the next caller answers at once.
    let answered = false;
    void get().then(() => (answered = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(answered).toBe(true);
    resolveLoad(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(await get()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('no caller waits on a refresh that hangs: the last value answers at once, one refresh in flight', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const load = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(true);
    load.mockImplementation(() => new Promise<boolean>(() => {})); // every later refresh hangs
    const get = timedMemo(load, { ttlMs: 60_000, timeoutMs: 2000, fallback: false, now: () => clock });
    expect(await get()).toBe(true);
    clock = 61_000;
    const answers: boolean[] = [];
    for (let i = 0; i < 5; i++) void get().then((v) => answers.push(v));
    await vi.advanceTimersByTimeAsync(0); // no time passes: each answer must need none
    expect(answers).toEqual([true, true, true, true, true]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
