import { ClinicContact } from '@/components/ui/clinic-contact';
import { OpeningHours } from '@/components/ui/opening-hours';
import { SectionHeading } from '@/components/ui/section-heading';
import { t } from '@/lib/i18n';
import { defineBlock } from '../define';
import * as contact from './schema';

export const contactBlock = defineBlock(contact, ({ props, ctx }) => {
  const p = ctx.site.profile;
  if (!p) return null;
  return (
    <section className="block contact">
      <div className="container">
        <SectionHeading title={props.title} lead={props.lead} />
        <div className="contact-grid">
          <div className="contact-card">
            <h3>{t.site.contact}</h3>
            <ClinicContact site={ctx.site} showMap={props.showMap} headingLevel={4} />
          </div>
          {props.showHours && p.openingHours ? (
            <div className="contact-card">
              <h3>{t.site.openingHours}</h3>
              <OpeningHours hours={p.openingHours} note={p.openingHoursNote} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
});
