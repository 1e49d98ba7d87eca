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
  MemoryFairCounter,
  MemoryOnceStore,
  MemoryWindowCounter,
  RedisFairCounter,
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
import { newVisitorReserve } from '../budget/rules';

export { TOKEN_FIELD } from './fields';

/**
 * Spam protection of the site's forms (see docs/enquiries.md):
 * - a honeypot field people never see, and a signed fill-time token: bots that fill every field or post at once
 *   get a fake success and nothing is sent;
 * - a per-address limit on each action and a site-wide cap per form well under the API budget (120 requests a minute
 *   per key, shared with page rendering), part of which only new addresses may use, so neither a spam run of one
 *   form, nor a few noisy addresses, can make another patient "busy".
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

export type ActionKind = 'lead' | 'booking' | 'feedback';

type Window = { limit: number; windowMs: number };
const DAY_MS = 24 * 60 * 60_000;
/**
 * Per-address limits of each action: generous for a patient, tight for a script. A booking e-mails reception and
 * holds a slot, so an address also has a daily cap (10 in 10 minutes alone would allow ~1,400 a day).
 */
const PER_ADDRESS: Record<ActionKind, Window[]> = {
  lead: [{ limit: 5, windowMs: 10 * 60_000 }],
  booking: [
    { limit: 10, windowMs: 10 * 60_000 },
    { limit: 30, windowMs: DAY_MS },
  ],
  feedback: [{ limit: 10, windowMs: 10 * 60_000 }],
};
/**
 * Each form's own site-wide cap a minute, so remarks posted by a script cannot make enquiries and bookings "busy".
 * Enquiries and bookings keep the 20 a minute they shared before; what they send together is bounded by the
 * budget's cap on writes (lib/budget, 40 requests a minute), so page rendering keeps most of the key. The problem
 * report matters least to a patient: it gets the least.
 */
export const SITE_WIDE_PER_MINUTE: Record<ActionKind, number> = { lead: 20, booking: 20, feedback: 6 };
/**
 * The part of each site-wide cap kept for addresses first seen less than a minute ago (lib/abuse/counters.ts,
 * MemoryFairCounter), the budget's rule: a few addresses sending all their limits allow may spend the rest, never this.
 */
export { newVisitorReserve } from '../budget/rules';

const counters = processSingleton('actionLimiters', () => new Map<string, WindowCounter>());

/**
 * One counter per name: in memory, or in Redis when several instances share the limits (REDIS_URL). While Redis is
 * away each instance counts alone; a site-wide cap then allows each its share, so N instances together stay under
 * it, while an address keeps its whole limit (a patient is never cut to a fraction).
 */
function limiter(name: string, limit: number, windowMs: number): WindowCounter {
  let l = counters.get(name);
  if (!l) {
    const s = shared();
    l = s
      ? new FailoverWindowCounter(
          new RedisWindowCounter(s.eval, `${s.prefix}limit:${name}:`, limit, windowMs),
          new MemoryWindowCounter(limit, windowMs),
          s.failover,
        )
      : new MemoryWindowCounter(limit, windowMs);
    counters.set(name, l);
  }
  return l;
}

