import { z } from 'zod';
import { optionalText } from '../schema-parts';

/** `price-list.v1`: price table by group. */
export const type = 'price-list.v1';
export const schema = z.object({
  title: optionalText,
  lead: optionalText,
  groups: z
    .array(
      z.object({
        name: z.string(),
        rows: z.array(z.object({ name: z.string(), price: z.string(), note: optionalText })).min(1),
      }),
    )
    .min(1),
  note: optionalText,
});
