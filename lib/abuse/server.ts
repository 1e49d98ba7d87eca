import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { headers } from 'next/headers';
import { config } from '../config/server';
import { nationalNumber } from '../format';
import { DEMO_API_KEY } from '../demo-clinic/keys';
import { checkToken, issueToken, type TokenCheck } from './form-token';
import {
  FailoverOnceStore,
  FailoverWindowCounter,
  MemoryOnceStore,
  MemoryWindowCounter,
  RedisOnceStore,
  RedisWindowCounter,
  type OnceStore,
  type Take,
  type WindowCounter,
} from './counters';
import { clientIp, SOCKET_ADDRESS_HEADER } from './client-ip';
import { HONEYPOT_FIELD } from './fields';
import { processSingleton } from '../singleton';
import { EVENT_ID_TTL_MS, type EventIds } from '../webhooks/intake';
import { shared } from '../shared-store/server';

export { HONEYPOT_FIELD, TOKEN_FIELD } from './fields';

/**
 * Spam protection of the site's forms (see docs/enquiries.md):
 * - a honeypot field people never see, and a signed fill-time token: bots that fill every field or post at once
 *   get a fake success and nothing is sent;
 * - a per-address limit on the actions and a global cap well under the API budget (120 requests a minute per key,
 *   shared with page rendering), so neither a spam run nor one noisy address can drain it.
 */

/**
 * The key that signs form tokens: FORM_SECRET; else derived from CLINIC_API_KEY (stable across instances and
 * restarts, and the key itself never leaves the HMAC); in demo mode derived from the public demo key. That one is
 * not secret, which is acceptable for a demo with no real patients; a per-process random secret would break the
 * no-JavaScript form on pages pre-rendered at build time (the build runs in other processes).
 */
function formSecret(): Buffer {
  return processSingleton('formSecret', () => {
    const cfg = config();
    const material =
      cfg.formSecret ?? cfg.apiKey ?? (cfg.mode === 'demo' ? DEMO_API_KEY : randomBytes(32).toString('hex'));
    return createHmac('sha256', 'clinic-site form tokens v1').update(material).digest();
  });
}

/** A fresh fill-time token for a form handed out now. */
export function issueFormToken(): string {
  return issueToken(formSecret());
}

/** Checks a submitted fill-time token. */
export function checkFormToken(token: unknown): TokenCheck {
  return checkToken(formSecret(), token);
}

/** True when the honeypot was filled in: only a bot sees the field. */
export function isHoneypotFilled(form: FormData): boolean {
  const v = form.get(HONEYPOT_FIELD);
  return typeof v === 'string' && v.trim() !== '';
}

export type ActionKind = 'lead' | 'booking' | (string & {});

type Window = { limit: number; windowMs: number };
const DAY_MS = 24 * 60 * 60_000;
/**
 * Per-address limits of each action: generous for a patient, tight for a script. A booking e-mails reception and
 * holds a slot, so an address also has a daily cap (10 in 10 minutes alone would allow ~1,400 a day).
 */
const PER_ADDRESS: Record<string, Window[]> = {
  lead: [{ limit: 5, windowMs: 10 * 60_000 }],
  booking: [
    { limit: 10, windowMs: 10 * 60_000 },
    { limit: 30, windowMs: DAY_MS },
  ],
};
const DEFAULT_PER_ADDRESS: Window[] = [{ limit: 10, windowMs: 10 * 60_000 }];
/**
 * Every action together: 20 a minute. An action costs at most a few API calls (a send and one retry), so the forms
 * can use well under half of the key's 120 a minute and page rendering keeps the rest.
 */
export const GLOBAL_ACTIONS_PER_MINUTE = 20;

const counters = processSingleton('actionLimiters', () => new Map<string, WindowCounter>());

/**
 * One counter per name: in memory, or in Redis when several instances share the limits (REDIS_URL). While Redis is
 * away each instance counts alone; a site-wide cap (`siteWide`) then allows each its share, so N instances together
 * stay under it, while an address keeps its whole limit (a patient is never cut to a fraction).
 */
function limiter(name: string, limit: number, windowMs: number, siteWide = false): WindowCounter {
  let l = counters.get(name);
  if (!l) {
    const s = shared();
    l = s
      ? new FailoverWindowCounter(
          new RedisWindowCounter(s.eval, `${s.prefix}limit:${name}:`, limit, windowMs),
          new MemoryWindowCounter(siteWide ? Math.max(1, Math.floor(limit / s.expectedInstances)) : limit, windowMs),
          s.failover,
        )
      : new MemoryWindowCounter(limit, windowMs);
    counters.set(name, l);
  }
  return l;
}

