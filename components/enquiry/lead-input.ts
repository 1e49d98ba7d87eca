import type { LeadInput } from '@/lib/clinic-api/schemas';
import type { Attribution } from '@/lib/attribution/params';
import type { ValidLead } from './validate';

export interface LeadContext {
  /** The information clause version the form showed (GET /privacy). */
  privacyNoticeVersion?: string;
  attribution: Attribution;
  /** The page the form was sent from, for reception. */
  page?: string;
  /** Published names of the chosen treatment and doctor, when the site knows them. */
  serviceName?: string;
  doctorName?: string;
  /** This submission's id, kept with the lead as an unknown key: a repeat (a retry, the outbox) is easy to spot. */
  submissionId?: string;
}

/** LeadInput plus the keys the API keeps with the lead as they are (unknown keys are stored, not rejected). */
export type LeadPayload = LeadInput & {
  service?: string;
  doctor?: string;
  page?: string;
  submissionId?: string;
  /** Set by the outbox (lib/outbox): when the patient sent it, the lead arriving later. */
  submittedAt?: string;
};

/**
 * The POST /leads body for a valid enquiry. Marketing consent is sent only when ticked (the API: omit or false
 * when not). The chosen treatment and doctor go with the time request (matched by slug, the name as fallback) and,
 * as names, as extra keys, so reception sees what the patient asked about even without preferred times.
 */
export function toLeadPayload(lead: ValidLead, ctx: LeadContext): LeadPayload {
  const payload: LeadPayload = { name: lead.name };
  if (lead.phone) payload.phone = lead.phone;
  if (lead.email) payload.email = lead.email;
  if (lead.message) payload.message = lead.message;
  Object.assign(payload, ctx.attribution);
  if (ctx.privacyNoticeVersion) payload.privacyNoticeVersion = ctx.privacyNoticeVersion;
  if (lead.marketingConsent) payload.marketingConsent = true;
  if (lead.windows.length > 0) {
    payload.timeRequest = {
      windows: lead.windows,
      ...(lead.serviceSlug ? { serviceSlug: lead.serviceSlug } : {}),
      ...(ctx.serviceName ? { serviceName: ctx.serviceName } : {}),
      ...(lead.doctorSlug ? { doctorSlug: lead.doctorSlug } : {}),
      ...(ctx.doctorName ? { doctorName: ctx.doctorName } : {}),
    };
  }
  if (ctx.serviceName) payload.service = ctx.serviceName;
  if (ctx.doctorName) payload.doctor = ctx.doctorName;
  if (ctx.page) payload.page = ctx.page;
  if (ctx.submissionId) payload.submissionId = ctx.submissionId;
  return payload;
}
