import type { MedicalClinicLeaf, Place, PostalAddress, PropertyValue } from 'schema-dts';
import { safeHref } from '../../site-path';
import type { Address, Location, Site, SiteProfile } from '../../clinic-api/schemas';
import { shownLocations } from '../../legal/site-extras';
import { absoluteUrl, type SeoContext } from '../options';
import type { ClinicSchemaType } from '../schema-type';
import { openingHoursSpecification } from './opening-hours';

/** Types that are not LocalBusiness get MedicalBusiness alongside, so address, geo and hours stay valid on them. */
const NOT_LOCAL_BUSINESS = new Set<ClinicSchemaType>(['MedicalOrganization', 'DiagnosticLab', 'VeterinaryCare']);

type ClinicTypeValue = ClinicSchemaType | readonly [ClinicSchemaType, 'MedicalBusiness'];

/** The clinic node: MedicalClinic's properties under the configured type. */
export type ClinicNode = Omit<MedicalClinicLeaf, '@type'> & {
  '@context': 'https://schema.org';
  '@type': ClinicTypeValue;
};

/** A short mention of the clinic (author, publisher, provider): its @id plus enough to stand alone. */
export interface ClinicRef {
  '@type': ClinicTypeValue;
  '@id': string;
  name: string;
  url: string;
}

function clinicType(schemaType: ClinicSchemaType): ClinicTypeValue {
  return NOT_LOCAL_BUSINESS.has(schemaType) ? [schemaType, 'MedicalBusiness'] : schemaType;
}

/** The clinic itself, with everything the profile says about it (empty fields are dropped later by `compact`). */
export function clinicNode(site: Site, ctx: SeoContext): ClinicNode {
  const p: SiteProfile = site.profile ?? {};
  const logo = p.logo?.url ? absoluteUrl(ctx.origin, p.logo.url) : undefined;
  const shareImage = p.defaultOgImage?.url ? absoluteUrl(ctx.origin, p.defaultOgImage.url) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': clinicType(ctx.schemaType),
    '@id': ctx.clinicId,
    name: site.name,
    legalName: p.legalName,
    url: `${ctx.origin}/`,
    telephone: p.phone,
    email: p.email,
    address: postalAddress(p),
    geo: p.geo ? { '@type': 'GeoCoordinates', latitude: p.geo.lat, longitude: p.geo.lng } : undefined,
    openingHoursSpecification: openingHoursSpecification(p.openingHours),
    logo,
    image: [...new Set([shareImage, logo].filter((u): u is string => Boolean(u)))],
    // Only addresses a link would render (https): a pasted javascript: or plain-http value is no profile of the clinic.
    sameAs: (p.socials ?? [])
      .map((s) => safeHref(s.url))
      .filter((u): u is string => Boolean(u && u.startsWith('https:'))),
    identifier: registryIdentifiers(p.registry),
    taxID: p.registry?.nip,
    paymentAccepted: p.payments?.methods.join(', '),
    location: shownLocations(site).map(locationPlace),
  };
}

/** One of the clinic's locations (GET /locations) as a Place: the primary first, as shownLocations orders them. */
function locationPlace(l: Location): Place {
  return {
    '@type': 'Place',
    name: l.name,
    address: l.address ? addressNode(l.address) : undefined,
    telephone: l.phone ?? undefined,
  };
}

export function clinicRef(site: Site, ctx: SeoContext): ClinicRef {
  return { '@type': clinicType(ctx.schemaType), '@id': ctx.clinicId, name: site.name, url: `${ctx.origin}/` };
}

/** The profile's address as a PostalAddress (Poland; the district is part of the city, not a region). */
export function postalAddress(p: SiteProfile): PostalAddress | undefined {
  return p.address ? addressNode(p.address) : undefined;
}

function addressNode(a: Address): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    postalCode: a.postalCode,
    addressLocality: a.city,
    addressCountry: 'PL',
  };
}

const REGISTRY_LABELS = { nip: 'NIP', regon: 'REGON', krs: 'KRS', rpwdl: 'RPWDL' } as const;

/** Registry numbers as PropertyValue identifiers, only those the clinic set. */
function registryIdentifiers(registry: SiteProfile['registry']): PropertyValue[] {
  if (!registry) return [];
  return (Object.keys(REGISTRY_LABELS) as (keyof typeof REGISTRY_LABELS)[])
    .filter((k) => registry[k]?.trim())
    .map((k) => ({ '@type': 'PropertyValue', propertyID: REGISTRY_LABELS[k], value: registry[k]!.trim() }));
}
