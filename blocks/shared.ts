import { z } from 'zod';
import { Cta, MediaRef } from '@/lib/clinic-api/schemas';

/** Pieces of props schemas many blocks share. */
export const optionalText = z.string().nullable().optional().transform((v) => v ?? null);
export const optionalCta = Cta.nullable().optional().transform((v) => v ?? null);
export const optionalMedia = MediaRef.nullable().optional().transform((v) => v ?? null);
export { Cta, MediaRef };
