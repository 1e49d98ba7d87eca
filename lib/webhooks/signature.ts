import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Verifies a webhook signature: `X-Demo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`
 * (the API description shows no signing scheme; this is the demo's). The one description the agency configures
 * from is docs/security.md ("Webhook signatures"); a real platform's scheme, once documented, replaces this module.
 */
export const SIGNATURE_HEADER = 'x-demo-signature';
/** How old a signed timestamp may be, either way, before it counts as a replay. */
export const SIGNATURE_TOLERANCE_SEC = 300;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export function verifySignature(
  secret: string,
  rawBody: string | Uint8Array,
  header: string | null,
  nowSec = Math.floor(Date.now() / 1000),
): SignatureCheck {
  if (!header) return { ok: false, reason: 'missing' };
  const parts = new Map<string, string[]>();
  for (const item of header.split(',')) {
    const [k, ...rest] = item.trim().split('=');
    if (k && rest.length) parts.set(k, [...(parts.get(k) ?? []), rest.join('=')]);
  }
  const t = Number(parts.get('t')?.[0]);
  const candidates = parts.get('v1') ?? [];
  if (!Number.isInteger(t) || candidates.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowSec - t) > SIGNATURE_TOLERANCE_SEC) return { ok: false, reason: 'stale' };
  // Over the body as sent: bytes when the caller has them (a BOM or a stray byte must not break the match).
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  // Several v1 values are allowed so a sender can sign with an old and a new secret while rotating.
  const match = candidates.some((hex) => {
    if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
    return timingSafeEqual(Buffer.from(hex, 'hex'), expected);
  });
  return match ? { ok: true } : { ok: false, reason: 'mismatch' };
}
