import { z } from 'zod';
import { Cta, MediaRef } from '@/lib/clinic-api/schemas';

/** Pieces of props schemas many blocks share. Pure zod: SEO code and cards read block schemas without React. */
export const optionalText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
export const optionalCta = Cta.nullable()
  .optional()
  .transform((v) => v ?? null);
export const optionalMedia = MediaRef.nullable()
  .optional()
  .transform((v) => v ?? null);
export { Cta, MediaRef };

/** The heading group most blocks open with. */
export const heading = { eyebrow: optionalText, title: optionalText, lead: optionalText };

/**
 * The one shape of the blocks that list records (treatments, team, posts, case studies): a heading, the items the
 * platform resolved (so a page costs one API call), and an optional link to the full list.
 */
export function listBlockSchema<I extends z.ZodType>(item: I) {
  return z.object({ ...heading, items: z.array(item), cta: optionalCta });
}
