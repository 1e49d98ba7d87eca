import type { BookingCatalog, BookingCatalogService, FreeSlot } from '../../clinic-api/schemas';
import { demoBookingCatalog, demoSchedules } from '../fixtures/booking';
import type { DemoStore } from '../store';
import { freeSlots, type WeekSchedule } from './slots';

/** What the demo's booking runs on: the catalog exactly as GET /booking/catalog answers, and each specialist's hours. */
export interface DemoBookingSetup {
  catalog: BookingCatalog;
  /** Working hours per resource id; a specialist without an entry has no slots. */
  schedules: Record<string, WeekSchedule>;
  /** Grid of slot starts in minutes (default 30). */
  stepMin?: number;
}

// Stryker disable next-line StringLiteral: the name only keys the store's area; any name no other area has does alike
const AREA = 'booking';

/** Replaces the store's booking setup (tests seed their own clinic this way). */
export function seedBooking(store: DemoStore, setup: DemoBookingSetup): void {
  store.areas[AREA] = setup;
}

/** The store's booking setup; the demo fixtures unless a test seeded another. */
export function bookingSetup(store: DemoStore): DemoBookingSetup {
  return store.area<DemoBookingSetup>(AREA, () => ({ catalog: demoBookingCatalog, schedules: demoSchedules }));
}

/** A service of the catalog by id. */
export function findService(store: DemoStore, id: string): BookingCatalogService | undefined {
  return bookingSetup(store).catalog.services.find((s) => s.id === id);
}

/** True when the resource exists and performs the service (the catalog's `resourceIds`). */
export function performs(store: DemoStore, service: BookingCatalogService, resourceId: string): boolean {
  return (
    service.resourceIds.includes(resourceId) && bookingSetup(store).catalog.resources.some((r) => r.id === resourceId)
  );
}

/** The specialist's free slots for the service right now (booked appointments of any service take their time). */
export function slotsFor(
  store: DemoStore,
  service: BookingCatalogService,
  resourceId: string,
  nowMs: number,
): FreeSlot[] {
  const setup = bookingSetup(store);
  return freeSlots({
    resourceId,
    durationMin: service.durationMin,
    schedule: setup.schedules[resourceId] ?? {},
    openingHours: store.content.site.profile?.openingHours,
    busy: store.appointments.filter((a) => a.resourceId === resourceId && a.status === 'booked'),
    nowMs,
    stepMin: setup.stepMin,
  });
}
