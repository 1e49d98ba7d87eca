import { describe, expect, it } from 'vitest';
import { composeNote, NOTE_MAX, ownNoteRoom, visitLine } from '@/components/booking/visit-context';
import { BookingRequest, fieldErrors, toAppointmentInput } from '@/components/booking/request';
import { calendarLinks, patientIcs, type PatientVisit } from '@/components/booking/patient-ics';

const base = {
  serviceId: 'bs-higienizacja',
  resourceId: 'br-julia-mazur',
  startAt: 1795000000,
  name: 'Anna Kowalska',
  phone: '600 100 200',
  email: '',
};

describe("the visit's context in the appointment's note", () => {
  it('says whom the visit is for and whether it is the first, in one Polish line', () => {
    expect(visitLine({ visitFor: 'me', firstVisit: '' })).toBeNull();
    expect(visitLine({ visitFor: 'me', firstVisit: 'yes' })).toBe(
      'Pacjent: osoba rezerwująca; pierwsza wizyta w przychodni.',
    );
    expect(visitLine({ visitFor: 'child', patientName: ' Jaś   Kowalski ', firstVisit: 'no' })).toBe(
      'Pacjent: dziecko osoby rezerwującej, Jaś Kowalski; była już w przychodni.',
    );
    expect(visitLine({ visitFor: 'other', patientName: 'Maria Nowak', firstVisit: '' })).toBe(
      'Pacjent: inna osoba niż rezerwująca, Maria Nowak.',
    );
    expect(composeNote({ visitFor: 'child', patientName: 'Jaś Kowalski', firstVisit: 'yes' }, 'Boi się wiertła.')).toBe(
      'Pacjent: dziecko osoby rezerwującej, Jaś Kowalski; pierwsza wizyta w przychodni.\nBoi się wiertła.',
    );
    expect(composeNote({ visitFor: 'me', firstVisit: '' }, undefined)).toBeUndefined();
  });

  it('sends the line in the note, the person booking as the patient contact', () => {
    const r = BookingRequest.parse({
      ...base,
      visitFor: 'child',
      patientName: 'Jaś Kowalski',
      firstVisit: 'yes',
      note: 'Boi się wiertła.',
    });
    const input = toAppointmentInput(r, null);
    expect(input.patient).toEqual({ name: 'Anna Kowalska', phone: '600 100 200' });
    expect(input.note).toBe(
      'Pacjent: dziecko osoby rezerwującej, Jaś Kowalski; pierwsza wizyta w przychodni.\nBoi się wiertła.',
    );
    // For "me", a name typed earlier does not travel, and nothing is added without an answer.
    const me = toAppointmentInput(BookingRequest.parse({ ...base, visitFor: 'me', patientName: 'Ktoś' }), null);
    expect(me.note).toBeUndefined();
  });

  it("asks for the patient's name when the visit is for someone else", () => {
    const res = BookingRequest.safeParse({ ...base, visitFor: 'other', patientName: '  ' });
    expect(res.success).toBe(false);
    expect(fieldErrors(res.error!)).toEqual({ patientName: 'Podaj imię i nazwisko pacjenta.' });
    expect(BookingRequest.safeParse({ ...base, visitFor: 'someone' }).success).toBe(false);
  });

  it("keeps the whole note within the limit: the patient's own note is never cut, the patient is asked to shorten it", () => {
    const ctx = { visitFor: 'child' as const, patientName: 'Jaś Kowalski', firstVisit: 'yes' as const };
    const room = ownNoteRoom(ctx);
    expect(room).toBe(NOTE_MAX - visitLine(ctx)!.length - 1);
    const fits = BookingRequest.parse({ ...base, ...ctx, note: 'x'.repeat(room) });
    expect(toAppointmentInput(fits, null).note).toHaveLength(NOTE_MAX);
    const over = BookingRequest.safeParse({ ...base, ...ctx, note: 'x'.repeat(room + 1) });
    expect(over.success).toBe(false);
    expect(fieldErrors(over.error!).note).toBe(
      `Uwagi mogą mieć najwyżej ${room} znaków (razem z informacją, dla kogo jest wizyta). Skróć je, proszę.`,
    );
    // Without the line the note keeps its whole limit.
    expect(BookingRequest.safeParse({ ...base, note: 'x'.repeat(NOTE_MAX) }).success).toBe(true);
  });
});

describe('the confirmation’s calendar entries', () => {
  const visit: PatientVisit = {
    appointmentId: 'appt_1',
    startAt: 1795000000,
    endAt: 1795001800,
    serviceName: 'Higienizacja',
    resourceName: 'Julia Mazur',
    clinic: {
      name: 'Nowy Uśmiech',
      address: 'ul. Długa 1, 00-001 Warszawa',
      accessNote: 'Wejście od podwórza, 1. piętro.',
      phone: '+48 22 100 20 30',
      host: 'klinika.example',
    },
  };

  it('carry the address and the access note, in the .ics and the Google and Outlook links', () => {
    const ics = patientIcs(visit, 1794000000).replace(/\r\n /g, '');
    expect(ics).toContain('LOCATION:ul. Długa 1\\, 00-001 Warszawa\r\n');
    expect(ics).toContain('Dojazd i wejście: Wejście od podwórza\\, 1. piętro.');
    const { google, outlook } = calendarLinks(visit);
    const g = new URL(google);
    expect(g.origin + g.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(g.searchParams.get('action')).toBe('TEMPLATE');
    expect(g.searchParams.get('dates')).toBe('20261118T110640Z/20261118T113640Z');
    expect(g.searchParams.get('location')).toBe('ul. Długa 1, 00-001 Warszawa');
    expect(g.searchParams.get('details')).toContain('Dojazd i wejście: Wejście od podwórza, 1. piętro.');
    const o = new URL(outlook);
    expect(o.hostname).toBe('outlook.live.com');
    expect(o.searchParams.get('startdt')).toBe('2026-11-18T11:06:40.000Z');
    expect(o.searchParams.get('subject')).toBe('Wizyta: Nowy Uśmiech');
    // The treatment and the specialist stay in the .ics: nothing of them in an address another company keeps.
    for (const url of [google, outlook]) expect(decodeURIComponent(url)).not.toMatch(/Higienizacja|Julia|Mazur/);
  });
});
