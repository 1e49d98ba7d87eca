import { leads } from './pl/leads';

/**
 * The enquiry form's strings alone, shaped like `t` (`t.leads`), for the code that runs in the browser: importing `t`
 * from '@/lib/i18n' there sends every section of the dictionary to every page with the form (switch the import with
 * the dictionary, as ./errors.ts).
 */
export const t = { leads } as const;
