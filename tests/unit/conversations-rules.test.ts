import { describe, expect, it } from 'vitest';
import { CHANNELS, type MessageStatus } from '@/lib/clinic-api/schemas';
import {
  canMoveStatus,
  channelReason,
  channelStates,
  fillTemplate,
  FREE_TEXT_WINDOW_MS,
  templateReason,
  textForChannel,
  type RuleInput,
} from '@/lib/demo-clinic/conversations/rules';
import type { DemoMessage } from '@/lib/demo-clinic/conversations/types';
import type { DemoLead } from '@/lib/demo-clinic/store';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ALL_ON = {
  enabled: true,
  emailDomain: true,
  smsapiToken: true,
  metaPlatform: true,
  whatsapp: true,
  instagram: true,
};

function lead(patch: Partial<DemoLead> = {}): DemoLead {
  return {
    id: 'lead_1',
    clinicId: 'demo',
    name: 'Anna Kowalska',
    phone: '+48 601 234 567',
    email: 'anna@example.com',
    message: null,
    source: 'form',
    stage: 'new',
    locationId: null,
    archived: false,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    tracking: {},
    extra: {},
    submissions: [],
    consents: [],
    optedOut: [],
    timeRequests: [],
    ...patch,
  };
}

function inbound(channel: DemoMessage['channel'], msAgo: number): DemoMessage {
  return {
    id: `m_${channel}_${msAgo}`,
    clinicId: 'demo',
    conversationId: 'conv_1',
    channel,
    direction: 'inbound',
    status: 'received',
    subject: null,
    text: 'x',
    attachments: [],
    createdAt: new Date(NOW - msAgo).toISOString(),
    sentAt: null,
    deliveredAt: null,
    readAt: null,
  };
}

function input(patch: Partial<RuleInput> = {}): RuleInput {
  return {
    cfg: ALL_ON,
    lead: lead(),
    messages: [],
    conversation: {
      id: 'conv_1',
      clinicId: 'demo',
      leadId: 'lead_1',
      status: 'open',
      createdAt: '2026-03-01T10:00:00Z',
      updatedAt: '2026-03-01T10:00:00Z',
      igUserId: 'ig_1',
    },
    now: NOW,
    ...patch,
  };
}

describe('channel states (the inbox rules)', () => {
  it('lists all five channels in the fixed order, reason null exactly when available', () => {
    const states = channelStates(
      input({ messages: [inbound('whatsapp', 1000), inbound('instagram', 1000), inbound('chat', 1000)] }),
    );
    expect(states.map((s) => s.channel)).toEqual([...CHANNELS]);
    expect(states.every((s) => s.available && s.reason === null)).toBe(true);
  });

  it('an archived lead and an opt-out refuse before anything else', () => {
    expect(channelStates(input({ lead: lead({ archived: true }) })).map((s) => s.reason)).toEqual(
      CHANNELS.map(() => 'lead_archived'),
    );
    const r = input({ lead: lead({ optedOut: ['sms', 'whatsapp'] }), messages: [inbound('whatsapp', 1000)] });
    expect(channelReason('sms', r)).toBe('opted_out');
    expect(channelReason('whatsapp', r)).toBe('opted_out');
    expect(channelReason('email', r)).toBeNull();
  });

  it('names the missing contact data, then the clinic set-up', () => {
    expect(channelReason('email', input({ lead: lead({ email: null }) }))).toBe('no_email');
    expect(channelReason('email', input({ cfg: { ...ALL_ON, emailDomain: false } }))).toBe(
      'email_domain_not_configured',
    );
    expect(channelReason('sms', input({ lead: lead({ phone: null }) }))).toBe('no_phone');
    expect(channelReason('sms', input({ cfg: { ...ALL_ON, smsapiToken: false } }))).toBe('no_smsapi_token');
    const wa = [inbound('whatsapp', 1000)];
    expect(channelReason('whatsapp', input({ messages: wa, cfg: { ...ALL_ON, metaPlatform: false } }))).toBe(
      'meta_platform_disabled',
    );
    expect(channelReason('whatsapp', input({ messages: wa, cfg: { ...ALL_ON, whatsapp: false } }))).toBe(
      'wa_not_configured',
    );
    expect(channelReason('whatsapp', input({ messages: wa, lead: lead({ phone: null }) }))).toBe('no_phone');
    const ig = [inbound('instagram', 1000)];
    expect(channelReason('instagram', input({ messages: ig, cfg: { ...ALL_ON, metaPlatform: false } }))).toBe(
      'meta_platform_disabled',
    );
    expect(channelReason('instagram', input({ messages: ig, cfg: { ...ALL_ON, instagram: false } }))).toBe(
      'ig_not_configured',
    );
    expect(
      channelReason('instagram', input({ messages: ig, conversation: { ...input().conversation, igUserId: null } })),
    ).toBe('ig_no_user_id');
    expect(channelReason('instagram', input())).toBe('ig_no_user_thread');
  });

  it('the chat opens only after the patient wrote on it', () => {
    expect(channelReason('chat', input({ messages: [inbound('sms', 1000)] }))).toBe('chat_not_started');
    expect(channelReason('chat', input({ messages: [inbound('chat', 40 * FREE_TEXT_WINDOW_MS)] }))).toBeNull();
  });

  it('WhatsApp and Instagram take free text for 24 hours after the patient’s last message on that channel', () => {
    for (const [ch, closed] of [
      ['whatsapp', 'wa_window_closed'],
      ['instagram', 'ig_window_closed'],
    ] as const) {
      expect(channelReason(ch, input({ messages: [inbound(ch, FREE_TEXT_WINDOW_MS)] }))).toBeNull();
      expect(channelReason(ch, input({ messages: [inbound(ch, FREE_TEXT_WINDOW_MS + 1)] }))).toBe(closed);
      // Another channel's message does not open the window; the newest message on the channel counts.
      expect(channelReason(ch, input({ messages: [inbound(ch, 2 * FREE_TEXT_WINDOW_MS), inbound('sms', 1000)] }))).toBe(
        closed,
      );
      expect(
        channelReason(ch, input({ messages: [inbound(ch, 2 * FREE_TEXT_WINDOW_MS), inbound(ch, 1000)] })),
      ).toBeNull();
      // A template is not free text: the window does not apply to it.
      expect(channelReason(ch, input({ messages: [inbound(ch, 3 * FREE_TEXT_WINDOW_MS)] }), 'template')).toBeNull();
    }
    expect(channelReason('whatsapp', input(), 'template')).toBeNull();
  });
});

