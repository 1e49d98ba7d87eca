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

function logOnly(event: WebhookEvent) {
  const ids = [
    event.id && `event=${event.id}`,
    event.leadId && `lead=${event.leadId}`,
    event.conversationId && `conversation=${event.conversationId}`,
    event.messageId && `message=${event.messageId}`,
  ].filter(Boolean);
  console.info(`[webhook] ${event.type} ${ids.join(' ')}`);
}

/** The three kinds the API names. An agency replaces a handler here; unknown kinds never reach this map. */
export const webhookHandlers: Record<'lead.created' | 'message.sent' | 'message.received', WebhookHandler> = {
  'lead.created': logOnly,
  'message.sent': logOnly,
  'message.received': logOnly,
};
