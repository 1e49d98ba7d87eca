import { z } from 'zod';
import { DateTime, knownItems } from './shared';

/** The five channels, in the fixed order the channel states list them. */
export const CHANNELS = ['email', 'sms', 'whatsapp', 'instagram', 'chat'] as const;
export const Channel = z.enum(CHANNELS);
export type Channel = z.infer<typeof Channel>;

export const CHANNEL_REASONS = [
  'lead_archived',
  'opted_out',
  'no_email',
  'email_domain_not_configured',
  'no_phone',
  'no_smsapi_token',
  'chat_not_started',
  'meta_platform_disabled',
  'wa_not_configured',
  'wa_window_closed',
  'ig_not_configured',
  'ig_no_user_id',
  'ig_no_user_thread',
  'ig_window_closed',
  'template_not_found',
  'template_channel',
] as const;
export const ChannelReason = z.enum(CHANNEL_REASONS);
export type ChannelReason = z.infer<typeof ChannelReason>;

export const ConversationLead = z.object({
  id: z.string(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  message: z.string().nullable(),
  source: z.string(),
  stage: z.string(),
  locationId: z.string().nullable(),
  createdAt: DateTime,
});
export type ConversationLead = z.infer<typeof ConversationLead>;

/**
 * A value a later minor version may add to ("later minor versions only add"): the known ones are named for the
 * reader, any other string is kept as sent, so one new status or channel does not fail a whole page of a sync.
 */
const extensible = <const T extends readonly [string, ...string[]]>(known: T) => z.union([z.enum(known), z.string()]);

export const Conversation = z.object({
  id: z.string(),
  // Stryker disable next-line StringLiteral,ArrayDeclaration: any string passes as sent; these name it for the type
  status: extensible(['open', 'closed']),
  lead: ConversationLead,
  // A channel a later version adds is not one this site can answer on: read as "none of ours".
  lastChannel: Channel.nullable().catch(null),
  lastMessageAt: DateTime.nullable(),
  lastInboundAt: DateTime.nullable(),
  unreadCount: z.number().int().min(0),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationChannelState = z.object({
  channel: Channel,
  available: z.boolean(),
  // Kept as a string: a newer server may add reason codes.
  reason: z.string().nullable(),
});
export type ConversationChannelState = z.infer<typeof ConversationChannelState>;

export const ConversationTemplate = z.object({
  id: z.string(),
  name: z.string(),
  text: z.string(),
  channels: knownItems(Channel).nullable(),
});
export type ConversationTemplate = z.infer<typeof ConversationTemplate>;

// Stryker disable next-line StringLiteral,ArrayDeclaration: any string passes as sent; these name it for the type
export const MessageStatus = extensible(['queued', 'sent', 'delivered', 'read', 'failed', 'received']);
export type MessageStatus = z.infer<typeof MessageStatus>;

export const ConversationMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  // A message on a channel a later version adds is still the conversation's history: kept, with its channel as sent.
  channel: extensible(CHANNELS),
  // Stryker disable next-line StringLiteral,ArrayDeclaration: any string passes as sent; these name it for the type
  direction: extensible(['inbound', 'outbound', 'outbound_echo']),
  status: MessageStatus,
  subject: z.string().nullable(),
  text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), mime: z.string(), size: z.number().int() })),
  createdAt: DateTime,
  sentAt: DateTime.nullable(),
  deliveredAt: DateTime.nullable(),
  readAt: DateTime.nullable(),
});
export type ConversationMessage = z.infer<typeof ConversationMessage>;

export const ConversationsPage = z.object({ conversations: z.array(Conversation), nextCursor: z.string().nullable() });
export type ConversationsPage = z.infer<typeof ConversationsPage>;
export const ConversationDetail = z.object({
  conversation: Conversation,
  // Channels a later version adds are left out: this site cannot send on them.
  channels: knownItems(ConversationChannelState),
  templates: z.array(ConversationTemplate),
});
export type ConversationDetail = z.infer<typeof ConversationDetail>;
export const MessagesPage = z.object({ messages: z.array(ConversationMessage), nextCursor: z.string().nullable() });
export type MessagesPage = z.infer<typeof MessagesPage>;
export const MessageSent = z.object({ message: ConversationMessage });

/** Body of POST /conversations/{id}/messages: exactly one of text / templateId. */
export const SendMessageInput = z.union([
  z.object({ channel: Channel, text: z.string().trim().min(1).max(4000), templateId: z.undefined().optional() }),
  z.object({ channel: Channel, templateId: z.string().min(1), text: z.undefined().optional() }),
]);
export type SendMessageInput = z.infer<typeof SendMessageInput>;
