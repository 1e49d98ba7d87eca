import { z } from 'zod';
import { listBlockSchema, optionalText } from '../schema-parts';

/** `services-list.v1`: treatment cards. */
export const type = 'services-list.v1';
export const item = z.object({
  name: z.string(),
  path: z.string(),
  category: optionalText,
  shortDesc: optionalText,
  priceFromLabel: optionalText,
  durationLabel: optionalText,
});
export const schema = listBlockSchema(item);
