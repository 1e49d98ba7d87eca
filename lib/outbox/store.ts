import { randomBytes } from 'node:crypto';

/**
 * The outbox's storage, whatever it is kept in (a file, Redis). Entries are delivered strictly in order: only the
 * oldest entry can be claimed, and only by one deliverer at a time (its lease), so two instances or two loops never
 * send the same enquiry at once and a later enquiry never overtakes an earlier one.
 */
export interface OutboxEntry {
  /** Sortable by time of arrival (see entryId), unique. */
  id: string;
  /** When the site accepted it (ms). */
  at: number;
  /** After this (ms) it is dropped undelivered. */
  expiresAt: number;
  /** Not to be tried before this (ms): the pause after a failed attempt. */
  notBefore: number;
  /** Delivery attempts made so far. */
  attempts: number;
  /** The enquiry, encrypted (lib/outbox/seal.ts); nothing else in an entry is patient data. */
  sealed: string;
}

/** The oldest entry, leased to one deliverer until `now + leaseMs`; `token` proves the lease. */
interface Claimed {
  entry: OutboxEntry;
  token: string;
}

export interface ClaimResult {
  claimed: Claimed | null;
  /** Entries dropped as expired while looking (a count is all that is logged of them). */
  expired: number;
}

export interface OutboxStore {
  /** Keeps an entry; false when the outbox is full (the patient then gets today's failure message). */
  add(entry: OutboxEntry): Promise<boolean>;
  /** Drops what has expired, then leases the oldest entry when it is due and nobody holds it. */
  claim(now: number, leaseMs: number): Promise<ClaimResult>;
  /** Deletes a delivered (or undeliverable) entry. */
  remove(id: string): Promise<void>;
  /** Gives the lease back and keeps the entry for a later attempt (only while the lease is still `token`'s). */
  postpone(id: string, token: string, notBefore: number): Promise<void>;
  /** Entries kept (expired ones not yet dropped included). */
  size(): Promise<number>;
}

/** At most this many entries wait: an outage with a spam run behind it must not fill the disk or Redis. */
export const MAX_ENTRIES = 2_000;

/** An id that sorts by arrival time (ms, base 36, fixed width) and is unique (random tail). */
export function entryId(now: number): string {
  return `${Math.max(0, Math.floor(now)).toString(36).padStart(10, '0')}-${randomBytes(6).toString('base64url')}`;
}

export function leaseToken(): string {
  return randomBytes(12).toString('base64url');
}
