import type { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { createLead } from '@/lib/clinic-api/leads';
import { AT_LEAST_ONCE_WRITE } from '@/lib/clinic-api/retry';
import type { LeadCreated } from '@/lib/clinic-api/schemas';
import { apiFailure } from '@/lib/api-failure';
import type { LeadPayload } from './lead-input';

/** A patient waits on the button: each attempt is bounded, and so is the pause before the one retry. */
const ATTEMPT_TIMEOUT_MS = 8_000;
/** When our pacing of the key says "not for a while", a send now would only wait or fail. */
const MAX_GATE_WAIT_MS = 5_000;

/** `created` is null when the API took the enquiry (2xx) but its answer could not be read. */
export type SendOutcome =
  | { ok: true; created: LeadCreated | null }
  | { ok: false; reason: 'unavailable' | 'busy' | 'rejected'; status: number; code?: string };

/**
 * Sends an enquiry with `strict`, under AT_LEAST_ONCE_WRITE (lib/clinic-api/retry.ts): a retry after a lost answer
 * may store the enquiry twice, far cheaper for the clinic than a lost patient. A 2xx whose body could not be read
 * counts as sent (the lead is stored).
 */
export async function sendLead(client: ClinicClient, payload: LeadPayload): Promise<SendOutcome> {
  try {
    const created = await createLead(client, payload, {
      strict: true,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
      retry: AT_LEAST_ONCE_WRITE,
      maxGateWaitMs: MAX_GATE_WAIT_MS,
    });
    return { ok: true, created };
  } catch (err) {
    if (!(err instanceof ClinicApiError)) throw err;
    if (err.code === 'invalid_response') return { ok: true, created: null };
    const f = apiFailure(err);
    return { ok: false, reason: f.kind, status: f.status, code: f.code };
  }
}
