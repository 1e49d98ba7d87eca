import type { DemoLead, DemoStore } from '../store';
import { isUsableEmail, isUsablePhone } from './contact';
import { demoPrivacyNotice } from './privacy';

export interface ConsentInput {
  /** The clause version the form showed, as sent (anything; only the current version is valid). */
  privacyNoticeVersion: unknown;
  /** Only the boolean `true` is a ticked box. */
  marketingConsent: unknown;
  /** The contact data sent with this submission. */
  phone?: string | null;
  email?: string | null;
}

/**
 * Records one submission's privacy facts on a lead (POST /leads, and booking for a found or new lead):
 * - the submission with its time and the clause version sent (null when none was sent);
 * - a marketing consent per channel (SMS with a phone, e-mail with an address) with the clause version, only when the
 *   box was ticked AND the version is the clinic's current one; a recorded consent lifts an earlier opt-out of that
 *   channel. Without a valid version nothing is recorded and an earlier opt-out stays.
 * - for a returning patient the consent covers only the contact stored with the lead; the given one only when the
 *   lead had none (a form cannot attach a consent to someone else's address).
 * Returns the consents recorded now.
 */
export function recordConsent(store: DemoStore, lead: DemoLead, input: ConsentInput, at: string): DemoLead['consents'] {
  const version =
    typeof input.privacyNoticeVersion === 'string' && input.privacyNoticeVersion.trim()
      ? input.privacyNoticeVersion.trim()
      : null;
  lead.submissions.push({ at, privacyNoticeVersion: version });
  if (input.marketingConsent !== true || version !== demoPrivacyNotice(store).version) return [];

  const phone = isUsablePhone(lead.phone) ? lead.phone : isUsablePhone(input.phone) ? input.phone : null;
  const email = isUsableEmail(lead.email) ? lead.email : isUsableEmail(input.email) ? input.email : null;
  const recorded: DemoLead['consents'] = [];
  if (phone) recorded.push({ channel: 'sms', address: phone, version, at });
  if (email) recorded.push({ channel: 'email', address: email, version, at });
  for (const c of recorded) {
    lead.consents.push(c);
    lead.optedOut = lead.optedOut.filter((ch) => ch !== c.channel);
  }
  if (recorded.length) lead.updatedAt = at;
  return recorded;
}
