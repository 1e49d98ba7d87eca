import { describe, expect, it } from 'vitest';
import { readLeadBody } from '@/lib/demo-clinic/leads/body';
import { DemoStore } from '@/lib/demo-clinic/store';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';
import { createDemoLead, DEMO_PRIVACY_VERSION, recordConsent, sendReceptionEmail } from '@/lib/demo-clinic/leads';

/**
 * LeadInput as the API reads it ("keys matched loosely...; unknown keys are kept with the lead") and the consent
 * rules of `marketingConsent` ("counts only together with a valid privacyNoticeVersion; without it no consent is
 * recorded and an earlier opt-out stays").
 */
describe('reading a lead body', () => {
  it('a value that is not text (true, an object, Infinity) is not a field, but is kept with the lead', () => {
    const body = readLeadBody({ name: true, phone: Infinity, email: { a: 1 }, message: ['x'] });
    expect(body.fields).toEqual({});
    expect(body.extra).toEqual({ name: true, phone: Infinity, email: { a: 1 }, message: ['x'] });
  });

  it('an empty, null or missing value is not kept at all', () => {
    const body = readLeadBody({
      name: 'Jan',
      imie: null,
      telefon: '',
      mail: undefined,
      utm_source: null,
      UTM_MEDIUM: '',
      gclid: undefined,
    });
    expect(body.fields).toStrictEqual({ name: 'Jan' });
    expect(body.tracking).toStrictEqual({});
    expect(body.extra).toStrictEqual({});
  });

  it('read as an older server, a key newer than the version is unknown there and kept with the lead', () => {
    const sent = {
      utm_source: 'google',
      utm_medium: 'cpc',
      UTM_Campaign: 'wiosna',
      privacyNoticeVersion: 'v1',
      marketingConsent: true,
      timeRequest: { windows: [] },
    };
    const at = (minor: number) => readLeadBody(sent, { minor });
    // 1.0.0: only utm_source of the tracking keys.
    expect(at(0)).toMatchObject({
      tracking: { utm_source: 'google' },
      privacyNoticeVersion: undefined,
      marketingConsent: undefined,
      timeRequest: undefined,
      extra: {
        utm_medium: 'cpc',
        UTM_Campaign: 'wiosna',
        privacyNoticeVersion: 'v1',
        marketingConsent: true,
        timeRequest: { windows: [] },
      },
    });
    // 1.7.0: the consent keys, not yet timeRequest (1.9.0).
    expect(at(7)).toMatchObject({
      tracking: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'wiosna' },
      privacyNoticeVersion: 'v1',
      marketingConsent: true,
      timeRequest: undefined,
      extra: { timeRequest: { windows: [] } },
    });
    expect(at(9)).toMatchObject({ timeRequest: { windows: [] }, extra: {} });
    expect(Object.keys(at(9).extra)).toEqual([]);
  });

  it('the first of two tracking keys that differ only in case wins; the other is kept with the lead', () => {
    const body = readLeadBody({ UTM_SOURCE: 'google', utm_source: 'facebook', gclid: 42 });
    expect(body.tracking).toEqual({ utm_source: 'google', gclid: '42' });
    expect(body.extra).toEqual({ utm_source: 'facebook' });
    expect(readLeadBody({ fbclid: { id: 1 } }).extra).toEqual({ fbclid: { id: 1 } });
  });

  it('a missing or null time request is none; a consent and notice version are taken as sent', () => {
    expect(readLeadBody({ timeRequest: null }).timeRequest).toBeUndefined();
    expect(readLeadBody({}).timeRequest).toBeUndefined();
    const body = readLeadBody({ marketingConsent: 'tak', privacyNoticeVersion: 7 });
    expect(body.marketingConsent).toBe('tak');
    expect(body.privacyNoticeVersion).toBe(7);
    expect(body.extra).toEqual({});
  });
});

