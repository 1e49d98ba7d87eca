import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { defineBlock } from '../define';
import * as leadForm from './schema';

/** The enquiry flow's own section: a block only places it on the page. */
export const leadFormBlock = defineBlock(leadForm, ({ props, ctx }) => (
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
));
