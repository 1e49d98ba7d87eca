import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatDayLong,
  formatLocalDate,
  formatTime,
  mondayOf,
  slotLabel,
  weekDates,
  weekdayName,
} from '@/lib/booking/dates';
import { groupByDay, mergeSlots, nextDayWithSlots, replaceDaySlots } from '@/lib/booking/slots';
import { BookingRequest, fieldErrors, toAppointmentInput } from '@/components/booking/request';
import { NOTE_MAX } from '@/components/booking/visit-context';
import { t } from '@/lib/i18n/booking';
import { patientIcs } from '@/components/booking/patient-ics';
import { initialState } from '@/components/booking/wizard-state';
import type { BookingCatalogService, FreeSlot } from '@/lib/clinic-api/schemas';

const slot = (
  resourceId: string,
  localDate: string,
  localStartMin: number,
  startAt = Date.parse(`${localDate}T00:00:00Z`) / 1000 + localStartMin * 60,
): FreeSlot => ({
  resourceId,
  startAt,
  endAt: startAt + 1800,
  localDate,
  localStartMin,
});

describe('Polish dates of the clinic calendar', () => {
  it('writes dates, weekdays and times the Polish way', () => {
    expect(formatLocalDate('2026-11-24')).toBe('24 listopada 2026');
    expect(weekdayName('2026-11-24')).toBe('wtorek');
    expect(formatDayLong('2026-03-01')).toBe('niedziela, 1 marca 2026');
    expect(formatTime(570)).toBe('9:30');
    expect(formatTime(1205)).toBe('20:05');
    expect(slotLabel({ localDate: '2026-11-24', localStartMin: 570 })).toBe('wtorek, 24 listopada 2026, 9:30');
  });

  it('weeks start on Monday, across a month and a DST change', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-10-19')).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(weekDates('2026-12-28').at(-1)).toBe('2027-01-03');
  });
});

describe('slot lists', () => {
  it('groups by day in order', () => {
    const days = groupByDay([slot('a', '2026-11-25', 600), slot('a', '2026-11-24', 660), slot('a', '2026-11-24', 540)]);
    expect([...days.keys()]).toEqual(['2026-11-24', '2026-11-25']);
    expect(days.get('2026-11-24')!.map((s) => s.localStartMin)).toEqual([540, 660]);
    expect(nextDayWithSlots(days.keys(), '2026-11-25')).toBe('2026-11-25');
    expect(nextDayWithSlots(days.keys(), '2026-11-26')).toBeNull();
  });

  it('"any specialist" offers one slot per time, the first specialist’s', () => {
    const merged = mergeSlots([
      [slot('a', '2026-11-24', 540)],
      [slot('b', '2026-11-24', 540), slot('b', '2026-11-24', 480)],
    ]);
    expect(merged.map((s) => [s.resourceId, s.localStartMin])).toEqual([
      ['b', 480],
      ['a', 540],
    ]);
  });

  it('a 409 replaces that day of that specialist only', () => {
    const before = [
      slot('a', '2026-11-24', 540),
      slot('a', '2026-11-24', 570),
      slot('b', '2026-11-24', 600),
      slot('a', '2026-11-25', 540),
    ];
    const after = replaceDaySlots(
      before,
      '2026-11-24',
      'a',
      [slot('a', '2026-11-24', 570), slot('a', '2026-11-24', 630)],
      'any',
    );
    expect(after.map((s) => `${s.resourceId}@${s.localDate} ${s.localStartMin}`)).toEqual([
      'a@2026-11-24 570',
      'b@2026-11-24 600',
      'a@2026-11-24 630',
      'a@2026-11-25 540',
    ]);
  });

  it("a 409's fresh slots of other specialists stay out of one chosen specialist's list", () => {
    // The 409 holds "that day's free slots", each with its resourceId: Dr B's 10:00 and 11:00 must not show (unnamed)
    // in Dr A's list, where picking one would book Dr B.
    const before = [slot('a', '2026-11-24', 540), slot('a', '2026-11-24', 570), slot('a', '2026-11-25', 540)];
    const fresh = [
      slot('a', '2026-11-24', 570),
      slot('b', '2026-11-24', 600),
      slot('a', '2026-11-24', 630),
      slot('b', '2026-11-24', 660),
      slot('b', '2026-11-25', 480),
    ];
    const show = (list: FreeSlot[]) => list.map((s) => `${s.resourceId}@${s.localDate} ${s.localStartMin}`);
    expect(show(replaceDaySlots(before, '2026-11-24', 'a', fresh, 'a'))).toEqual([
      'a@2026-11-24 570',
      'a@2026-11-24 630',
      'a@2026-11-25 540',
    ]);
    // "Any specialist" names each slot's specialist: every fresh slot of the day may join, one per start time.
    expect(show(replaceDaySlots(before, '2026-11-24', 'a', [...fresh, slot('c', '2026-11-24', 600)], 'any'))).toEqual([
      'a@2026-11-24 570',
      'b@2026-11-24 600',
      'a@2026-11-24 630',
      'b@2026-11-24 660',
      'a@2026-11-25 540',
    ]);
  });
});

