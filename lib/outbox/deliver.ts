import { unseal } from './seal';
import type { OutboxStore } from './store';

/** What one delivery attempt came to: stored by the API, to be tried later, or refused for good (a 400). */
export type DeliveryOutcome = 'delivered' | 'later' | 'refused';

interface DeliveryDeps {
  store: OutboxStore;
  key: Buffer;
  /** Sends one queued enquiry (the POST /leads body) and says what came of it; never throws for an API failure. */
  send: (payload: Record<string, unknown>) => Promise<DeliveryOutcome>;
  now?: () => number;
  /** Counts only: nothing of an entry is ever logged. */
  log?: (line: string) => void;
}

export interface DeliveryReport {
  delivered: number;
  expired: number;
  /** Refused by the API (400) or unreadable with this key: deleted undelivered. */
  dropped: number;
  /** True when the oldest entry waits for a later attempt. */
  waiting: boolean;
}

/**
 * A delivery holds its entry this long: far beyond one attempt (10 s at most, sent once), so a lease runs out only
 * when its deliverer died, and the entry is then someone else's (at least once).
 */
export const LEASE_MS = 60_000;

/** The pause after the n-th failed attempt (0-based): 5, 10, 20 s, then every 30 s while the API stays away. */
export function backoffMs(attempts: number): number {
  return Math.min(5_000 * 2 ** attempts, 30_000);
}

/**
 * Delivers due entries, oldest first, up to `max` in one go; stops at the first that must wait (order is kept: a
 * later enquiry never overtakes it). Expired entries are dropped by the store's claim and counted here.
 */
export async function deliverDue(deps: DeliveryDeps, max = 20): Promise<DeliveryReport> {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line) => console.warn(line));
  const report: DeliveryReport = { delivered: 0, expired: 0, dropped: 0, waiting: false };
  let unopened = 0;
  for (let i = 0; i < max; i++) {
    const { claimed, expired } = await deps.store.claim(now(), LEASE_MS);
    report.expired += expired;
    if (!claimed) break;
    const { entry, token } = claimed;
    const plain = unseal(deps.key, entry.sealed, entry.id);
    let payload: Record<string, unknown> | null = null;
    try {
      // Stryker disable next-line ConditionalExpression: JSON.parse(null) is null as well
      if (plain !== null) payload = JSON.parse(plain) as Record<string, unknown>;
    } catch {
      // Not JSON: dropped below, as what did not open.
    }
    if (!payload) {
      // Sealed with another key (FORM_SECRET changed) or altered: it can never be sent.
      await deps.store.remove(entry.id);
      report.dropped++;
      unopened++;
      continue;
    }
    const outcome = await deps.send(payload).catch((): DeliveryOutcome => 'later');
    if (outcome === 'later') {
      await deps.store.postpone(entry.id, token, now() + backoffMs(entry.attempts));
      report.waiting = true;
      break;
    }
    await deps.store.remove(entry.id);
    if (outcome === 'delivered') report.delivered++;
    else report.dropped++;
  }
  if (report.expired > 0) log(`[outbox] ${report.expired} queued enquiries expired undelivered`);
  if (unopened > 0)
    log(
      `[outbox] ${unopened} queued enquiries did not open with this server's key and were dropped: FORM_SECRET changed, or differs between the instances sharing the outbox`,
    );
  if (report.dropped > unopened)
    log(`[outbox] ${report.dropped - unopened} queued enquiries were refused by the API and were dropped`);
  if (report.delivered > 0) log(`[outbox] ${report.delivered} queued enquiries delivered`);
  return report;
}

/**
 * Says why the oldest queued enquiry still waits: at once, when the reason changes, and every `everyMs` while it stays
 * the same. A wrong key (401) or a blocked address (403) would otherwise hold every enquiry for a day in silence.
 * `why` is a failure's status and code (failureDetail), never anything of the enquiry.
 */
export function waitNotice(
  log: (line: string) => void = (line) => console.warn(line),
  everyMs = 10 * 60_000,
  now: () => number = Date.now,
): (why: string) => void {
  let last: { at: number; why: string } | null = null;
  return (why) => {
    const t = now();
    if (last && last.why === why && t - last.at < everyMs) return;
    last = { at: t, why };
    log(`[outbox] the oldest queued enquiry waits: the API did not take it (${why}); the site tries again`);
  };
}
