import type { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { createLead } from '@/lib/clinic-api/leads';
import type { LeadCreated } from '@/lib/clinic-api/schemas';
import { sleep } from '@/lib/clinic-api/pacing';
import type { LeadPayload } from './lead-input';

/** A patient waits on the button: each attempt is bounded, and so is the pause before the one retry. */
const ATTEMPT_TIMEOUT_MS = 8_000;
const MAX_RETRY_WAIT_MS = 3_000;
/** When the API (or our pacing of it) says "not for a while", a retry in a few seconds would only fail again. */
const MAX_HOLD_MS = 5_000;
/** The client's pacing keeps a couple of requests in reserve; below that it would hold the send until the window resets. */
const GATE_RESERVE = 2;

/** `created` is null when the API took the enquiry (2xx) but its answer could not be read. */
export type SendOutcome = { ok: true; created: LeadCreated | null } | { ok: false; reason: 'unavailable' | 'busy' | 'rejected'; status: number; code?: string };

/** True when the client's rate pacing would hold a request for longer than a patient should wait. */
function gateHoldsTooLong(client: ClinicClient): boolean {
  const g = client.gate.snapshot();
  return g.remaining !== undefined && g.remaining - g.inFlight <= GATE_RESERVE && g.resetInMs > MAX_HOLD_MS;
}

/**
 * Sends an enquiry with `strict`, retrying once after a 429, a 5xx, a timeout or a network failure. Not retried:
 * 4xx rejections, and a 2xx whose body could not be read (the lead is stored). A retry after a lost
 * answer may store the enquiry twice; a duplicate is far cheaper for the clinic than a lost patient.
 */
export async function sendLead(client: ClinicClient, payload: LeadPayload): Promise<SendOutcome> {
  for (let attempt = 0; ; attempt++) {
    if (gateHoldsTooLong(client)) return { ok: false, reason: 'busy', status: 429 };
    try {
      return { ok: true, created: await createLead(client, payload, { strict: true, timeoutMs: ATTEMPT_TIMEOUT_MS }) };
    } catch (err) {
      if (!(err instanceof ClinicApiError)) throw err;
      // The client reports a 2xx it could not parse as `invalid_response`: the lead is stored; sending again would
      // only duplicate it.
      if (err.code === 'invalid_response') return { ok: true, created: null };
      const retryable = err.isTransient;
      const waitMs = err.retryAfter !== undefined ? err.retryAfter * 1000 : 1_000;
      if (!retryable) return { ok: false, reason: 'rejected', status: err.status, code: err.code };
      if (attempt >= 1 || waitMs > MAX_RETRY_WAIT_MS) {
        return { ok: false, reason: err.status === 429 ? 'busy' : 'unavailable', status: err.status, code: err.code };
      }
      await sleep(waitMs);
    }
  }
}