describe('templates and text', () => {
  const tpl = {
    id: 'tpl_1',
    clinicId: 'demo',
    name: 'Przypomnienie',
    text: 'Dzień dobry{imie}, zapraszamy. {klinika}',
    channels: ['sms' as const],
  };

  it('refuses an unknown template and one not meant for the channel', () => {
    expect(templateReason(undefined, 'sms')).toBe('template_not_found');
    expect(templateReason(tpl, 'email')).toBe('template_channel');
    expect(templateReason(tpl, 'sms')).toBeNull();
    expect(templateReason({ ...tpl, channels: null }, 'chat')).toBeNull();
  });

  it('fills in the patient’s first name (or none) and the clinic', () => {
    expect(fillTemplate(tpl, lead(), 'Klinika Uśmiech')).toBe('Dzień dobry Anna, zapraszamy. Klinika Uśmiech');
    expect(fillTemplate(tpl, lead({ name: null }), 'Klinika Uśmiech')).toBe('Dzień dobry, zapraszamy. Klinika Uśmiech');
  });

  it('an SMS carries the first 480 characters; other channels the whole text', () => {
    const long = 'ą'.repeat(600);
    expect(textForChannel('sms', long)).toHaveLength(480);
    expect(textForChannel('email', long)).toBe(long);
    expect(textForChannel('sms', 'krótko')).toBe('krótko');
  });
});

describe('message status', () => {
  const forward: [MessageStatus, MessageStatus][] = [
    ['queued', 'sent'],
    ['sent', 'delivered'],
    ['delivered', 'read'],
    ['sent', 'read'],
    ['queued', 'read'],
  ];
  const backward: [MessageStatus, MessageStatus][] = [
    ['read', 'delivered'],
    ['delivered', 'sent'],
    ['sent', 'queued'],
    ['read', 'read'],
  ];

  it('only moves forward; any outbound status may end as failed, which is final', () => {
    for (const [a, b] of forward) expect(canMoveStatus(a, b), `${a}→${b}`).toBe(true);
    for (const [a, b] of backward) expect(canMoveStatus(a, b), `${a}→${b}`).toBe(false);
    for (const a of ['queued', 'sent', 'delivered', 'read'] as const) expect(canMoveStatus(a, 'failed')).toBe(true);
    for (const b of ['queued', 'sent', 'delivered', 'read'] as const) expect(canMoveStatus('failed', b)).toBe(false);
  });

  it('an inbound message stays received', () => {
    for (const b of ['sent', 'delivered', 'read', 'failed'] as const) expect(canMoveStatus('received', b)).toBe(false);
    expect(canMoveStatus('sent', 'received')).toBe(false);
  });
});