describe('recording marketing consent', () => {
  const at = '2026-03-12T10:00:00.000Z';
  const later = '2026-03-13T10:00:00.000Z';
  function lead(data: { phone?: string | null; email?: string | null; optedOut?: string[] }) {
    const store = new DemoStore(createDemoContent());
    const l = createDemoLead(
      store,
      { clinicId: 'demo', name: 'Jan', phone: data.phone ?? null, email: data.email ?? null, source: 'form' },
      at,
    );
    if (data.optedOut) l.optedOut = data.optedOut;
    return { store, lead: l };
  }

  it('a new lead has no consents and no opt-outs', () => {
    expect(lead({}).lead).toMatchObject({ consents: [], optedOut: [], submissions: [], stage: 'new' });
  });

  it('only the boolean true is a ticked box', () => {
    for (const marketingConsent of ['true', 1, 'tak', false]) {
      const { store, lead: l } = lead({ phone: '600100200' });
      expect(
        recordConsent(store, l, { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent }, later),
        String(marketingConsent),
      ).toEqual([]);
      expect(l.consents).toEqual([]);
    }
  });

  it('the current version sent with spaces is still the current version, stored trimmed', () => {
    const { store, lead: l } = lead({ phone: '600100200' });
    const recorded = recordConsent(
      store,
      l,
      { privacyNoticeVersion: ` ${DEMO_PRIVACY_VERSION} `, marketingConsent: true },
      later,
    );
    expect(recorded).toEqual([{ channel: 'sms', address: '600100200', version: DEMO_PRIVACY_VERSION, at: later }]);
    expect(l.submissions).toEqual([{ at: later, privacyNoticeVersion: DEMO_PRIVACY_VERSION }]);
    expect(l.updatedAt).toBe(later);
  });

  it('a version of spaces or not a string is no version', () => {
    const { store, lead: l } = lead({ phone: '600100200' });
    recordConsent(store, l, { privacyNoticeVersion: '   ', marketingConsent: true }, later);
    recordConsent(store, l, { privacyNoticeVersion: 20251001, marketingConsent: true }, later);
    expect(l.submissions.map((s) => s.privacyNoticeVersion)).toEqual([null, null]);
    expect(l.consents).toEqual([]);
    expect(l.updatedAt).toBe(at);
  });

  it('a consent per channel the patient can be reached on: SMS needs a usable phone, e-mail an address', () => {
    const emailOnly = lead({ email: 'jan@example.pl', phone: '12-34' });
    expect(
      recordConsent(
        emailOnly.store,
        emailOnly.lead,
        { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true },
        later,
      ).map((c) => c.channel),
    ).toEqual(['email']);
    const none = lead({ email: 'jan(at)example.pl' });
    expect(
      recordConsent(
        none.store,
        none.lead,
        { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true },
        later,
      ),
    ).toEqual([]);
    expect(none.lead.updatedAt).toBe(at);
    const given = lead({});
    expect(
      recordConsent(
        given.store,
        given.lead,
        { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true, phone: '600 100 200', email: 'a@b.pl' },
        later,
      ),
    ).toEqual([
      { channel: 'sms', address: '600 100 200', version: DEMO_PRIVACY_VERSION, at: later },
      { channel: 'email', address: 'a@b.pl', version: DEMO_PRIVACY_VERSION, at: later },
    ]);
  });

  it('lifts the opt-out of the consented channel only', () => {
    const { store, lead: l } = lead({ phone: '600100200', optedOut: ['sms', 'whatsapp', 'email'] });
    recordConsent(store, l, { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true }, later);
    expect(l.optedOut).toEqual(['whatsapp', 'email']);
    expect(l.consents).toHaveLength(1);
  });
});

describe("reception's e-mail for a clinic without a profile", () => {
  it('goes to the demo address and names the lead without contact data', () => {
    const content = createDemoContent();
    content.site.profile = null;
    const store = new DemoStore(content);
    const l = createDemoLead(store, { clinicId: 'demo', name: null, source: 'api' }, '2026-03-12T10:00:00.000Z');
    sendReceptionEmail(store, l, '2026-03-12T10:00:00.000Z');
    expect(store.emails).toEqual([
      expect.objectContaining({
        to: 'recepcja@klinika-demo.invalid',
        subject: 'Nowe zapytanie: bez danych kontaktowych',
        text: 'Nowe zapytanie ze strony (API).\n',
        attachments: [],
      }),
    ]);
  });
});
