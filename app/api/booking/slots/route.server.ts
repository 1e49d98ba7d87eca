import { apiFailure, logApiFailure } from '@/lib/api-failure';
import { DeadlineExceeded, withDeadline } from '@/lib/booking/deadline';
import type { SlotsErrorCode } from '@/lib/booking/slots';
import { SlotsQuery as Query } from '@/lib/booking/slots-query';
import { getLiveFreeSlots } from '@/lib/site-data/booking';
import { visitorAddress } from '@/lib/budget/server';
import { t } from '@/lib/i18n';

/**
 * Free slots change by the minute and are the patient's live choice: never cached by a browser or a proxy. The server
 * shares one answer for a few seconds between visitors asking the same question (lib/site-data/booking.ts).
 */
export const dynamic = 'force-dynamic';

/** The patient is waiting: past this, answer with the phone number rather than a spinner. */
const DEADLINE_MS = 8_000;

function answer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

function failure(code: SlotsErrorCode): Response {
  const text = {
    invalid_query: t.booking.slotsInvalid,
    nfz_phone_only: t.booking.phoneOnlyNfz,
    busy: t.booking.slotsBusy,
    unavailable: t.booking.slotsUnavailable,
  };
  const status = { invalid_query: 400, nfz_phone_only: 400, busy: 503, unavailable: 503 };
  return answer(status[code], { error: text[code], code });
}

/**
 * GET /api/booking/slots?service=ID&resource=ID|any: the booking page's live read of free slots (TanStack Query).
 * The key stays on the server; an error comes back as a Polish message and a code the page branches on, and is not
 * logged with anything the patient chose.
 */
export async function GET(req: Request): Promise<Response> {
  // The budget caps free-slot reads per address and site-wide, by what they send upstream (lib/budget): over
  // either, getLiveFreeSlots throws a 429 and the page shows "busy".
  const url = new URL(req.url);
  const query = Query.safeParse({
    service: url.searchParams.get('service'),
    resource: url.searchParams.get('resource'),
  });
  if (!query.success) return failure('invalid_query');
  try {
    const slots = await withDeadline(
      getLiveFreeSlots(query.data.service, query.data.resource, await visitorAddress()),
      DEADLINE_MS,
    );
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
