import { appliesRule, REQUEST_RULE_SINCE } from '../versions';

/**
 * How the API reads a LeadInput body: keys matched loosely (Polish and English aliases, any letter case), values
 * taken as text, and every key it does not recognise kept with the lead.
 */

type LeadField = 'name' | 'phone' | 'email' | 'message';

const FIELD_ALIASES: Record<LeadField, string[]> = {
  name: ['name', 'full_name', 'fullname', 'imie', 'imię', 'imie_nazwisko'],
  phone: ['phone', 'tel', 'telefon', 'phone_number', 'numer'],
  email: ['email', 'e-mail', 'mail'],
  message: ['message', 'wiadomosc', 'wiadomość', 'msg', 'comment', 'opis'],
};

const TRACKING_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'gclid', 'fbclid'] as const;

const OTHER_KEYS = {
  privacynoticeversion: 'privacyNoticeVersion',
  marketingconsent: 'marketingConsent',
  timerequest: 'timeRequest',
} as const;
type OtherKey = (typeof OTHER_KEYS)[keyof typeof OTHER_KEYS];

// "Imię" may arrive composed or decomposed; compare keys in one Unicode form and one letter case. The API names no
// other looseness, so a key with spaces around it is an unknown key.
const fold = (key: string) => key.normalize('NFC').toLowerCase();

const FIELD_BY_KEY = new Map<string, LeadField>();
for (const [field, keys] of Object.entries(FIELD_ALIASES) as [LeadField, string[]][])
  for (const key of keys) FIELD_BY_KEY.set(fold(key), field);

export interface LeadBody {
  fields: Partial<Record<LeadField, string>>;
  tracking: Record<string, string>;
  privacyNoticeVersion: unknown;
  marketingConsent: unknown;
  /** `undefined` when the body has no timeRequest (null counts as none). */
  timeRequest: unknown;
  extra: Record<string, unknown>;
}

/** Text of a value: strings trimmed (empty is no value), numbers as written (a phone sent as a number). */
function asText(v: unknown): string | undefined {
  // Number.isFinite does not coerce: true only for a finite number.
  if (Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' ? undefined : s;
}

/**
 * Reads a LeadInput body the loose way the API does. `minor`: read it as a server of that minor version: a key added
 * later (REQUEST_RULE_SINCE: utm_medium and utm_campaign in 1.1.0, privacyNoticeVersion and marketingConsent in 1.7.0,
 * timeRequest in 1.9.0) is unknown there, so it is kept with the lead like any other key. Without it, the newest.
 */
export function readLeadBody(body: Record<string, unknown>, opts: { minor?: number } = {}): LeadBody {
  const knows = (rule: keyof typeof REQUEST_RULE_SINCE) => opts.minor === undefined || appliesRule(opts.minor, rule);
  const out: LeadBody = {
    fields: {},
    tracking: {},
    privacyNoticeVersion: undefined,
    marketingConsent: undefined,
    timeRequest: undefined,
    extra: {},
  };
  const entries = Object.entries(body);
  // The canonical key wins over an alias that names the same field; among aliases the first one sent wins.
  const canonical = entries.filter(([k]) => (Object.keys(FIELD_ALIASES) as string[]).includes(k));
  const rest = entries.filter(([k]) => !(Object.keys(FIELD_ALIASES) as string[]).includes(k));
  for (const [key, value] of [...canonical, ...rest]) {
    const folded = fold(key);
    const field = FIELD_BY_KEY.get(folded);
    if (field) {
      const text = asText(value);
      if (text !== undefined && out.fields[field] === undefined) out.fields[field] = text;
      else if (value !== undefined && value !== null && value !== '') out.extra[key] = value; // nothing the patient sent is dropped
      continue;
    }
    if (
      (TRACKING_KEYS as readonly string[]).includes(folded) &&
      (knows('utmMediumCampaign') || (folded !== 'utm_medium' && folded !== 'utm_campaign'))
    ) {
      const text = asText(value);
      if (text !== undefined && out.tracking[folded] === undefined) out.tracking[folded] = text;
      else if (value !== undefined && value !== null && value !== '') out.extra[key] = value;
      continue;
    }
    const other = (OTHER_KEYS as Record<string, OtherKey>)[folded];
    if (other && knows(other === 'timeRequest' ? 'timeRequest' : 'consent')) {
      if (other === 'timeRequest') out.timeRequest = value === null ? undefined : value;
      else out[other] = value;
      continue;
    }
    out.extra[key] = value;
  }
  return out;
}
