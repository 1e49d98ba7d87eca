import { z } from 'zod';
import { Slug } from '@/lib/clinic-api/schemas/shared';
import { t } from '@/lib/i18n';
import { optionalEmail, optionalPhone, patientMessage, patientName } from '@/lib/validation/patient';
import type { LeadFormValues, WindowValues } from './form-fields';
import { validateWindows } from './time-windows';

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

export type LeadValidation = { ok: true; lead: ValidLead } | { ok: false; errors: Record<string, string> };

const optionalSlug = z.string().refine((v) => v === '' || Slug.safeParse(v).success, t.leads.choiceInvalid);

/** Validates the typed values; every error is tied to its field, in Polish. `today` is the clinic's (YYYY-MM-DD). */
export function validateLeadForm(values: LeadFormValues, today: string): LeadValidation {
  const errors: Record<string, string> = {};
  const field = <T>(key: string, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    errors[key] = r.error.issues[0]?.message ?? t.leads.choiceInvalid;
    return undefined;
  };
  const name = field('name', patientName, values.name);
  const phone = field('phone', optionalPhone, values.phone);
  const email = field('email', optionalEmail, values.email);
  const message = field('message', patientMessage, values.message);
  // The API stores a lead only with a usable phone or an e-mail; without either reception cannot answer.
  if (!values.phone.trim() && !values.email.trim()) errors.phone = t.leads.contactRequired;
  const serviceSlug = field('serviceSlug', optionalSlug, values.serviceSlug);
  const doctorSlug = field('doctorSlug', optionalSlug, values.doctorSlug);
  const windows = validateWindows(values.windows, today);
  Object.assign(errors, windows.errors);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    lead: {
      name: name!,
      phone,
      email,
      message,
      serviceSlug: serviceSlug || undefined,
      doctorSlug: doctorSlug || undefined,
      marketingConsent: values.marketingConsent,
      windows: windows.windows,
    },
  };
}
