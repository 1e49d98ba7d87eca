import { describe, expect, it } from 'vitest';
import { ttlMemo } from '@/lib/site-data/memo';

describe('ttlMemo (PER_MINUTE reads: privacy notice, form choices, the clinic facts)', () => {
  it('loads once per period for every caller', async () => {
    let t = 0;
    let loads = 0;
    const get = ttlMemo(
      async () => ++loads,
      60_000,
      () => t,
    );
    expect(await Promise.all([get(), get()])).toEqual([1, 1]);
    t = 59_999;
    expect(await get()).toBe(1);
    t = 60_000;
    expect(await get()).toBe(2);
  });

  it('a failed refresh serves the last good value and is tried again by the next caller', async () => {
    let t = 0;
    let fail = false;
    let loads = 0;
    const get = ttlMemo(
      async () => {
        loads++;
        if (fail) throw new Error('budget_spent');
        return `v${loads}`;
      },
      60_000,
      () => t,
    );
    expect(await get()).toBe('v1');
    t = 61_000;
    fail = true;
    expect(await get()).toBe('v1');
    expect(await get()).toBe('v1');
    expect(loads).toBe(3); // not kept: each caller tried again
    fail = false;
    expect(await get()).toBe('v4');
  });

  it('with nothing loaded yet, the failure reaches the caller', async () => {
    const get = ttlMemo(async () => {
      throw new Error('down');
    }, 60_000);
    await expect(get()).rejects.toThrow('down');
  });
});
