import { describe, expect, it } from 'vitest';
import { botBooking } from '@/components/booking/bot-answer';

describe('the answer a bot gets', () => {
  it('is shaped like a real booking: epoch seconds, a 30-minute visit at the time it asked', () => {
    const startAt = 1_795_000_000;
    const answer = botBooking({ startAt, serviceId: 'svc_1', resourceId: 'res_1' });
    expect(answer).toMatchObject({
      status: 'booked',
      serviceId: 'svc_1',
      resourceId: 'res_1',
      appointment: { startAt, endAt: startAt + 1800 },
    });
  });

  it('without a usable time, takes now, in seconds', () => {
    const before = Math.floor(Date.now() / 1000);
    const answer = botBooking({ startAt: 'soon' });
    if (answer.status !== 'booked') throw new Error(answer.status);
    expect(answer.appointment.startAt).toBeGreaterThanOrEqual(before);
    expect(answer.appointment.startAt).toBeLessThan(before + 5);
    expect(answer.appointment.endAt - answer.appointment.startAt).toBe(1800);
  });
});
