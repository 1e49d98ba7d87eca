import { describe, expect, it } from 'vitest';
import { easterSunday, isPolishPublicHoliday } from '@/lib/demo-clinic/booking/holidays';
import { freeSlots, type WeekSchedule } from '@/lib/demo-clinic/booking/slots';
import { addDays, fromLocal, hhmmToMin, weekdayOf } from '@/lib/demo-clinic/booking/zone';

/**
 * The demo clinic's calendar: no slot on a Polish public holiday (its profile says it is closed then), and the
 * slot grid inside the specialist's and the clinic's hours. Easter dates are the published ones.
 */
describe('Easter and the Polish public holidays', () => {
  it.each([
    [1818, '1818-03-22'], // the earliest possible date
    [1943, '1943-04-25'], // the latest possible date
    [1961, '1961-04-02'],
    [1981, '1981-04-19'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2011, '2011-04-24'],
    [2014, '2014-04-20'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2028, '2028-04-16'],
    [2029, '2029-04-01'],
    [2030, '2030-04-21'],
    [2035, '2035-03-25'],
    [2038, '2038-04-25'],
    [2049, '2049-04-18'],
    [2100, '2100-03-28'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('every fixed holiday of the statute, and no day next to one', () => {
    for (const md of ['01-01', '01-06', '05-01', '05-03', '08-15', '11-01', '11-11', '12-25', '12-26']) {
      expect(isPolishPublicHoliday(`2027-${md}`), md).toBe(true);
    }
    for (const d of [
      '2027-01-02',
      '2027-01-05',
      '2027-05-02',
      '2027-08-14',
      '2027-11-10',
      '2027-12-27',
      '2027-06-01',
    ]) {
      expect(isPolishPublicHoliday(d), d).toBe(false);
    }
  });

  it('Christmas Eve only from 2025', () => {
    expect(isPolishPublicHoliday('2024-12-24')).toBe(false);
    expect(isPolishPublicHoliday('2025-12-24')).toBe(true);
  });

  it('Easter Monday and Corpus Christi move with Easter; the days around them do not', () => {
    expect(isPolishPublicHoliday('2025-04-21')).toBe(true);
    expect(isPolishPublicHoliday('2025-06-19')).toBe(true);
    expect(isPolishPublicHoliday('2028-04-17')).toBe(true);
    expect(isPolishPublicHoliday('2028-06-15')).toBe(true);
    for (const d of ['2025-04-22', '2025-06-18', '2025-06-20', '2026-04-07', '2026-06-05'])
      expect(isPolishPublicHoliday(d), d).toBe(false);
  });
});

describe('zone helpers', () => {
  it('the hour before the spring change exists once, at its winter offset', () => {
    expect(fromLocal('2026-03-29', 60)).toBe(Date.parse('2026-03-29T00:00:00Z'));
    expect(fromLocal('2026-03-29', 3 * 60)).toBe(Date.parse('2026-03-29T01:00:00Z'));
  });

  it('weekdays and date arithmetic on the calendar', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-28'].map(weekdayOf)).toEqual(['sun', 'mon', 'sat']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(hhmmToMin('00:00')).toBe(0);
    expect(hhmmToMin('23:59')).toBe(1439);
  });
});

describe('the slot grid', () => {
  const monday = Date.parse('2026-11-23T05:00:00Z'); // 06:00 in Warsaw, before any opening
  const base = { resourceId: 'r', durationMin: 30, busy: [], nowMs: monday, days: 1, isClosedDay: () => false };
  const mon = (intervals: [string, string][]): WeekSchedule => ({
    mon: intervals.map(([opens, closes]) => ({ opens, closes })),
  });
  const starts = (q: Parameters<typeof freeSlots>[0]) => freeSlots(q).map((s) => s.localStartMin);

  it('a visit must end by closing time: the last 30-minute slot of 08:00–10:00 starts at 09:30', () => {
    expect(starts({ ...base, schedule: mon([['08:00', '10:00']]) })).toEqual([480, 510, 540, 570]);
    expect(starts({ ...base, durationMin: 60, schedule: mon([['08:00', '10:00']]) })).toEqual([480, 510, 540]);
  });

  it('an interval starting off the grid begins at the next grid time', () => {
    expect(starts({ ...base, schedule: mon([['08:10', '09:30']]) })).toEqual([510, 540]);
    expect(starts({ ...base, stepMin: 15, schedule: mon([['08:10', '09:00']]) })).toEqual([495, 510]);
  });

  it('only where the specialist works and the clinic is open; an interval closing before it opens is none', () => {
    const openingHours = mon([['09:00', '12:00']]);
    expect(
      starts({
        ...base,
        schedule: mon([
          ['08:00', '10:00'],
          ['11:00', '13:00'],
        ]),
        openingHours,
      }),
    ).toEqual([540, 570, 660, 690]);
    expect(starts({ ...base, schedule: mon([['08:00', '09:00']]), openingHours })).toEqual([]);
    expect(starts({ ...base, schedule: mon([['10:00', '08:00']]) })).toEqual([]);
    expect(starts({ ...base, schedule: { tue: [{ opens: '08:00', closes: '10:00' }] } })).toEqual([]);
  });

  it('a slot that starts now is gone; one a minute later is not; the closed-day rule defaults to holidays', () => {
    const at0830 = Date.parse('2026-11-23T07:30:00Z');
    expect(starts({ ...base, nowMs: at0830, schedule: mon([['08:00', '10:00']]) })).toEqual([540, 570]);
    expect(starts({ ...base, nowMs: at0830 - 60_000, schedule: mon([['08:00', '10:00']]) })).toEqual([510, 540, 570]);
    const nov11 = Date.parse('2026-11-11T05:00:00Z'); // a Wednesday and Independence Day
    const wed = { wed: [{ opens: '08:00', closes: '10:00' }] };
    expect(freeSlots({ resourceId: 'r', durationMin: 30, busy: [], nowMs: nov11, days: 1, schedule: wed })).toEqual([]);
  });

  it('slots come out in time order whatever the order of the intervals', () => {
    expect(
      starts({
        ...base,
        schedule: mon([
          ['11:00', '12:00'],
          ['08:00', '09:00'],
        ]),
      }),
    ).toEqual([480, 510, 660, 690]);
  });

  it('a booked visit blocks the slots it overlaps, and only those', () => {
    const busyStart = Date.parse('2026-11-23T08:00:00Z') / 1000; // 09:00–09:30 local
    const busy = [{ startAt: busyStart, endAt: busyStart + 1800 }];
    expect(starts({ ...base, busy, schedule: mon([['08:00', '10:00']]) })).toEqual([480, 510, 570]);
    expect(starts({ ...base, busy, durationMin: 60, schedule: mon([['08:00', '11:00']]) })).toEqual([480, 570, 600]);
  });

  it('offers 14 days by default, each slot with its resource, times and local date', () => {
    const slots = freeSlots({ ...base, days: undefined, schedule: { mon: [{ opens: '08:00', closes: '08:30' }] } });
    expect(slots.map((s) => s.localDate)).toEqual(['2026-11-23', '2026-11-30']);
    expect(slots[0]).toEqual({
      resourceId: 'r',
      startAt: Date.parse('2026-11-23T07:00:00Z') / 1000,
      endAt: Date.parse('2026-11-23T07:30:00Z') / 1000,
      localDate: '2026-11-23',
      localStartMin: 480,
    });
    expect(
      freeSlots({ ...base, days: 15, schedule: { mon: [{ opens: '08:00', closes: '08:30' }] } }).map(
        (s) => s.localDate,
      ),
    ).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
  });
});
