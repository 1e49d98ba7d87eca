import { CHANNELS, MessageStatus, type Channel } from '../../clinic-api/schemas';
import { json } from '../http';
import { feedbackBox, mediaLibrary } from '../routes/platform';
import type { DemoLead, DemoStore } from '../store';
import { emitEvent, flushWebhooks } from '../webhooks';
import { findVisible, inbox, receiveMessage } from './inbox';
import { canMoveStatus } from './rules';
import type { DemoMessage } from './types';

/**
 * The control room's inbox triggers (not part of the API), for tests and for trying an integration by hand:
 *   POST /__demo/inbound         {conversationId?, channel, text, subject?, name?, phone?, email?, clinicId?}
 *                                a patient writes: to a conversation, or (without conversationId) as a new lead;
 *                                fires `message.received` (not for a new chat lead's enquiry, see below)
 *   POST /__demo/receipt         {messageId, status: sent|delivered|read|failed}  a provider's receipt (409 if backwards)
 *   POST /__demo/inbox           {conversationId, action: open|close|read|stage, stage?, clinicId?}  reception acts
 *   POST /__demo/inbox-switches  {failNextSend?, conversationsEnabled?, clinicId?}
 *   POST /__demo/webhook         {url?: string|null, secret?: string}  where the demo posts its events
 *   GET  /__demo/webhooks        the events, after waiting for deliveries in flight
 *   GET  /__demo/audit           the audit log (reads and send attempts)
 *   GET  /__demo/feedback        the remarks received
 *   GET  /__demo/media/<id>      an uploaded file
 */
export async function handleInboxControl(store: DemoStore, req: Request, what: string): Promise<Response | null> {
  const headers = { 'cache-control': 'no-store' };
  const reply = (status: number, body: unknown) => json(status, body, headers);
  const now = Date.now();
  if (req.method === 'GET') {
    if (what === 'audit') return reply(200, { audit: store.audit });
    if (what === 'feedback') return reply(200, { feedback: feedbackBox({ store }) });
    if (what === 'webhooks') {
      await flushWebhooks(store);
      return reply(200, { events: store.events });
    }
    const media = what.match(/^media\/([\w-]+)$/);
    if (media) {
      const file = mediaLibrary({ store }).find((f) => f.id === media[1]);
      if (!file) return reply(404, { error: 'Nie ma takiego pliku.' });
      return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
        headers: {
          'content-type': file.mime,
          'cache-control': 'public, max-age=3600',
          'x-content-type-options': 'nosniff',
        },
      });
    }
    return null;
  }
  if (req.method !== 'POST') return null;
  if (!['inbound', 'receipt', 'inbox', 'inbox-switches', 'webhook'].includes(what)) return null;
  const body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
  const str = (k: string) =>
    typeof body[k] === 'string' && (body[k] as string).trim() ? (body[k] as string).trim() : null;
  const clinicId = str('clinicId') ?? 'demo';
  const state = inbox(store, now);

  if (what === 'webhook') {
    if (body.url === null || typeof body.url === 'string') store.areas.webhookUrl = body.url || undefined;
    if (typeof body.secret === 'string') store.areas.webhookSecret = body.secret;
    return reply(200, { url: store.areas.webhookUrl ?? null });
  }

  if (what === 'inbox-switches') {
    const cfg = state.configs[clinicId];
    if (!cfg) return reply(404, { error: 'Nieznana klinika.' });
    if (typeof body.failNextSend === 'boolean') state.failNextSend = body.failNextSend;
    if (typeof body.conversationsEnabled === 'boolean') cfg.enabled = body.conversationsEnabled;
    return reply(200, { failNextSend: state.failNextSend, conversationsEnabled: cfg.enabled });
  }

  if (what === 'receipt') {
    const message = state.messages.find((m) => m.id === str('messageId'));
    const status = MessageStatus.safeParse(body.status);
    if (!message || message.direction === 'inbound')
      return reply(404, { error: 'Nie ma takiej wiadomości wychodzącej.' });
    if (!status.success || status.data === 'received')
      return reply(400, { error: 'status: sent, delivered, read albo failed.' });
    // Receipts only move a message forward, and never change the conversation's updatedAt.
    if (!canMoveStatus(message.status, status.data))
      return reply(409, {
        error: `Status ${message.status} nie może przejść w ${status.data}.`,
        status: message.status,
      });
    const at = new Date(now).toISOString();
    message.status = status.data;
    if (status.data !== 'failed') message.sentAt ??= at;
    if (status.data === 'delivered' || status.data === 'read') message.deliveredAt ??= at;
    if (status.data === 'read') message.readAt = at;
    return reply(200, { messageId: message.id, status: message.status });
  }

  const channel = str('channel') as Channel | null;
  if (what === 'inbound') {
    if (!channel || !CHANNELS.includes(channel)) return reply(400, { error: `channel: ${CHANNELS.join(', ')}.` });
    const text = str('text');
    if (!text) return reply(400, { error: 'text jest wymagany.' });
    const conversationId = str('conversationId');
    if (conversationId) {
      const found = findVisible(store, state, clinicId, conversationId);
      if (!found) return reply(404, { error: 'Nie ma takiej rozmowy.' });
      const message = receiveMessage(state, store, found.conversation, { channel, text, subject: str('subject') }, now);
      const event = emitEvent(store, 'message.received', {
        leadId: found.lead.id,
        conversationId,
        messageId: message.id,
        channel,
      });
      return reply(201, { conversationId, leadId: found.lead.id, messageId: message.id, eventId: event.id });
    }
    return reply(201, newLeadWrites(store, clinicId, channel, text, body, now));
  }

  // what === 'inbox': reception acts in its inbox.
  const found = findVisible(store, state, clinicId, str('conversationId') ?? '');
  if (!found) return reply(404, { error: 'Nie ma takiej rozmowy.' });
  const { conversation, lead } = found;
  const at = new Date(now).toISOString();
  const action = str('action');
  if (action === 'stage' && str('stage')) {
    // A CRM change: it moves the lead's updatedAt, and with it the conversation's.
    lead.stage = str('stage')!;
    lead.updatedAt = at;
    return reply(200, { leadId: lead.id, stage: lead.stage });
  }
  if (action === 'open' || action === 'close') {
    conversation.status = action === 'open' ? 'open' : 'closed';
  } else if (action === 'read') {
    for (const m of state.messages) {
      if (m.conversationId === conversation.id && m.direction === 'inbound') m.readAt ??= at;
    }
  } else {
    return reply(400, { error: 'action: open, close, read albo stage (ze stage).' });
  }
  conversation.updatedAt = at;
  return reply(200, { conversationId: conversation.id, status: conversation.status });
}

