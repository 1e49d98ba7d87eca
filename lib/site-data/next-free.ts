import 'server-only';
import { getFreeSlots } from '../clinic-api/booking';
import type { FreeSlot } from '../clinic-api/schemas';
import { mergeSlots } from '../booking/slots';
import { isCentrallyRegistered } from '../booking/server';
import { withDeadline } from '../booking/deadline';
import { spendUpFront } from '../budget/admission';
import type { BudgetKind } from '../budget/rules';
import { budget } from '../budget/server';
import { clinic } from '../server/clinic';
import { shared } from '../shared-store/server';
import { processSingleton } from '../singleton';
import { getBookingCatalog } from './booking';
import { FailoverNextFreeStore, MemoryNextFreeStore, nextFreeCache, type NextFree } from './next-free-cache';

/** Freshness limit of a page's next free time: one read per treatment or specialist per this, site-wide. */
export const NEXT_FREE_FRESH_MS = 3 * 60_000;
/** A failed or refused read is tried again after this. */
const FAILED_MS = 60_000;
/** The read gives up after this (the budget's rate gate may hold it): the page then says "check the free times". */
const READ_DEADLINE_MS = 4_000;
/** "Any specialist" of a treatment asks once per specialist; this caps a malformed catalog (as the wizard does). */
const MAX_RESOURCES = 12;
/** Times shown for the nearest day. */
const NEXT_FREE_PER_DAY = 5;

/**
 * The lowest priority the key's budget has: it stops short of every reserve (patient writes, the wizard's free slots,
 * content refresh), so when the budget runs short these reads are the first skipped (docs/budget.md).
 */
const NEXT_FREE_KIND: BudgetKind = 'build';

const cache = processSingleton('nextFreeCache', () =>
  nextFreeCache({
    store: () =>
      processSingleton('nextFreeStore', () => {
        const s = shared();
        return s ? new FailoverNextFreeStore(s.eval, `${s.prefix}next-free:`, s.failover) : new MemoryNextFreeStore();
      }),
    now: Date.now,
    freshMs: NEXT_FREE_FRESH_MS,
    failedMs: FAILED_MS,
    holdMs: READ_DEADLINE_MS + 1_000,
    perDay: NEXT_FREE_PER_DAY,
  }),
);

/** What a page's label needs: the treatment the times are for, and the nearest day's free times. */
export type NextFreeAnswer = { serviceId: string; serviceName: string; result: NextFree } | null;

/** One read of free slots at the lowest priority: the whole cost taken up front, or refused without a call. */
function lowPriorityRead(service: string, resources: string[]): Promise<FreeSlot[]> {
  const api = clinic();
  return withDeadline(
    spendUpFront(budget(), NEXT_FREE_KIND, resources.length, undefined, async () =>
      mergeSlots(await Promise.all(resources.map((r) => getFreeSlots(api, service, r)))),
    ),
    READ_DEADLINE_MS,
  );
}

/**
 * The next free time of a treatment (any of its specialists) or of a specialist (their first bookable treatment in the
 * catalog's order). Null when there is nothing to book online: unknown ids, phone-only (NFZ) or central registration.
 */
export async function nextFreeTime(q: { service: string } | { resource: string }): Promise<NextFreeAnswer> {
  const catalog = await getBookingCatalog();
  const known = new Set(catalog.resources.map((r) => r.id));
  const bookable = catalog.services.filter((s) => !s.nfz && !isCentrallyRegistered(s.id));
  if ('service' in q) {
    const service = bookable.find((s) => s.id === q.service);
    const resources = service?.resourceIds.filter((id) => known.has(id)).slice(0, MAX_RESOURCES) ?? [];
    if (!service || resources.length === 0) return null;
    return {
      serviceId: service.id,
      serviceName: service.name,
      result: await cache(`service:${service.id}`, () => lowPriorityRead(service.id, resources)),
    };
  }
  if (!known.has(q.resource)) return null;
  const service = bookable.find((s) => s.resourceIds.includes(q.resource));
  if (!service) return null;
  return {
    serviceId: service.id,
    serviceName: service.name,
    result: await cache(`resource:${q.resource}:${service.id}`, () => lowPriorityRead(service.id, [q.resource])),
  };
}
