import { useQuery } from '@tanstack/react-query';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import type { SlotsErrorCode } from '@/lib/booking/slots';
import { t } from '@/lib/i18n/booking';
import type { ResourceChoice } from './types';

/** A failed read of /api/booking/slots: the route's Polish message and code. */
class SlotsError extends Error {
  constructor(
    readonly code: SlotsErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SlotsError';
  }
  /** Worth one quiet retry: the clinic's system was busy or unreachable, not a wrong question. */
  get transient(): boolean {
    return this.code === 'busy' || this.code === 'unavailable';
  }
}

export const slotsKey = (serviceId: string, resource: ResourceChoice) =>
  ['booking-slots', serviceId, resource] as const;

async function fetchSlots(serviceId: string, resource: ResourceChoice, signal: AbortSignal): Promise<FreeSlot[]> {
  const qs = new URLSearchParams({ service: serviceId, resource });
  let res: Response;
  try {
    res = await fetch(`/api/booking/slots?${qs}`, {
      cache: 'no-store',
      signal,
      headers: { accept: 'application/json' },
    });
  } catch (err) {
    if (signal.aborted) throw err;
    throw new SlotsError('unavailable', t.booking.slotsUnavailable);
  }
  const body = (await res.json().catch(() => null)) as {
    slots?: FreeSlot[];
    error?: string;
    code?: SlotsErrorCode;
  } | null;
  if (!res.ok || !body?.slots)
    throw new SlotsError(body?.code ?? 'unavailable', body?.error ?? t.booking.slotsUnavailable);
  return body.slots;
}

/**
 * Live free slots of a service with a specialist (or any), read from the browser so they are never baked into cached
 * HTML. Kept 30 s in memory: switching back and forth between specialists does not spend the clinic's API budget.
 */
export function useFreeSlots(serviceId: string, resource: ResourceChoice) {
  return useQuery({
    queryKey: slotsKey(serviceId, resource),
    queryFn: ({ signal }) => fetchSlots(serviceId, resource, signal),
    staleTime: 30_000,
    // Kept while the patient types their details (Query drops an unwatched list after 5 minutes by default): a 409
    // then updates the taken day within the whole list, not a list of that day alone.
    gcTime: 30 * 60_000,
    retry: (count, err) => err instanceof SlotsError && err.transient && count < 1,
    retryDelay: 1_500,
  });
}
