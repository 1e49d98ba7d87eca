import { describe, expect, it } from 'vitest';
import { ClinicApiError, networkError, receivedAnswer, refusedBeforeSending } from '@/lib/clinic-api/errors';

/**
 * What callers branch on (API description, Errors and Limits): the status, the `code`, and whether trying again
 * later may help. The client retries only transient failures, and the enquiry form offers "try again" on them.
 */
describe('ClinicApiError', () => {
  it('keeps status, code, wait and body, and names them in its message when the API sent no text', () => {
    const body = { error: 'Brak uprawnień', code: 'missing_scope', scope: 'conversations:read' };
    const err = new ClinicApiError({ status: 403, code: 'missing_scope', retryAfter: 7, body });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('ClinicApiError');
    expect(err).toMatchObject({ status: 403, code: 'missing_scope', retryAfter: 7, body });
    expect(err.message).toBe('Clinic API answered 403 (missing_scope)');
    expect(new ClinicApiError({ status: 401 }).message).toBe('Clinic API answered 401');
    expect(new ClinicApiError({ status: 401, message: 'Nieznany klucz' }).message).toBe('Nieznany klucz');
  });

  it('only a 404 means "not there"', () => {
    expect(new ClinicApiError({ status: 404 }).isNotFound).toBe(true);
    for (const status of [0, 400, 401, 403, 409, 410, 500])
      expect(new ClinicApiError({ status }).isNotFound).toBe(false);
  });

  it('no answer, a timeout, 429 and every 5xx are transient', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504, 599]) {
      expect(new ClinicApiError({ status }).isTransient, `status ${status}`).toBe(true);
    }
    // send_failed is a 502 the API marks retryable: still transient.
    expect(new ClinicApiError({ status: 502, code: 'send_failed' }).isTransient).toBe(true);
  });

  it('4xx answers other than 408 and 429 are final: retrying the same request cannot help', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 428, 430, 499]) {
      expect(new ClinicApiError({ status }).isTransient, `status ${status}`).toBe(false);
    }
  });

  it('a malformed answer is not transient even though it is reported as 502', () => {
    expect(new ClinicApiError({ status: 502, code: 'invalid_response' }).isTransient).toBe(false);
  });

  it('is recognised only on objects that carry the brand', () => {
    const brand = Symbol.for('clinic-site.ClinicApiError');
    expect((null as unknown) instanceof ClinicApiError).toBe(false);
    expect((undefined as unknown) instanceof ClinicApiError).toBe(false);
    expect(({ status: 404 } as unknown) instanceof ClinicApiError).toBe(false);
    expect(({ [brand]: 'yes' } as unknown) instanceof ClinicApiError).toBe(false);
    expect(({ [brand]: true } as unknown) instanceof ClinicApiError).toBe(true);
  });
});

describe('networkError', () => {
  it('a timeout is status 0 with code timeout, transient, and keeps the cause', () => {
    const cause = new DOMException('signal timed out', 'TimeoutError');
    const err = networkError(cause, true);
    expect(err).toBeInstanceOf(ClinicApiError);
    expect(err).toMatchObject({ status: 0, code: 'timeout', isTransient: true, isNotFound: false });
    expect(err.message).toBe('Clinic API did not answer in time');
    expect((err as { cause?: unknown }).cause).toBe(cause);
  });

  it('an unreachable API is status 0 with code network_error', () => {
    const cause = new TypeError('fetch failed');
    const err = networkError(cause, false);
    expect(err).toMatchObject({ status: 0, code: 'network_error', isTransient: true });
    expect(err.message).toBe('Clinic API could not be reached');
    expect((err as { cause?: unknown }).cause).toBe(cause);
  });
});

describe('a write whose outcome is unknown', () => {
  it('may have been done after no answer or a server or gateway failure, never after a refusal', () => {
    const unknown = (status: number) => new ClinicApiError({ status }).outcomeUnknown;
    for (const status of [0, 500, 502, 504, 520, 524]) expect(unknown(status), String(status)).toBe(true);
    for (const status of [400, 404, 409, 422, 429, 499, 501, 503]) expect(unknown(status), String(status)).toBe(false);
  });

  it('starts as not retried after an unknown outcome, a flag the client sets and a log line does not print', () => {
    const err = new ClinicApiError({ status: 502 });
    expect(err.earlierAttemptOutcomeUnknown).toBe(false);
    err.earlierAttemptOutcomeUnknown = true;
    expect(err.earlierAttemptOutcomeUnknown).toBe(true);
    expect(Object.keys(err)).not.toContain('earlierAttemptOutcomeUnknown');
    // Its brand (the cross-bundle instanceof) is not printed either.
    expect(
      Object.getOwnPropertySymbols(err).filter((s) => Object.getOwnPropertyDescriptor(err, s)?.enumerable),
    ).toEqual([]);
  });
});

describe('receivedAnswer', () => {
  const answer = (type?: string) =>
    receivedAnswer(new Response(null, { status: 200, headers: type ? { 'content-type': type } : {} }));

  it('keeps a well-formed media type, lower-cased and without parameters', () => {
    expect(answer('Text/HTML; charset=utf-8')).toEqual({ status: 200, contentType: 'text/html' });
    expect(answer('Text/HTML ; charset=utf-8')).toEqual({ status: 200, contentType: 'text/html' });
  });

  it('names none for a missing or malformed type, so nothing the server made up is logged', () => {
    expect(answer().contentType).toBeNull();
    expect(answer('text/html,application/json').contentType).toBeNull();
    expect(answer('text/html <script>').contentType).toBeNull();
    expect(answer('html').contentType).toBeNull();
  });
});

describe('refusedBeforeSending', () => {
  it('a refusal made before sending reads like any 429, yet prints its code alone', () => {
    const err = refusedBeforeSending({ code: 'budget_spent', retryAfter: 30, message: 'Budżet klucza wyczerpany' });
    expect([err.status, err.code, err.retryAfter]).toEqual([429, 'budget_spent', 30]);
    // Next prints a thrown error's enumerable fields and its stack: neither holds more than the code.
    for (const field of ['status', 'code', 'retryAfter', 'body', 'received'])
      expect(Object.keys(err)).not.toContain(field);
    expect(err.stack).toBe('ClinicApiError: Budżet klucza wyczerpany (budget_spent)');
  });
});
