import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { call, rateLimitHeaders, startReceiver } from '../support/api-call';
import { ClinicClient } from '@/lib/clinic-api/client';
import { getConversation, listConversations, listMessages, sendMessage } from '@/lib/clinic-api/conversations';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { emptyConversationCopy, syncConversations } from '@/lib/clinic-api/sync';
import type { Conversation } from '@/lib/clinic-api/schemas';
import { DEFAULT_KEYS } from '@/lib/demo-clinic/keys';
import { verifySignature } from '@/lib/webhooks/signature';

/** POST /conversations/{id}/messages with the inbox rules, receipts, patient messages and the webhook events. */

const SECRET = 'test-webhook-secret';
let demo: Awaited<ReturnType<typeof startDemo>>;
let hook: Awaited<ReturnType<typeof startReceiver>>;
let all: Conversation[];
const readOnlyKey = DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 1)!.key;
const byName = (name: string) => all.find((c) => c.lead.name === name)!;
const send = (id: string, body: unknown, key = demo.key) =>
  call(demo.baseUrl, `/conversations/${id}/messages`, { key, body });
const control = (op: string, body: unknown) => call(demo.origin, `/__demo/${op}`, { body });
const messageCount = async (id: string) => (await listMessages(demo.client, id, { limit: 100 })).messages.length;
const events = async () =>
  (await call(demo.origin, '/__demo/webhooks')).body.events as {
    id: string;
    type: string;
    data: Record<string, string>;
    delivery: string;
  }[];
const audit = async () => (await call(demo.origin, '/__demo/audit')).body.audit as { action: string; ids: string[] }[];

beforeAll(async () => {
  hook = await startReceiver();
  demo = await startDemo({ webhookUrl: hook.url });
  await control('webhook', { secret: SECRET });
  all = (await listConversations(demo.client, { limit: 100 })).conversations;
});
afterAll(async () => {
  await demo.close();
  await hook.close();
});

