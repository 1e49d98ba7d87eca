import type { Site } from '@/lib/clinic-api/schemas';
import { shownLocations } from '@/lib/legal/site-extras';
import { nationalNumber } from '@/lib/format';
import { ContactDetails } from './contact-details';
import { LocationList } from './location-list';

/**
 * How to reach the clinic, wherever the site says it (footer, contact block, the export's contact panel): every
 * location, primary first, then the clinic's main phone (unless a location lists it) and e-mail, where the clinic has
 * more than one; otherwise the profile's address, phone and e-mail.
 */
export function ClinicContact({
  site,
  showMap = false,
  headingLevel = 3,
}: {
  site: Site;
  showMap?: boolean;
  headingLevel?: 3 | 4;
}) {
  const profile = site.profile;
  const locations = shownLocations(site);
  if (locations.length > 0) {
    // The clinic's main number stays unless a location already lists it: a location's phone may be null.
    const main = profile?.phone;
    const phone =
      main && !locations.some((l) => l.phone && nationalNumber(l.phone) === nationalNumber(main)) ? main : undefined;
    return (
      <>
        <LocationList locations={locations} headingLevel={headingLevel} />
        {phone || profile?.email ? <ContactDetails profile={{ phone, email: profile?.email }} /> : null}
      </>
    );
  }
  return profile ? <ContactDetails profile={profile} showMap={showMap} /> : null;
}
