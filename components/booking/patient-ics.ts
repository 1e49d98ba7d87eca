import { t } from '@/lib/i18n/booking';
import { buildIcs } from '@/lib/booking/ics';

export interface PatientVisit {
  appointmentId: string;
  startAt: number;
  endAt: number;
  serviceName: string;
  resourceName: string;
  clinic: { name: string; address: string | null; accessNote: string | null; phone: string | null; host: string };
}

/**
 * The patient's "add to calendar" file, built in the browser from what the confirmation shows. It names the treatment,
 * the specialist and the clinic, nothing the patient typed: a calendar may be shared or synced elsewhere.
 */
export function patientIcs(v: PatientVisit, nowSec: number = Math.floor(Date.now() / 1000)): string {
  return buildIcs({
    prodId: `-//${v.clinic.name}//Rezerwacja online//PL`,
    events: [
      {
        uid: `${v.appointmentId}@${v.clinic.host}`,
        startAt: v.startAt,
        endAt: v.endAt,
        stampAt: nowSec,
        summary: t.booking.icsSummary(v.serviceName, v.clinic.name),
        description: t.booking.icsDescription(v.serviceName, v.resourceName, v.clinic.phone, v.clinic.accessNote),
        location: v.clinic.address ?? undefined,
      },
    ],
  });
}

/** 20261128T093000Z: the UTC form both calendars read. */
function utcStamp(epochSec: number): string {
  return new Date(epochSec * 1000)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * "Add to Google Calendar" and Outlook addresses for the same visit as the .ics (which many Android phones handle
 * badly): the time, the clinic, its place and access note. Not the treatment nor the specialist (health data in an
 * address Google or Microsoft log before the patient saves anything; the .ics, made here, carries them), nothing the
 * patient typed, so no name travels in the URL.
 */
export function calendarLinks(v: PatientVisit): { google: string; outlook: string } {
  const title = t.booking.calendarLinkSummary(v.clinic.name);
  const details = t.booking.calendarLinkDescription(v.clinic.phone, v.clinic.accessNote);
  const location = v.clinic.address ?? '';
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: title,
    dates: `${utcStamp(v.startAt)}/${utcStamp(v.endAt)}`,
    details,
    ...(location ? { location } : {}),
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: new Date(v.startAt * 1000).toISOString(),
    enddt: new Date(v.endAt * 1000).toISOString(),
    body: details,
    ...(location ? { location } : {}),
  }).toString();
  return { google: google.href, outlook: outlook.href };
}