describe('booking request', () => {
  const ok = {
    serviceId: 's',
    resourceId: 'r',
    startAt: 1795000000,
    name: '  Jan   Kowalski ',
    phone: '+48 600 100 200',
    email: '',
    note: '',
  };

  it('tidies what the patient typed and drops empty optional fields', () => {
    const r = BookingRequest.parse(ok);
    expect(r).toMatchObject({
      name: 'Jan Kowalski',
      phone: '+48 600 100 200',
      email: undefined,
      note: undefined,
      marketingConsent: false,
    });
  });

  it('gives a Polish message per field', () => {
    const res = BookingRequest.safeParse({ ...ok, name: '', phone: '12', email: 'nie-mail' });
    expect(res.success).toBe(false);
    const errors = fieldErrors(res.error!);
    expect(Object.keys(errors).sort()).toEqual(['email', 'name', 'phone']);
    expect(errors.name).toMatch(/imię i nazwisko/i);
    expect(errors.phone).toMatch(/6 cyfr/);
  });
});

describe("the booking for someone else, and the API's booking body", () => {
  const ok = {
    serviceId: 's',
    resourceId: 'r',
    startAt: 1795000000,
    name: 'Anna Kowalska',
    phone: '600 100 200',
    email: '',
    note: '',
  };
  const b = t.booking;
  const patientNameError = (patientName?: string) => {
    const res = BookingRequest.safeParse({ ...ok, visitFor: 'child', patientName });
    return res.success ? null : fieldErrors(res.error).patientName;
  };

  it("asks for the patient's name, 2 to 120 characters, tidied, when the visit is not for the person booking", () => {
    expect(patientNameError(undefined)).toBe(b.patientNameRequired);
    expect(patientNameError('   ')).toBe(b.patientNameRequired);
    expect(patientNameError(' J ')).toBe(b.patientNameTooShort);
    expect(patientNameError('Jo')).toBeNull();
    expect(patientNameError('J'.repeat(120))).toBeNull();
    expect(patientNameError('J'.repeat(121))).toBe(b.patientNameTooLong(120));
    expect(BookingRequest.parse({ ...ok, visitFor: 'other', patientName: '  Maria   Nowak ' }).patientName).toBe(
      'Maria Nowak',
    );
    // For the person booking, no patient's name is asked for; one typed before is not checked.
    expect(BookingRequest.safeParse({ ...ok, visitFor: 'me', patientName: 'J' }).success).toBe(true);
    expect(BookingRequest.parse(ok)).toMatchObject({ visitFor: 'me', patientName: '', firstVisit: '' });
  });

  it("asks to shorten the patient's own note when it does not fit beside the visit's line", () => {
    const ctx = { visitFor: 'child', patientName: 'Jaś Kowalski', firstVisit: 'yes' } as const;
    const line = 'Pacjent: dziecko osoby rezerwującej, Jaś Kowalski; pierwsza wizyta w przychodni.';
    const room = NOTE_MAX - line.length - 1;
    const fits = BookingRequest.parse({ ...ok, ...ctx, note: 'x'.repeat(room) });
    expect(toAppointmentInput(fits, null).note).toBe(`${line}\n${'x'.repeat(room)}`);
    const over = BookingRequest.safeParse({ ...ok, ...ctx, note: 'x'.repeat(room + 1) });
    expect(over.success).toBe(false);
    expect(fieldErrors(over.error!)).toEqual({ note: b.noteTooLongWithContext(room) });
  });

  it("takes the form's fill-time token of up to 300 characters", () => {
    expect(BookingRequest.parse({ ...ok, formToken: 't'.repeat(300) }).formToken).toHaveLength(300);
    expect(BookingRequest.safeParse({ ...ok, formToken: 't'.repeat(301) }).success).toBe(false);
  });

  it('sends the patient data, and an e-mail and a note only when given', () => {
    const plain = toAppointmentInput(BookingRequest.parse(ok), null);
    expect(plain).toEqual({
      serviceId: 's',
      resourceId: 'r',
      startAt: 1795000000,
      patient: { name: 'Anna Kowalska', phone: '600 100 200' },
    });
    const full = toAppointmentInput(
      BookingRequest.parse({ ...ok, email: ' anna@example.pl ', note: ' Boi się wiertła. ' }),
      null,
    );
    expect(full.patient).toEqual({ name: 'Anna Kowalska', phone: '600 100 200', email: 'anna@example.pl' });
    expect(full.note).toBe('Boi się wiertła.');
    // For the person booking, a patient's name typed earlier does not reach the note.
    const me = BookingRequest.parse({ ...ok, visitFor: 'me', patientName: 'Ktoś Inny', firstVisit: 'no' });
    expect(toAppointmentInput(me, null).note).toBe('Pacjent: osoba rezerwująca; była już w przychodni.');
  });

  it('claims the information clause and the marketing consent only for the notice the server reads now', () => {
    const notice = { version: 'v3', marketingText: 'Zgadzam się na wiadomości.' };
    const ticked = BookingRequest.parse({ ...ok, privacyNoticeVersion: 'v3', marketingConsent: true });
    expect(toAppointmentInput(ticked, notice)).toMatchObject({ privacyNoticeVersion: 'v3', marketingConsent: true });
    // Not ticked: the field is left out ("omit or send false").
    const unticked = toAppointmentInput({ ...ticked, marketingConsent: false }, notice);
    expect(unticked.privacyNoticeVersion).toBe('v3');
    expect(unticked).not.toHaveProperty('marketingConsent');
    // A stale page's version, or no notice read: neither the clause nor the consent is claimed.
    for (const stale of [toAppointmentInput(ticked, { ...notice, version: 'v4' }), toAppointmentInput(ticked, null)]) {
      expect(stale).not.toHaveProperty('privacyNoticeVersion');
      expect(stale).not.toHaveProperty('marketingConsent');
    }
    // A notice without a marketing box: the clause, but no consent.
    const noBox = toAppointmentInput(ticked, { version: 'v3', marketingText: null });
    expect(noBox.privacyNoticeVersion).toBe('v3');
    expect(noBox).not.toHaveProperty('marketingConsent');
  });
});

