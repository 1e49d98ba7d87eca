import type { LeadFormValues, WindowValues } from './form-fields';

/**
 * What the enquiry action answers: the outcome, the values as typed (so the form re-renders them: nothing is lost,
 * with or without JavaScript), the errors by field name, and a fresh fill-time token where a new one is needed.
 */
/** `too_fast`: sent sooner after the form appeared than a person types; nothing was sent, sending again works. */
/** `queued`: the API could not take it; the site keeps it and delivers it once the API answers (lib/outbox). */
/** `outdated` (the browser alone: components/ui/forms/send-failure.tsx): the site was released anew and no longer knows this page's form. */
export type LeadFormStatus =
  'idle' | 'invalid' | 'sent' | 'queued' | 'failed' | 'outdated' | 'limited' | 'busy' | 'expired' | 'too_fast';

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
