import 'server-only';
import { clinic } from '../server/clinic';
import { getDoctors, getServices, getSite } from '../clinic-api/content';
import { getPrivacyNotice } from '../clinic-api/leads';

/**
 * What the enquiry form needs besides the page: the information clause, the published treatments and doctors for
 * the selects, and the clinic's name and phone. Kept in this process for a minute (the API's own cache time), so
 * a build rendering every treatment page, or a stream of form posts, asks the API once a minute, not per page or
 * per post. A failed load is not kept.
 */
const TTL_MS = 60_000;

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (cached && now - cached.at < TTL_MS) return cached.value;
    const value = load();
    const entry = { at: now, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}

export interface Choice {
  slug: string;
  name: string;
}

export const loadPrivacyNotice = memo(() => getPrivacyNotice(clinic()));

/** Published treatments and doctors, in the clinic's order. */
export const loadChoices = memo(async () => {
  const [services, doctors] = await Promise.all([getServices(clinic()), getDoctors(clinic())]);
  return {
    services: services.map((s): Choice => ({ slug: s.slug, name: s.name })),
    doctors: doctors.map((d): Choice => ({ slug: d.slug, name: d.name })),
  };
});

/** The clinic's name (or legal name, for the privacy notice) and phone. */
export const loadClinicFacts = memo(async () => {
  const site = await getSite(clinic());
  return { name: site.name, controller: site.profile?.legalName ?? site.name, phone: site.profile?.phone ?? null };
});
