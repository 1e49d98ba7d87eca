import { z } from 'zod';
import { optionalText } from '../schema-parts';

/** `contact.v1`: Address, phone, e-mail, opening hours and map link from the site profile. */
export const type = 'contact.v1';
export const schema = z.object({
  title: optionalText,
  lead: optionalText,
  showHours: z.boolean().default(true),
  showMap: z.boolean().default(true),
});
