import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo } from '../support/demo-server';
import { call, rateLimitHeaders } from '../support/api-call';
import { getConversation, listConversations, listMessages } from '@/lib/clinic-api/conversations';
import { allConversations, allMessages } from '@/lib/clinic-api/sync';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { ClinicClient } from '@/lib/clinic-api/client';
import { CHANNELS, type Conversation } from '@/lib/clinic-api/schemas';
import { DEFAULT_KEYS } from '@/lib/demo-clinic/keys';

/** GET /conversations, GET /conversations/{id}, GET /conversations/{id}/messages against the demo over HTTP. */

let demo: Awaited<ReturnType<typeof startDemo>>;
let all: Conversation[];
const KEY = {
  readOnly: DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 1)!.key,
  noScope: DEFAULT_KEYS.find((k) => k.clinicId === 'demo' && k.scopes.length === 0)!.key,
  other: DEFAULT_KEYS.find((k) => k.clinicId === 'other')!.key,
};
const get = (path: string, key: string | null = demo.key) => call(demo.baseUrl, path, { key });
const byName = (name: string) => all.find((c) => c.lead.name === name)!;
const activity = (c: Conversation) => Date.parse(c.lastMessageAt ?? c.createdAt);

beforeAll(async () => {
  demo = await startDemo();
  all = (await listConversations(demo.client, { limit: 100 })).conversations;
});
afterAll(() => demo.close());

function expectKeyed(
  a: { status: number; headers: Headers },
  status: number,
  code?: string,
  body?: Record<string, unknown>,
) {
  expect(a.status).toBe(status);
  if (code) expect(body?.code).toBe(code);
  const rl = rateLimitHeaders(a.headers);
  expect(rl.limit).toBe('120');
  expect(Number(rl.remaining)).toBeGreaterThanOrEqual(0);
  expect(Number(rl.reset)).toBeGreaterThan(0);
}

describe('GET /conversations', () => {
  it('lists the clinic’s conversations, newest activity first, no-store, with RateLimit headers', async () => {
    const a = await get('/conversations');
    expectKeyed(a, 200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.body.nextCursor).toBeNull();
    expect(all.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < all.length; i++) expect(activity(all[i - 1]!)).toBeGreaterThanOrEqual(activity(all[i]!));
    // Every channel appears as the newest message somewhere, and one conversation has no message yet.
    expect(new Set(all.map((c) => c.lastChannel))).toEqual(new Set([...CHANNELS, null]));
    expect(all.find((c) => c.lastChannel === null)).toMatchObject({
      lastMessageAt: null,
      lastInboundAt: null,
      unreadCount: 0,
    });
    // Another clinic's patients and archived leads never appear.
    expect(all.some((c) => c.lead.name === 'Barbara Jankowska' || c.lead.name === 'Ewa Zielińska')).toBe(false);
  });

  it('filters by status, channel of the newest message, and updated_since (at or after)', async () => {
    const closed = await listConversations(demo.client, { status: 'closed' });
    expect(closed.conversations.length).toBeGreaterThan(0);
    expect(closed.conversations.every((c) => c.status === 'closed')).toBe(true);
    expect(
      closed.conversations.length + (await listConversations(demo.client, { status: 'open' })).conversations.length,
    ).toBe(all.length);
    for (const channel of CHANNELS) {
      const page = await listConversations(demo.client, { channel });
      expect(page.conversations.map((c) => c.id).sort()).toEqual(
        all
          .filter((c) => c.lastChannel === channel)
          .map((c) => c.id)
          .sort(),
      );
    }
    const times = all.map((c) => c.updatedAt).sort();
    const middle = times[Math.floor(times.length / 2)]!;
    const since = await listConversations(demo.client, { updatedSince: middle });
    expect(since.conversations.map((c) => c.id).sort()).toEqual(
      all
        .filter((c) => Date.parse(c.updatedAt) >= Date.parse(middle))
        .map((c) => c.id)
        .sort(),
    );
    expect(
      (await listConversations(demo.client, { updatedSince: new Date(Date.now() + 60_000) })).conversations,
    ).toEqual([]);
  });

  it('the primary location also takes conversations of unknown location; another location only its own', async () => {
    const primary = await listConversations(demo.client, { location: 'loc_centrum' });
    const branch = await listConversations(demo.client, { location: 'loc_kazimierz' });
    expect(branch.conversations.length).toBeGreaterThan(0);
    expect(branch.conversations.every((c) => c.lead.locationId === 'loc_kazimierz')).toBe(true);
    expect(primary.conversations.every((c) => c.lead.locationId === 'loc_centrum' || c.lead.locationId === null)).toBe(
      true,
    );
    expect(primary.conversations.some((c) => c.lead.locationId === null)).toBe(true);
    expect(primary.conversations.length + branch.conversations.length).toBe(all.length);
  });

  it('pages with a cursor: every conversation once, the last page’s cursor null', async () => {
    const first = await listConversations(demo.client, { limit: 3 });
    expect(first.conversations).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const ids: string[] = [];
    for await (const c of allConversations(demo.client, { limit: 2 })) ids.push(c.id);
    expect(ids).toEqual(all.map((c) => c.id));
  });

  it('400 invalid_query for an unknown channel, a limit outside 1..100 and other malformed parameters', async () => {
    for (const q of [
      'channel=fax',
      'limit=0',
      'limit=101',
      'limit=abc',
      'status=archived',
      'updated_since=wczoraj',
      'cursor=nie-kursor',
    ]) {
      const a = await get(`/conversations?${q}`);
      expectKeyed(a, 400, 'invalid_query', a.body);
      expect(a.body.error, q).toEqual(expect.any(String));
    }
    expect((await get('/conversations?limit=100')).status).toBe(200);
    expect((await get('/conversations?limit=1')).status).toBe(200);
  });
});

