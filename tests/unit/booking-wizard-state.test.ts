import { describe, expect, it } from 'vitest';
import { startState, wizardReducer } from '@/components/booking/wizard-state';
import type { BookingCatalogService } from '@/lib/clinic-api/schemas';

const service = (id: string, resourceIds: string[]) =>
  ({ id, name: id, durationMin: 30, resourceIds, nfz: false }) as unknown as BookingCatalogService;
const services = [service('svc_a', ['res_x', 'res_y']), service('svc_b', ['res_x'])];
const resources = [
  { id: 'res_x', name: 'Dr X' },
  { id: 'res_y', name: 'Dr Y' },
] as never[];

describe("the booking wizard's state", () => {
  it('a specialist from a deep link narrows the treatments until the patient picks another specialist', () => {
    const linked = startState({
      services: services as never[],
      resources,
      initial: { serviceId: null, resourceId: 'res_x' },
    });
    expect(linked.pinned).toBe('res_x');
    const onDates = wizardReducer(linked, { type: 'chooseService', service: services[0]! });
    expect(onDates).toMatchObject({ step: 'slot', resource: 'res_x', pinned: 'res_x' });
    // Back to the specialists, the same one again: still pinned.
    expect(wizardReducer(onDates, { type: 'chooseResource', choice: 'res_x' }).pinned).toBe('res_x');
    // Another one, or any: the link's specialist no longer decides the treatments offered or the next dates.
    const other = wizardReducer(onDates, { type: 'chooseResource', choice: 'res_y' });
    expect(other).toMatchObject({ step: 'slot', resource: 'res_y', pinned: null });
    expect(wizardReducer(onDates, { type: 'chooseResource', choice: 'any' }).pinned).toBeNull();
    const again = wizardReducer(other, { type: 'chooseService', service: services[0]! });
    expect(again).toMatchObject({ step: 'resource' });
  });
});
