/**
 * The clinic's embed script, which takes a static site's enquiries in place of the server's form
 * (docs/static-export.md, "The clinic's embed script"): its https address and the clinic's PUBLIC embed key.
 * Pure, so the export refuses a wrong configuration before it builds anything.
 */
export interface EmbedConfig {
  scriptUrl: string;
  key: string;
}

/** The secret API key starts with the platform's fixed live-key prefix; a public embed key never does. */
const SECRET_KEY_PREFIX = 'sk_live_';

/** Null when the embed is not configured (the static site then shows contact panels); throws when it is half-set or unsafe. */
export function readEmbedConfig(env: Record<string, string | undefined>): EmbedConfig | null {
  const scriptUrl = env.CLINIC_EMBED_SCRIPT_URL?.trim() || '';
  const key = env.CLINIC_EMBED_KEY?.trim() || '';
  if (!scriptUrl && !key) return null;
  if (!scriptUrl || !key)
    throw new Error(
      "CLINIC_EMBED_SCRIPT_URL and CLINIC_EMBED_KEY go together: set both for the clinic's embed script, or neither for contact panels.",
    );
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error("CLINIC_EMBED_SCRIPT_URL must be the https address of the clinic's embed script.");
  }
  if (url.protocol !== 'https:') throw new Error('CLINIC_EMBED_SCRIPT_URL must be an https address.');
  const apiKey = env.CLINIC_API_KEY?.trim();
  const why =
    apiKey && key === apiKey
      ? 'it is the same as CLINIC_API_KEY'
      : key.startsWith(SECRET_KEY_PREFIX)
        ? `it starts with ${SECRET_KEY_PREFIX}`
        : null;
  if (why) {
    throw new Error(
      `CLINIC_EMBED_KEY looks like the secret API key (${why}): the embed needs the clinic's public embed key; the secret key must never reach the pages.`,
    );
  }
  if (!/^[A-Za-z0-9_.-]{8,200}$/.test(key))
    throw new Error('CLINIC_EMBED_KEY must be the public embed key the platform gave (letters, digits, _ . -).');
  return { scriptUrl: url.href, key };
}

/** Where the static booking page sends patients who want to book online (CLINIC_BOOKING_URL, https), or null. */
export function readBookingUrl(env: Record<string, string | undefined>): string | null {
  const raw = env.CLINIC_BOOKING_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error("CLINIC_BOOKING_URL must be the https address of the clinic's online booking.");
  }
  if (url.protocol !== 'https:') throw new Error('CLINIC_BOOKING_URL must be an https address.');
  return url.href;
}