describe('GET /conversations/{id}', () => {
  it('answers the conversation, the five channel states in the fixed order, and the templates filled in', async () => {
    const anna = byName('Anna Kowalska');
    const a = await get(`/conversations/${anna.id}`);
    expectKeyed(a, 200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    const detail = await getConversation(demo.client, anna.id);
    expect(detail.conversation).toEqual(anna);
    expect(detail.channels.map((c) => c.channel)).toEqual([...CHANNELS]);
    expect(Object.fromEntries(detail.channels.map((c) => [c.channel, c.reason]))).toEqual({
      email: null,
      sms: null,
      whatsapp: null,
      instagram: 'ig_no_user_id',
      chat: 'chat_not_started',
    });
    for (const c of detail.channels) expect(c.available).toBe(c.reason === null);
    expect(detail.templates.length).toBeGreaterThan(0);
    for (const t of detail.templates) expect(t.text).toMatch(/^Dzień dobry Anna,/);
    expect(detail.templates.some((t) => t.channels === null)).toBe(true);
  });

  it('shows the reasons a send would get: opt-outs, missing contact data, closed windows', async () => {
    const reasons = async (name: string) =>
      Object.fromEntries(
        (await getConversation(demo.client, byName(name).id)).channels.map((c) => [c.channel, c.reason]),
      );
    expect(await reasons('Michał Lewandowski')).toMatchObject({
      email: 'opted_out',
      sms: 'opted_out',
      whatsapp: 'opted_out',
    });
    expect(await reasons('Piotr Nowak')).toMatchObject({ email: 'no_email', sms: null, whatsapp: 'wa_window_closed' });
    expect(await reasons('Magdalena Wiśniewska')).toMatchObject({ sms: 'no_phone', instagram: 'ig_window_closed' });
    expect(await reasons('Tomasz Wójcik')).toMatchObject({ chat: null });
  });

  it('the other clinic sees its own conversation with its own set-up, and no templates', async () => {
    const other = await call(demo.baseUrl, '/conversations', { key: KEY.other });
    const list = other.body.conversations as Conversation[];
    expect(list.map((c) => c.lead.name)).toEqual(['Barbara Jankowska']);
    const detail = await call(demo.baseUrl, `/conversations/${list[0]!.id}`, { key: KEY.other });
    expect(detail.body.templates).toEqual([]);
    expect((detail.body.channels as { reason: string }[]).map((c) => c.reason)).toEqual([
      'no_email',
      null,
      'meta_platform_disabled',
      'meta_platform_disabled',
      'chat_not_started',
    ]);
  });
});

describe('GET /conversations/{id}/messages', () => {
  it('newest first, paged to older messages, the cursor null at the first message', async () => {
    const krzysztof = byName('Krzysztof Kozłowski');
    const a = await get(`/conversations/${krzysztof.id}/messages`);
    expectKeyed(a, 200);
    expect(a.headers.get('cache-control')).toBe('no-store');
    const page = await listMessages(demo.client, krzysztof.id);
    expect(page.nextCursor).toBeNull();
    const times = page.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(page.messages[0]!.createdAt).toBe(krzysztof.lastMessageAt);
    expect(new Set(page.messages.map((m) => m.direction))).toEqual(new Set(['inbound', 'outbound', 'outbound_echo']));
    expect(page.messages.find((m) => m.status === 'failed')).toMatchObject({ sentAt: null, channel: 'sms' });
    const one = await listMessages(demo.client, krzysztof.id, { limit: 1 });
    expect(one.messages).toHaveLength(1);
    expect(one.nextCursor).toEqual(expect.any(String));
    const walked = [];
    for await (const m of allMessages(demo.client, krzysztof.id, 1)) walked.push(m.id);
    expect(walked).toEqual(page.messages.map((m) => m.id));
  });

  it('shows e-mail subjects and attachments; a message can be attachments only', async () => {
    const kasia = (await listMessages(demo.client, byName('Katarzyna Kamińska').id)).messages;
    const withFiles = kasia.find((m) => m.attachments.length)!;
    expect(withFiles.subject).toEqual(expect.any(String));
    expect(withFiles.attachments[0]).toEqual({
      filename: expect.any(String),
      mime: expect.any(String),
      size: expect.any(Number),
    });
    const zofia = (await listMessages(demo.client, byName('Zofia Dąbrowska').id)).messages;
    expect(zofia.some((m) => m.text === null && m.attachments.length === 1)).toBe(true);
    expect(zofia.every((m) => m.subject === null)).toBe(true);
  });

  it('a chat lead’s first chat message is the enquiry: lead.message, not a message of the list', async () => {
    const tomasz = byName('Tomasz Wójcik');
    expect(tomasz.lead).toMatchObject({ source: 'chat', message: expect.stringContaining('dzieci') });
    const { messages } = await listMessages(demo.client, tomasz.id);
    expect(messages.some((m) => m.text === tomasz.lead.message)).toBe(false);
    expect(tomasz.unreadCount).toBe(messages.filter((m) => m.direction === 'inbound' && !m.readAt).length);
  });

  it('400 invalid_query for a limit outside 1..100', async () => {
    const id = all[0]!.id;
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'cursor=nie-kursor']) {
      const a = await get(`/conversations/${id}/messages?${q}`);
      expectKeyed(a, 400, 'invalid_query', a.body);
    }
  });
});

