import { apiFailure } from '@/lib/api-failure';
import type { FeedbackInput } from '@/lib/clinic-api/schemas';
import { t } from '@/lib/i18n/feedback';
import { sitePath } from '@/lib/site-path';

/**
 * The "report a problem with this page" form, without Next.js: reading the fields, the checks, and what each
 * outcome tells the visitor. The server action (./actions.ts) only wires these to the API.
 */
export const FEEDBACK_FIELDS = { message: 'message', page: 'page' } as const;
export const FEEDBACK_MIN = 3;
export const FEEDBACK_MAX = 2000;

export interface FeedbackState {
  status: 'idle' | 'invalid' | 'sent' | 'limited' | 'failed';
  /** The text as typed, so the form shows it again after a refusal (with or without JavaScript). */
  message: string;
  error: string | null;
  /** Increases with every answer: the form remounts its field with the returned text. */
  attempt: number;
  /** The fill-time token the next send carries, when the answer hands over a new one (else the page's). */
  token?: string;
}

export const initialFeedbackState: FeedbackState = { status: 'idle', message: '', error: null, attempt: 0 };

/** A PESEL (11 digits with a valid check digit): patient data that must never reach the platform team. */
export function containsPesel(text: string): boolean {
  const weights = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  for (const m of text.matchAll(/(?<!\d)\d{11}(?!\d)/g)) {
    const d = [...m[0]].map(Number);
    const sum = weights.reduce((acc, w, i) => acc + w * d[i]!, 0);
    if ((10 - (sum % 10)) % 10 === d[10]) return true;
  }
  return false;
}

/** An e-mail address (local part, `@`, a domain with a dot): the patient's own, or anyone's, is personal data. */
export function containsEmail(text: string): boolean {
  for (const m of text.matchAll(/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(\p{L}{2,})/gu)) {
    // A file name with a density suffix (logo@2x.png) is not an address.
    if (!FILE_EXTENSIONS.has(m[1]!.toLowerCase())) return true;
  }
  return false;
}

const FILE_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'svg',
  'ico',
  'pdf',
  'css',
  'js',
  'html',
  'woff', // and woff2: the address's last part is read as letters only
]);

/**
 * A phone number: a run of 9 or more digits (not counting a +48 / 0048 prefix), the digits optionally grouped by
 * single spaces or dashes, the area code optionally in brackets: `601234567`, `601 234 567`, `601-234-567`,
 * `+48 601 234 567`, `(22) 123 45 67`, nine digits within four neighbouring groups. Ordinary text stays allowed: the run must stand alone (not glued to a letter,
 * a digit, `/`, `#`, `=`, `&`, `?`, `%`, `@` or `-`, and not continued by `.`, `,` or `:` and a digit), so a date
 * (25.11.2026, 2026-11-25 10:30), a time, a price (1 200,50 zł), a version (16.0.1) or an id inside a link or a
 * page's path (/blog/123456789) is not a phone; links are left out before looking. A phone-shaped run of other
 * numbers (`150 200 250`, or `500 502 504`) is refused too: the visitor is asked to write it differently.
 */
export function containsPhoneNumber(text: string): boolean {
  const withoutLinks = text.replace(/(?:https?:\/\/|www\.)\S+/giu, ' ');
  const runs =
    /(?<![\p{L}\p{N}_/#=&?%@-]|[0-9][.,:])((?:\+|00)[ \u00a0]?48[ \u00a0-]?)?((?:\([0-9]{2,3}\)[ \u00a0-]?)?[0-9](?:(?:[ \u00a0]?-[ \u00a0]?|[ \u00a0])?[0-9])*)(?![\p{L}\p{N}_]|[.,:][0-9])/gu;
  for (const m of withoutLinks.matchAll(runs)) {
    // A Polish number has nine digits, written in at most four groups (601 234 567, 22 123 45 67): up to four
    // neighbouring groups holding exactly nine digits make a phone, so a list of small numbers (10 11 12 13 14) or of
    // years (2019 2020 2021) does not, and a phone followed by another number does. Eleven digits from 48 are one
    // written with the country code and no plus, alone or beside another number.
    const groups = m[2]!.match(/[0-9]+/g)!;
    if (groups.some((g) => g.length === 11 && g.startsWith('48'))) return true;
    const lengths = groups.map((g) => g.length);
    const nine = lengths.some((_, i) => {
      let sum = 0;
      return lengths.slice(i, i + 4).some((n) => (sum += n) === 9);
    });
    if (nine) return true;
  }
  return false;
}

/** Patient data the feedback form refuses (the contract: remarks "never carry patient data"). */
function containsPersonalData(text: string): boolean {
  return containsPesel(text) || containsEmail(text) || containsPhoneNumber(text);
}

/**
 * The page the remark is about, as a path only: the query string and fragment are dropped, since they may carry
 * data (a search, a tracking id, a form value). Taken from the form's hidden field, else from the Referer.
 */
export function pagePath(field: unknown, referer: string | null): string | undefined {
  const raw = typeof field === 'string' ? field.trim() : '';
  if (raw) return sitePath(raw) ?? undefined;
  return referer && URL.canParse(referer) ? (sitePath(new URL(referer).pathname) ?? undefined) : undefined;
}

export type ParsedFeedback = { ok: true; input: FeedbackInput } | { ok: false; state: Omit<FeedbackState, 'attempt'> };

/** Checks the submitted form and builds the API body (source `site`). */
export function parseFeedbackForm(form: FormData, referer: string | null): ParsedFeedback {
  const rawMessage = form.get(FEEDBACK_FIELDS.message);
  const message = typeof rawMessage === 'string' ? rawMessage.trim() : '';
  const invalid = (error: string) => ({ ok: false as const, state: { status: 'invalid' as const, message, error } });
  if (message.length < FEEDBACK_MIN) return invalid(t.feedback.tooShort);
  if (message.length > FEEDBACK_MAX) return invalid(t.feedback.tooLong(FEEDBACK_MAX));
  if (containsPersonalData(message)) return invalid(t.feedback.personalData);
  const page = pagePath(form.get(FEEDBACK_FIELDS.page), referer);
  return { ok: true, input: { message, source: 'site', ...(page ? { pageUrl: page } : {}) } };
}

/** What the visitor reads when sending failed: a wait in minutes for a rate limit, else a general failure. */
export function feedbackFailure(err: unknown, message: string): Omit<FeedbackState, 'attempt'> {
  const f = apiFailure(err);
  if (f.kind === 'busy') return { status: 'limited', message, error: t.feedback.limited((f.retryAfterSec ?? 60) / 60) };
  return { status: 'failed', message, error: t.feedback.failed };
}
