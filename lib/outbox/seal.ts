import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption of what the outbox keeps (a patient's enquiry): AES-256-GCM with a fresh 96-bit IV per entry, the entry's
 * id as additional data (a value moved to another entry does not open), the key derived with HKDF-SHA256 from the
 * site's form secret under a label of its own, so it is never the secret itself nor the form tokens' key.
 * Format: `v1.<base64url(iv | tag | ciphertext)>`.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The outbox's 256-bit key from the site's secret material (FORM_SECRET). */
export function outboxKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'clinic-site enquiry outbox', 'aes-256-gcm v1', 32));
}

export function seal(key: Buffer, plaintext: string, id: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(id));
  // Stryker disable next-line StringLiteral: a string's input encoding defaults to UTF-8
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The plaintext, or null when the value was not sealed with this key for this id (or was altered). */
export function unseal(key: Buffer, sealed: string, id: string): string | null {
  if (!sealed.startsWith(`${VERSION}.`)) return null;
  const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64url');
  // Stryker disable next-line ConditionalExpression,ArithmeticOperator: too short a value fails the decipher below as well
  if (raw.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
