import { z } from 'zod';
import { optionalText } from '../schema-parts';

/** `testimonials.v1`: patients' opinions, with how reviews are collected. */
export const type = 'testimonials.v1';
export const schema = z.object({
  title: optionalText,
  items: z
    .array(z.object({ quote: z.string(), author: z.string(), context: optionalText, source: optionalText }))
    .min(1),
  note: optionalText,
});