/** A form's site-wide cap, its new addresses' reserve kept (see `limiter` for Redis and its failover). */
function siteWide(kind: ActionKind): WindowCounter {
  const name = `site:${kind}`;
  let l = counters.get(name);
  if (!l) {
    const limit = SITE_WIDE_PER_MINUTE[kind];
    const s = shared();
    if (s) {
      const local = Math.max(1, Math.floor(limit / s.expectedInstances));
      l = new FailoverWindowCounter(
        new RedisFairCounter(s.eval, `${s.prefix}limit:${name}:`, limit, newVisitorReserve(limit), 60_000),
        new MemoryFairCounter(local, Math.min(local, newVisitorReserve(local)), 60_000),
        s.failover,
      );
    } else l = new MemoryFairCounter(limit, newVisitorReserve(limit), 60_000);
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
  const mine = PER_ADDRESS[kind].map((w) => limiter(`address:${kind}:${w.windowMs}`, w.limit, w.windowMs));
  const all = siteWide(kind);
  // Each limit checks and counts in one step (two sends racing for an address's last place, on one instance or two,
  // cannot both get it); when one refuses, what the others counted is taken back, so a refused send counts nowhere.
  const taken = await Promise.all(mine.map((l) => l.take(address)));
  const undoAll = (list: typeof taken) => Promise.all(list.map((t) => (t.ok ? t.undo() : undefined)));
  const mineWait = Math.max(0, ...taken.map((t) => (t.ok ? 0 : t.waitMs)));
  if (mineWait > 0) {
    await undoAll(taken);
    return { ok: false, reason: 'address', retryAfterSec: Math.ceil(mineWait / 1000) };
  }
  const global = await all.take(address);
  if (!global.ok) {
    await undoAll(taken);
    return { ok: false, reason: 'global', retryAfterSec: Math.ceil(global.waitMs / 1000) };
  }
  return { ok: true };
}

/**
 * The conversion beacon's per-address limit (app/api/conversions): a person taps the phone a few times, a script
 * thousands. Over it, nothing is counted; the counts' keys are bounded anyway (lib/conversions/counts.ts).
 */
export async function checkBeaconLimit(): Promise<boolean> {
  const taken = await limiter('address:beacon', 20, 10 * 60_000).take(await requestClientKey());
  return taken.ok;
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
  | {
      ok: true;
      /**
       * Gives the token back when the write did not happen. With `bind` (a hash of the request, `requestHash`), it
       * is good again only for that same request: a failed booking's token re-sends that booking, nothing else.
       */
      release: (bind?: string) => Promise<void>;
    }
  | { ok: false; check: TokenCheck['status'] | 'used' };

/**
 * Takes a form's token for one write: a valid token that is not in use and was not used for a write before. A token
 * writes once: a script that got one token cannot post it again and again. `bind`: this request's hash, for a token
 * handed back bound to it (`release(bind)`).
 */
export async function claimFormToken(kind: ActionKind, token: unknown, bind?: string): Promise<TokenClaim> {
  const check = checkFormToken(token);
  if (check.status !== 'ok') return { ok: false, check: check.status };
  // One atomic claim: the same token posted to two instances at once writes once.
  const used = onceStore(`used-token:${kind}`);
  if (!(await used.claim(check.nonce, DAY_MS, bind))) return { ok: false, check: 'used' };
  return { ok: true, release: (b) => used.release(check.nonce, b) };
}

/**
 * How many senders one enquiry token may write for. A page kept by the cache (60 s) hands every visitor without
 * JavaScript the same token, so a token single-use site-wide would turn the second patient of that minute away; it
 * is single-use per sender instead (the form with JavaScript asks for its own, and gets a new one after each send).
 * Ten bound a script replaying one token across addresses.
 */
export const SHARED_TOKEN_USES = 10;

/**
 * `claimFormToken` for a form on a cached page: the token writes once per sender (its address, as the limits read it),
 * like every other form's token, and SHARED_TOKEN_USES times in all (both counted in Redis too).
 */
export async function claimSharedFormToken(kind: ActionKind, token: unknown): Promise<TokenClaim> {
  const check = checkFormToken(token);
  if (check.status !== 'ok') return { ok: false, check: check.status };
  // The address as an HMAC under the form secret: the claim lives a day, and says nothing of who sent.
  const sender = createHmac('sha256', formSecret())
    .update(`sender:${await requestClientKey()}`)
    .digest('base64url');
  const once = onceStore(`used-token:${kind}`);
  const id = `${check.nonce}:${sender}`;
  if (!(await once.claim(id, DAY_MS))) return { ok: false, check: 'used' };
  const use = await limiter(`token-uses:${kind}`, SHARED_TOKEN_USES, DAY_MS).take(check.nonce);
  if (!use.ok) {
    await once.release(id);
    return { ok: false, check: 'used' };
  }
  return {
    ok: true,
    release: async () => {
      await use.undo();
      await once.release(id);
    },
  };
}

/**
 * A request's identity for binding a handed-back token: an HMAC under the form secret of its fields in a fixed
 * order, so nothing a patient typed is kept, in memory or in Redis, in a form anyone could read back.
 */
export function requestHash(fields: readonly unknown[]): string {
  return createHmac('sha256', formSecret())
    .update(`request:${JSON.stringify(fields)}`)
    .digest('base64url');
}

/**
 * A new token for the same form view: the fill time it proved is kept (its issue time), with a new id. Given when a
 * patient must change the request (another time after "slot taken"), which a bound token would refuse.
 */
export function successorToken(token: unknown): string {
  const check = checkFormToken(token);
  return check.status === 'ok' ? issueToken(formSecret(), Date.now() - check.ageMs) : issueFormToken();
}

/** Webhook event ids already handled, shared by every instance when REDIS_URL is set (a replay to B after A is caught). */
export function webhookEventIds(): EventIds {
  const store = onceStore('webhook-event');
  return { claim: (id) => store.claim(id, EVENT_ID_TTL_MS), release: (id) => store.release(id) };
}
