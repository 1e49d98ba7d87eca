import { CHANNELS, type Channel, type ChannelReason } from '../../clinic-api/schemas';
import type { DemoContext, DemoRoute } from '../context';
import {
  conversationView,
  activityKey,
  findVisible,
  inbox,
  leadOf,
  messagesOf,
  messageView,
} from '../conversations/inbox';
import { inLocation, locationsOf } from '../conversations/locations';
import { decodeCursor, newestFirst, pageOf, parseLimit } from '../conversations/paging';
import {
  channelReason,
  channelStates,
  fillTemplate,
  MAX_TEXT,
  templateReason,
  textForChannel,
} from '../conversations/rules';
import type { DemoMessage } from '../conversations/types';
import { apiError, CACHE_NONE, isPlainObject, ok, readJson } from '../http';
import type { DemoStore } from '../store';
import { emitEvent } from '../webhooks';

/**
 * GET /conversations, GET /conversations/{id}, GET and POST /conversations/{id}/messages, with the inbox rules.
 * Every answer holds patient data: `Cache-Control: no-store`. Reads and every send attempt go to the audit log.
 */

const READ = 'conversations:read';
const WRITE = 'conversations:write';

const REFUSAL_TEXT: Record<ChannelReason, string> = {
  lead_archived: 'Pacjent jest zarchiwizowany.',
  opted_out: 'Pacjent zrezygnował z wiadomości na tym kanale.',
  no_email: 'Pacjent nie ma adresu e-mail.',
  email_domain_not_configured: 'Klinika nie ma skonfigurowanej domeny do wysyłki e-maili.',
  no_phone: 'Pacjent nie ma numeru telefonu.',
  no_smsapi_token: 'Klinika nie ma skonfigurowanej bramki SMS.',
  chat_not_started: 'Pacjent nie rozpoczął rozmowy na czacie.',
  meta_platform_disabled: 'Kanały Meta są wyłączone dla kliniki.',
  wa_not_configured: 'WhatsApp nie jest skonfigurowany.',
  wa_window_closed: 'Minęły 24 godziny od ostatniej wiadomości pacjenta na WhatsAppie; wolny tekst nie jest możliwy.',
  ig_not_configured: 'Instagram nie jest skonfigurowany.',
  ig_no_user_id: 'Nie znamy konta pacjenta na Instagramie.',
  ig_no_user_thread: 'Pacjent nie pisał do kliniki na Instagramie.',
  ig_window_closed: 'Minęły 24 godziny od ostatniej wiadomości pacjenta na Instagramie; wolny tekst nie jest możliwy.',
  template_not_found: 'Nie ma takiego szablonu.',
  template_channel: 'Ten szablon nie jest przeznaczony dla wybranego kanału.',
};

const missingScope = (scope: string) =>
  apiError(403, `Klucz API nie ma uprawnienia ${scope}.`, 'missing_scope', { scope });
const notFound = () => apiError(404, 'Nie znaleziono rozmowy.', 'not_found');
const invalidQuery = (error: string) => apiError(400, error, 'invalid_query');
const invalidBody = (error: string) => apiError(400, error, 'invalid_body');

function audit(ctx: DemoContext, action: string, ids: string[]) {
  ctx.store.audit.push({ at: new Date(ctx.now()).toISOString(), clinicId: ctx.key.clinicId, action, ids });
}

function clinicName(store: DemoStore, clinicId: string): string {
  return clinicId === 'demo' ? store.content.site.name : 'Gabinet Stomatologiczny Długa';
}

const isChannel = (v: unknown): v is Channel => typeof v === 'string' && (CHANNELS as readonly string[]).includes(v);

