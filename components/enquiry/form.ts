import type { Attribution } from '@/lib/attribution/params';
import type { LeadCreated, LeadInput } from '@/lib/clinic-api/schemas';

/**
 * The enquiry form without Next.js: its fields, the values as the patient typed them, what the action answers, and
 * the POST /leads body built from a valid enquiry. The server action (./actions.ts) wires these to the checks
 * (./validate.ts) and the send (./send.ts). The browser runs this file too: no zod and no full dictionary here.
 */

/** How many preferred time windows the form offers (the API takes 1 to 3). */
const WINDOW_COUNT = 3;

export interface WindowValues {
  date: string;
  from: string;
  to: string;
}

export interface LeadFormValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  serviceSlug: string;
  doctorSlug: string;
  marketingConsent: boolean;
  windows: WindowValues[];
}

export const windowField = (i: number, part: keyof WindowValues) => `w${i}_${part}`;

/** Field names in the order the error summary lists them (the order of the form). */
export const FIELD_ORDER: string[] = [
  'name',
  'phone',
  'email',
  'message',
  'serviceSlug',
  'doctorSlug',
  ...Array.from({ length: WINDOW_COUNT }, (_, i) =>
    (['date', 'from', 'to'] as const).map((p) => windowField(i, p)),
  ).flat(),
];

/** Hidden fields that are not the patient's words. */
export const HIDDEN = { notice: 'privacyNoticeVersion', page: 'page' } as const;

// Longest text kept from any field: a bound on what a forged post can make the server hold, well above real input.
const MAX_RAW = 4000;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v.slice(0, MAX_RAW) : '';
};

const emptyWindows = (): WindowValues[] => Array.from({ length: WINDOW_COUNT }, () => ({ date: '', from: '', to: '' }));

export function emptyLeadValues(
  preset: { serviceSlug?: string | null; doctorSlug?: string | null } = {},
): LeadFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    message: '',
    serviceSlug: preset.serviceSlug ?? '',
    doctorSlug: preset.doctorSlug ?? '',
    marketingConsent: false,
    windows: emptyWindows(),
  };
}

/** The values of a submitted enquiry form, exactly as typed (bounded in length). */
export function readLeadForm(form: FormData): LeadFormValues {
  return {
    name: text(form, 'name'),
    phone: text(form, 'phone'),
    email: text(form, 'email'),
    message: text(form, 'message'),
    serviceSlug: text(form, 'serviceSlug'),
    doctorSlug: text(form, 'doctorSlug'),
    marketingConsent: form.get('marketingConsent') !== null,
    windows: Array.from({ length: WINDOW_COUNT }, (_, i) => ({
      date: text(form, windowField(i, 'date')),
      from: text(form, windowField(i, 'from')),
      to: text(form, windowField(i, 'to')),
    })),
  };
}

/**
 * What the enquiry action answers: the outcome, the values as typed (so the form re-renders them: nothing is lost,
 * with or without JavaScript), the errors by field name, and a fresh fill-time token where a new one is needed.
 */
/** `too_fast`: sent sooner after the form appeared than a person types; nothing was sent, sending again works. */
/** `queued`: the API could not take it; the site keeps it and delivers it once the API answers (lib/outbox). */
/** `outdated` (the browser alone: components/ui/forms/send-failure.tsx): the site was released anew and no longer knows this page's form. */
export type LeadFormStatus =
  'idle' | 'invalid' | 'sent' | 'queued' | 'failed' | 'outdated' | 'limited' | 'busy' | 'expired' | 'too_fast';

/** An enquiry that passed the form's rules: the API's own (a contact, 1–3 valid windows) plus the site's. */
export interface ValidLead {
  name: string;
  phone?: string;
  email?: string;
  message?: string;
  serviceSlug?: string;
  doctorSlug?: string;
  marketingConsent: boolean;
  windows: WindowValues[];
}

export interface LeadFormState {
  status: LeadFormStatus;
  values: LeadFormValues;
  errors: Record<string, string>;
  /** The fill-time token the next submit carries. */
  token: string;
  /** Increases with every answer, so the form can move focus again after a repeated failure. */
  attempt: number;
  /** After success (or queued): the preferred times as stored, to show the patient what reception will confirm. */
  sent?: { windows: WindowValues[]; service: string | null; doctor: string | null };
}

/** A trimmed text field of at most `max` characters, or nothing. */
export function formText(form: FormData, key: string, max: number): string | undefined {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() && v.length <= max ? v.trim() : undefined;
}

/** The form's next state: the outcome, the values as typed, and a new attempt number. */
export function answer(
  prev: LeadFormState,
  patch: Partial<LeadFormState> & Pick<LeadFormState, 'status' | 'values' | 'token'>,
): LeadFormState {
  return { errors: {}, ...patch, attempt: prev.attempt + 1 };
}

export type ChoiceNames = { serviceName?: string; doctorName?: string };

/** What the thank-you shows: the API's reading of the time request when it sent one, else what the patient chose. */
export function sentSummary(
  created: LeadCreated | null,
  lead: ValidLead,
  names: ChoiceNames,
): NonNullable<LeadFormState['sent']> {
  const tr = created?.timeRequest;
  return {
    windows: tr?.windows ?? lead.windows,
    service: tr?.service ?? names.serviceName ?? null,
    doctor: tr ? tr.doctor : (names.doctorName ?? null),
  };
}

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
