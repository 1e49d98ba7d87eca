import { t } from '@/lib/i18n/booking';
import { buildIcs } from '@/lib/booking/ics';

export interface PatientVisit {
  appointmentId: string;
  startAt: number;
  endAt: number;
  serviceName: string;
  resourceName: string;
  clinic: { name: string; address: string | null; phone: string | null; host: string };
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
        description: t.booking.icsDescription(v.serviceName, v.resourceName, v.clinic.phone),
        location: v.clinic.address ?? undefined,
      },
    ],
  });
}
