import { logId } from './log-id';

/**
 * What the site does with the clinic's webhook events: THE EXTENSION POINT for an agency (update a dashboard,
 * refresh a cache, notify a messaging tool). Events carry identifiers only; read the records through the API
 * (lib/clinic-api) with the server's key when you need them, and keep patient data out of logs.
 * Out of the box every handler only logs the event's kind and ids.
 */
export interface WebhookEvent {
  /** The event's own id, when the sender gives one (use it to ignore a repeated delivery). */
  id: string | null;
  type: string;
  leadId: string | null;
  conversationId: string | null;
  messageId: string | null;
}

export type WebhookHandler = (event: WebhookEvent) => void | Promise<void>;

/** Ids are any strings (see lib/webhooks/intake.ts): they are logged through logId, which escapes them. */
function logOnly(event: WebhookEvent) {
  const ids = [
    event.id && `event=${logId(event.id)}`,
    event.leadId && `lead=${logId(event.leadId)}`,
    event.conversationId && `conversation=${logId(event.conversationId)}`,
    event.messageId && `message=${logId(event.messageId)}`,
  ].filter(Boolean);
  console.info(`[webhook] ${event.type} ${ids.join(' ')}`);
}

/** The three kinds the API names. An agency replaces a handler here; unknown kinds never reach this map. */
export const webhookHandlers: Record<'lead.created' | 'message.sent' | 'message.received', WebhookHandler> = {
  'lead.created': logOnly,
  'message.sent': logOnly,
  'message.received': logOnly,
};
