import 'server-only';
import { z } from 'zod';
import { getBookingCatalog as fetchCatalog, getFreeSlots } from '../clinic-api/booking';
import { ClinicApiError } from '../clinic-api/errors';
import { FreeSlot } from '../clinic-api/schemas';
import { mergeSlots } from '../booking/slots';
import { asSlotsRead } from '../budget/server';
import { clinic } from '../server/clinic';
import { memo } from './memo';
import { spendingAs } from '../budget/context';
import { processSingleton } from '../singleton';
import { LIVE, PER_RENDER } from './rules';
import { FailoverAnswerStore, MemoryAnswerStore, sharedAnswer, type AnswerStore } from './shared-answer';
import { shared } from '../shared-store/server';

/** "Any specialist" asks the API once per specialist; a catalog lists a handful, this caps a malformed one. */
const MAX_RESOURCES = 12;

// The last catalog this process read: it stands in while a fresh read fails for a passing reason.
const lastCatalog = processSingleton('lastBookingCatalog', () => ({
  value: undefined as Awaited<ReturnType<typeof fetchCatalog>> | undefined,
}));

/**
 * Bookable services and specialists (GET /booking/catalog). A patient is waiting on it (the booking page, "any
 * specialist"), so it is read with the priority of free slots, not as a content refresh that gives way under a
 * storm; and while a fresh read fails for a passing reason, the last catalog read stands in (the booking page must
 * not fall back to the phone because a refresh was turned away).
 */
export const getBookingCatalog = memo(PER_RENDER, async () => {
  try {
    const catalog = await spendingAs({ kind: 'slots' }, () => fetchCatalog(clinic()));
    lastCatalog.value = catalog;
    return catalog;
  } catch (err) {
    if (lastCatalog.value && err instanceof ClinicApiError && err.isTransient) return lastCatalog.value;
    throw err;
  }
});

/**
 * How long one answer of free slots is shared by everyone asking the same question: a few seconds, so a storm of
 * "any specialist" costs what one patient costs, while a slot taken meanwhile is still refused by the booking (409,
 * which the wizard answers with the day's fresh slots).
 */
export const SLOTS_SHARED_MS = 5_000;

const FreeSlots = z.array(FreeSlot);

function slotsStore(): AnswerStore {
  return processSingleton('slotsAnswers', () => {
    const s = shared();
    return s ? new FailoverAnswerStore(s.eval, `${s.prefix}slots:`, s.failover) : new MemoryAnswerStore();
  });
}

// One per process (Next bundles this module once per layer): the reads in flight are the process's.
const sharedSlots = processSingleton('slotsSingleFlight', () =>
  sharedAnswer<FreeSlot[]>({
    store: slotsStore,
    ttlMs: SLOTS_SHARED_MS,
    parse: (raw) => {
      const r = FreeSlots.safeParse(JSON.parse(raw));
      return r.success ? r.data : undefined;
    },
    ownFailure: (err) => err instanceof ClinicApiError && err.code === 'budget_spent',
  }),
);

/**
 * Free slots of a service with one specialist, or with any of them merged in time order, for the visitor at
 * `address`. The same question asked by several visitors within SLOTS_SHARED_MS, or at once, is asked upstream once
 * (lib/site-data/shared-answer.ts); only the visitor whose read goes upstream pays for it. That read costs the
 * budget's free-slot share what it sends: one request, or one per specialist asked; refused whole (429
 * `budget_spent`) when that share or the visitor's cap is spent. Throws ClinicApiError 400 `invalid_query` for a
 * service not in the catalog and `nfz_phone_only` for one booked by phone only.
 */
/**
 * Drops the shared answers a booking just proved out of date (its slot was booked, or found taken): that specialist's
 * and "any specialist" of the treatment, so the wizard's fresh read after a 409 does not get the taken slot back.
 */
export async function forgetFreeSlots(service: string, resource: string): Promise<void> {
  await Promise.all([
    sharedSlots.forget(JSON.stringify([service, resource])),
    sharedSlots.forget(JSON.stringify([service, 'any'])),
  ]);
}

export const getLiveFreeSlots = memo(LIVE, (service: string, resource: string, address?: string): Promise<FreeSlot[]> =>
  sharedSlots(JSON.stringify([service, resource]), () => readFreeSlots(service, resource, address)),
);

async function readFreeSlots(service: string, resource: string, address?: string): Promise<FreeSlot[]> {
  const api = clinic();
  if (resource !== 'any') return asSlotsRead(address, 1, () => getFreeSlots(api, service, resource));
  const catalog = await getBookingCatalog();
  const entry = catalog.services.find((s) => s.id === service);
  if (!entry) throw new ClinicApiError({ status: 400, code: 'invalid_query' });
  if (entry.nfz) throw new ClinicApiError({ status: 400, code: 'nfz_phone_only' });
  // The specialists the wizard offers: a service may list an id the catalog has no specialist for (the page leaves it
  // out too), and asking about it would fail the whole read.
  const known = new Set(catalog.resources.map((r) => r.id));
  const resources = entry.resourceIds.filter((id) => known.has(id)).slice(0, MAX_RESOURCES);
  return asSlotsRead(address, resources.length, async () =>
    mergeSlots(await Promise.all(resources.map((r) => getFreeSlots(api, service, r)))),
  );
}
