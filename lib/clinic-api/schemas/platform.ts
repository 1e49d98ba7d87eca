import { z } from 'zod';
import { Address } from './site';
import { DateTime, MediaRef } from './shared';

/** GET /locations (assumed shape). */
export const Location = z.object({
  id: z.string(),
  name: z.string(),
  primary: z.boolean(),
  address: Address.nullable(),
  phone: z.string().nullable(),
});
export type Location = z.infer<typeof Location>;
export const LocationsResponse = z.object({ locations: z.array(Location) });

/** A media library file (assumed: a MediaRef plus file facts). */
export const MediaItem = MediaRef.extend({
  id: z.string(),
  filename: z.string(),
  mime: z.string(),
  size: z.number().int(),
  createdAt: DateTime,
});
export type MediaItem = z.infer<typeof MediaItem>;
export const MediaPage = z.object({ media: z.array(MediaItem), nextCursor: z.string().nullable() });
export const MediaUploaded = z.object({ media: MediaItem });

/** POST /feedback body (assumed): never carries patient data. */
export const FeedbackInput = z.object({
  message: z.string().trim().min(1).max(2000),
  pageUrl: z.string().optional(),
  source: z.enum(['site', 'api']).optional(),
});
export type FeedbackInput = z.infer<typeof FeedbackInput>;
export const FeedbackAccepted = z.object({ ok: z.literal(true) });
