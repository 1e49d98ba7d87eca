import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleWebhook } from '@/lib/webhooks/intake';
import { verifySignature } from '@/lib/webhooks/signature';
import type { WebhookEvent } from '@/lib/webhooks/handlers';
import { DEFAULT_DEMO_WEBHOOK_SECRET, signWebhook } from '@/lib/demo-clinic/webhooks';

const SECRET = 'whsec_test_1234567890';
const NOW = 1_767_225_600; // 2026-01-01T00:00:00Z

const body = (type: string, data: Record<string, unknown>, id = 'evt_1') =>
  JSON.stringify({ id, type, createdAt: '2026-01-01T00:00:00Z', data });
const signed = (raw: string, secret = SECRET, t = NOW) =>
  new Headers({ 'x-demo-signature': signWebhook(secret, raw, t) });

afterEach(() => vi.restoreAllMocks());

describe('the demo signature', () => {
  it('what the demo signs, the site verifies', () => {
    const raw = body('lead.created', { leadId: 'lead_1' });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW), NOW)).toEqual({ ok: true });
  });

  it('matches a known-answer vector computed outside this code', () => {
    // The raw body is spelled out, not built with JSON.stringify, so the vector cannot drift with the code. Computed with
    //   printf '%s' '1767225600.{"id":"evt_1","type":"lead.created","createdAt":"2026-01-01T00:00:00Z","data":{"leadId":"lead_1"}}' \
    //     | openssl dgst -sha256 -hmac 'whsec_test_1234567890'
    const raw = '{"id":"evt_1","type":"lead.created","createdAt":"2026-01-01T00:00:00Z","data":{"leadId":"lead_1"}}';
    const KNOWN = '727a9de1f6a15ecff0b4cfc909feefa580f89de76639c40febd394176274a71f';
    expect(signWebhook(SECRET, raw, NOW)).toBe(`t=${NOW},v1=${KNOWN}`);
    expect(verifySignature(SECRET, raw, `t=${NOW},v1=${KNOWN}`, NOW)).toEqual({ ok: true });
    expect(verifySignature(SECRET, raw, `t=${NOW},v1=${KNOWN.toUpperCase()}`, NOW)).toEqual({ ok: true });
    // One hex digit off, or the same MAC under another timestamp: refused.
    expect(verifySignature(SECRET, raw, `t=${NOW},v1=${KNOWN.slice(0, -1)}e`, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature(SECRET, raw, `t=${NOW + 1},v1=${KNOWN}`, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('the tolerance holds both ways: a timestamp more than 300 s in the future is refused like a stale one', () => {
    const raw = body('lead.created', { leadId: 'lead_1' });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW + 300), NOW)).toEqual({ ok: true });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW + 301), NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW + 86_400), NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW - 300), NOW)).toEqual({ ok: true });
  });

  it('refuses a missing, malformed, stale, tampered or wrongly keyed signature', () => {
    const raw = body('lead.created', { leadId: 'lead_1' });
    expect(verifySignature(SECRET, raw, null, NOW)).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(SECRET, raw, 'v1=abc', NOW)).toEqual({ ok: false, reason: 'malformed' });
    expect(verifySignature(SECRET, raw, signWebhook(SECRET, raw, NOW - 301), NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySignature(SECRET, raw + ' ', signWebhook(SECRET, raw, NOW), NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature(SECRET, raw, signWebhook(DEFAULT_DEMO_WEBHOOK_SECRET, raw, NOW), NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySignature(SECRET, raw, `t=${NOW},v1=zz`, NOW)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('accepts any of several v1 values (a secret being rotated)', () => {
    const raw = body('lead.created', { leadId: 'lead_1' });
    const good = signWebhook(SECRET, raw, NOW).split(',')[1];
    const old = signWebhook('old-secret', raw, NOW).split(',')[1];
    expect(verifySignature(SECRET, raw, `t=${NOW},${old},${good}`, NOW)).toEqual({ ok: true });
  });
});

describe('webhook intake', () => {
  const collect = () => {
    const got: WebhookEvent[] = [];
    const h = (e: WebhookEvent) => void got.push(e);
    return { got, handlers: { 'lead.created': h, 'message.sent': h, 'message.received': h } };
  };

  it('hands the three kinds to their handler with the ids', async () => {
    const { got, handlers } = collect();
    const cases = [
      body('lead.created', { leadId: 'lead_1' }),
      body('message.sent', { leadId: 'lead_1', conversationId: 'conv_1', messageId: 'msg_1', channel: 'sms' }),
      body('message.received', { leadId: 'lead_1', conversationId: 'conv_1', messageId: 'msg_2' }),
    ];
    for (const raw of cases)
      expect(await handleWebhook(raw, signed(raw), { secret: SECRET, nowSec: NOW, handlers })).toEqual({
        status: 200,
        body: { ok: true },
      });
    expect(got.map((e) => [e.type, e.leadId, e.conversationId, e.messageId])).toEqual([
      ['lead.created', 'lead_1', null, null],
      ['message.sent', 'lead_1', 'conv_1', 'msg_1'],
      ['message.received', 'lead_1', 'conv_1', 'msg_2'],
    ]);
  });

  it('reads ids from the top level too (the API does not say where they sit)', async () => {
    const { got, handlers } = collect();
    const raw = JSON.stringify({ type: 'lead.created', leadId: 'lead_9' });
    expect((await handleWebhook(raw, new Headers(), { secret: null, handlers })).status).toBe(200);
    expect(got[0]).toMatchObject({ id: null, leadId: 'lead_9' });
  });

  it('401 on a bad signature when a secret is set, and the handler never runs', async () => {
    const { got, handlers } = collect();
    const raw = body('lead.created', { leadId: 'lead_1' });
    expect((await handleWebhook(raw, new Headers(), { secret: SECRET, nowSec: NOW, handlers })).status).toBe(401);
    expect((await handleWebhook(raw, signed(raw, 'wrong'), { secret: SECRET, nowSec: NOW, handlers })).status).toBe(
      401,
    );
    expect(got).toHaveLength(0);
  });

  it('answers 200 and ignores kinds it does not know', async () => {
    const { got, handlers } = collect();
    const raw = body('appointment.cancelled', { appointmentId: 'a1' });
    expect(await handleWebhook(raw, signed(raw), { secret: SECRET, nowSec: NOW, handlers })).toEqual({
      status: 200,
      body: { ok: true, ignored: true },
    });
    const proto = body('constructor', {});
    expect((await handleWebhook(proto, signed(proto), { secret: SECRET, nowSec: NOW, handlers })).body).toMatchObject({
      ignored: true,
    });
    expect(got).toHaveLength(0);
  });

  it('400 for what is not an event, or a known kind without its ids', async () => {
    const { handlers } = collect();
    const opts = { secret: null, handlers };
    expect((await handleWebhook('not json', new Headers(), opts)).status).toBe(400);
    expect((await handleWebhook('[1]', new Headers(), opts)).status).toBe(400);
    expect((await handleWebhook('{"data":{}}', new Headers(), opts)).status).toBe(400);
    expect((await handleWebhook(body('message.sent', { leadId: 'l' }), new Headers(), opts)).status).toBe(400);
  });

  it('a failing handler answers 500 (the sender may retry), and the log names the event, not its data', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = body('lead.created', { leadId: 'lead_1' });
    const handlers = { 'lead.created': () => Promise.reject(new Error('Anna Kowalska +48 601 234 567')) };
    expect((await handleWebhook(raw, new Headers(), { secret: null, handlers })).status).toBe(500);
    expect(log.mock.calls.flat().join(' ')).not.toMatch(/Anna|601/);
  });

  it('the default handlers log only the kind and ids', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const raw = JSON.stringify({
      id: 'evt_7',
      type: 'message.received',
      data: { leadId: 'lead_1', conversationId: 'conv_1', messageId: 'msg_1', text: 'Boli mnie ząb' },
    });
    expect((await handleWebhook(raw, new Headers(), { secret: null })).status).toBe(200);
    expect(log).toHaveBeenCalledWith(
      '[webhook] message.received event=evt_7 lead=lead_1 conversation=conv_1 message=msg_1',
    );
  });
});

describe('webhook ids with no set alphabet', () => {
  // The contract's ids are strings with no set alphabet: refusing one with a 400 loses its event for good.
  const ODD = ['lead/123', 'a+b=', '6f1c 9', 'łódź-1', '550e8400-e29b-41d4-a716-446655440000', 'x'.repeat(200)];

  it('hands events whose ids hold / + = spaces or letters beyond ASCII to their handler, unchanged', async () => {
    const got: WebhookEvent[] = [];
    const h = (e: WebhookEvent) => void got.push(e);
    const handlers = { 'lead.created': h, 'message.sent': h, 'message.received': h };
    for (const id of ODD) {
      const lead = body('lead.created', { leadId: id }, id);
      expect(await handleWebhook(lead, signed(lead), { secret: SECRET, nowSec: NOW, handlers })).toEqual({
        status: 200,
        body: { ok: true },
      });
      const msg = body('message.received', { leadId: id, conversationId: id, messageId: id }, `m-${id}`.slice(0, 200));
      expect((await handleWebhook(msg, signed(msg), { secret: SECRET, nowSec: NOW, handlers })).status).toBe(200);
    }
    expect(got.filter((e) => e.type === 'lead.created').map((e) => [e.id, e.leadId])).toEqual(
      ODD.map((id) => [id, id]),
    );
    expect(got.filter((e) => e.type === 'message.received').map((e) => e.messageId)).toEqual(ODD);
  });

  it('still refuses ids that are blank, too long, not strings or hold control characters', async () => {
    const handlers = { 'lead.created': () => {} };
    for (const id of ['', '   ', 'x'.repeat(201), 'a\nb', 'a\u0000', 'a\u007f', 'a\u0085b', 12]) {
      expect(
        (
          await handleWebhook(JSON.stringify({ type: 'lead.created', data: { leadId: id } }), new Headers(), {
            secret: null,
            handlers,
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await handleWebhook(JSON.stringify({ id, type: 'lead.created', data: { leadId: 'l1' } }), new Headers(), {
            secret: null,
            handlers,
          })
        ).status,
      ).toBe(400);
    }
  });

  it('the default log line escapes such ids: one line, each id quoted, no raw separators or bidi controls', async () => {
    const log = vi.spyOn(console, 'info').mockImplementation(() => {});
    const raw = JSON.stringify({
      id: 'evt 1',
      type: 'message.received',
      data: { leadId: 'łódź-1', conversationId: 'a"b lead=x', messageId: 'm\u2028n\u202e' },
    });
    expect((await handleWebhook(raw, new Headers(), { secret: null })).status).toBe(200);
    expect(log).toHaveBeenCalledWith(
      '[webhook] message.received event="evt 1" lead="\\u0142\\u00f3d\\u017a-1" conversation="a\\"b lead=x" message="m\\u2028n\\u202e"',
    );
  });

  it('a failing handler logs the odd event id escaped', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = body('lead.created', { leadId: 'l' }, 'evt/1\u2029x');
    expect(
      (
        await handleWebhook(raw, new Headers(), {
          secret: null,
          handlers: { 'lead.created': () => Promise.reject(new Error('x')) },
        })
      ).status,
    ).toBe(500);
    expect(log).toHaveBeenCalledWith('[webhook] lead.created "evt/1\\u2029x" handler failed (Error)');
  });
});

describe('the route', () => {
  it('verifies with CLINIC_WEBHOOK_SECRET, answers no-store and refuses an oversized body', async () => {
    vi.stubEnv('CLINIC_WEBHOOK_SECRET', SECRET);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { POST, dynamic } = await import('@/app/api/webhooks/clinic/route.server');
    expect(dynamic).toBe('force-dynamic');
    const raw = body('lead.created', { leadId: 'lead_1' });
    const post = (headers: Record<string, string>, payload = raw) =>
      POST(new Request('http://site.test/api/webhooks/clinic', { method: 'POST', headers, body: payload }));
    const good = await post({ 'x-demo-signature': signWebhook(SECRET, raw, Math.floor(Date.now() / 1000)) });
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe('no-store');
    expect((await post({})).status).toBe(401);
    expect((await post({}, 'x'.repeat(70 * 1024))).status).toBe(413);
    vi.unstubAllEnvs();
  });
});
