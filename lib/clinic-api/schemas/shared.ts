import { z } from 'zod';

/**
 * A list whose items a later minor version may extend with values this site does not know (a new channel, a new
 * network): items that do not parse are left out, so the record around them still parses.
 */
export function knownItems<T extends z.ZodType>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((i) => {
      const parsed = item.safeParse(i);
      return parsed.success ? [parsed.data as z.infer<T>] : [];
    }),
  );
}

/** An ISO 8601 timestamp; kept as the string the API sent. */
export const DateTime = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'expected an ISO 8601 date-time');

/** Absolute address of a file (http or https). */
export const AbsoluteUrl = z.string().refine((s) => /^https?:\/\//i.test(s), 'expected an absolute http(s) URL');

/** MediaRef: an image reference. width/height/aiGenerated/caption appeared in 1.4.0. */
export const MediaRef = z.object({
  url: z.string().min(1),
  focalX: z.number().int().min(0).max(100).nullable().default(null),
  focalY: z.number().int().min(0).max(100).nullable().default(null),
  alt: z.string().nullable().default(null),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  aiGenerated: z.boolean().default(false),
  caption: z.string().optional(),
});
export type MediaRef = z.infer<typeof MediaRef>;

/** A block of a page: its props are parsed by the block registry, per type and version. */
export const Block = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  props: z.record(z.string(), z.unknown()).default({}),
});
export type Block = z.infer<typeof Block>;

export const Crumb = z.object({ label: z.string(), href: z.string().nullable() });
export type Crumb = z.infer<typeof Crumb>;

export const Cta = z.object({ label: z.string(), href: z.string() });
export type Cta = z.infer<typeof Cta>;

export const RelatedService = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string(),
  name: z.string(),
  priceFromLabel: z.string().nullable().default(null),
});
export type RelatedService = z.infer<typeof RelatedService>;

/** Slugs are lower-case letters, digits and hyphens. */
export const Slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Error body: `error` text (Polish, never branched on) and, for most 4xx, a `code`. */
export const ApiErrorBody = z
  .object({
    error: z.string(),
    code: z.string().optional(),
    scope: z.string().optional(),
    retryable: z.boolean().optional(),
    slots: z.array(z.unknown()).optional(),
  })
  .loose();
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
