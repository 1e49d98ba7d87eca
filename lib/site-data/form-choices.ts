import 'server-only';
import { clinic } from '../server/clinic';
import { getDoctors, getServices, getSite } from '../clinic-api/content';
import { getPrivacyNotice as fetchPrivacyNotice } from '../clinic-api/leads';
import { memo } from './memo';
import { PER_MINUTE } from './rules';

/** A published treatment or doctor as a form offers it. */
export interface Choice {
  slug: string;
  name: string;
}

/** The information clause (GET /privacy): the privacy page, and the version and marketing text every form sends. */
export const getPrivacyNotice = memo(PER_MINUTE, () => fetchPrivacyNotice(clinic()));

/** Published treatments and doctors, in the clinic's order, for the enquiry form's selects. */
export const getFormChoices = memo(PER_MINUTE, async () => {
  const [services, doctors] = await Promise.all([getServices(clinic()), getDoctors(clinic())]);
  return {
    services: services.map((s): Choice => ({ slug: s.slug, name: s.name })),
    doctors: doctors.map((d): Choice => ({ slug: d.slug, name: d.name })),
  };
});

/** The clinic's name (or legal name, for the privacy notice) and phone, for a form on a page without the site. */
export const getClinicFacts = memo(PER_MINUTE, async () => {
  const site = await getSite(clinic());
  return { name: site.name, controller: site.profile?.legalName ?? site.name, phone: site.profile?.phone ?? null };
});
