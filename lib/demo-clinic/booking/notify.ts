import { buildIcs } from '../../booking/ics';
import type { BookingCatalogResource, BookingCatalogService } from '../../clinic-api/schemas';
import type { DemoAppointment, DemoLead, DemoStore } from '../store';
import { toLocal } from './zone';

const hhmm = (min: number) => `${String(Math.floor(min / 60)).padStart(2, '0')}:${String(min % 60).padStart(2, '0')}`;

/** "2026-11-24 09:30–10:00": the clinic's local date and times, the way reception reads its calendar. */
function localSpan(a: DemoAppointment): string {
  const start = toLocal(a.startAt * 1000);
  const end = toLocal(a.endAt * 1000);
  return `${start.date} ${hhmm(start.minutes)}–${hhmm(end.minutes)}`;
}

/**
 * Rule 3: reception's e-mail about a booked appointment, with the visit as an .ics attachment so it lands in the
 * clinic's calendar. Kept in the demo outbox (GET /__demo/outbox), never sent anywhere.
 */
export function sendBookingEmail(
  store: DemoStore,
  a: DemoAppointment,
  lead: DemoLead,
  patient: { name: string; phone: string; email?: string },
  service: BookingCatalogService,
  resource: BookingCatalogResource,
  at: string,
): void {
  const site = store.content.site;
  const profile = site.profile ?? {};
  const reception = profile.email ?? 'recepcja@klinika-demo.invalid';
  const address = profile.address
    ? `${profile.address.street}, ${profile.address.postalCode} ${profile.address.city}`
    : undefined;
  const when = localSpan(a);
  const details = [
    `Pacjent: ${patient.name}`,
    `Telefon: ${patient.phone}`,
    patient.email ? `E-mail: ${patient.email}` : null,
    a.note ? `Uwagi: ${a.note}` : null,
    `Zabieg: ${service.name}`,
    `Specjalista: ${resource.name}`,
    `Termin: ${when} (czas lokalny przychodni)`,
    `Lead: ${lead.id} (etap: ${lead.stage})`,
  ].filter((x): x is string => x !== null);
  const ics = buildIcs({
    prodId: '-//Klinika demo//Rezerwacje online//PL',
    method: 'PUBLISH',
    events: [
      {
        uid: `${a.id}@${site.primaryDomain ?? 'demo-clinic.invalid'}`,
        startAt: a.startAt,
        endAt: a.endAt,
        stampAt: Math.floor(Date.parse(at) / 1000),
        summary: `${service.name}: ${patient.name}`,
        description: details.join('\n'),
        location: address,
        organizer: { name: site.name, email: reception },
      },
    ],
  });
  store.emails.push({
    id: store.nextId('mail'),
    at,
    to: reception,
    subject: `Nowa wizyta online: ${service.name}, ${when}`,
    text: ['Pacjent umówił wizytę przez stronę (API).', '', ...details].join('\n'),
    attachments: [
      { filename: `wizyta-${a.id}.ics`, mime: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  });
}
