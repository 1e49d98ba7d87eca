import { z } from 'zod';
import { listBlockSchema, optionalMedia, optionalText } from '../schema-parts';

/** `team-list.v1`: specialist cards with photos. */
export const type = 'team-list.v1';
export const item = z.object({
  name: z.string(),
  path: z.string(),
  title: optionalText,
  specializations: z.array(z.string()).default([]),
  photo: optionalMedia,
});
export const schema = listBlockSchema(item);
