import { afterEach, describe, expect, it, vi } from 'vitest';
import { timedMemo } from '@/lib/site-data/memo';

/** The proxy's noindex memo: one upstream read per minute, never blocking a page for long, never flapping. */
describe('timedMemo', () => {
  afterEach(() => vi.useRealTimers());

  it('loads once per period for any number of callers, then again after the period', async () => {
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
    clock = 62_000;
    expect(await get()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 122_000;
    expect(await get()).toBe(false);
  });

  it('answers with the last value when the upstream is slow, and picks up the late answer when it lands', async () => {
    vi.useFakeTimers();
    let resolveLoad: (v: boolean) => void = () => {};
    const load = vi.fn(() => new Promise<boolean>((r) => (resolveLoad = r)));
    const get = timedMemo(load, { ttlMs: 60_000, timeoutMs: 2000, fallback: false });
    const first = get();
    await vi.advanceTimersByTimeAsync(2000);
    expect(await first).toBe(false);
    resolveLoad(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(await get()).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
