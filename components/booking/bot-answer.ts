import { randomBytes } from 'node:crypto';
import type { BookingResult } from './result';

/**
 * What a bot that filled the honeypot gets: a confirmation shaped like the real one (so it learns nothing), for the
 * time it asked, with an id no appointment has. Nothing was sent; a person never sees the field.
 */
export function botBooking(input: unknown): BookingResult {
  const o = input as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
  // Epoch seconds, as the API's.
  const startAt =
    typeof o.startAt === 'number' && Number.isSafeInteger(o.startAt) ? o.startAt : Math.floor(Date.now() / 1000);
  return {
    status: 'booked',
    appointment: { id: `apt_${randomBytes(8).toString('hex')}`, startAt, endAt: startAt + 30 * 60 },
    serviceId: text(o.serviceId),
    resourceId: text(o.resourceId),
    token: '',
  };
}