describe('POST /conversations/{id}/messages', () => {
  it('sends text: 201 with status sent, stored first in the conversation, updatedAt moved, message.sent signed and delivered', async () => {
    const anna = byName('Anna Kowalska');
    const a = await send(anna.id, { channel: 'whatsapp', text: '  Dzień dobry, oddzwonimy o 16:00.  ' });
    expect(a.status).toBe(201);
    expect(rateLimitHeaders(a.headers).remaining).toEqual(expect.any(String));
    const message = a.body.message as Record<string, unknown>;
    expect(message).toMatchObject({
      conversationId: anna.id,
      channel: 'whatsapp',
      direction: 'outbound',
      status: 'sent',
      text: 'Dzień dobry, oddzwonimy o 16:00.',
      subject: null,
      deliveredAt: null,
      readAt: null,
    });
    expect(message.sentAt).toBe(message.createdAt);
    expect((await listMessages(demo.client, anna.id, { limit: 1 })).messages[0]!.id).toBe(message.id);
    const after = (await getConversation(demo.client, anna.id)).conversation;
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(anna.updatedAt));
    expect(after).toMatchObject({ lastChannel: 'whatsapp', lastMessageAt: message.createdAt });

    const event = (await events()).find((e) => e.type === 'message.sent' && e.data.messageId === message.id)!;
    expect(event).toMatchObject({
      delivery: 'delivered',
      data: { conversationId: anna.id, leadId: anna.lead.id, messageId: message.id },
    });
    const got = hook.received.find((r) => r.body.includes(String(message.id)))!;
    expect(got.headers['x-demo-event']).toBe('message.sent');
    expect(verifySignature(SECRET, got.body, String(got.headers['x-demo-signature']))).toEqual({ ok: true });
    // Identifiers only: no patient data travels in the event.
    expect(got.body).not.toMatch(/Anna|Kowalska|oddzwonimy|234 567/);
  });

  it('sends a template, filled in for the patient, on a channel it is meant for', async () => {
    const anna = await getConversation(demo.client, byName('Anna Kowalska').id);
    const anyChannel = anna.templates.find((t) => t.channels === null)!;
    const message = await sendMessage(demo.client, anna.conversation.id, {
      channel: 'email',
      templateId: anyChannel.id,
    });
    expect(message.text).toBe(anyChannel.text);
    expect(message.subject).toEqual(expect.any(String));
    const narrow = anna.templates.find((t) => t.channels && !t.channels.includes('chat'))!;
    const a = await send(anna.conversation.id, { channel: 'chat', templateId: narrow.id });
    expect(a.status).toBe(409);
    // Both reason codes of a template: a refusal is a 409 with the reason as its code.
    expect(
      (await send(anna.conversation.id, { channel: 'sms', templateId: narrow.id.replace(/.$/, 'X') })).body.code,
    ).toBe('template_not_found');
    expect(a.body.code).toBe('template_channel');
  });

  it('a template goes out on WhatsApp after the 24-hour window, free text does not', async () => {
    const krzysztof = byName('Krzysztof Kozłowski');
    const detail = await getConversation(demo.client, krzysztof.id);
    expect(detail.channels.find((c) => c.channel === 'whatsapp')!.reason).toBe('wa_window_closed');
    const before = await messageCount(krzysztof.id);
    const text = await send(krzysztof.id, { channel: 'whatsapp', text: 'Dzień dobry' });
    expect(text.status).toBe(409);
    expect(text.body.code).toBe('wa_window_closed');
    expect(await messageCount(krzysztof.id)).toBe(before);
    const reminder = detail.templates.find((t) => t.channels?.includes('whatsapp'))!;
    expect((await send(krzysztof.id, { channel: 'whatsapp', templateId: reminder.id })).status).toBe(201);
  });

  it('an SMS carries the first 480 characters; text is 1..4000 characters after trimming', async () => {
    const piotr = byName('Piotr Nowak');
    const long = `${'Informacja dla pacjenta. '.repeat(30)}`.slice(0, 600);
    const sms = await sendMessage(demo.client, piotr.id, { channel: 'sms', text: long });
    expect(sms.text).toBe(long.trim().slice(0, 480));
    const max = await send(piotr.id, { channel: 'sms', text: `  ${'x'.repeat(4000)}  ` });
    expect(max.status).toBe(201);
    for (const text of ['x'.repeat(4001), '   ', '', 42]) {
      const a = await send(piotr.id, { channel: 'sms', text });
      expect(a.status, String(text).slice(0, 10)).toBe(400);
      expect(a.body.code).toBe('invalid_body');
    }
  });

  it('400 invalid_body for text and templateId together, neither, or no known channel; 400 invalid_json for a non-JSON body', async () => {
    const id = byName('Piotr Nowak').id;
    const before = await messageCount(id);
    for (const body of [
      { channel: 'sms', text: 'a', templateId: 'b' },
      { channel: 'sms' },
      { text: 'a' },
      { channel: 'fax', text: 'a' },
      ['sms'],
      'tekst',
    ]) {
      const a = await send(id, body);
      expect(a.status, JSON.stringify(body)).toBe(400);
      expect(a.body.code).toBe('invalid_body');
      expect(rateLimitHeaders(a.headers).limit).toBe('120');
    }
    const notJson = await call(demo.baseUrl, `/conversations/${id}/messages`, {
      key: demo.key,
      raw: '{channel:',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('invalid_json');
    expect(await messageCount(id)).toBe(before);
  });

  it('refuses with 409 and the channel’s reason code, and sends nothing', async () => {
    const cases: [string, string, string][] = [
      ['Michał Lewandowski', 'sms', 'opted_out'],
      ['Michał Lewandowski', 'email', 'opted_out'],
      ['Anna Kowalska', 'chat', 'chat_not_started'],
      ['Piotr Nowak', 'email', 'no_email'],
      ['Magdalena Wiśniewska', 'sms', 'no_phone'],
      ['Magdalena Wiśniewska', 'instagram', 'ig_window_closed'],
      ['Anna Kowalska', 'instagram', 'ig_no_user_id'],
    ];
    const sentBefore = (await events()).filter((e) => e.type === 'message.sent').length;
    for (const [name, channel, code] of cases) {
      const id = byName(name).id;
      const before = await messageCount(id);
      const a = await send(id, { channel, text: 'Dzień dobry' });
      expect(a.status, `${name} ${channel}`).toBe(409);
      expect(a.body.code).toBe(code);
      expect(a.body.error).toEqual(expect.any(String));
      expect(await messageCount(id)).toBe(before);
    }
    expect((await events()).filter((e) => e.type === 'message.sent').length).toBe(sentBefore);
  });

  it('502 send_failed with retryable when the provider refuses: stored as unsent, no message.sent', async () => {
    const tomasz = byName('Tomasz Wójcik');
    await control('inbox-switches', { failNextSend: true });
    const err = await sendMessage(demo.client, tomasz.id, { channel: 'chat', text: 'Tak, w soboty do 14:00.' }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 502, code: 'send_failed' });
    expect((err as ClinicApiError).body?.retryable).toBe(true);
    const newest = (await listMessages(demo.client, tomasz.id, { limit: 1 })).messages[0]!;
    expect(newest).toMatchObject({ status: 'failed', sentAt: null, text: 'Tak, w soboty do 14:00.' });
    expect((await events()).some((e) => e.data.messageId === newest.id)).toBe(false);
    // The caller decides to send again; the next attempt goes out.
    expect(
      (await sendMessage(demo.client, tomasz.id, { channel: 'chat', text: 'Tak, w soboty do 14:00.' })).status,
    ).toBe('sent');
  });

  it('403 missing_scope naming conversations:write for a key that may only read; nothing is sent', async () => {
    const id = byName('Anna Kowalska').id;
    const before = await messageCount(id);
    const a = await send(id, { channel: 'sms', text: 'Dzień dobry' }, readOnlyKey);
    expect(a.status).toBe(403);
    expect(a.body).toMatchObject({ code: 'missing_scope', scope: 'conversations:write' });
    expect(rateLimitHeaders(a.headers).limit).toBe('120');
    expect(await messageCount(id)).toBe(before);
    const err = await sendMessage(new ClinicClient({ baseUrl: demo.baseUrl, apiKey: readOnlyKey }), id, {
      channel: 'sms',
      text: 'x',
    }).catch((e: unknown) => e);
    expect((err as ClinicApiError).body?.scope).toBe('conversations:write');
  });

  it('every send attempt is audit-logged with its outcome', async () => {
    const id = byName('Piotr Nowak').id;
    await send(id, { channel: 'email', text: 'x' });
    await send(id, { channel: 'sms', text: 'a', templateId: 'b' });
    const ok = await sendMessage(demo.client, id, { channel: 'sms', text: 'Do zobaczenia w czwartek.' });
    const tail = (await audit()).slice(-3);
    expect(tail.map((e) => e.action)).toEqual([
      'message.send.refused.no_email',
      'message.send.invalid_body',
      'message.send.sent',
    ]);
    expect(tail[2]!.ids).toEqual([id, ok.id]);
  });
});

