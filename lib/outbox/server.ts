import 'server-only';
import { join } from 'node:path';
import { config } from '../config/server';
import { DEMO_API_KEY } from '../demo-clinic/keys';
import { shared } from '../shared-store/server';
import { withTimeout } from '../shared-store/failover';
import type { RedisEval } from '../shared-store/redis-eval';
import { processSingleton } from '../singleton';
import { clinic } from '../server/clinic';
import { createLead } from '../clinic-api/leads';
import { NO_RETRY } from '../clinic-api/retry';
import { ClinicApiError } from '../clinic-api/errors';
import type { LeadInput } from '../clinic-api/schemas';
import { spendingAs } from '../budget/context';
import { apiFailure, failureDetail } from '../api-failure';
import { outboxKey, seal } from './seal';
import { entryId, type OutboxStore } from './store';
import { FileOutboxStore } from './file-store';
import { RedisOutboxStore } from './redis-store';
import { backoffMs, deliverDue, waitNotice, type DeliveryOutcome, type DeliveryReport } from './deliver';

/**
 * The enquiry outbox (docs/enquiries.md): an enquiry the API could not take (no answer, a timeout, a 5xx) is kept
 * sealed for a day and delivered by the site once the API answers. In Redis when REDIS_URL is set (one delivery
 * across instances), else in a file under ENQUIRY_OUTBOX_DIR; off with ENQUIRY_OUTBOX=off, without a key of its own
 * (FORM_SECRET, on a real clinic), and on a serverless platform without Redis (no lasting disk, no process that stays).
 */

/** An enquiry older than this is not delivered: the patient has called, written again, or moved on. */
const OUTBOX_TTL_MS = 24 * 60 * 60_000;
/** How often the site looks for due entries (a few storage reads a minute while the outbox is empty). */
const TICK_MS = 5_000;
/** One delivery attempt: sent once (the outbox itself tries again), answered within this. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** A Redis answer the outbox waits for (longer than the budget's: a patient's enquiry, not a page, is at stake). */
const REDIS_WAIT_MS = 2_000;

interface Outbox {
  store: OutboxStore;
  key: Buffer;
  where: 'redis' | 'file';
}

/** The outbox this server keeps, or why there is none. */
function outboxSetup(env: NodeJS.ProcessEnv = process.env): Outbox | { off: string } {
  const cfg = config();
  if (!cfg.enquiryOutbox) return { off: 'ENQUIRY_OUTBOX=off' };
  // Never the API key: the outbox outlives a rotated key, and its key must be the site's own. The demo's key is public,
  // which is fine for a demo with no real patients (as for its form tokens).
  const secret = cfg.formSecret ?? (cfg.mode === 'demo' ? DEMO_API_KEY : null);
  if (!secret) return { off: 'FORM_SECRET is not set' };
  const key = outboxKey(secret);
  const s = shared();
  if (s) {
    const run: RedisEval = (script, keys, args) =>
      withTimeout(s.eval(script, keys, args), Math.max(REDIS_WAIT_MS, cfg.redisTimeoutMs));
    return { store: new RedisOutboxStore(run, s.prefix), key, where: 'redis' };
  }
  if (env.VERCEL) return { off: 'a serverless platform without REDIS_URL' };
  return { store: new FileOutboxStore(join(cfg.enquiryOutboxDir, 'enquiry-outbox.json')), key, where: 'file' };
}

/** The process's outbox, or why it is off (read once). */
const setup = () => processSingleton('enquiryOutbox', () => outboxSetup());

/** The process's outbox, or null when it is off. */
export function outbox(): Outbox | null {
  const s = setup();
  return 'off' in s ? null : s;
}

/**
 * Keeps an enquiry (its POST /leads body) for later delivery; false when there is no outbox or it could not be kept
 * (full, the disk or Redis failing): the patient then gets the failure message with the phone, as without an outbox.
 */
