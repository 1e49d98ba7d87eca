import { checkBeaconLimit } from '@/lib/abuse/server';
import { countConversion } from '@/lib/conversions/server';
import { BEACON_EVENTS, isEvent, toKind } from '@/lib/conversions/counts';
import { readBodyCapped } from '@/lib/http/read-body';

export const dynamic = 'force-dynamic';

/**
 * The conversion beacon (navigator.sendBeacon from components/ui/conversion-beacon.tsx): a body `event kind`, e.g.
 * `phone_tapped service`, increments one counter and does nothing else. No cookie is read or set, the address is
 * used only for the per-address limit, and an unknown event or kind is refused or counted as `other`, so the counts
 * stay bounded whatever is posted. Always 204: a beacon reads no answer, and a script learns nothing from it.
 */
export async function POST(req: Request): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  const raw = await readBodyCapped(req, 64);
  if (!raw.ok) return done;
  const [event, kind] = raw.text.trim().split(/\s+/);
  if (!isEvent(event) || !BEACON_EVENTS.includes(event)) return done;
  if (!(await checkBeaconLimit())) return done;
  await countConversion(event, toKind(kind));
  return done;
}
