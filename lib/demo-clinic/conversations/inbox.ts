import type { Channel, Conversation, ConversationMessage } from '../../clinic-api/schemas';
import type { DemoLead, DemoStore } from '../store';
import type { Keyed } from './paging';
import { seedInbox } from './seed';
import type { DemoConversation, DemoMessage, InboxState } from './types';

/**
 * The demo inbox's state and the API's view of it. Seeded lazily, the first time any conversation endpoint or
 * control-room trigger needs it. Every lead of the CRM has one conversation (leads from POST /leads or a booking
 * get theirs on first use), as in the clinic's inbox, where a form enquiry opens a thread with no messages yet.
 */
export function inbox(store: DemoStore, now: number): InboxState {
  const state = store.area<InboxState>('conversations', () => seedInbox(store, now));
  if (state.conversations.length < store.leads.length) {
    const known = new Set(state.conversations.map((c) => c.leadId));
    for (const lead of store.leads) {
      if (known.has(lead.id)) continue;
      state.conversations.push({
        id: store.nextId('conv'),
        clinicId: lead.clinicId,
        leadId: lead.id,
        status: 'open',
        createdAt: lead.createdAt,
        updatedAt: lead.createdAt,
        igUserId: null,
      });
    }
  }
  return state;
}

export const leadOf = (store: DemoStore, c: DemoConversation): DemoLead | undefined =>
  store.leads.find((l) => l.id === c.leadId);

/**
 * A conversation the key's clinic may see: unknown ids, another clinic's conversations and those of archived
 * leads all look the same (404 not_found), so an id reveals nothing about other clinics.
 */
export function findVisible(
  store: DemoStore,
  state: InboxState,
  clinicId: string,
  id: string,
): { conversation: DemoConversation; lead: DemoLead } | null {
  const conversation = state.conversations.find((c) => c.id === id && c.clinicId === clinicId);
  const lead = conversation && leadOf(store, conversation);
  if (!conversation || !lead || lead.archived) return null;
  return { conversation, lead };
}

export const messagesOf = (state: InboxState, conversationId: string) =>
  state.messages.filter((m) => m.conversationId === conversationId);

const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** The Conversation record as the API shows it. */
export function conversationView(state: InboxState, c: DemoConversation, lead: DemoLead): Conversation {
  let newest: DemoMessage | undefined;
  let lastInbound: string | null = null;
  let unread = 0;
  for (const m of messagesOf(state, c.id)) {
    if (!newest || Date.parse(m.createdAt) > Date.parse(newest.createdAt)) newest = m;
    if (m.direction === 'inbound') {
      lastInbound = lastInbound ? later(m.createdAt, lastInbound) : m.createdAt;
      if (!m.readAt && !m.enquiry) unread += 1;
    }
  }
  return {
    id: c.id,
    status: c.status,
    lead: {
      id: lead.id,
      name: lead.name,
      phone: lead.phone,
      email: lead.email,
      message: lead.message,
      source: lead.source,
      stage: lead.stage,
      locationId: lead.locationId,
      createdAt: lead.createdAt,
    },
    // The demo's own messages are on the five channels it knows.
    lastChannel: (newest?.channel as Channel | undefined) ?? null,
    lastMessageAt: newest?.createdAt ?? null,
    lastInboundAt: lastInbound,
    unreadCount: unread,
    createdAt: c.createdAt,
    // The later of the conversation's own last change and the lead's (stage, contact data).
    updatedAt: later(c.updatedAt, lead.updatedAt),
  };
}

/** Sort key of the list: newest activity (newest message, else creation) first. */
export const activityKey = (v: Conversation): Keyed => ({ t: Date.parse(v.lastMessageAt ?? v.createdAt), id: v.id });

/** The message record as the API shows it (without the demo's own fields). */
export function messageView(m: DemoMessage): ConversationMessage {
  const { clinicId: _c, enquiry: _e, ...view } = m;
  return view;
}

/** A patient's message arrives: stored as received and unread; a closed conversation opens again. */
export function receiveMessage(
  state: InboxState,
  store: DemoStore,
  c: DemoConversation,
  input: { channel: Channel; text: string | null; subject?: string | null },
  now: number,
): DemoMessage {
  const at = new Date(now).toISOString();
  const message: DemoMessage = {
    id: store.nextId('msg'),
    clinicId: c.clinicId,
    conversationId: c.id,
    channel: input.channel,
    direction: 'inbound',
    status: 'received',
    subject: input.channel === 'email' ? (input.subject ?? null) : null,
    text: input.text,
    attachments: [],
    createdAt: at,
    sentAt: null,
    deliveredAt: null,
    readAt: null,
  };
  state.messages.push(message);
  c.status = 'open';
  c.updatedAt = at;
  return message;
}
