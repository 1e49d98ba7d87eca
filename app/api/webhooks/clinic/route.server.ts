import { config } from '@/lib/config/server';
import { readBodyCapped } from '@/lib/http/read-body';
import { webhookEventIds } from '@/lib/abuse/server';
import { handleWebhook, MAX_WEBHOOK_BYTES } from '@/lib/webhooks/intake';

/** Webhook events are answered live, every time: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

let warned = false;

/**
 * The clinic platform's webhook (configure `<site>/api/webhooks/clinic` as the clinic's webhook URL; the signature
 * scheme is in docs/security.md). With a real clinic every event must carry a valid signature under
 * CLINIC_WEBHOOK_SECRET (401 otherwise), unless CLINIC_WEBHOOK_ALLOW_UNSIGNED=1 says the platform cannot sign; the
 * demo accepts unsigned events while the secret is unset. The body is read with a hard cap, chunked or not (413).
 */
export async function POST(req: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const cfg = config();
  const secret = cfg.webhookSecret;
  if (!secret && cfg.mode === 'live' && !cfg.webhookAllowUnsigned) {
    return Response.json(
      { error: 'signature required: set CLINIC_WEBHOOK_SECRET (see docs/security.md)' },
      { status: 401, headers },
    );
  }
  const body = await readBodyCapped(req, MAX_WEBHOOK_BYTES);
  if (!body.ok)
    return Response.json(
      { error: body.reason === 'too_large' ? 'too large' : 'unreadable body' },
      { status: body.reason === 'too_large' ? 413 : 400, headers },
    );
  if (!secret && !warned) {
    warned = true;
    console.warn('[webhook] CLINIC_WEBHOOK_SECRET is not set: webhook events are accepted without a signature check.');
  }
  const result = await handleWebhook(body.text, req.headers, { secret, seen: webhookEventIds(), rawBytes: body.bytes });
  return Response.json(result.body, { status: result.status, headers });
}
