import { TimeRequestInput, type LeadTimeRequest } from '../../clinic-api/schemas';
import { isPlainObject } from '../http';
import type { DemoStore } from '../store';

/**
 * A timeRequest as the API takes it: 1 to 3 windows on real calendar days with `from` before `to`. Service and
 * doctor are matched by slug to the published treatment and team member; otherwise the text sent is kept.
 * Returns null when the request is invalid.
 */
export function readTimeRequest(store: DemoStore, value: unknown): Omit<LeadTimeRequest, 'id'> | null {
  if (!isPlainObject(value)) return null;
  // A key sent as null means "not given" (e.g. doctorSlug: null for any doctor), not an invalid request.
  const given = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  const parsed = TimeRequestInput.safeParse(given);
  if (!parsed.success) return null;
  const tr = parsed.data;
  const service = tr.serviceSlug ? store.content.services.find((s) => s.slug === tr.serviceSlug) : undefined;
  const doctor = tr.doctorSlug ? store.content.doctors.find((d) => d.slug === tr.doctorSlug) : undefined;
  return {
    status: 'pending',
    windows: tr.windows.map(({ date, from, to }) => ({ date, from, to })),
    service: service?.name ?? nonEmpty(tr.serviceName),
    doctor: doctor?.name ?? nonEmpty(tr.doctorName),
  };
}

const nonEmpty = (s: string | undefined) => (s && s.trim() ? s.trim() : null);