describe('deep links', () => {
  const services = [
    {
      id: 's1',
      name: 'A',
      durationMin: 30,
      priceLabel: null,
      resourceIds: ['r1', 'r2'],
      serviceSlug: null,
      nfz: false,
    },
    { id: 's2', name: 'B', durationMin: 30, priceLabel: null, resourceIds: ['r2'], serviceSlug: null, nfz: false },
    { id: 'nfz', name: 'NFZ', durationMin: 30, priceLabel: null, resourceIds: ['r1'], serviceSlug: null, nfz: true },
  ] satisfies BookingCatalogService[];
  const resources = ['r1', 'r2', 'r3'].map((id) => ({ id, name: id, title: null, doctorSlug: null }));
  const start = (serviceId: string | null, resourceId: string | null) =>
    initialState({ services, resources, initial: { serviceId, resourceId } });

  it('?service opens its specialists, or its dates when one specialist performs it', () => {
    expect(start('s1', null)).toMatchObject({ step: 'resource', serviceId: 's1', resource: null });
    expect(start('s2', null)).toMatchObject({ step: 'slot', serviceId: 's2', resource: 'r2' });
  });
  it('?resource lists that specialist’s treatments; both together open the dates', () => {
    expect(start(null, 'r1')).toMatchObject({ step: 'service', pinned: 'r1' });
    expect(start('s1', 'r1')).toMatchObject({ step: 'slot', serviceId: 's1', resource: 'r1', pinned: 'r1' });
  });
  it('ignores unknown ids and a specialist who does not perform the treatment; an NFZ link says phone only', () => {
    expect(start('nope', 'nope')).toMatchObject({ step: 'service', serviceId: null, pinned: null });
    expect(start(null, 'r3')).toMatchObject({ step: 'service', pinned: null });
    expect(start('s2', 'r1')).toMatchObject({ step: 'slot', resource: 'r2' });
    expect(start('nfz', null)).toMatchObject({ step: 'service', nfzServiceId: 'nfz', serviceId: null });
  });
});