describe('scopes, switches and not_found', () => {
  it('403 missing_scope naming conversations:read on each read for a key without it', async () => {
    const id = all[0]!.id;
    for (const path of ['/conversations', `/conversations/${id}`, `/conversations/${id}/messages`]) {
      const a = await get(path, KEY.noScope);
      expectKeyed(a, 403, 'missing_scope', a.body);
      expect(a.body.scope).toBe('conversations:read');
    }
    expect((await get('/conversations', KEY.readOnly)).status).toBe(200);
    const err = await listConversations(new ClinicClient({ baseUrl: demo.baseUrl, apiKey: KEY.noScope })).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ClinicApiError);
    expect((err as ClinicApiError).body?.scope).toBe('conversations:read');
  });

  it('404 not_found for an unknown id, another clinic’s conversation, and an archived lead’s', async () => {
    const barbara = (
      (await call(demo.baseUrl, '/conversations', { key: KEY.other })).body.conversations as Conversation[]
    )[0]!;
    const piotr = byName('Piotr Nowak');
    const lead = demo.instance.store.leads.find((l) => l.id === piotr.lead.id)!;
    lead.archived = true;
    try {
      for (const id of ['conv_nope', barbara.id, piotr.id]) {
        for (const path of [`/conversations/${id}`, `/conversations/${id}/messages`]) {
          const a = await get(path);
          expectKeyed(a, 404, 'not_found', a.body);
        }
        const send = await call(demo.baseUrl, `/conversations/${id}/messages`, {
          key: demo.key,
          body: { channel: 'sms', text: 'Dzień dobry' },
        });
        expectKeyed(send, 404, 'not_found', send.body);
      }
      expect((await listConversations(demo.client, { limit: 100 })).conversations.some((c) => c.id === piotr.id)).toBe(
        false,
      );
    } finally {
      lead.archived = false;
    }
  });

  it('403 feature_disabled on the list when conversations are switched off for the clinic', async () => {
    await call(demo.origin, '/__demo/inbox-switches', { body: { conversationsEnabled: false } });
    try {
      const a = await get('/conversations');
      expectKeyed(a, 403, 'feature_disabled', a.body);
      expect((await call(demo.baseUrl, '/conversations', { key: KEY.other })).status).toBe(200);
    } finally {
      await call(demo.origin, '/__demo/inbox-switches', { body: { conversationsEnabled: true } });
    }
  });

  it('every read is written to the clinic’s audit log with the ids shown', async () => {
    const id = all[0]!.id;
    const page = await listConversations(demo.client, { limit: 2 });
    await getConversation(demo.client, id);
    const msgs = await listMessages(demo.client, id);
    const { audit } = (await call(demo.origin, '/__demo/audit')).body as {
      audit: { clinicId: string; action: string; ids: string[] }[];
    };
    const tail = audit.slice(-3);
    expect(tail[0]).toMatchObject({
      clinicId: 'demo',
      action: 'conversations.list',
      ids: page.conversations.map((c) => c.id),
    });
    expect(tail[1]).toMatchObject({ action: 'conversation.read', ids: [id] });
    expect(tail[2]).toMatchObject({ action: 'messages.read', ids: [id, ...msgs.messages.map((m) => m.id)] });
  });
});
