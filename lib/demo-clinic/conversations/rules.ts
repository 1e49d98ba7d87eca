import {
  CHANNELS,
  type Channel,
  type ChannelReason,
  type ConversationChannelState,
  type MessageStatus,
} from '../../clinic-api/schemas';
import type { DemoLead } from '../store';
import type { ClinicInboxConfig, DemoConversation, DemoMessage, DemoTemplate } from './types';

/** WhatsApp and Instagram take free text only this long after the patient's last message on that channel. */
export const FREE_TEXT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Message text limits: 1..4000 characters after trimming; an SMS carries the first 480. */
export const MAX_TEXT = 4000;
const SMS_MAX = 480;

export interface RuleInput {
  cfg: ClinicInboxConfig;
  lead: DemoLead;
  conversation: DemoConversation;
  /** Every message of the conversation, the chat enquiry included. */
  messages: DemoMessage[];
  now: number;
}

function lastInboundOn(messages: DemoMessage[], channel: Channel): number | null {
  let last: number | null = null;
  for (const m of messages) {
    if (m.direction !== 'inbound' || m.channel !== channel) continue;
    const t = Date.parse(m.createdAt);
    if (last === null || t > last) last = t;
  }
  return last;
}

const windowOpen = (last: number | null, now: number) => last !== null && now - last <= FREE_TEXT_WINDOW_MS;

/**
 * Why a message on `channel` would be refused now, or null when it would go out. The order follows the API's list
 * of reason values: the lead first, then the patient's contact data, then the clinic's set-up, then the 24-hour
 * window. A template send skips the window: only free text is limited to 24 hours on WhatsApp and Instagram.
 */
export function channelReason(
  channel: Channel,
  r: RuleInput,
  kind: 'text' | 'template' = 'text',
): ChannelReason | null {
  const { cfg, lead, conversation, messages, now } = r;
  if (lead.archived) return 'lead_archived';
  if (lead.optedOut.includes(channel)) return 'opted_out';
  const inbound = lastInboundOn(messages, channel);
  switch (channel) {
    case 'email':
      if (!lead.email) return 'no_email';
      if (!cfg.emailDomain) return 'email_domain_not_configured';
      return null;
    case 'sms':
      if (!lead.phone) return 'no_phone';
      if (!cfg.smsapiToken) return 'no_smsapi_token';
      return null;
    case 'chat':
      return inbound === null ? 'chat_not_started' : null;
    case 'whatsapp':
      if (!cfg.metaPlatform) return 'meta_platform_disabled';
      if (!cfg.whatsapp) return 'wa_not_configured';
      if (!lead.phone) return 'no_phone';
      if (kind === 'text' && !windowOpen(inbound, now)) return 'wa_window_closed';
      return null;
    case 'instagram':
      if (!cfg.metaPlatform) return 'meta_platform_disabled';
      if (!cfg.instagram) return 'ig_not_configured';
      if (!conversation.igUserId) return 'ig_no_user_id';
      if (inbound === null) return 'ig_no_user_thread';
      if (kind === 'text' && !windowOpen(inbound, now)) return 'ig_window_closed';
      return null;
  }
}

/** The five channel states, in the API's fixed order, as GET /conversations/{id} lists them (for free text). */
export function channelStates(r: RuleInput): ConversationChannelState[] {
  return CHANNELS.map((channel) => {
    const reason = channelReason(channel, r);
    return { channel, available: reason === null, reason };
  });
}

/** Why a template cannot go out on `channel`: unknown template, or one not meant for the channel. */
export function templateReason(template: DemoTemplate | undefined, channel: Channel): ChannelReason | null {
  if (!template) return 'template_not_found';
  if (template.channels && !template.channels.includes(channel)) return 'template_channel';
  return null;
}

/** The template's text filled in for the patient: first name (or none) and the clinic's name. */
export function fillTemplate(template: DemoTemplate, lead: DemoLead, clinicName: string): string {
  const first = lead.name?.trim().split(/\s+/)[0];
  return template.text
    .replace(/\s*\{imie\}/g, first ? ` ${first}` : '')
    .replace(/\{klinika\}/g, clinicName)
    .trim();
}

/** What the patient gets on `channel`: an SMS carries only the first 480 characters. */
export function textForChannel(channel: Channel, text: string): string {
  return channel === 'sms' ? [...text].slice(0, SMS_MAX).join('') : text;
}

const OUTBOUND_ORDER: MessageStatus[] = ['queued', 'sent', 'delivered', 'read'];

/**
 * Outbound statuses only move forward (queued, sent, delivered, read) and any may end as failed, which is final.
 * An inbound message stays `received`.
 */
export function canMoveStatus(from: MessageStatus, to: MessageStatus): boolean {
  if (from === 'failed' || from === 'received' || to === 'received' || from === to) return false;
  if (to === 'failed') return true;
  return OUTBOUND_ORDER.indexOf(to) > OUTBOUND_ORDER.indexOf(from);
}
