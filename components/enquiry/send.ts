import 'server-only';
import { createHash } from 'node:crypto';
import type { ClinicClient } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { createLead } from '@/lib/clinic-api/leads';
import { AT_LEAST_ONCE_WRITE, type RetryPolicy } from '@/lib/clinic-api/retry';
import type { LeadCreated } from '@/lib/clinic-api/schemas';
import { apiFailure, failureDetail, isOutage } from '@/lib/api-failure';
import { getFormChoices } from '@/lib/site-data/form-choices';
import type { ChoiceNames, LeadFormState, LeadFormValues, LeadPayload, ValidLead } from './form';

/**
 * Sending one enquiry, on the server: who a submission is, sending it once however often it is posted, the names
 * that go with the slugs to reception, and the POST /leads call itself.
 */

/** What a send came to; kept briefly per submission, without the patient's values (only a hash identifies them). */
export type SendResult = {
  /** `expired`: the form's token was used before (nothing sent; the patient sends again with a fresh one). */
  status: 'sent' | 'queued' | 'failed' | 'busy' | 'limited' | 'expired';
  sent?: LeadFormState['sent'];
};

/**
 * The identity of one submission: the form's token nonce AND what was typed. The nonce alone is not enough: every
 * visitor of a cached page without JavaScript gets the same token, and two patients must never be merged.
 */
export function submissionKey(nonce: string, values: LeadFormValues): string {
  return createHash('sha256').update(nonce).update('\0').update(JSON.stringify(values)).digest('base64url');
}

/** Names are a courtesy to reception: never worth keeping the patient waiting (the lists are usually in memory). */
const NAMES_WAIT_MS = 2_000;

/** The chosen treatment's and doctor's names, when the lists answer within a moment. */
export async function choiceNames(lead: ValidLead): Promise<ChoiceNames> {
  if (!lead.serviceSlug && !lead.doctorSlug) return {};
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), NAMES_WAIT_MS).unref?.(),
    );
    const { services, doctors } = await Promise.race([getFormChoices(), timeout]);
    return {
      serviceName: services.find((s) => s.slug === lead.serviceSlug)?.name,
      doctorName: doctors.find((d) => d.slug === lead.doctorSlug)?.name,
    };
  } catch {
    return {}; // the slugs still go with the time request; the API matches them itself
  }
}

/**
 * Runs one piece of work once per key while it is in flight and remembers its success for a while: a form sent
 * twice (double click, a repeated post without JavaScript) sends one enquiry, and the second submit gets the first
 * one's answer. A failure is forgotten at once, so the patient can send again. Bounded in size.
 */
export class OnceStore<T> {
  private readonly entries = new Map<string, { promise: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs = 30 * 60_000,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  run(key: string, work: () => Promise<T>, succeeded: (value: T) => boolean = () => true): Promise<T> {
    const t = this.now();
    const existing = this.entries.get(key);
    if (existing && existing.expiresAt > t) return existing.promise;
    const promise = work().then(
      (value) => {
        if (!succeeded(value)) this.entries.delete(key);
        return value;
      },
      (err: unknown) => {
        this.entries.delete(key);
        throw err;
      },
    );
    this.entries.set(key, { promise, expiresAt: t + this.ttlMs });
    for (const [k, v] of this.entries) {
      if (this.entries.size <= this.maxEntries && v.expiresAt > t) break;
      this.entries.delete(k);
    }
    return promise;
  }
}

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
