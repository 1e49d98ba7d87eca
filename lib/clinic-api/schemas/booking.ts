import { z } from 'zod';

/** BookingCatalogService; `nfz` since 1.8.0 (absent means false: bookable online). */
export const BookingCatalogService = z.object({
  id: z.string(),
  name: z.string(),
  durationMin: z.number().int().positive(),
  priceLabel: z.string().nullable(),
  resourceIds: z.array(z.string()),
  serviceSlug: z.string().nullable(),
  nfz: z.boolean().default(false),
});
export type BookingCatalogService = z.infer<typeof BookingCatalogService>;

export const BookingCatalogResource = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  doctorSlug: z.string().nullable(),
});
export type BookingCatalogResource = z.infer<typeof BookingCatalogResource>;

export const BookingCatalog = z.object({
  services: z.array(BookingCatalogService),
  resources: z.array(BookingCatalogResource),
});
export type BookingCatalog = z.infer<typeof BookingCatalog>;

/** A free slot; display uses localDate/localStartMin (clinic-local), never the browser's zone. */
export const FreeSlot = z.object({
  resourceId: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  localDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  localStartMin: z.number().int().min(0).max(1439),
});
export type FreeSlot = z.infer<typeof FreeSlot>;
export const SlotsResponse = z.object({ slots: z.array(FreeSlot) });

export const Appointment = z.object({
  id: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  leadId: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;
export const AppointmentCreated = z.object({ appointment: Appointment });

/** Body of POST /booking/appointments. */
export const AppointmentInput = z.object({
  serviceId: z.string().min(1),
  resourceId: z.string().min(1),
  startAt: z.number().int(),
  patient: z.object({ name: z.string().min(1), phone: z.string().min(1), email: z.string().optional() }),
  note: z.string().optional(),
  privacyNoticeVersion: z.string().optional(),
  marketingConsent: z.boolean().optional(),
});
export type AppointmentInput = z.infer<typeof AppointmentInput>;

/** The appointment list (assumed shape); it holds patient data: never cached. */
export const AppointmentListItem = z.object({
  id: z.string(),
  serviceId: z.string(),
  resourceId: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  leadId: z.string(),
  patient: z.object({ name: z.string(), phone: z.string() }),
  status: z.string(),
});
export type AppointmentListItem = z.infer<typeof AppointmentListItem>;
export const AppointmentsResponse = z.object({ appointments: z.array(AppointmentListItem) });
