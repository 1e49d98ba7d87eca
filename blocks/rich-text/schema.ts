import { z } from 'zod';

/** `rich-text.v1`: HTML limited to the allowed elements (lib/sanitize.ts). */
export const type = 'rich-text.v1';
export const schema = z.object({ html: z.string() });