/**
 * A patient the clinic does not know writes first: a new lead (source `chat` on the site's chat, else `inbound`)
 * with its conversation. A chat lead's first message is the enquiry: it becomes `lead.message`, not a message of
 * the list, so no `message.received` is fired for it (that event's message is always on the first page).
 */
function newLeadWrites(
  store: DemoStore,
  clinicId: string,
  channel: Channel,
  text: string,
  body: Record<string, unknown>,
  now: number,
) {
  const at = new Date(now).toISOString();
  const s = (k: string) =>
    typeof body[k] === 'string' && (body[k] as string).trim() ? (body[k] as string).trim() : null;
  const chat = channel === 'chat';
  const lead: DemoLead = {
    id: store.nextId('lead'),
    clinicId,
    name: s('name'),
    phone: s('phone'),
    email: s('email'),
    message: chat ? text : null,
    source: chat ? 'chat' : 'inbound',
    stage: 'new',
    locationId: null,
    archived: false,
    createdAt: at,
    updatedAt: at,
    tracking: {},
    extra: {},
    submissions: [],
    consents: [],
    optedOut: [],
    timeRequests: [],
  };
  store.leads.push(lead);
  const state = inbox(store, now);
  const conversation = state.conversations.find((c) => c.leadId === lead.id)!;
  if (channel === 'instagram') conversation.igUserId = `ig_${lead.id}`;
  const message: DemoMessage = receiveMessage(
    state,
    store,
    conversation,
    { channel, text, subject: s('subject') },
    now,
  );
  if (chat) {
    message.enquiry = true;
    return { conversationId: conversation.id, leadId: lead.id, messageId: message.id, eventId: null };
  }
  const event = emitEvent(store, 'message.received', {
    leadId: lead.id,
    conversationId: conversation.id,
    messageId: message.id,
    channel,
  });
  return { conversationId: conversation.id, leadId: lead.id, messageId: message.id, eventId: event.id };
}
