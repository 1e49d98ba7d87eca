import { config } from '@/lib/server/config';
import { handleWebhook, MAX_WEBHOOK_BYTES } from '@/lib/webhooks/intake';

/** Webhook events are answered live, every time: never prerendered, never cached. */
export const dynamic = 'force-dynamic';

let warned = false;

/**
 * The clinic platform's webhook (configure `<site>/api/webhooks/clinic` as the clinic's webhook URL). With
 * CLINIC_WEBHOOK_SECRET set, every event must carry a valid signature (401 otherwise); the kinds the API names go
 * to lib/webhooks/handlers.ts, anything else is answered 200 and ignored.
 */
export async function POST(req: Request): Promise<Response> {
  const headers = { 'cache-control': 'no-store' };
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > MAX_WEBHOOK_BYTES) return Response.json({ error: 'too large' }, { status: 413, headers });
  const raw = await req.text();
  if (Buffer.byteLength(raw) > MAX_WEBHOOK_BYTES) return Response.json({ error: 'too large' }, { status: 413, headers });
  const secret = config().webhookSecret;
  if (!secret && !warned) {
    warned = true;
    console.warn('[webhook] CLINIC_WEBHOOK_SECRET is not set: webhook events are accepted without a signature check.');
  }
  const result = await handleWebhook(raw, req.headers, { secret });
  return Response.json(result.body, { status: result.status, headers });
}
