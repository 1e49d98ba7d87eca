import { z } from 'zod';
import { MediaRef, optionalCta, optionalText } from '../schema-parts';

/** `image-text.v1`: an image beside text. */
export const type = 'image-text.v1';
export const schema = z.object({
  eyebrow: optionalText,
  title: z.string().min(1),
  html: z.string(),
  image: MediaRef,
  imageSide: z.enum(['left', 'right']).catch('right'),
  cta: optionalCta,
});
