/**
 * The enquiry form's fields: their names in the HTML form, and the values as the patient typed them. The server
 * action reads a FormData into these values and hands them back with any errors, so nothing typed is ever lost.
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
