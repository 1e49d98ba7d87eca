import type { FirstVisit, VisitFor } from './visit-context';
import type { BookingCatalogResource, BookingCatalogService, FreeSlot } from '@/lib/clinic-api/schemas';
import type { BookingSubmission, PatientField } from './result';

/** What the booking page hands the wizard: public data only (catalog, notice, clinic contacts), no patient data. */
export interface BookingPageData {
  /** Catalog order; services nobody performs are already left out; NFZ ones stay (shown as phone-only). */
  services: BookingCatalogService[];
  resources: BookingCatalogResource[];
  /** The information clause's version and the marketing box text; null when GET /privacy failed. */
  privacy: { version: string; marketingText: string | null } | null;
  clinic: {
    name: string;
    /** Legal name of the controller for the short notice. */
    controller: string;
    phone: string | null;
    address: string | null;
    /** The address's access note (entrance, floor, parking), for the confirmation and the calendar entry. */
    accessNote: string | null;
    /** Host name for calendar UIDs. */
    host: string;
  };
  /** The signed fill-time token of this page view (the page renders per request). */
  formToken: string;
  /**
   * The id of the enquiry section below the wizard: where "no free slot" and phone-only outcomes send the patient,
   * with the treatment and specialist chosen (components/booking/enquiry-link.ts).
   */
  enquiryId?: string;
  /**
   * Deep links: ?service=ID, ?resource=ID (checked against the catalog by the wizard), and ?at= (a slot's `startAt`,
   * from a page's next free time): the wizard books that slot when it is still free, else shows that day's times.
   */
  initial: { serviceId: string | null; resourceId: string | null; slotAt?: number | null };
}

export type StepId = 'service' | 'resource' | 'slot' | 'details';
export const STEPS: StepId[] = ['service', 'resource', 'slot', 'details'];

/** "any" or a resource id. */
export type ResourceChoice = 'any' | string;

/** The details step's fields as the wizard keeps them: the payload's patient fields, and the marketing box. */
export interface PatientForm extends Pick<BookingSubmission, PatientField> {
  /** Whom the visit is for (components/booking/visit-context.ts); name, phone and e-mail are the booking person's. */
  visitFor: VisitFor;
  firstVisit: FirstVisit;
  marketing: boolean;
}

export interface Booked {
  appointment: { id: string; startAt: number; endAt: number };
  slot: FreeSlot;
  serviceId: string;
  resourceId: string;
}

export type Failure =
  | 'unavailable'
  | 'outdated'
  | 'uncertain'
  | 'resent'
  | 'busy'
  | 'limited'
  | 'phone_limited'
  | 'expired'
  | 'too_fast'
  | 'nfz_phone_only'
  | 'invalid';
