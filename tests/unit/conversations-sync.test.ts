import { describe, expect, it } from 'vitest';
import { ClinicClient, requestTransport } from '@/lib/clinic-api/client';
import { ClinicApiError } from '@/lib/clinic-api/errors';
import { listConversations, listMessages, sendMessage } from '@/lib/clinic-api/conversations';
import { emptyConversationCopy, iteratePages, syncConversations } from '@/lib/clinic-api/sync';
import type { Conversation } from '@/lib/clinic-api/schemas';
import { createDemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_API_KEY } from '@/lib/demo-clinic/keys';

type Handler = (url: URL, req: Request) => Response | Promise<Response>;

/** A client whose transport is `handler`, recording every request it sends. */
function fake(handler: Handler) {
  const seen: Request[] = [];
  const client = new ClinicClient({
    baseUrl: 'https://clinic.example/api/v1',
    apiKey: 'sk_test',
    readRetries: 0,
    transport: requestTransport(async (req) => {
      seen.push(req.clone());
      return handler(new URL(req.url), req);
    }),
  });
  return { client, seen };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function conv(id: string, updatedAt: string): Conversation {
  return {
    id,
    status: 'open',
    lastChannel: 'sms',
    lastMessageAt: updatedAt,
    lastInboundAt: null,
    unreadCount: 0,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt,
    lead: {
      id: `lead_${id}`,
      name: null,
      phone: null,
      email: null,
      message: null,
      source: 'form',
      stage: 'new',
      locationId: null,
      createdAt: '2026-01-01T00:00:00Z',
    },
  };
}

describe('conversation helpers', () => {
  it('send every filter as the API names it, a Date as ISO 8601', async () => {
    const { client, seen } = fake(() => json({ conversations: [], nextCursor: null }));
    await listConversations(client, {
      status: 'open',
      location: 'loc_1',
      channel: 'whatsapp',
      updatedSince: new Date('2026-02-03T04:05:06Z'),
      cursor: 'abc',
      limit: 10,
    });
    const q = new URL(seen[0]!.url).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      status: 'open',
      location: 'loc_1',
      channel: 'whatsapp',
      updated_since: '2026-02-03T04:05:06.000Z',
      cursor: 'abc',
      limit: '10',
    });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer sk_test');
  });

  it('refuse a page size outside 1..100 before spending a request', async () => {
    const { client, seen } = fake(() => json({ messages: [], nextCursor: null }));
    for (const limit of [0, 101, 2.5]) {
      expect(() => listConversations(client, { limit })).toThrow(RangeError);
      expect(() => listMessages(client, 'c1', { limit })).toThrow(RangeError);
    }
    expect(seen).toHaveLength(0);
  });

  it('send text or a template, never both; the text trimmed; a failed send is not repeated', async () => {
    const { client, seen } = fake(() =>
      json({ error: 'Dostawca nie przyjął', code: 'send_failed', retryable: true }, 502),
    );
    await expect(sendMessage(client, 'c1', { channel: 'sms', text: 'a', templateId: 't' } as never)).rejects.toThrow();
    await expect(sendMessage(client, 'c1', { channel: 'sms', text: '   ' })).rejects.toThrow();
    expect(seen).toHaveLength(0);
    const err = await sendMessage(client, 'c/1', { channel: 'sms', text: '  Dzień dobry  ' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect((err as ClinicApiError).code).toBe('send_failed');
    expect((err as ClinicApiError).body?.retryable).toBe(true);
    expect(seen).toHaveLength(1);
    expect(new URL(seen[0]!.url).pathname).toBe('/api/v1/conversations/c%2F1/messages');
    expect(await seen[0]!.json()).toEqual({ channel: 'sms', text: 'Dzień dobry' });
  });
});

describe('paging', () => {
  it('walks every page and stops at a null cursor', async () => {
    const pages: Record<string, { items: number[]; nextCursor: string | null }> = {
      start: { items: [1, 2], nextCursor: 'b' },
      b: { items: [3], nextCursor: null },
    };
    const got: number[] = [];
    for await (const p of iteratePages(async (c) => pages[c ?? 'start']!)) got.push(...p.items);
    expect(got).toEqual([1, 2, 3]);
  });

  it('refuses a cursor that repeats instead of looping forever', async () => {
    const walk = async () => {
      for await (const _ of iteratePages(async () => ({ items: [1], nextCursor: 'same' }))) void _;
    };
    await expect(walk()).rejects.toThrow(/twice/);
  });
});

describe('syncConversations', () => {
  /** A fake API over `data`, paging two at a time, honouring updated_since, optionally failing on one cursor. */
  function api(data: Conversation[], failOn?: string) {
    return fake((url) => {
      const since = url.searchParams.get('updated_since');
      const list = data.filter((c) => !since || c.updatedAt >= since);
      const start = Number(url.searchParams.get('cursor') ?? 0);
      if (failOn !== undefined && url.searchParams.get('cursor') === failOn) return json({ error: 'boom' }, 500);
      const next = start + 2 < list.length ? String(start + 2) : null;
      return json({ conversations: list.slice(start, start + 2), nextCursor: next });
    });
  }

  it('stores the time the sync STARTED and asks for updated_since that time on the next run (no Date: local time less a minute)', async () => {
    const data = [
      conv('a', '2026-01-01T10:00:00Z'),
      conv('b', '2026-01-01T11:00:00Z'),
      conv('c', '2026-01-01T12:00:00Z'),
    ];
    const { client, seen } = api(data);
    const copy = emptyConversationCopy();
    let clock = Date.parse('2026-01-02T00:00:00Z');
    const now = () => new Date((clock += 1000)); // the clock moves on while pages are read
    const first = await syncConversations(client, copy, { now, limit: 2 });
    expect(first).toMatchObject({ changed: 3, pages: 2, resumed: false, since: null });
    expect(copy.sync).toEqual({ lastSyncStartedAt: '2026-01-01T23:59:01.000Z', pending: null });
    expect(new URL(seen[0]!.url).searchParams.has('updated_since')).toBe(false);

    // b changes after the first sync started: the second sync asks from the first one's start and gets it.
    data[1] = { ...conv('b', '2026-01-02T00:00:30Z'), status: 'closed' };
    seen.length = 0;
    const second = await syncConversations(client, copy, { now, limit: 2 });
    expect(new URL(seen[0]!.url).searchParams.get('updated_since')).toBe('2026-01-01T23:59:01.000Z');
    expect(second.changed).toBe(1);
    expect(copy.conversations.b!.status).toBe('closed');
    expect(Object.keys(copy.conversations).sort()).toEqual(['a', 'b', 'c']);
  });

  it("the start is on the API's clock: a local clock ahead of the demo's misses nothing", async () => {
    // The demo's clock is 10 minutes behind this machine's; its answers carry its own Date, as a server's do.
    let apiNow = Date.parse('2026-03-02T10:00:00Z');
    const local = () => new Date(apiNow + 10 * 60_000);
    const demo = createDemoInstance({ mediaOrigin: 'https://demo.example', now: () => apiNow });
    const client = new ClinicClient({
      baseUrl: 'https://demo.example/api/v1',
      apiKey: DEMO_API_KEY,
      readRetries: 0,
      transport: requestTransport(async (req) => {
        const res = await demo.handler(req);
        const headers = new Headers(res.headers);
        headers.set('date', new Date(apiNow).toUTCString());
        return new Response(res.body, { status: res.status, headers });
      }),
    });
    const copy = emptyConversationCopy();
    await syncConversations(client, copy, { now: local, limit: 100 });
    // The API's Date less 5 s, not this machine's time (10:10:00) less a minute.
    expect(copy.sync).toEqual({ lastSyncStartedAt: '2026-03-02T09:59:55.000Z', pending: null });

    // A minute later on the API's clock a message changes Anna's conversation: updatedAt 10:01, before this
    // machine's 10:10 start; the next sync must still get it.
    apiNow += 60_000;
    const anna = Object.values(copy.conversations).find((c) => c.lead.name === 'Anna Kowalska')!;
    await sendMessage(client, anna.id, { channel: 'whatsapp', text: 'Dzień dobry' });
    const second = await syncConversations(client, copy, { now: local, limit: 100 });
    expect(second.since).toBe('2026-03-02T09:59:55.000Z');
    expect(second.changed).toBeGreaterThanOrEqual(1);
    expect(copy.conversations[anna.id]!.updatedAt).toBe('2026-03-02T10:01:00.000Z');
  });

  it('an interrupted sync resumes from its cursor with the same since, and commits its own start time', async () => {
    const data = [
      conv('a', '2026-01-01T10:00:00Z'),
      conv('b', '2026-01-01T11:00:00Z'),
      conv('c', '2026-01-01T12:00:00Z'),
    ];
    const copy = emptyConversationCopy();
    copy.sync.lastSyncStartedAt = '2026-01-01T00:00:00.000Z';
    const saved: string[] = [];
    const failing = api(data, '2');
    await expect(
      syncConversations(failing.client, copy, {
        limit: 2,
        now: () => new Date('2026-01-05T00:00:00Z'),
        onPage: ({ copy: c }) => void saved.push(JSON.stringify(c.sync)),
      }),
    ).rejects.toBeInstanceOf(ClinicApiError);
    expect(copy.sync.pending).toEqual({
      startedAt: '2026-01-04T23:59:00.000Z',
      since: '2026-01-01T00:00:00.000Z',
      cursor: '2',
    });
    expect(copy.sync.lastSyncStartedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(saved).toHaveLength(1);

    const ok = api(data);
    const result = await syncConversations(ok.client, copy, { limit: 2, now: () => new Date('2026-01-06T00:00:00Z') });
    expect(result).toMatchObject({ resumed: true, changed: 1, since: '2026-01-01T00:00:00.000Z' });
    const q = new URL(ok.seen[0]!.url).searchParams;
    expect(q.get('cursor')).toBe('2');
    expect(q.get('updated_since')).toBe('2026-01-01T00:00:00.000Z');
    expect(copy.sync).toEqual({ lastSyncStartedAt: '2026-01-04T23:59:00.000Z', pending: null });
    expect(Object.keys(copy.conversations).sort()).toEqual(['a', 'b', 'c']);
  });

  it('a full sync starts over and drops what the API no longer lists', async () => {
    const copy = emptyConversationCopy();
    copy.conversations.gone = conv('gone', '2025-01-01T00:00:00Z');
    copy.sync.lastSyncStartedAt = '2026-01-01T00:00:00.000Z';
    const { client, seen } = api([conv('a', '2025-06-01T00:00:00Z')]);
    await syncConversations(client, copy, { full: true });
    expect(new URL(seen[0]!.url).searchParams.has('updated_since')).toBe(false);
    expect(Object.keys(copy.conversations)).toEqual(['a']);
  });
});
