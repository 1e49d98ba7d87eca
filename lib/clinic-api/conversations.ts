import type { ClinicClient } from './client';
import * as S from './schemas';

/**
 * Conversations (1.14.0). Every answer holds patient data: never cached (no `revalidate`, so the client sends
 * `cache: 'no-store'`), and callers must not log it. Reads need the key's `conversations:read` scope, sends
 * `conversations:write`; a missing scope is a ClinicApiError 403 `missing_scope` whose body names the scope.
 */

export interface ConversationsQuery {
  status?: 'open' | 'closed';
  /** A location id (GET /locations); the primary location also takes conversations with an unknown location. */
  location?: string;
  /** Channel of the newest message. */
  channel?: S.Channel;
  /** Only conversations changed at or after this time (ISO 8601 or a Date). */
  updatedSince?: string | Date;
  cursor?: string;
  /** 1..100; the API's default is 50. */
  limit?: number;
}

export interface PageQuery {
  cursor?: string;
  limit?: number;
}

/** Page sizes the API accepts; checked here so a wrong value fails before it costs a request. */
export function assertPageLimit(limit: number | undefined): void {
  if (limit === undefined) return;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new RangeError(`limit must be an integer from 1 to 100 (got ${limit})`);
}

const isoOf = (v: string | Date | undefined) => (v instanceof Date ? v.toISOString() : v);

/** GET /conversations: one page, newest activity first; `nextCursor` is null on the last page. */
export function listConversations(client: ClinicClient, q: ConversationsQuery = {}) {
  assertPageLimit(q.limit);
  return client.request('/conversations', {
    query: {
      status: q.status,
      location: q.location,
      channel: q.channel,
      updated_since: isoOf(q.updatedSince),
      cursor: q.cursor,
      limit: q.limit,
    },
    schema: S.ConversationsPage,
  });
}

/** GET /conversations/{id}: the conversation, its five channel states (fixed order) and the templates. */
export function getConversation(client: ClinicClient, id: string) {
  return client.request(`/conversations/${encodeURIComponent(id)}`, { schema: S.ConversationDetail });
}

/** GET /conversations/{id}/messages: newest first; the cursor pages to older messages. */
export function listMessages(client: ClinicClient, id: string, q: PageQuery = {}) {
  assertPageLimit(q.limit);
  return client.request(`/conversations/${encodeURIComponent(id)}/messages`, {
    query: { cursor: q.cursor, limit: q.limit },
    schema: S.MessagesPage,
  });
}

/**
 * POST /conversations/{id}/messages: sends `text` or a `templateId` (never both) on a channel the conversation
 * lists as available. Never retried: a 502 `send_failed` leaves an unsent message in the conversation, and the
 * caller decides whether to send again (`err.body.retryable`). A refusal is a 409 whose `code` is the channel reason.
 */
export async function sendMessage(client: ClinicClient, id: string, input: S.SendMessageInput) {
  const body = S.SendMessageInput.parse(input);
  return (
    await client.request(`/conversations/${encodeURIComponent(id)}/messages`, {
      method: 'POST',
      body,
      schema: S.MessageSent,
    })
  ).message;
}

/** The channels a message could go out on now, from a GET /conversations/{id} answer, in the API's order. */
export function availableChannels(detail: S.ConversationDetail): S.Channel[] {
  return detail.channels.filter((c) => c.available).map((c) => c.channel);
}
