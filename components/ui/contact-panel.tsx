import type { Site } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n';
import { ClinicContact } from './clinic-contact';
import { OpeningHours } from './opening-hours';

export interface ContactPanelProps {
  site: Site;
  /** The section's anchor (the form's anchor on the server site, so links to it still land here). */
  id: string;
  title: string;
  lead: string;
  /** Extra content under the lead (the booking page's online link). */
  children?: React.ReactNode;
}

/**
 * What a static site shows where the server site has a form: how to reach reception (phone as tel:, e-mail,
 * address, or every location), when it is open, and whether the clinic works with the NFZ. Only what the clinic has.
 */
export function ContactPanel({ site, id, title, lead, children }: ContactPanelProps) {
  const profile = site.profile;
  return (
    <section id={id} className="block contact-panel" aria-labelledby={`${id}-title`} data-contact-panel="">
      <div className="container container-narrow">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="lead">{lead}</p>
        {children}
        <ClinicContact site={site} showMap />
        {profile?.openingHours ? (
          <>
            <h3>{t.site.openingHours}</h3>
            <OpeningHours hours={profile.openingHours} note={profile.openingHoursNote} />
          </>
        ) : null}
        {profile?.nfz ? (
          <p className="contact-note">
            {profile.nfz.contract ? t.site.nfzContract : t.site.nfzNoContract}
            {profile.nfz.note ? ` ${profile.nfz.note}` : ''}
          </p>
        ) : null}
      </div>
    </section>
  );
}