function listConversations(ctx: DemoContext): Response {
  if (!ctx.key.scopes.includes(READ)) return missingScope(READ);
  const now = ctx.now();
  const state = inbox(ctx.store, now);
  if (!state.configs[ctx.key.clinicId]?.enabled)
    return apiError(403, 'Rozmowy nie są włączone dla tej kliniki.', 'feature_disabled');

  const q = ctx.url.searchParams;
  const status = q.get('status');
  if (status !== null && status !== 'open' && status !== 'closed')
    return invalidQuery('Parametr status przyjmuje wartości open lub closed.');
  const channel = q.get('channel');
  if (channel !== null && !isChannel(channel))
    return invalidQuery(`Nieznany kanał. Dozwolone: ${CHANNELS.join(', ')}.`);
  const limit = parseLimit(q.get('limit'));
  if (limit === null) return invalidQuery('Parametr limit musi być liczbą całkowitą od 1 do 100.');
  const sinceRaw = q.get('updated_since');
  const since = sinceRaw === null ? null : Date.parse(sinceRaw);
  if (since !== null && Number.isNaN(since)) return invalidQuery('Parametr updated_since musi być datą ISO 8601.');
  const cursorRaw = q.get('cursor');
  const after = cursorRaw ? decodeCursor(cursorRaw) : null;
  if (cursorRaw && !after) return invalidQuery('Nieprawidłowy kursor.');
  const location = q.get('location');
  const locations = location ? locationsOf(ctx.store, ctx.key.clinicId) : [];

  const views = [];
  for (const c of state.conversations) {
    if (c.clinicId !== ctx.key.clinicId) continue;
    const lead = leadOf(ctx.store, c);
    if (!lead || lead.archived) continue;
    const v = conversationView(state, c, lead);
    if (status && v.status !== status) continue;
    if (channel && v.lastChannel !== channel) continue;
    if (since !== null && Date.parse(v.updatedAt) < since) continue;
    if (location && !inLocation(locations, location, lead.locationId)) continue;
    views.push(v);
  }
  views.sort((a, b) => newestFirst(activityKey(a), activityKey(b)));
  const page = pageOf(views, activityKey, after, limit);
  audit(
    ctx,
    'conversations.list',
    page.items.map((v) => v.id),
  );
  return ok({ conversations: page.items, nextCursor: page.nextCursor }, CACHE_NONE);
}

function getConversation(ctx: DemoContext, id: string): Response {
  if (!ctx.key.scopes.includes(READ)) return missingScope(READ);
  const now = ctx.now();
  const state = inbox(ctx.store, now);
  const found = findVisible(ctx.store, state, ctx.key.clinicId, id);
  if (!found) return notFound();
  const { conversation, lead } = found;
  const rule = {
    cfg: state.configs[ctx.key.clinicId]!,
    lead,
    conversation,
    messages: messagesOf(state, conversation.id),
    now,
  };
  const channels = channelStates(rule);
  const name = clinicName(ctx.store, ctx.key.clinicId);
  const templates = state.templates
    .filter((t) => t.clinicId === ctx.key.clinicId)
    .map((t) => ({ id: t.id, name: t.name, text: fillTemplate(t, lead, name), channels: t.channels }));
  audit(ctx, 'conversation.read', [conversation.id]);
  return ok({ conversation: conversationView(state, conversation, lead), channels, templates }, CACHE_NONE);
}

function listMessages(ctx: DemoContext, id: string): Response {
  if (!ctx.key.scopes.includes(READ)) return missingScope(READ);
  const state = inbox(ctx.store, ctx.now());
  const found = findVisible(ctx.store, state, ctx.key.clinicId, id);
  if (!found) return notFound();
  const limit = parseLimit(ctx.url.searchParams.get('limit'));
  if (limit === null) return invalidQuery('Parametr limit musi być liczbą całkowitą od 1 do 100.');
  const cursorRaw = ctx.url.searchParams.get('cursor');
  const after = cursorRaw ? decodeCursor(cursorRaw) : null;
  if (cursorRaw && !after) return invalidQuery('Nieprawidłowy kursor.');
  const key = (m: DemoMessage) => ({ t: Date.parse(m.createdAt), id: m.id });
  // A chat lead's first chat message is the enquiry: it is `lead.message`, not a message of the list.
  const sorted = messagesOf(state, id)
    .filter((m) => !m.enquiry)
    .sort((a, b) => newestFirst(key(a), key(b)));
  const page = pageOf(sorted, key, after, limit);
  audit(ctx, 'messages.read', [id, ...page.items.map((m) => m.id)]);
  return ok({ messages: page.items.map(messageView), nextCursor: page.nextCursor }, CACHE_NONE);
}

