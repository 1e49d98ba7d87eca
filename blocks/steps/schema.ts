import { z } from 'zod';
import { heading } from '../schema-parts';

/** `steps.v1`: numbered steps (e.g. the first visit). */
export const type = 'steps.v1';
export const schema = z.object({
  ...heading,
  items: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
});
