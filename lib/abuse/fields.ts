/** Names of the hidden anti-spam fields every protected form carries (shared by the forms and lib/abuse/server). */

/** The honeypot: a text field people never see; only bots fill it in. */
export const HONEYPOT_FIELD = 'website';
/** The signed fill-time token. */
export const TOKEN_FIELD = 'formToken';
