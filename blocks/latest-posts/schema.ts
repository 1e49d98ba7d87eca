import { z } from 'zod';
import { listBlockSchema, MediaRef, optionalText } from '../schema-parts';

/** `latest-posts.v1`: the newest posts. */
export const type = 'latest-posts.v1';
export const item = z.object({
  title: z.string(),
  path: z.string(),
  excerpt: optionalText,
  cover: MediaRef.nullable().optional(),
  publishedAt: optionalText,
});
export const schema = listBlockSchema(item);
