import { z } from 'zod';
import { Cta, optionalMedia, optionalText } from '../schema-parts';

/** `hero.v1`: page opening with heading, lead, up to two buttons and an image. */
export const type = 'hero.v1';
export const schema = z.object({
  eyebrow: optionalText,
  title: z.string().min(1),
  lead: optionalText,
  image: optionalMedia,
  ctas: z.array(Cta).default([]),
});
