import 'server-only';
import { clinic } from '../server/clinic';
import { getContent, getDoctors, getServices } from '../clinic-api/content';
import { getPrivacyNotice as fetchPrivacyNotice } from '../clinic-api/leads';
import type { DoctorSummary, PrivacyNotice, ServiceSummary } from '../clinic-api/schemas';
import { isMissingAnswer, lacks, markMissing } from './features';
import { memo } from './memo';
import { publishedSet } from './published';
import { PER_MINUTE } from './rules';
import { readSite } from './site';

/** A published treatment or doctor as a form offers it. */
export interface Choice {
  slug: string;
  name: string;
}

/**
 * The information clause (GET /privacy): the privacy page, and the version and marketing text every form sends.
 * Null on a server older than 1.7.0 (no such endpoint): forms then send no clause version and offer no marketing box.
 */
export const getPrivacyNotice = memo(PER_MINUTE, async (): Promise<PrivacyNotice | null> => {
  if (lacks('privacy')) return null;
  try {
    return await fetchPrivacyNotice(clinic());
  } catch (err) {
    if (!isMissingAnswer(err)) throw err;
    markMissing('privacy');
    return null;
  }
});

/**
 * The treatments or doctors listed on the index page of `kind` (GET /content of that page): what a server older
 * than 1.1.0, which has no entity endpoints, still publishes. Empty when the clinic publishes no such page.
 */
async function listedOn<K extends 'services' | 'team'>(
  kind: K,
): Promise<K extends 'services' ? ServiceSummary[] : DoctorSummary[]>;
async function listedOn(kind: 'services' | 'team'): Promise<ServiceSummary[] | DoctorSummary[]> {
  const path = (await publishedSet())?.pages.find((p) => p.type === kind)?.path;
  if (!path) return [];
  const { page } = await getContent(clinic(), path);
  return page.kind === 'services' ? page.services : page.kind === 'team' ? page.doctors : [];
}

async function entities<T>(read: () => Promise<T[]>, fallback: () => Promise<T[]>): Promise<T[]> {
  if (lacks('entities')) return fallback();
  try {
    return await read();
  } catch (err) {
    if (!isMissingAnswer(err)) throw err;
    markMissing('entities');
    return fallback();
  }
}

/**
 * Published treatments with their price and duration labels, in the clinic's order: the enquiry form's list and the
 * starter's price list (/cennik) share this one read a minute.
 */
export const getTreatments = memo(PER_MINUTE, () =>
  entities(
    () => getServices(clinic()),
    () => listedOn('services'),
  ),
);

const choice = (x: { slug: string; name: string }): Choice => ({ slug: x.slug, name: x.name });

/** Published team members in the clinic's order: the enquiry form's list and the site search share this read. */
export const getTeam = memo(PER_MINUTE, () =>
  entities(
    () => getDoctors(clinic()),
    () => listedOn('team'),
  ),
);

/** Published treatments and doctors, in the clinic's order, for the enquiry form's selects. */
export const getFormChoices = memo(PER_MINUTE, async () => {
  const [services, doctors] = await Promise.all([getTreatments(), getTeam()]);
  return { services: services.map(choice), doctors: doctors.map(choice) };
});

/** The clinic's name (or legal name, for the privacy notice) and phone, for a form on a page without the site. */
export const getClinicFacts = memo(PER_MINUTE, async () => {
  const site = await readSite();
  return { name: site.name, controller: site.profile?.legalName ?? site.name, phone: site.profile?.phone ?? null };
});
