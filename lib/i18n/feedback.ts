import { feedback } from './pl/feedback';

/**
 * The feedback form's strings alone, shaped like `t` (`t.feedback`), for the code that runs in the browser:
 * importing `t` from '@/lib/i18n' there sends every section of the dictionary (switch the import with the
 * dictionary, as ./errors.ts).
 */
export const t = { feedback } as const;