/** Once-only claims (form token nonces), shared through Redis like the counters. */
function onceStore(name: string): OnceStore {
  return processSingleton(`once:${name}`, () => {
    const s = shared();
    return s
      ? new FailoverOnceStore(new RedisOnceStore(s.eval, `${s.prefix}once:${name}:`), new MemoryOnceStore(), s.failover)
      : new MemoryOnceStore();
  });
}

export type LimitResult = { ok: true } | { ok: false; reason: 'address' | 'global'; retryAfterSec: number };

/**
 * Counts one use of an action that will call the API, unless the caller's address or all callers together are over
 * their limit. Call it right before sending, after validation, so a patient correcting a typo is never counted.
 */
/** The limiter key of the request being served: see lib/abuse/client-ip.ts (TRUSTED_PROXY_HOPS decides). */
export async function requestClientKey(): Promise<string> {
  const h = await headers();
  return clientIp(h.get('x-forwarded-for'), config().trustedProxyHops, h.get(SOCKET_ADDRESS_HEADER));
}

export async function checkActionLimit(kind: ActionKind): Promise<LimitResult> {
  const address = await requestClientKey();
  const mine = (PER_ADDRESS[kind] ?? DEFAULT_PER_ADDRESS).map((w) =>
    limiter(`address:${kind}:${w.windowMs}`, w.limit, w.windowMs),
  );
  const all = limiter('global', GLOBAL_ACTIONS_PER_MINUTE, 60_000, true);
  // Each limit checks and counts in one step (two sends racing for an address's last place, on one instance or two,
  // cannot both get it); when one refuses, what the others counted is taken back, so a refused send counts nowhere.
  const taken = await Promise.all(mine.map((l) => l.take(address)));
  const undoAll = (list: typeof taken) => Promise.all(list.map((t) => (t.ok ? t.undo() : undefined)));
  const mineWait = Math.max(0, ...taken.map((t) => (t.ok ? 0 : t.waitMs)));
  if (mineWait > 0) {
    await undoAll(taken);
    return { ok: false, reason: 'address', retryAfterSec: Math.ceil(mineWait / 1000) };
  }
  const global = await all.take('all');
  if (!global.ok) {
    await undoAll(taken);
    return { ok: false, reason: 'global', retryAfterSec: Math.ceil(global.waitMs / 1000) };
  }
  return { ok: true };
}

/** Bookings one phone number may make in a day: a patient books a few visits, a prankster many in their name. */
export const BOOKINGS_PER_PHONE_PER_DAY = 3;

/**
 * The per-phone booking limit. The number is kept only as an HMAC under the form secret (never the number itself,
 * even in memory), and only bookings that were made count: the place is taken before the booking is sent (so
 * bookings racing with one number, on one instance or several, cannot all pass) and given back with `undo()` when no
 * visit was booked, so a patient whose slot was taken can try again.
 */
export async function takePhoneBooking(phone: string): Promise<Take> {
  const key = createHmac('sha256', formSecret())
    .update(`phone:${nationalNumber(phone)}`)
    .digest('base64url');
  return limiter('phone:booking', BOOKINGS_PER_PHONE_PER_DAY, DAY_MS).take(key);
}

export type TokenClaim =
  { ok: true; release: () => Promise<void> } | { ok: false; check: TokenCheck['status'] | 'used' };

/**
 * Takes a form's token for one write: a valid token that is not in use and was not used for a write before. A token
 * books once: a script that got one token cannot post it again and again. `release()` gives it back when the write
 * did not happen (a slot taken meanwhile), so the patient carries on with the same form.
 */
export async function claimFormToken(kind: ActionKind, token: unknown): Promise<TokenClaim> {
  const check = checkFormToken(token);
  if (check.status !== 'ok') return { ok: false, check: check.status };
  // One atomic claim: the same token posted to two instances at once books once.
  const used = onceStore(`used-token:${kind}`);
  if (!(await used.claim(check.nonce, DAY_MS))) return { ok: false, check: 'used' };
  return { ok: true, release: () => used.release(check.nonce) };
}

/** Webhook event ids already handled, shared by every instance when REDIS_URL is set (a replay to B after A is caught). */
export function webhookEventIds(): EventIds {
  const store = onceStore('webhook-event');
  return { claim: (id) => store.claim(id, EVENT_ID_TTL_MS), release: (id) => store.release(id) };
}
