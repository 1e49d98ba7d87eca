import { EnquirySection } from '@/components/enquiry/enquiry-section';
import { defineBlock } from '../define';
import * as leadForm from './schema';

/**
 * The enquiry flow's own section: a block only places it on the page. The first keeps the anchor agencies link to
 * (#formularz-kontaktowy); a second on the same page gets its own (-2), so no id, label or error link is shared.
 */
export const leadFormBlock = defineBlock(leadForm, ({ props, ctx }) => (
  <EnquirySection
    id={ctx.nthOfType ? `formularz-kontaktowy-${ctx.nthOfType + 1}` : 'formularz-kontaktowy'}
    title={props.title}
    lead={props.lead}
    serviceSlug={props.serviceSlug}
    doctorSlug={props.doctorSlug}
    timeWindows={props.timeWindows}
    site={ctx.site}
    path={ctx.path}
  />
));
