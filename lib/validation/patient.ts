import { z } from 'zod';
import { t } from '@/lib/i18n';

/**
 * The patient's contact fields, validated as the clinic API counts them (a phone is a contact only with at least
 * six digits) with Polish messages. Shared by the enquiry form and the booking form, so both say the same thing.
 */

/** The API's rule: a phone number counts as a contact only with at least this many digits. */
const PHONE_MIN_DIGITS = 6;
/** E.164 allows 15 digits after the country code prefix; more is a typo. */
const PHONE_MAX_DIGITS = 15;
export const NAME_MAX = 120;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 2000;

const m = t.leads;

/** Digits of a phone number as the API counts them (an international `00` prefix is not part of the number). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^00/, '');
}

// Polish ways of writing a number: "600 100 200", "600-100-200", "+48 600 100 200", "(22) 123 45 67",
// "0048 600 100 200", "22/123 45 67". Letters (e.g. "tel.") or a `+` in the middle are typos, not formats.
const PHONE_CHARS = /^\+?[\d\s().\-/]+$/;

/** Collapses runs of whitespace, so "600   100 200" is stored as the patient meant it. */
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Why a phone number is not usable, or null when it is. */
export function phoneProblem(phone: string): string | null {
  if (!PHONE_CHARS.test(phone)) return m.phoneInvalid;
  const digits = phoneDigits(phone).length;
  if (digits < PHONE_MIN_DIGITS) return m.phoneTooShort;
  if (digits > PHONE_MAX_DIGITS) return m.phoneTooLong;
  return null;
}

/** Full name: required, 2 to 120 characters. */
export const patientName = z
  .string({ error: m.nameRequired })
  .transform(tidy)
  .pipe(z.string().min(1, m.nameRequired).min(2, m.nameTooShort).max(NAME_MAX, m.nameTooLong));

/** A phone number that must be given (booking). */
export const patientPhone = z
  .string({ error: m.phoneRequired })
  .transform(tidy)
  .superRefine((v, ctx) => {
    if (!v) return void ctx.addIssue(m.phoneRequired);
    const problem = phoneProblem(v);
    if (problem) ctx.addIssue(problem);
  });

/** A phone number that may be left empty (empty becomes undefined). */
export const optionalPhone = z
  .string()
  .optional()
  .transform((v) => (v ? tidy(v) : ''))
  .superRefine((v, ctx) => {
    if (!v) return;
    const problem = phoneProblem(v);
    if (problem) ctx.addIssue(problem);
  })
  .transform((v) => v || undefined);

const emailShape = z
  .string()
  .max(EMAIL_MAX, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }));

/** An e-mail address that must be given. */
export const patientEmail = z
  .string({ error: m.emailRequired })
  .trim()
  .pipe(z.string().min(1, m.emailRequired))
  .pipe(emailShape);

/** An e-mail address that may be left empty (empty becomes undefined). */
export const optionalEmail = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? '')
  .superRefine((v, ctx) => {
    if (v && !emailShape.safeParse(v).success) ctx.addIssue(m.emailInvalid);
  })
  .transform((v) => v || undefined);

/** Free text for reception: optional, at most 2000 characters (empty becomes undefined). */
export const patientMessage = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? '')
  .pipe(z.string().max(MESSAGE_MAX, m.messageTooLong(MESSAGE_MAX)))
  .transform((v) => v || undefined);
