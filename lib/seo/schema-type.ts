/**
 * schema.org types a clinic may declare itself as (CLINIC_SCHEMA_TYPE): MedicalOrganization and its subtypes, so
 * the clinic node stays valid for every property we emit (address, hours, medicalSpecialty…).
 */
export const MEDICAL_ORGANIZATION_TYPES = [
  'MedicalClinic',
  'MedicalOrganization',
  'Dentist',
  'DiagnosticLab',
  'Hospital',
  'CovidTestingFacility',
  'Pharmacy',
  'Physician',
  'PhysiciansOffice',
  'IndividualPhysician',
  'VeterinaryCare',
] as const;
export type ClinicSchemaType = (typeof MEDICAL_ORGANIZATION_TYPES)[number];

const DEFAULT_CLINIC_SCHEMA_TYPE: ClinicSchemaType = 'MedicalClinic';

/** Is `value` a supported type? Case-insensitive, also with a schema.org prefix ("dentist", "https://schema.org/Dentist"). */
export function parseClinicSchemaType(value: string | null | undefined): ClinicSchemaType | null {
  const bare = (value ?? '')
    .trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .toLowerCase();
  return MEDICAL_ORGANIZATION_TYPES.find((t) => t.toLowerCase() === bare) ?? null;
}

let warned = false;

/**
 * The clinic's schema.org type. An unknown value falls back to MedicalClinic (warned once) rather than emitting a
 * type search engines would reject.
 */
export function clinicSchemaType(value: string | null | undefined): ClinicSchemaType {
  const parsed = parseClinicSchemaType(value);
  if (parsed) return parsed;
  if (value && value.trim() && !warned) {
    warned = true;
    console.warn(
      `[seo] CLINIC_SCHEMA_TYPE="${value}" is not a MedicalOrganization type; using ${DEFAULT_CLINIC_SCHEMA_TYPE}. ` +
        `Allowed: ${MEDICAL_ORGANIZATION_TYPES.join(', ')}.`,
    );
  }
  return DEFAULT_CLINIC_SCHEMA_TYPE;
}
