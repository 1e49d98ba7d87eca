import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The form's fill-time token: when the form was handed out, and a one-off id, signed with HMAC-SHA256 so a bot can
 * neither forge an old time nor reuse another form's id. Format: `v1.<issuedAt base36>.<nonce>.<signature>`.
 * The nonce also identifies one filled-in form, so a double submit sends one enquiry.
 */

/** A person needs longer than this to fill in a form; a bot that posts at once is dropped. */
export const MIN_FILL_MS = 3_000;
/** Older tokens are not trusted to say when the form was shown; the patient is asked to send again. */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;
// Clocks of several instances may disagree a little; a token "from the future" beyond this is not ours.
const CLOCK_SKEW_MS = 30_000;

export type TokenCheck =
  | { status: 'ok'; nonce: string; ageMs: number }
  | { status: 'too_fast'; nonce: string; ageMs: number }
  | { status: 'expired' }
  | { status: 'invalid' };

function sign(secret: Uint8Array, payload: string): string {
  return createHmac('sha256', secret).update(`form-token:${payload}`).digest('base64url');
}

/** A fresh token issued now. */
export function issueToken(secret: Uint8Array, now: number = Date.now()): string {
  const payload = `v1.${now.toString(36)}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** Checks a token's signature and age. */
export function checkToken(secret: Uint8Array, token: unknown, now: number = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { status: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== 'v1') return { status: 'invalid' };
  const [, issued, nonce, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `v1.${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
  const issuedAt = parseInt(issued, 36);
  if (!Number.isFinite(issuedAt)) return { status: 'invalid' };
  const ageMs = now - issuedAt;
  if (ageMs < -CLOCK_SKEW_MS) return { status: 'invalid' };
  if (ageMs > MAX_TOKEN_AGE_MS) return { status: 'expired' };
  return ageMs < MIN_FILL_MS ? { status: 'too_fast', nonce, ageMs } : { status: 'ok', nonce, ageMs };
}
