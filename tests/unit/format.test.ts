import { describe, expect, it } from 'vitest';
import { formatDate, isoDate } from '@/lib/format';

describe('isoDate', () => {
  it('is the calendar date in Europe/Warsaw, as formatDate shows it (summer and winter time near midnight)', () => {
    expect(isoDate('2026-07-11T22:30:00Z')).toBe('2026-07-12');
    expect(isoDate('2026-07-11T21:30:00Z')).toBe('2026-07-11');
    expect(isoDate('2026-01-11T22:30:00Z')).toBe('2026-01-11');
    expect(isoDate('2026-01-11T23:30:00Z')).toBe('2026-01-12');
    expect(isoDate('2026-03-11T23:30:00Z')).toBe('2026-03-12');
    expect(formatDate('2026-03-11T23:30:00Z')).toBe('12 marca 2026');
  });
  it('keeps a bare date as it is', () => {
    expect(isoDate('2026-03-31')).toBe('2026-03-31');
  });
});
