import { z } from 'zod';
import { DateTime } from './shared';

/** A day that exists in the calendar, as YYYY-MM-DD. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number);
    // An impossible day or month rolls over into another month (30 February is 2 March, month 13 next January):
    // a real day stays in its month. (The year is not compared: Date.UTC reads 0-99 as 1900-1999.)
    return new Date(Date.UTC(y!, m! - 1, d!)).getUTCMonth() === m! - 1;
  }, 'not a real calendar day');

export const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const TimeWindow = z
  .object({ date: CalendarDate, from: HourMinute, to: HourMinute })
  .refine((w) => w.to > w.from, { message: '`to` must be later than `from`', path: ['to'] });
export type TimeWindow = z.infer<typeof TimeWindow>;

export const TimeRequestInput = z.object({
  windows: z.array(TimeWindow).min(1).max(3),
  serviceSlug: z.string().optional(),
  doctorSlug: z.string().optional(),
  serviceName: z.string().optional(),
  doctorName: z.string().optional(),
});
export type TimeRequestInput = z.infer<typeof TimeRequestInput>;

/** LeadInput as the site sends it (canonical English keys; the API also takes aliases). */
export const LeadInput = z.object({
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  message: z.string().optional(),
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  gclid: z.string().optional(),
  fbclid: z.string().optional(),
  privacyNoticeVersion: z.string().optional(),
  marketingConsent: z.boolean().optional(),
  timeRequest: TimeRequestInput.optional(),
});
export type LeadInput = z.infer<typeof LeadInput>;

export const LeadWarning = z.enum(['missing_contact', 'invalid_time_request']);
export const TimeRequestStatus = z.enum(['pending', 'confirmed', 'proposed', 'cancelled']);

export const LeadTimeRequest = z.object({
  id: z.string(),
  // A status a later version adds must not turn a stored enquiry into an error for the patient.
  status: z.union([TimeRequestStatus, z.string()]),
  windows: z.array(z.object({ date: z.string(), from: z.string(), to: z.string() })),
  service: z.string().nullable(),
  doctor: z.string().nullable(),
});
export type LeadTimeRequest = z.infer<typeof LeadTimeRequest>;

/** LeadCreated: `warnings` since 1.3.0 (present only with a warning), `timeRequest` since 1.9.0. */
export const LeadCreated = z.object({
  ok: z.literal(true),
  leadId: z.string(),
  warnings: z.array(z.string()).optional(),
  timeRequest: LeadTimeRequest.optional(),
});
export type LeadCreated = z.infer<typeof LeadCreated>;

/** GET /privacy (assumed shape): the information clause whose version forms send along. */
export const PrivacyNotice = z.object({
  version: z.string(),
  title: z.string(),
  text: z.string(),
  marketingText: z.string().nullable().default(null),
  updatedAt: DateTime,
});
export type PrivacyNotice = z.infer<typeof PrivacyNotice>;
export const PrivacyResponse = z.object({ privacy: PrivacyNotice });
