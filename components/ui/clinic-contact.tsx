import type { Site } from '@/lib/clinic-api/schemas';
import { shownLocations } from '@/lib/legal/site-extras';
import { ContactDetails } from './contact-details';
import { LocationList } from './location-list';

/**
 * How to reach the clinic, wherever the site says it (footer, contact block, the export's contact panel): every
 * location, primary first, and the e-mail, where the clinic has more than one; otherwise the profile's address,
 * phone and e-mail.
 */
export function ClinicContact({ site, showMap = false, headingLevel = 3 }: { site: Site; showMap?: boolean; headingLevel?: 3 | 4 }) {
  const profile = site.profile;
  const locations = shownLocations(site);
  if (locations.length > 0) {
    return (
      <>
        <LocationList locations={locations} headingLevel={headingLevel} />
        {profile?.email ? <ContactDetails profile={{ email: profile.email }} /> : null}
      </>
    );
  }
  return profile ? <ContactDetails profile={profile} showMap={showMap} /> : null;
}
