import { z } from 'zod';
import { listBlockSchema, MediaRef, optionalText } from '../schema-parts';

/** `case-studies-list.v1`: case study cards. */
export const type = 'case-studies-list.v1';
export const item = z.object({
  title: z.string(),
  path: z.string(),
  summary: optionalText,
  image: MediaRef.nullable().optional(),
});
export const schema = listBlockSchema(item);
