import { describe, expect, it } from 'vitest';
import { freeSlots, type WeekSchedule } from '@/lib/demo-clinic/booking/slots';
import { addDays, fromLocal, toLocal, zoneOffsetMin } from '@/lib/demo-clinic/booking/zone';
import { easterSunday, isPolishPublicHoliday } from '@/lib/demo-clinic/booking/holidays';

const utc = (iso: string) => Date.parse(iso);
const sec = (iso: string) => Date.parse(iso) / 1000;
const everyDay = (opens: string, closes: string): WeekSchedule =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, [{ opens, closes }]]));
const noHolidays = () => false;

describe('Europe/Warsaw wall clock', () => {
  it('knows the offsets either side of both 2026 DST changes', () => {
    expect(zoneOffsetMin(utc('2026-03-29T00:59:00Z'))).toBe(60);
    expect(zoneOffsetMin(utc('2026-03-29T01:00:00Z'))).toBe(120);
    expect(zoneOffsetMin(utc('2026-10-25T00:59:00Z'))).toBe(120);
    expect(zoneOffsetMin(utc('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('maps local times to instants on DST days, whatever zone the process runs in', () => {
    expect(fromLocal('2026-03-28', 9 * 60)).toBe(utc('2026-03-28T08:00:00Z'));
    expect(fromLocal('2026-03-29', 9 * 60)).toBe(utc('2026-03-29T07:00:00Z'));
    expect(fromLocal('2026-10-24', 9 * 60)).toBe(utc('2026-10-24T07:00:00Z'));
    expect(fromLocal('2026-10-25', 9 * 60)).toBe(utc('2026-10-25T08:00:00Z'));
  });

  it('has no 02:30 on the spring day and takes the earlier of the two 02:30s in autumn', () => {
    expect(fromLocal('2026-03-29', 2 * 60 + 30)).toBeNull();
    expect(fromLocal('2026-10-25', 2 * 60 + 30)).toBe(utc('2026-10-25T00:30:00Z'));
  });

  it('reads an instant back as the clinic date and minutes', () => {
    expect(toLocal(utc('2026-11-23T22:30:00Z'))).toEqual({ date: '2026-11-23', minutes: 23 * 60 + 30, weekday: 'mon' });
    expect(toLocal(utc('2026-11-23T23:30:00Z'))).toEqual({ date: '2026-11-24', minutes: 30, weekday: 'tue' });
    // YYYY-MM-DD, as the API writes dates: month and day with two digits.
    expect(toLocal(utc('2026-03-04T23:30:00Z'))).toEqual({ date: '2026-03-05', minutes: 30, weekday: 'thu' });
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('Polish public holidays', () => {
  it('computes Easter and the movable holidays', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(isPolishPublicHoliday('2026-04-06')).toBe(true); // Easter Monday
    expect(isPolishPublicHoliday('2026-06-04')).toBe(true); // Corpus Christi
    expect(isPolishPublicHoliday('2026-11-11')).toBe(true);
    expect(isPolishPublicHoliday('2026-12-24')).toBe(true);
    expect(isPolishPublicHoliday('2026-11-12')).toBe(false);
  });
});

describe('freeSlots', () => {
  const base = { resourceId: 'res-a', durationMin: 30, busy: [], isClosedDay: noHolidays };

  it('keeps 9:00 local across the spring change: the UTC instant moves, the wall clock does not', () => {
    const slots = freeSlots({
      ...base,
      schedule: everyDay('09:00', '10:00'),
      nowMs: utc('2026-03-27T12:00:00Z'),
      days: 4,
    });
    const nine = slots.filter((s) => s.localStartMin === 540);
    expect(nine.map((s) => [s.localDate, s.startAt])).toEqual([
      ['2026-03-28', sec('2026-03-28T08:00:00Z')],
      ['2026-03-29', sec('2026-03-29T07:00:00Z')],
      ['2026-03-30', sec('2026-03-30T07:00:00Z')],
    ]);
  });

  it('skips the hour that does not exist on 2026-03-29 and lasts real minutes', () => {
    const slots = freeSlots({
      ...base,
      schedule: { sun: [{ opens: '01:00', closes: '04:00' }] },
      nowMs: utc('2026-03-28T12:00:00Z'),
      days: 2,
    });
    expect(slots.map((s) => s.localStartMin)).toEqual([60, 90, 180, 210]);
    expect(slots.map((s) => s.startAt)).toEqual([
      sec('2026-03-29T00:00:00Z'),
      sec('2026-03-29T00:30:00Z'),
      sec('2026-03-29T01:00:00Z'),
      sec('2026-03-29T01:30:00Z'),
    ]);
    for (const s of slots) expect(s.endAt - s.startAt).toBe(30 * 60);
  });

  it('keeps 9:00 local across the autumn change (2026-10-25)', () => {
    const slots = freeSlots({
      ...base,
      schedule: everyDay('09:00', '09:30'),
      nowMs: utc('2026-10-24T00:00:00Z'),
      days: 3,
    });
    expect(slots.map((s) => [s.localDate, s.startAt])).toEqual([
      ['2026-10-24', sec('2026-10-24T07:00:00Z')],
      ['2026-10-25', sec('2026-10-25T08:00:00Z')],
      ['2026-10-26', sec('2026-10-26T08:00:00Z')],
    ]);
  });

  it('offers 14 clinic days from today, only future slots, ascending', () => {
    // Monday 2026-11-23, 10:10 in Warsaw.
    const now = utc('2026-11-23T09:10:00Z');
    const slots = freeSlots({ ...base, schedule: everyDay('09:00', '12:00'), nowMs: now });
    const days = [...new Set(slots.map((s) => s.localDate))];
    expect(days[0]).toBe('2026-11-23');
    expect(days.at(-1)).toBe('2026-12-06');
    expect(days).toHaveLength(14);
    expect(slots[0]).toEqual({
      resourceId: 'res-a',
      startAt: sec('2026-11-23T09:30:00Z'),
      endAt: sec('2026-11-23T10:00:00Z'),
      localDate: '2026-11-23',
      localStartMin: 630,
    });
    expect(slots.every((s) => s.startAt * 1000 > now)).toBe(true);
    expect(slots.map((s) => s.startAt)).toEqual([...slots.map((s) => s.startAt)].sort((a, b) => a - b));
  });

  it('lays a grid inside both the specialist’s hours and the clinic’s opening hours', () => {
    const slots = freeSlots({
      ...base,
      durationMin: 60,
      schedule: {
        mon: [
          { opens: '07:15', closes: '10:00' },
          { opens: '18:00', closes: '21:00' },
        ],
      },
      openingHours: { mon: [{ opens: '08:00', closes: '20:00' }] },
      nowMs: utc('2026-11-22T12:00:00Z'),
      days: 2,
    });
    expect(slots.map((s) => s.localStartMin / 60)).toEqual([8, 8.5, 9, 18, 18.5, 19]);
  });

  it('no slot on a day the clinic is closed, nor on a public holiday', () => {
    const schedule = everyDay('09:00', '10:00');
    const slots = freeSlots({
      resourceId: 'r',
      durationMin: 30,
      busy: [],
      schedule,
      openingHours: { wed: [{ opens: '08:00', closes: '20:00' }] },
      nowMs: utc('2026-11-09T12:00:00Z'),
      days: 7,
    });
    // Wednesday 2026-11-11 is Independence Day; the only open weekday is Wednesday.
    expect(slots).toEqual([]);
  });

  it('lays the grid on the wall clock of the zone it is given', () => {
    // Tokyo keeps UTC+9 all year: 09:00 there is 00:00 UTC, and "today" is Tokyo's date.
    const slots = freeSlots({
      ...base,
      tz: 'Asia/Tokyo',
      schedule: everyDay('09:00', '09:30'),
      nowMs: utc('2026-11-23T20:00:00Z'), // 05:00 on Tuesday the 24th in Tokyo
      days: 2,
    });
    expect(slots.map((s) => [s.localDate, s.startAt])).toEqual([
      ['2026-11-24', sec('2026-11-24T00:00:00Z')],
      ['2026-11-25', sec('2026-11-25T00:00:00Z')],
    ]);
  });

  it('leaves out every slot that overlaps a booked visit', () => {
    const busy = [{ startAt: sec('2026-11-24T08:30:00Z'), endAt: sec('2026-11-24T09:30:00Z') }]; // 9:30–10:30 local
    const slots = freeSlots({
      ...base,
      durationMin: 60,
      schedule: { tue: [{ opens: '08:00', closes: '12:00' }] },
      busy,
      nowMs: utc('2026-11-23T12:00:00Z'),
      days: 2,
    });
    expect(slots.map((s) => s.localStartMin / 60)).toEqual([8, 8.5, 10.5, 11]);
  });
});
