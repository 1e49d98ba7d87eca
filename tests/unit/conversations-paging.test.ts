import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, newestFirst, pageOf, parseLimit } from '@/lib/demo-clinic/conversations/paging';
import { inLocation } from '@/lib/demo-clinic/conversations/locations';

describe('demo paging', () => {
  it('limit: an integer 1..100, default 50', () => {
    expect(parseLimit(null)).toBe(50);
    expect(parseLimit('')).toBe(50);
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit('100')).toBe(100);
    for (const bad of ['0', '101', '-1', '2.5', 'abc', '1e2']) expect(parseLimit(bad), bad).toBeNull();
  });

  it('a cursor round-trips; anything else is not a cursor', () => {
    expect(decodeCursor(encodeCursor({ t: 123, id: 'conv_1' }))).toEqual({ t: 123, id: 'conv_1' });
    expect(decodeCursor('garbage')).toBeNull();
    expect(decodeCursor(Buffer.from('[1,2]').toString('base64url'))).toBeNull();
  });

  it('an item moving to the front while paging shifts nothing into a duplicate or a gap', () => {
    let items = [5, 4, 3, 2, 1].map((t) => ({ t, id: `i${t}` }));
    const key = (x: { t: number; id: string }) => x;
    const first = pageOf(items, key, null, 2);
    expect(first.items.map((x) => x.id)).toEqual(['i5', 'i4']);
    // i2 gets new activity and jumps to the front.
    items = [{ t: 9, id: 'i2' }, ...items.filter((x) => x.id !== 'i2')].sort(newestFirst);
    const second = pageOf(items, key, decodeCursor(first.nextCursor!), 2);
    expect(second.items.map((x) => x.id)).toEqual(['i3', 'i1']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('location filter', () => {
  const locations = [
    { id: 'main', name: 'A', primary: true, address: null, phone: null },
    { id: 'branch', name: 'B', primary: false, address: null, phone: null },
  ];
  it('the primary location also takes conversations with an unknown location', () => {
    expect(inLocation(locations, 'main', 'main')).toBe(true);
    expect(inLocation(locations, 'main', null)).toBe(true);
    expect(inLocation(locations, 'main', 'closed-years-ago')).toBe(true);
    expect(inLocation(locations, 'main', 'branch')).toBe(false);
    expect(inLocation(locations, 'branch', null)).toBe(false);
    expect(inLocation(locations, 'branch', 'branch')).toBe(true);
    expect(inLocation(locations, 'nowhere', null)).toBe(false);
  });
});
