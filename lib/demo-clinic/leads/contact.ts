/** The API's contact rules: a phone counts only with at least six digits; leads are matched by phone however written. */

const PHONE_MIN_DIGITS = 6;

/** True when the phone has enough digits to be called back. */
export function isUsablePhone(phone: string | null | undefined): phone is string {
  return typeof phone === 'string' && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

// Deliberately loose: the CRM keeps what the patient wrote; it only has to look like an address to count as a contact.
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the text looks like an e-mail address. */
export function isUsableEmail(email: string | null | undefined): email is string {
  // Stryker disable next-line ConditionalExpression: the pattern reads null, undefined as text without an @
  return typeof email === 'string' && EMAIL_LIKE.test(email);
}

/**
 * The key a phone number is matched by: its digits, without an international prefix for Poland, so that
 * "+48 600 100 200", "0048600100200" and "600-100-200" are the same patient.
 */
export function phoneKey(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('48')) digits = digits.slice(2);
  return digits.length >= PHONE_MIN_DIGITS ? digits : null;
}