describe('receipts, patient messages and updated_since', () => {
  it('a delivery receipt moves the status forward only, and does not change updatedAt', async () => {
    const id = byName('Piotr Nowak').id;
    const msg = await sendMessage(demo.client, id, { channel: 'sms', text: 'Potwierdzamy termin.' });
    const before = (await getConversation(demo.client, id)).conversation.updatedAt;
    await new Promise((r) => setTimeout(r, 5));
    expect((await control('receipt', { messageId: msg.id, status: 'delivered' })).status).toBe(200);
    expect((await control('receipt', { messageId: msg.id, status: 'sent' })).status).toBe(409);
    expect((await control('receipt', { messageId: msg.id, status: 'read' })).status).toBe(200);
    expect((await control('receipt', { messageId: msg.id, status: 'delivered' })).status).toBe(409);
    const stored = (await listMessages(demo.client, id, { limit: 1 })).messages[0]!;
    expect(stored).toMatchObject({
      id: msg.id,
      status: 'read',
      deliveredAt: expect.any(String),
      readAt: expect.any(String),
    });
    expect((await getConversation(demo.client, id)).conversation.updatedAt).toBe(before);
  });

  it('a patient message reopens a closed conversation, is on the first page, and fires message.received', async () => {
    const kasia = byName('Katarzyna Kamińska');
    expect(kasia.status).toBe('closed');
    const a = await control('inbound', {
      conversationId: kasia.id,
      channel: 'email',
      subject: 'Pytanie',
      text: 'Czy mogę przesunąć wizytę?',
    });
    expect(a.status).toBe(201);
    const after = (await getConversation(demo.client, kasia.id)).conversation;
    expect(after).toMatchObject({ status: 'open', lastChannel: 'email', unreadCount: kasia.unreadCount + 1 });
    expect(after.lastInboundAt).toBe(after.lastMessageAt);
    const first = (await listMessages(demo.client, kasia.id)).messages[0]!;
    expect(first).toMatchObject({
      id: a.body.messageId,
      direction: 'inbound',
      status: 'received',
      readAt: null,
      subject: 'Pytanie',
    });
    const event = (await events()).find((e) => e.id === a.body.eventId)!;
    expect(event).toMatchObject({
      type: 'message.received',
      delivery: 'delivered',
      data: { conversationId: kasia.id, messageId: first.id, leadId: kasia.lead.id },
    });
  });

  it('a new patient on the chat becomes a chat lead; on another channel an inbound lead', async () => {
    const chat = await control('inbound', {
      channel: 'chat',
      text: 'Dzień dobry, ile kosztuje przegląd?',
      name: 'Ola',
    });
    const detail = await getConversation(demo.client, String(chat.body.conversationId));
    expect(detail.conversation.lead).toMatchObject({
      source: 'chat',
      message: 'Dzień dobry, ile kosztuje przegląd?',
      name: 'Ola',
    });
    expect(detail.channels.find((c) => c.channel === 'chat')!.available).toBe(true);
    expect((await listMessages(demo.client, detail.conversation.id)).messages).toEqual([]);
    const sms = await control('inbound', { channel: 'sms', text: 'Proszę o kontakt', phone: '+48 600 700 800' });
    const smsLead = (await getConversation(demo.client, String(sms.body.conversationId))).conversation.lead;
    expect(smsLead).toMatchObject({ source: 'inbound', message: null, phone: '+48 600 700 800' });
    expect((await events()).find((e) => e.id === sms.body.eventId)?.type).toBe('message.received');
  });

  it('a local copy kept with updated_since sees messages, reads, closing and lead changes, but not receipts', async () => {
    const copy = emptyConversationCopy();
    await syncConversations(demo.client, copy);
    // The ids whose updatedAt the sync moved. The stored start is the API's Date less a few seconds (its clock, in
    // whole seconds), so a conversation changed just before may be listed again unchanged: that is not a change.
    const next = async () => {
      await new Promise((r) => setTimeout(r, 5));
      const before = new Map(Object.values(copy.conversations).map((c) => [c.id, c.updatedAt]));
      const ids: string[] = [];
      await syncConversations(demo.client, copy, {
        onPage: ({ page }) => void ids.push(...page.filter((c) => before.get(c.id) !== c.updatedAt).map((c) => c.id)),
      });
      return ids;
    };
    expect(await next()).toEqual([]);
    const zofia = byName('Zofia Dąbrowska');
    const msg = await sendMessage(demo.client, zofia.id, { channel: 'whatsapp', text: 'Zapraszamy dziś o 15:00.' });
    expect(await next()).toEqual([zofia.id]);
    await control('receipt', { messageId: msg.id, status: 'delivered' });
    expect(await next()).toEqual([]);
    await control('inbox', { conversationId: zofia.id, action: 'read' });
    expect(await next()).toEqual([zofia.id]);
    expect(copy.conversations[zofia.id]!.unreadCount).toBe(0);
    await control('inbox', { conversationId: zofia.id, action: 'close' });
    expect(await next()).toEqual([zofia.id]);
    expect(copy.conversations[zofia.id]!.status).toBe('closed');
    await control('inbox', { conversationId: zofia.id, action: 'stage', stage: 'scheduled' });
    expect(await next()).toEqual([zofia.id]);
    expect(copy.conversations[zofia.id]!.lead.stage).toBe('scheduled');
  });
});