describe('the patient’s calendar file', () => {
  it('names the visit, not the patient', () => {
    const ics = patientIcs(
      {
        appointmentId: 'appt_1',
        startAt: 1795000000,
        endAt: 1795001800,
        serviceName: 'Higienizacja',
        resourceName: 'Julia Mazur',
        clinic: {
          name: 'Nowy Uśmiech',
          address: 'ul. Długa 1, 00-001 Warszawa',
          accessNote: null,
          phone: '+48 22 100 20 30',
          host: 'klinika.example',
        },
      },
      1794000000,
    );
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('UID:appt_1@klinika.example\r\n');
    expect(unfolded).toContain('SUMMARY:Higienizacja: Nowy Uśmiech\r\n');
    expect(unfolded).toContain('LOCATION:ul. Długa 1\\, 00-001 Warszawa\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:Zabieg: Higienizacja\\nSpecjalista: Julia Mazur\\nZmiana terminu: +48 22 100 20 30\r\n',
    );
  });
});

describe('week ranges', () => {
  it('name the month once when they can', () => {
    expect(formatDateRange('2026-11-23', '2026-11-29')).toBe('23–29 listopada 2026');
    expect(formatDateRange('2026-11-30', '2026-12-06')).toBe('30 listopada – 6 grudnia 2026');
    expect(formatDateRange('2026-12-28', '2027-01-03')).toBe('28 grudnia 2026 – 3 stycznia 2027');
  });
});

describe('the free-slots route’s query', () => {
  it('takes any printable id the contract allows (a string), refuses control characters and ids over 100 characters', async () => {
    const { SlotsQuery } = await import('@/lib/booking/slots-query');
    for (const id of ['svc-check', '3f2b1c9e-1d2e-4f5a-9b8c-0a1b2c3d4e5f', 'svc/1', 'a+b=', 'usługa 7']) {
      expect(SlotsQuery.safeParse({ service: id, resource: 'any' }).success, id).toBe(true);
      expect(SlotsQuery.safeParse({ service: 'svc-check', resource: id }).success, id).toBe(true);
    }
    for (const id of ['', '   ', 'a\nb', 'x'.repeat(101)])
      expect(SlotsQuery.safeParse({ service: id, resource: 'any' }).success, JSON.stringify(id)).toBe(false);
    expect(SlotsQuery.safeParse({ service: 'svc-check', resource: null }).success).toBe(false);
  });
});
