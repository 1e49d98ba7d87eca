import { z } from 'zod';
import { Cta, optionalCta, optionalText } from '../schema-parts';

/** `cta.v1`: call-to-action band. */
export const type = 'cta.v1';
export const schema = z.object({
  title: z.string().min(1),
  text: optionalText,
  primary: Cta,
  secondary: optionalCta,
  tone: z.enum(['primary', 'surface']).catch('primary'),
});
