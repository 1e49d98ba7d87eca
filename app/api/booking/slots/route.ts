import { z } from 'zod';
import { SlidingWindowLimiter } from '@/lib/abuse/limiter';
import { apiFailure, logApiFailure } from '@/lib/api-failure';
import { DeadlineExceeded, withDeadline } from '@/lib/booking/deadline';
import type { SlotsErrorCode } from '@/lib/booking/slots';
import { getLiveFreeSlots } from '@/lib/site-data/booking';
import { requestClientKey } from '@/lib/server/abuse';
import { t } from '@/lib/i18n';
import { processSingleton } from '@/lib/singleton';

/** Free slots change by the minute and are the patient's live choice: never cached anywhere. */
export const dynamic = 'force-dynamic';

/** The patient is waiting: past this, answer with the phone number rather than a spinner. */
const DEADLINE_MS = 8_000;

/**
 * Slot reads spend the API key's 120 requests a minute, shared with page rendering and bookings: one address may
 * read 30 times a minute (plenty for a patient switching specialists), everyone together 60.
 */
const limiters = processSingleton('slotLimiters', () => ({ address: new SlidingWindowLimiter(30, 60_000), all: new SlidingWindowLimiter(60, 60_000) }));

async function overLimit(): Promise<boolean> {
  const address = await requestClientKey();
  if (limiters.address.waitMs(address) > 0 || limiters.all.waitMs('all') > 0) return true;
  limiters.address.record(address);
  limiters.all.record('all');
  return false;
}

const Id = z.string().trim().min(1).max(100).regex(/^[\w.:-]+$/);
const Query = z.object({ service: Id, resource: z.union([z.literal('any'), Id]) });

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

function failure(code: SlotsErrorCode): Response {
  const text = { invalid_query: t.booking.slotsInvalid, nfz_phone_only: t.booking.phoneOnlyNfz, busy: t.booking.slotsBusy, unavailable: t.booking.slotsUnavailable };
  const status = { invalid_query: 400, nfz_phone_only: 400, busy: 503, unavailable: 503 };
  return answer(status[code], { error: text[code], code });
}

/**
 * GET /api/booking/slots?service=ID&resource=ID|any: the booking page's live read of free slots (TanStack Query).
 * The key stays on the server; an error comes back as a Polish message and a code the page branches on, and is not
 * logged with anything the patient chose.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const query = Query.safeParse({ service: url.searchParams.get('service'), resource: url.searchParams.get('resource') });
  if (!query.success) return failure('invalid_query');
  if (await overLimit()) return failure('busy');
  try {
    const slots = await withDeadline(getLiveFreeSlots(query.data.service, query.data.resource), DEADLINE_MS);
    return answer(200, { slots });
  } catch (err) {
    if (err instanceof DeadlineExceeded) return failure('busy');
    const f = apiFailure(err);
    if (f.kind === 'rejected') return failure(f.code === 'nfz_phone_only' ? 'nfz_phone_only' : 'invalid_query');
    if (f.kind === 'busy') return failure('busy');
    logApiFailure('booking', 'free slots unavailable', err);
    return failure('unavailable');
  }
}
