import { z } from 'zod';
import { iconNames } from '@/lib/icons';
import { heading } from '../schema-parts';

/** `highlights.v1`: short facts in a grid. */
export const type = 'highlights.v1';
/** An icon the site does not draw is dropped, not an error: the clinic's text still shows. */
const IconName = z.string().transform((v) => iconNames.find((n) => n === v) ?? null);

export const schema = z.object({
  ...heading,
  items: z.array(z.object({ icon: IconName.nullable().optional(), title: z.string(), text: z.string() })).min(1),
});