async function sendMessage(ctx: DemoContext, id: string): Promise<Response> {
  if (!ctx.key.scopes.includes(WRITE)) return missingScope(WRITE);
  const now = ctx.now();
  const state = inbox(ctx.store, now);
  const found = findVisible(ctx.store, state, ctx.key.clinicId, id);
  // Every attempt is logged, with its outcome, from here on (the key is the clinic's and may send).
  const attempt = (outcome: string, ids: string[] = []) => audit(ctx, `message.send.${outcome}`, [id, ...ids]);
  if (!found) {
    attempt('not_found');
    return notFound();
  }
  const parsed = await readJson(ctx.req);
  if (!parsed.ok) {
    attempt('invalid_json');
    return apiError(400, 'Treść zapytania nie jest poprawnym JSON-em.', 'invalid_json');
  }
  const body = parsed.value;
  const invalid = (why: string) => {
    attempt('invalid_body');
    return invalidBody(why);
  };
  if (!isPlainObject(body)) return invalid('Treść zapytania musi być obiektem JSON.');
  if (body.text !== undefined && body.templateId !== undefined)
    return invalid('Wyślij text albo templateId, nie oba naraz.');
  if (body.text === undefined && body.templateId === undefined) return invalid('Wyślij text albo templateId.');
  if (!isChannel(body.channel)) return invalid(`Pole channel jest wymagane: ${CHANNELS.join(', ')}.`);
  const channel = body.channel;
  const { conversation, lead } = found;

  let text: string;
  const template =
    typeof body.templateId === 'string'
      ? state.templates.find((t) => t.id === body.templateId && t.clinicId === ctx.key.clinicId)
      : undefined;
  if (body.templateId !== undefined) {
    if (typeof body.templateId !== 'string' || !body.templateId)
      return invalid('Pole templateId musi być niepustym tekstem.');
    const reason = templateReason(template, channel);
    if (reason) {
      attempt(`refused.${reason}`);
      return apiError(409, REFUSAL_TEXT[reason], reason);
    }
    text = fillTemplate(template!, lead, clinicName(ctx.store, ctx.key.clinicId));
  } else {
    text = typeof body.text === 'string' ? body.text.trim() : '';
    if (text.length < 1 || text.length > MAX_TEXT)
      return invalid(`Pole text musi mieć od 1 do ${MAX_TEXT} znaków (po przycięciu spacji).`);
  }

  const messages = messagesOf(state, conversation.id);
  const reason = channelReason(
    channel,
    { cfg: state.configs[ctx.key.clinicId]!, lead, conversation, messages, now },
    template ? 'template' : 'text',
  );
  if (reason) {
    attempt(`refused.${reason}`);
    return apiError(409, REFUSAL_TEXT[reason], reason);
  }

  const at = new Date(now).toISOString();
  const lastEmail = messages
    .filter((m) => m.channel === 'email' && m.direction === 'inbound' && m.subject)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const failed = state.failNextSend;
  state.failNextSend = false;
  const message: DemoMessage = {
    id: ctx.store.nextId('msg'),
    clinicId: ctx.key.clinicId,
    conversationId: conversation.id,
    channel,
    direction: 'outbound',
    status: failed ? 'failed' : 'sent',
    subject:
      channel === 'email'
        ? lastEmail
          ? `Re: ${lastEmail.subject}`
          : `Wiadomość od: ${clinicName(ctx.store, ctx.key.clinicId)}`
        : null,
    text: textForChannel(channel, text),
    attachments: [],
    createdAt: at,
    sentAt: failed ? null : at,
    deliveredAt: null,
    readAt: null,
  };
  // Stored either way: a message the provider refused stays in the conversation as unsent.
  state.messages.push(message);
  conversation.updatedAt = at;
  if (failed) {
    attempt('failed', [message.id]);
    return apiError(502, 'Dostawca kanału nie przyjął wiadomości. Możesz spróbować ponownie.', 'send_failed', {
      retryable: true,
    });
  }
  attempt('sent', [message.id]);
  emitEvent(ctx.store, 'message.sent', {
    leadId: lead.id,
    conversationId: conversation.id,
    messageId: message.id,
    channel,
  });
  return ok({ message: messageView(message) }, CACHE_NONE, 201);
}

export const conversationRoutes: DemoRoute[] = [
  { method: 'GET', pattern: '/conversations', handle: listConversations },
  { method: 'GET', pattern: '/conversations/:id', handle: (ctx, p) => getConversation(ctx, p.id!) },
  { method: 'GET', pattern: '/conversations/:id/messages', handle: (ctx, p) => listMessages(ctx, p.id!) },
  { method: 'POST', pattern: '/conversations/:id/messages', handle: (ctx, p) => sendMessage(ctx, p.id!) },
];
