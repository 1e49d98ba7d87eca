import { SlotsQuery } from '@/lib/booking/slots-query';
import { NEXT_FREE_FRESH_MS, nextFreeTime } from '@/lib/site-data/next-free';
import { logApiFailure } from '@/lib/api-failure';
import { nextFreeView } from '@/lib/booking/next-free';
import { PATH as BOOKING_PATH } from '@/app/umow-wizyte/metadata';

/**
 * GET /api/booking/next-free?service=ID or ?resource=ID: the next free time a treatment or doctor page shows
 * (components/next-free/island.tsx). The pages stay static (ISR); this small answer is read by the page's
 * island and costs the key at most one slots read per treatment or specialist per few minutes for the whole site
 * (lib/site-data/next-free.ts), never one per page view. A browser or shared cache may keep it briefly, never past
 * the answer's freshness limit.
 */
export const dynamic = 'force-dynamic';

/** How long a browser or a CDN may keep an answer: short, and never past its freshness limit. */
const MAX_AGE_S = 30;

const Query = SlotsQuery.pick({ service: true })
  .or(SlotsQuery.pick({ resource: true }))
  .refine((q) => !('resource' in q) || q.resource !== 'any');

function answer(body: unknown, maxAgeS: number): Response {
  const cache = maxAgeS > 0 ? `public, max-age=${maxAgeS}, s-maxage=${maxAgeS}` : 'no-store';
  return Response.json(body, { headers: { 'cache-control': cache } });
}

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const service = url.searchParams.get('service');
  const q = Query.safeParse(service !== null ? { service } : { resource: url.searchParams.get('resource') });
  if (!q.success) return Response.json({ next: null }, { status: 400, headers: { 'cache-control': 'no-store' } });
  try {
    const found = await nextFreeTime(q.data);
    if (!found || found.result.kind === 'none') return answer({ next: null }, MAX_AGE_S);
    const now = Date.now();
    const next = nextFreeView(found.result.slots, {
      bookingPath: BOOKING_PATH,
      serviceId: found.serviceId,
      // A doctor's times are of one treatment: the label names it.
      serviceName: 'resource' in q.data ? found.serviceName : null,
      now,
    });
    // Kept no longer than the answer stays fresh, nor past the nearest slot's start.
    const fresh = found.result.fetchedAt + NEXT_FREE_FRESH_MS;
    const left = Math.floor((Math.min(fresh, found.result.slots[0]!.startAt * 1000) - now) / 1000);
    return answer({ next }, Math.min(MAX_AGE_S, left));
  } catch (err) {
    // The catalog could not be read: the label links to the wizard, which says so itself.
    logApiFailure('booking', 'next free time unavailable', err);
    return answer({ next: null }, 0);
  }
}
