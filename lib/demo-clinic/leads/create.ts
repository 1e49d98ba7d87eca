import type { DemoContext } from '../context';
import { apiError, CACHE_NONE, isPlainObject, ok, readJson } from '../http';
import { readLeadBody } from './body';
import { recordConsent } from './consent';
import { isUsableEmail, isUsablePhone } from './contact';
import { createDemoLead } from './lookup';
import { emitLeadCreated, sendReceptionEmail } from './notify';
import { readTimeRequest } from './time-request';
import { appliesRule } from '../versions';

/** `strict` is on only for the two values the API names, and only from 1.3.0: an older server ignores the parameter. */
function isStrict(ctx: DemoContext): boolean {
  const strict = ctx.url.searchParams.get('strict');
  return appliesRule(ctx.apiMinor, 'strict') && (strict === '1' || strict === 'true');
}

/**
 * POST /leads, rule by rule:
 * 5. not JSON → 400 invalid_json; JSON that is not an object → 400 invalid_body;
 * 2./3. no usable phone (6+ digits) and no e-mail → warning `missing_contact`, or 400 with strict and nothing stored;
 *   an invalid timeRequest → dropped with warning `invalid_time_request`, or 400 with strict and nothing stored;
 * 4. a valid timeRequest is stored `pending` (service/doctor matched by slug, else the text) and returned;
 * 1. the lead is stored, reception gets an e-mail, `lead.created` is emitted.
 * Played as an older version: below 1.3.0 `strict` is ignored (an unknown query parameter); below 1.9.0 a
 * `timeRequest` is an unknown key, kept with the lead, never checked or stored as a request (so no
 * `invalid_time_request`).
 */
export async function createLeadRoute(ctx: DemoContext): Promise<Response> {
  const parsed = await readJson(ctx.req);
  if (!parsed.ok) return apiError(400, 'Treść zapytania nie jest poprawnym JSON-em.', 'invalid_json');
  if (!isPlainObject(parsed.value)) return apiError(400, 'Treść zapytania musi być obiektem JSON.', 'invalid_body');

  const strict = isStrict(ctx);
  const body = readLeadBody(parsed.value, { minor: ctx.apiMinor });
  const { name, phone, email, message } = body.fields;
  const warnings: string[] = [];

  if (!isUsablePhone(phone) && !isUsableEmail(email)) {
    if (strict) return apiError(400, 'Podaj numer telefonu (co najmniej 6 cyfr) lub adres e-mail.', 'missing_contact');
    warnings.push('missing_contact');
  }
  const timeRequest = readTimeRequest(ctx.store, body.timeRequest);
  if (body.timeRequest !== undefined && !timeRequest) {
    if (strict)
      return apiError(
        400,
        'Preferowane terminy są niepoprawne: podaj od 1 do 3 przedziałów z prawdziwą datą i godziną „od” wcześniejszą niż „do”.',
        'invalid_time_request',
      );
    warnings.push('invalid_time_request');
  }

  const at = new Date(ctx.now()).toISOString();
  const lead = createDemoLead(
    ctx.store,
    { clinicId: ctx.key.clinicId, name, phone, email, message, source: 'api' },
    at,
  );
  lead.tracking = body.tracking;
  lead.extra = body.extra;
  const storedRequest = timeRequest ? { id: ctx.store.nextId('treq'), ...timeRequest } : undefined;
  if (storedRequest) lead.timeRequests.push(storedRequest);
  recordConsent(
    ctx.store,
    lead,
    { privacyNoticeVersion: body.privacyNoticeVersion, marketingConsent: body.marketingConsent, phone, email },
    at,
  );
  sendReceptionEmail(ctx.store, lead, at);
  emitLeadCreated(ctx.store, lead);

  return ok(
    {
      ok: true,
      leadId: lead.id,
      ...(warnings.length ? { warnings } : {}),
      ...(storedRequest ? { timeRequest: storedRequest } : {}),
    },
    CACHE_NONE,
  );
}
