import { ContactDetails } from '@/components/ui/contact-details';
import { OpeningHours } from '@/components/ui/opening-hours';
import { SectionHeading } from '@/components/ui/section-heading';
import { LocationList } from '@/components/ui/location-list';
import { shownLocations } from '@/lib/legal/site-extras';
import { t } from '@/lib/i18n';
import { defineBlock } from '../define';
import * as contact from './schema';

export const contactBlock = defineBlock(contact, ({ props, ctx }) => {
  const p = ctx.site.profile;
  if (!p) return null;
  const locations = shownLocations(ctx.site);
  return (
    <section className="block contact">
      <div className="container">
        <SectionHeading title={props.title} lead={props.lead} />
        <div className="contact-grid">
          <div className="contact-card">
            <h3>{t.site.contact}</h3>
            {locations.length > 0 ? (
              <>
                <LocationList locations={locations} headingLevel={4} />
                {p.email ? <ContactDetails profile={{ email: p.email }} /> : null}
              </>
            ) : (
              <ContactDetails profile={p} showMap={props.showMap} />
            )}
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
