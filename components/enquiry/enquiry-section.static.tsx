import { ClinicEmbed } from '@/components/ui/clinic-embed';
import { ContactPanel } from '@/components/ui/contact-panel';
import { readEmbedConfig } from '@/lib/config/embed';
import { t } from '@/lib/i18n';
import { config } from '@/lib/config/server';
import { getSiteData } from '@/lib/site-data/content';
import type { EnquirySection as ServerEnquirySection, EnquirySectionProps } from './enquiry-section';

/**
 * The enquiry section of the static export (lib/config/static-export.ts puts it in place of ./enquiry-section.tsx):
 * a static host has no server action to take the form, so the section offers the clinic's embed script when the
 * agency configured it, and otherwise the clinic's phone, e-mail, address and hours. Same anchor, same heading.
 */
export async function EnquirySection({ title, lead, site, id = 'zapytanie' }: EnquirySectionProps) {
  // The treatment or doctor a server form preselects needs no call here: the page around the panel names it.
  const clinicSite = site ?? (await getSiteData());
  const embed = readEmbedConfig(process.env);
  // A caller's heading and lead introduce its form ("leave your number, we will call you back"). With the clinic's
  // embed they still do; over the contact details alone they would promise what the panel cannot do.
  const heading = embed ? (title ?? t.staticSite.contactTitle) : t.staticSite.contactTitle;
  const intro = embed ? (lead ?? t.staticSite.contactLead) : t.staticSite.contactLead;
  return (
    <ContactPanel site={clinicSite} id={id} title={heading} lead={intro}>
      {embed ? <ClinicEmbed embed={embed} id={id} attribution={config().attribution} /> : null}
    </ContactPanel>
  );
}

// Both builds must offer the same component.
void (EnquirySection satisfies typeof ServerEnquirySection);
