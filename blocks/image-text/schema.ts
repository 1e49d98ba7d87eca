import { z } from 'zod';
import { optionalCta, optionalMedia, optionalText } from '../schema-parts';

/** `image-text.v1`: an image beside text. */
export const type = 'image-text.v1';
export const schema = z.object({
  eyebrow: optionalText,
  title: z.string().min(1),
  html: z.string(),
  // Null when the API has none or the site left its address out (lib/images/media-check.ts): the text stays.
  image: optionalMedia,
  imageSide: z.enum(['left', 'right']).catch('right'),
  cta: optionalCta,
});
