import type { ClinicClient } from './client';
import { listConversations, listMessages, type ConversationsQuery } from './conversations';
import { listMedia } from './platform';
import type { Conversation, ConversationMessage, MediaItem } from './schemas';

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Walks a cursor-paged list page by page, starting at `cursor` (or the first page). Stops on a null cursor,
 * and refuses a cursor that repeats (a server bug would otherwise loop forever and burn the rate limit).
 */
export async function* iteratePages<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  cursor?: string,
): AsyncGenerator<Page<T>> {
  const seen = new Set<string>();
  let next: string | undefined = cursor;
  for (;;) {
    const page = await fetchPage(next);
    yield page;
    if (!page.nextCursor) return;
    if (seen.has(page.nextCursor))
      throw new Error(`The API returned the cursor ${page.nextCursor} twice; stopping to avoid a loop`);
    seen.add(page.nextCursor);
    next = page.nextCursor;
  }
}

/** Every item of a cursor-paged list, one at a time. */
export async function* iterateItems<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>): AsyncGenerator<T> {
  for await (const page of iteratePages(fetchPage)) yield* page.items;
}

/** Every conversation matching the filters (all pages), newest activity first. */
export function allConversations(
  client: ClinicClient,
  q: Omit<ConversationsQuery, 'cursor'> = {},
): AsyncGenerator<Conversation> {
  return iterateItems(async (cursor) => {
    const p = await listConversations(client, { ...q, cursor });
    return { items: p.conversations, nextCursor: p.nextCursor };
  });
}

/** Every message of a conversation (all pages), newest first. */
export function allMessages(
  client: ClinicClient,
  conversationId: string,
  limit?: number,
): AsyncGenerator<ConversationMessage> {
  return iterateItems(async (cursor) => {
    const p = await listMessages(client, conversationId, { cursor, limit });
    return { items: p.messages, nextCursor: p.nextCursor };
  });
}

/** Every file of the media library (all pages), newest first. */
export function allMedia(client: ClinicClient, limit?: number): AsyncGenerator<MediaItem> {
  return iterateItems(async (cursor) => {
    const p = await listMedia(client, { cursor, limit });
    return { items: p.media, nextCursor: p.nextCursor };
  });
}

/** Where a local copy of the conversations stands. Plain JSON, so it can be written to a file as it is. */
export interface ConversationSyncState {
  /** When the last complete sync started (ISO 8601); the next sync asks for `updated_since` this time. */
  lastSyncStartedAt: string | null;
  /** A sync that has not finished: resumed from `cursor` with the same `since`, and committed with its own start time. */
  pending: { startedAt: string; since: string | null; cursor: string | null } | null;
}

/** A local copy of the clinic's conversations, keyed by id. */
export interface ConversationCopy {
  sync: ConversationSyncState;
  conversations: Record<string, Conversation>;
}

export function emptyConversationCopy(): ConversationCopy {
  return { sync: { lastSyncStartedAt: null, pending: null }, conversations: {} };
}

/**
 * How far before the API's Date the stored start is put: a Date header is cut to the whole second and written when
 * the answer is ready, a little after the list was read.
 */
export const SYNC_API_CLOCK_MARGIN_MS = 5_000;
/** How far before this machine's time the stored start is put when the API has sent no Date: clocks drift apart. */
export const SYNC_LOCAL_CLOCK_MARGIN_MS = 60_000;

export interface SyncOptions {
  /** Page size (1..100); larger pages spend fewer of the 120 requests a minute. */
  limit?: number;
  /** Called after every page is merged, with the copy as it stands: persist it here to make the sync resumable. */
  onPage?: (info: { copy: ConversationCopy; page: Conversation[]; pageNumber: number }) => void | Promise<void>;
  /** This machine's clock, for the start time when the API sent no Date (tests). */
  now?: () => Date;
}

export interface SyncResult {
  /** Conversations received in this run (new or changed). */
  changed: number;
  pages: number;
  /** True when this run continued a sync an earlier run had not finished. */
  resumed: boolean;
  /** The `updated_since` this run asked with (null: everything). */
  since: string | null;
}

/**
 * Brings `copy` in step with the API, as the API description recommends: the time this sync STARTS is stored,
 * and the next sync asks for `updated_since` that time. That time is on the API's clock, since `updated_since` is
 * compared with the API's `updatedAt`: a start read from this machine's clock, when it runs ahead of the API's,
 * would skip every change made in between, for good. So the start is the Date header of the answer to the sync's
 * first page (the client's `apiDate`) less SYNC_API_CLOCK_MARGIN_MS; only when the API sends no Date is it this
 * machine's time before the first request less SYNC_LOCAL_CLOCK_MARGIN_MS. Conversations changed within the margin
 * are read again by the next sync, which is harmless. Anything that changes while the pages are read (a
 * conversation can jump to the front and be missed by the cursor) is then picked up by the next sync, because
 * its updatedAt is at or after the stored start. Interrupted syncs resume from the saved cursor.
 *
 * Limits the API cannot report through `updated_since`: delivery receipts do not change a conversation's
 * updatedAt, and a conversation that disappears (its lead archived) is not reported; a full sync (`full: true`) rebuilds.
 */
export async function syncConversations(
  client: ClinicClient,
  copy: ConversationCopy,
  opts: SyncOptions & { full?: boolean } = {},
): Promise<SyncResult> {
  const now = opts.now ?? (() => new Date());
  if (opts.full) {
    copy.conversations = {};
    copy.sync = { lastSyncStartedAt: null, pending: null };
  }
  const resumed = copy.sync.pending !== null;
  // Until the API's first answer tells its time, the start is this machine's time before the first request, less a
  // margin for clocks that disagree; an interrupted sync keeps the start its first page set.
  const localStart = () => new Date(now().getTime() - SYNC_LOCAL_CLOCK_MARGIN_MS).toISOString();
  const pending = copy.sync.pending ?? { startedAt: localStart(), since: copy.sync.lastSyncStartedAt, cursor: null };
  copy.sync.pending = pending;

  let changed = 0;
  let pageNumber = 0;
  const fetchPage = async (cursor: string | undefined): Promise<Page<Conversation>> => {
    const p = await listConversations(client, { updatedSince: pending.since ?? undefined, cursor, limit: opts.limit });
    // The first page read (a new sync, or one resumed before its first page came): its answer's Date, on the API's
    // clock, is when the list was read; nothing changed after it is missing from what follows.
    const apiDate = client.apiDate;
    if (cursor === undefined && apiDate !== null)
      pending.startedAt = new Date(apiDate - SYNC_API_CLOCK_MARGIN_MS).toISOString();
    return { items: p.conversations, nextCursor: p.nextCursor };
  };
  for await (const page of iteratePages(fetchPage, pending.cursor ?? undefined)) {
    for (const c of page.items) copy.conversations[c.id] = c;
    changed += page.items.length;
    pageNumber += 1;
    pending.cursor = page.nextCursor;
    if (page.nextCursor === null) copy.sync = { lastSyncStartedAt: pending.startedAt, pending: null };
    await opts.onPage?.({ copy, page: page.items, pageNumber });
  }
  return { changed, pages: pageNumber, resumed, since: pending.since };
}
