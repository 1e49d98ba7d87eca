import type { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { createLead } from '@/lib/clinic-api/leads';
import { AT_LEAST_ONCE_WRITE, type RetryPolicy } from '@/lib/clinic-api/retry';
import type { LeadCreated } from '@/lib/clinic-api/schemas';
import { apiFailure, failureDetail, isOutage } from '@/lib/api-failure';
import type { LeadPayload } from './lead-input';

/** A patient waits on the button: each attempt is bounded, and so is the pause before the one retry. */
const ATTEMPT_TIMEOUT_MS = 8_000;
/** When our pacing of the key says "not for a while", a send now would only wait or fail. */
const MAX_GATE_WAIT_MS = 5_000;

/**
 * Sent only on the API's 2xx JSON answer of the expected shape. A failure says whether the enquiry may wait in the
 * site's outbox (`queueable`: no answer, a timeout or a server's failure, the API's outage) and how to log it
 * (`detail`: status, code, HTTP status and media type; never the body).
 */
export type SendOutcome =
  | { ok: true; created: LeadCreated }
  | {
      ok: false;
      reason: 'unavailable' | 'busy' | 'rejected';
      status: number;
      code?: string;
      queueable: boolean;
      detail: string;
    };

interface SendLeadOptions {
  timeoutMs?: number;
  retry?: RetryPolicy;
  maxGateWaitMs?: number;
}

/**
 * Sends an enquiry with `strict`, under AT_LEAST_ONCE_WRITE (lib/clinic-api/retry.ts): a retry after a lost answer
 * may store the enquiry twice, far cheaper for the clinic than a lost patient (the payload's `submissionId` lets
 * reception spot the repeat). An answer that cannot be read (an HTML maintenance page or a WAF's challenge with 200,
 * an error body with 200) is a failure: nothing says the enquiry was stored.
 */
export async function sendLead(
  client: ClinicClient,
  payload: LeadPayload,
  opts: SendLeadOptions = {},
): Promise<SendOutcome> {
  try {
    const created = await createLead(client, payload, {
      strict: true,
      timeoutMs: opts.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
      retry: opts.retry ?? AT_LEAST_ONCE_WRITE,
      maxGateWaitMs: opts.maxGateWaitMs ?? MAX_GATE_WAIT_MS,
    });
    return { ok: true, created };
  } catch (err) {
    if (!(err instanceof ClinicApiError)) throw err;
    const f = apiFailure(err);
    return {
      ok: false,
      reason: f.kind,
      status: f.status,
      code: f.code,
      queueable: isOutage(err),
      detail: failureDetail(err),
    };
  }
}
