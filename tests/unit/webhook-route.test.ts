import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signWebhook } from '@/lib/demo-clinic/webhooks';
import { MAX_WEBHOOK_BYTES, SeenEvents } from '@/lib/webhooks/intake';
import type { SiteConfig } from '@/lib/config/parse-env';

/** The webhook route attacked: unsigned events in live mode, a chunked body with no length, a replayed event, ids made to break log lines. */
const cfg: Partial<SiteConfig> = {};
vi.mock('@/lib/config/server', () => ({ config: () => cfg }));

const SECRET = 'whsec_route_test_0123456789';
const event = (id: string, leadId = 'lead_1') => JSON.stringify({ id, type: 'lead.created', data: { leadId } });
const post = (raw: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/webhooks/clinic', {
    method: 'POST',
    body: raw,
    headers,
    ...(typeof raw === 'string' ? {} : { duplex: 'half' }),
  } as RequestInit);
const signedPost = (raw: string) =>
  post(raw, { 'x-demo-signature': signWebhook(SECRET, raw, Math.floor(Date.now() / 1000)) });

let logs: string[] = [];
beforeEach(() => {
  Object.assign(cfg, { mode: 'live', webhookSecret: null, webhookAllowUnsigned: false });
  logs = [];
  vi.spyOn(console, 'info').mockImplementation((m: string) => void logs.push(m));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const route = () => import('@/app/api/webhooks/clinic/route.server');

describe('live mode', () => {
  it('refuses an unsigned event while no secret is configured, and handles nothing', async () => {
    const { POST } = await route();
    const res = await POST(post(event('evt_unsigned_1')));
    expect(res.status).toBe(401);
    expect(logs).toEqual([]);
  });

  it('accepts unsigned events only when the agency allows them explicitly', async () => {
    cfg.webhookAllowUnsigned = true;
    const { POST } = await route();
    expect((await POST(post(event('evt_allowed_1')))).status).toBe(200);
    expect(logs.filter((l) => l.includes('evt_allowed_1'))).toHaveLength(1);
  });

  it('with a secret: an unsigned or wrongly signed event is refused', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    expect((await POST(post(event('evt_x')))).status).toBe(401);
    expect(
      (
        await POST(
          post(event('evt_x'), {
            'x-demo-signature': signWebhook('other', event('evt_x'), Math.floor(Date.now() / 1000)),
          }),
        )
      ).status,
    ).toBe(401);
    expect(logs).toEqual([]);
  });
});

describe('the body', () => {
  it('a chunked body over the cap, with no Content-Length, is cut off at the cap and answered 413', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    const chunk = new Uint8Array(16 * 1024).fill(0x61);
    const total = 64; // 1 MiB offered
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled++ >= total) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const req = post(stream);
    expect(req.headers.has('content-length')).toBe(false);
    const res = await POST(req);
    expect(res.status).toBe(413);
    // Read up to the cap (plus the stream's read-ahead), never the whole megabyte.
    expect(pulled * chunk.byteLength).toBeLessThan(MAX_WEBHOOK_BYTES + 4 * chunk.byteLength);
  });
});

describe('replays and ids', () => {
  it('a repeated event id is acknowledged but handled once', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    const raw = event('evt_replayed_1');
    const first = await POST(signedPost(raw));
    const second = await POST(signedPost(raw));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toMatchObject({ duplicate: true });
    expect(logs.filter((l) => l.includes('evt_replayed_1'))).toHaveLength(1);
  });

  it('a captured delivery without an event id (the API promises none), replayed, is handled once', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    const raw = JSON.stringify({ type: 'lead.created', data: { leadId: 'lead_noid_7' } });
    const signature = signWebhook(SECRET, raw, Math.floor(Date.now() / 1000));
    const first = await POST(post(raw, { 'x-demo-signature': signature }));
    const replay = await POST(post(raw, { 'x-demo-signature': signature }));
    expect([first.status, replay.status]).toEqual([200, 200]);
    expect(await replay.json()).toMatchObject({ duplicate: true });
    expect(logs.filter((l) => l.includes('lead_noid_7'))).toHaveLength(1);
    // The sender's own retry is signed anew (another second), and is handled.
    const retry = await POST(
      post(raw, { 'x-demo-signature': signWebhook(SECRET, raw, Math.floor(Date.now() / 1000) - 2) }),
    );
    expect(await retry.json()).not.toMatchObject({ duplicate: true });
  });

  it('the signature is checked over the bytes as sent: a body with a byte-order mark verifies', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    const json = Buffer.from(JSON.stringify({ id: 'evt_bom_1', type: 'lead.created', data: { leadId: 'lead_bom_1' } }));
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), json]);
    const t = Math.floor(Date.now() / 1000);
    const v1 = createHmac('sha256', SECRET).update(`${t}.`).update(bytes).digest('hex');
    const res = await POST(
      new Request('http://site.test/api/webhooks/clinic', {
        method: 'POST',
        body: bytes,
        headers: { 'x-demo-signature': `t=${t},v1=${v1}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(logs.filter((l) => l.includes('lead_bom_1'))).toHaveLength(1);
  });

  it('ids that could forge a log line are refused before anything is logged', async () => {
    cfg.webhookSecret = SECRET;
    const { POST } = await route();
    for (const raw of [
      event('evt_1\n[webhook] lead.created event=forged'),
      event('evt_ok_2', 'lead_1\r\nforged'),
      event('x'.repeat(201)),
    ]) {
      expect((await POST(signedPost(raw))).status).toBe(400);
    }
    expect(logs).toEqual([]);
  });

  it('the store of seen ids stays bounded and forgets after its window', () => {
    let now = 0;
    const seen = new SeenEvents(600_000, 100, () => now);
    for (let i = 0; i < 10_000; i++) seen.claim(`evt_${i}`);
    expect(seen.size).toBeLessThanOrEqual(100);
    expect(seen.claim('evt_9999')).toBe(false);
    now = 600_001;
    expect(seen.claim('evt_9999')).toBe(true);
  });
});
