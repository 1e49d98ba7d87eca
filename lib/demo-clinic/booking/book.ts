import type { FreeSlot } from '../../clinic-api/schemas';
import { isPlainObject } from '../http';
import { createDemoLead, findOrCreateLeadByPhone, phoneKey, recordConsent } from '../leads';
import type { DemoAppointment, DemoLead, DemoStore } from '../store';
import { sendBookingEmail } from './notify';
import { bookingSetup, findService, performs, slotsFor } from './setup';
import { toLocal } from './zone';

/** Rule 4: identical data within this window returns the appointment already made. */
const DUPLICATE_WINDOW_MS = 5 * 60_000;
/** The stage a lead moves to when it books. */
const BOOKED_STAGE = 'scheduled';
/** Stages booking never moves a lead out of (the States table). */
const STAGES_KEPT = new Set(['visited', 'not_interested', 'unreachable']);

export type BookingOutcome =
  | { kind: 'created' | 'duplicate'; appointment: DemoAppointment }
  /** 400: `code` only where the API description gives one. */
  | { kind: 'invalid'; message: string; code?: string }
  /** 409: the slot is not (or no longer) free; that day's free slots. */
  | { kind: 'taken'; slots: FreeSlot[] };

interface BookingRequest {
  serviceId: string;
  resourceId: string;
  startAt: number;
  patient: { name: string; phone: string; email?: string };
  note?: string;
  privacyNoticeVersion: unknown;
  marketingConsent: unknown;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** Reads the body; a message for the 400s without a code (missing ids/time, missing patient name/phone). */
function readRequest(body: Record<string, unknown>): BookingRequest | string {
  const serviceId = text(body.serviceId);
  const resourceId = text(body.resourceId);
  // Number.isInteger is false for anything but a whole number, so it alone stands for the type check.
  const startAt = Number.isInteger(body.startAt) ? (body.startAt as number) : undefined;
  if (!serviceId || !resourceId || startAt === undefined) {
    return 'Podaj serviceId, resourceId i startAt (liczba całkowita, sekundy od epoki UTC).';
  }
  const patient = isPlainObject(body.patient) ? body.patient : {};
  const name = text(patient.name);
  const phone = text(patient.phone);
  if (!name || !phone) return 'Podaj imię i nazwisko pacjenta (patient.name) oraz telefon (patient.phone).';
  return {
    serviceId,
    resourceId,
    startAt,
    patient: { name, phone, email: text(patient.email) },
    note: text(body.note),
    privacyNoticeVersion: body.privacyNoticeVersion,
    marketingConsent: body.marketingConsent,
  };
}

/** "Same data": the appointment and the patient as sent, with the phone compared however it is written. */
function fingerprint(r: BookingRequest): string {
  return JSON.stringify([
    r.serviceId,
    r.resourceId,
    r.startAt,
    r.patient.name.toLocaleLowerCase('pl'),
    phoneKey(r.patient.phone) ?? r.patient.phone,
    r.patient.email?.toLowerCase() ?? null,
    r.note ?? null,
  ]);
}

/** Rule 2: the booked stage, except from a visited, not-interested or unreachable one. */
export function moveToBookedStage(lead: DemoLead, at: string): void {
  const stage = lead.stage.toLowerCase().replace(/[\s-]+/g, '_');
  if (STAGES_KEPT.has(stage)) return;
  if (lead.stage !== BOOKED_STAGE) {
    lead.stage = BOOKED_STAGE;
    lead.updatedAt = at;
  }
}

/** The slot was taken by someone phoning reception: the demo's `takeNextSlot` and `takeNextDay` switches stand for that. */
function occupyByPhoneBooking(
  store: DemoStore,
  clinicId: string,
  slot: FreeSlot,
  serviceId: string,
  nowMs: number,
  switchName: 'takeNextSlot' | 'takeNextDay',
): void {
  const at = new Date(nowMs).toISOString();
  const lead = createDemoLead(store, { clinicId, name: 'Pacjent umówiony telefonicznie', source: 'manual' }, at);
  lead.stage = BOOKED_STAGE;
  store.appointments.push({
    id: store.nextId('appt'),
    clinicId,
    serviceId,
    resourceId: slot.resourceId,
    startAt: slot.startAt,
    endAt: slot.endAt,
    leadId: lead.id,
    status: 'booked',
    note: `Rezerwacja telefoniczna w rejestracji (przełącznik demo ${switchName}).`,
    createdAt: nowMs,
    // Stryker disable next-line StringLiteral: no request's fingerprint (a JSON array) equals any plain text
    fingerprint: '', // never equal to a request's: the phone booking is not the patient's own
  });
}

/**
 * POST /booking/appointments, rule by rule (the body already parsed as JSON):
 * 400 without code for missing serviceId/resourceId/startAt or patient name/phone; unknown service or specialist too;
 * 6. nfz service → 400 nfz_phone_only (from 1.8.0: `opts.nfz` false plays an older server, which has no nfz flag
 *    and books the service like any other; `opts.consent` false one before 1.7.0, which knows no consent keys);
 * 4. same data within 5 minutes → the existing appointment (checked before the slot, which that appointment holds);
 * 5. slot not free (taken meanwhile, or never a slot of this service and specialist) → 409 with that day's free slots;
 * 1./2. lead found by phone or created, moved to the booked stage; consent as in the lead body rules;
 * 3. reception gets an e-mail with the .ics.
 */
export function bookDemoAppointment(
  store: DemoStore,
  clinicId: string,
  body: Record<string, unknown>,
  nowMs: number,
  opts: { nfz: boolean; consent: boolean },
): BookingOutcome {
  const req = readRequest(body);
  if (typeof req === 'string') return { kind: 'invalid', message: req };
  const service = findService(store, req.serviceId);
  if (!service) return { kind: 'invalid', message: 'Nie ma takiej usługi w katalogu rezerwacji.' };
  if (service.nfz && opts.nfz)
    return {
      kind: 'invalid',
      code: 'nfz_phone_only',
      message: 'Wizytę w ramach NFZ można umówić tylko telefonicznie.',
    };
  const resource = bookingSetup(store).catalog.resources.find((r) => r.id === req.resourceId);
  if (!resource || !performs(store, service, resource.id)) {
    return { kind: 'invalid', message: 'Ten specjalista nie wykonuje wybranej usługi.' };
  }

  const fp = fingerprint(req);
  const duplicate = store.appointments.find(
    (a) =>
      a.clinicId === clinicId &&
      a.status === 'booked' &&
      a.fingerprint === fp &&
      nowMs - a.createdAt < DUPLICATE_WINDOW_MS,
  );
  if (duplicate) return { kind: 'duplicate', appointment: duplicate };

  const day = toLocal(req.startAt * 1000).date;
  const daySlots = () => slotsFor(store, service, resource.id, nowMs).filter((s) => s.localDate === day);
  const slot = slotsFor(store, service, resource.id, nowMs).find((s) => s.startAt === req.startAt);
  if (slot && store.switches.takeNextSlot) {
    store.switches.takeNextSlot = false;
    occupyByPhoneBooking(store, clinicId, slot, service.id, nowMs, 'takeNextSlot');
    return { kind: 'taken', slots: daySlots() };
  }
  if (slot && store.switches.takeNextDay) {
    // Reception filled the specialist's day by phone: no free slot of this service is left that day, and the 409
    // carries none.
    store.switches.takeNextDay = false;
    for (let free = daySlots(); free.length > 0; free = daySlots()) {
      occupyByPhoneBooking(store, clinicId, free[0]!, service.id, nowMs, 'takeNextDay');
    }
    return { kind: 'taken', slots: [] };
  }
  if (!slot) return { kind: 'taken', slots: daySlots() };

  const at = new Date(nowMs).toISOString();
  const { patient } = req;
  const { lead } = findOrCreateLeadByPhone(
    store,
    { clinicId, name: patient.name, phone: patient.phone, email: patient.email, source: 'api' },
    at,
  );
  moveToBookedStage(lead, at);
  // Before 1.7.0 the two keys are unknown: the submission is stored without a clause version, no consent recorded.
  const { consent } = opts;
  recordConsent(
    store,
    lead,
    {
      privacyNoticeVersion: consent ? req.privacyNoticeVersion : undefined,
      marketingConsent: consent ? req.marketingConsent : undefined,
      phone: patient.phone,
      email: patient.email,
    },
    at,
  );
  const appointment: DemoAppointment = {
    id: store.nextId('appt'),
    clinicId,
    serviceId: service.id,
    resourceId: resource.id,
    startAt: slot.startAt,
    endAt: slot.endAt,
    leadId: lead.id,
    status: 'booked',
    note: req.note ?? null,
    createdAt: nowMs,
    fingerprint: fp,
  };
  store.appointments.push(appointment);
  sendBookingEmail(store, appointment, lead, patient, service, resource, at);
  return { kind: 'created', appointment };
}
