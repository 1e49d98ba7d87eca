import { booking } from './pl/booking';
import { leads } from './pl/leads';

/**
 * The booking wizard's strings alone, shaped like `t` (`t.booking`, and `t.leads` for the patient's details), for the
 * code that runs in the browser: importing `t` from '@/lib/i18n' there sends every section of the dictionary to the
 * booking page (switch the imports with the dictionary, as ./errors.ts).
 */
export const t = { booking, leads } as const;
