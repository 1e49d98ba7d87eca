import { z } from 'zod';
import { Slug } from '@/lib/clinic-api/schemas';
import { optionalText } from '../schema-parts';

const optionalSlug = Slug.nullable()
  .optional()
  .transform((v) => v ?? null);

/**
 * `lead-form.v1`: the enquiry form on any page. `serviceSlug`/`doctorSlug` preselect a treatment or doctor;
 * `timeWindows` offers 1–3 preferred times (for clinics that keep their calendar elsewhere).
 */
export const type = 'lead-form.v1';
export const schema = z.object({
  title: optionalText,
  lead: optionalText,
  serviceSlug: optionalSlug,
  doctorSlug: optionalSlug,
  timeWindows: z.boolean().default(false),
});
