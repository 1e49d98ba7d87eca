import { z } from 'zod';
import { Slug } from '@/lib/clinic-api/schemas';
import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { defineBlock } from './define';
import { optionalText } from './shared';

const optionalSlug = Slug.nullable().optional().transform((v) => v ?? null);

/**
 * `lead-form.v1`: the enquiry form on any page. `serviceSlug`/`doctorSlug` preselect a treatment or doctor;
 * `timeWindows` offers 1–3 preferred times (for clinics that keep their calendar elsewhere).
 */
export const leadFormBlock = defineBlock({
  type: 'lead-form.v1',
  schema: z.object({
    title: optionalText,
    lead: optionalText,
    serviceSlug: optionalSlug,
    doctorSlug: optionalSlug,
    timeWindows: z.boolean().default(false),
  }),
  Component: ({ props, ctx }) => (
    <EnquirySection
      id="formularz-kontaktowy"
      title={props.title}
      lead={props.lead}
      serviceSlug={props.serviceSlug}
      doctorSlug={props.doctorSlug}
      timeWindows={props.timeWindows}
      site={ctx.site}
      path={ctx.path}
    />
  ),
});