export async function queueEnquiry(
  payload: LeadInput & Record<string, unknown>,
  now: number = Date.now(),
): Promise<boolean> {
  const o = outbox();
  if (!o) return false;
  const id = entryId(now);
  try {
    return await o.store.add({
      id,
      at: now,
      expiresAt: now + OUTBOX_TTL_MS,
      notBefore: now + backoffMs(0),
      attempts: 0,
      sealed: seal(o.key, JSON.stringify(payload), id),
    });
  } catch (err) {
    console.error(`[outbox] enquiry could not be kept: ${errorKind(err)}`);
    return false;
  }
}

/** One queued enquiry to the API, at the priority of a content refresh: it gives way to patients waiting now. */
async function deliverLead(payload: Record<string, unknown>): Promise<DeliveryOutcome> {
  try {
    await spendingAs({ kind: 'refresh' }, () =>
      createLead(clinic(), payload as LeadInput, {
        strict: true,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
        retry: NO_RETRY,
        maxGateWaitMs: 2_000,
      }),
    );
    return 'delivered';
  } catch (err) {
    if (apiFailure(err).kind === 'rejected') {
      console.warn(`[outbox] a queued enquiry was refused: ${failureDetail(err)}`);
      // Stryker disable next-line StringLiteral: deliverDue drops whatever is neither 'delivered' nor 'later'
      return 'refused';
    }
    // An answer came but could not be read (a WAF's page with 200, an error body): the lead may have been stored, and
    // sending it again every 30 s for a day could make as many leads. Dropped, as the live send would not queue it.
    if (err instanceof ClinicApiError && err.code === 'invalid_response') {
      console.warn(`[outbox] a queued enquiry got an unreadable answer and is not sent again: ${failureDetail(err)}`);
      // Stryker disable next-line StringLiteral: deliverDue drops whatever is neither 'delivered' nor 'later'
      return 'refused';
    }
    processSingleton('enquiryOutboxWaitNotice', () => waitNotice())(failureDetail(err));
    return 'later';
  }
}

/** Delivers what is due now (the loop's one round); null when there is no outbox. */
export async function deliverOutbox(now?: () => number): Promise<DeliveryReport | null> {
  const o = outbox();
  return o ? deliverDue({ store: o.store, key: o.key, send: deliverLead, now }) : null;
}

/** Starts the delivery loop once per process (instrumentation.ts); says where the outbox is kept, or why it is off. */
export function startOutboxDelivery(): void {
  processSingleton('enquiryOutboxLoop', () => {
    const o = setup();
    if ('off' in o) {
      console.warn(`[outbox] off (${o.off}): enquiries the API cannot take are not kept`);
      // Stryker disable next-line BooleanLiteral: any value but undefined marks the loop as started
      return true;
    }
    console.info(`[outbox] on: enquiries the API cannot take wait in ${o.where === 'redis' ? 'Redis' : 'a file'}`);
    let running = false;
    let failing = false;
    // A round that starts while another runs finds the oldest entry leased and ends: the guard saves storage reads
    // (a slow disk or Redis piling rounds up), it changes no delivery.
    const tick = async () => {
      // Stryker disable next-line ConditionalExpression: see above
      if (running) return;
      // Stryker disable next-line BooleanLiteral: see above
      running = true;
      try {
        await deliverOutbox();
        if (failing) console.warn('[outbox] its storage answers again');
        failing = false;
      } catch (err) {
        // Once per loss, not every tick.
        if (!failing) console.error(`[outbox] delivery paused: ${errorKind(err)}`);
        failing = true;
      } finally {
        running = false;
      }
    };
    setInterval(() => void tick(), TICK_MS).unref();
    // Stryker disable next-line BooleanLiteral: any value but undefined marks the loop as started
    return true;
  });
}

/** An error's kind for the log: an fs error's code, never a message (which may name a key or a path's content). */
function errorKind(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : err instanceof Error ? err.name : typeof err;
}
