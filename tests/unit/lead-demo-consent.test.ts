import { describe, expect, it } from 'vitest';
import { DemoStore } from '@/lib/demo-clinic/store';
import { createDemoContent } from '@/lib/demo-clinic/fixtures';
import { DEMO_PRIVACY_VERSION, findOrCreateLeadByPhone, recordConsent } from '@/lib/demo-clinic/leads';

const at = '2026-03-12T10:00:00.000Z';
const later = '2026-03-13T10:00:00.000Z';

function storeWithPatient(patch: { email?: string | null; optedOut?: string[] } = {}) {
  const store = new DemoStore(createDemoContent());
  const { lead } = findOrCreateLeadByPhone(
    store,
    {
      clinicId: 'demo',
      name: 'Jan Kowalski',
      phone: '+48 600 100 200',
      email: patch.email === undefined ? 'jan@example.pl' : patch.email,
      source: 'form',
    },
    at,
  );
  lead.optedOut = patch.optedOut ?? [];
  return { store, lead };
}

describe('the demo finds a returning patient by phone (booking reuses this)', () => {
  it('matches the phone however written, keeps the stored contact and fills in only what was missing', () => {
    const { store, lead } = storeWithPatient({ email: null });
    const again = findOrCreateLeadByPhone(
      store,
      { clinicId: 'demo', name: 'J. K.', phone: '600-100-200', email: 'nowy@example.pl', source: 'api' },
      later,
    );
    expect(again).toEqual({ lead, created: false });
    expect(lead).toMatchObject({ name: 'Jan Kowalski', email: 'nowy@example.pl', updatedAt: later });
    expect(store.leads).toHaveLength(1);
  });

  it('a found lead gets a name only when it had none, and keeps its stored e-mail', () => {
    const store = new DemoStore(createDemoContent());
    const first = findOrCreateLeadByPhone(
      store,
      { clinicId: 'demo', phone: '600 100 200', email: 'stary@example.pl', source: 'form' },
      at,
    ).lead;
    const again = findOrCreateLeadByPhone(
      store,
      { clinicId: 'demo', name: 'Jan Kowalski', phone: '600100200', email: 'nowy@example.pl', source: 'api' },
      later,
    );
    expect(again.lead).toBe(first);
    expect(first).toMatchObject({ name: 'Jan Kowalski', email: 'stary@example.pl', updatedAt: later });
  });

  it('a number too short to be a phone finds nobody, and leads without a phone are passed over', () => {
    const store = new DemoStore(createDemoContent());
    const data = { clinicId: 'demo', source: 'api' } as const;
    findOrCreateLeadByPhone(store, { ...data, phone: 'brak' }, at);
    store.leads.push({ ...store.leads[0]!, id: 'lead-email-only', phone: null, email: 'anna@example.pl' });
    expect(findOrCreateLeadByPhone(store, { ...data, phone: 'nie mam' }, later).created).toBe(true);
    expect(findOrCreateLeadByPhone(store, { ...data, phone: '600 100 200' }, later).created).toBe(true);
    expect(store.leads).toHaveLength(4);
  });

  it("another clinic's lead with the same phone is not matched", () => {
    const { store } = storeWithPatient();
    expect(
      findOrCreateLeadByPhone(store, { clinicId: 'other', phone: '600100200', source: 'api' }, later).created,
    ).toBe(true);
  });
});

describe('recording consent', () => {
  it('for a returning patient the e-mail consent covers only the stored address, not the one given now', () => {
    const { store, lead } = storeWithPatient();
    const recorded = recordConsent(
      store,
      lead,
      {
        privacyNoticeVersion: DEMO_PRIVACY_VERSION,
        marketingConsent: true,
        phone: '600100200',
        email: 'inny@example.pl',
      },
      later,
    );
    expect(recorded).toEqual([
      { channel: 'sms', address: '+48 600 100 200', version: DEMO_PRIVACY_VERSION, at: later },
      { channel: 'email', address: 'jan@example.pl', version: DEMO_PRIVACY_VERSION, at: later },
    ]);
  });

  it('the given address is used when the lead had none', () => {
    const { store, lead } = storeWithPatient({ email: null });
    const recorded = recordConsent(
      store,
      lead,
      { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true, email: 'jan@example.pl' },
      later,
    );
    expect(recorded.find((c) => c.channel === 'email')?.address).toBe('jan@example.pl');
  });

  it('without a valid version nothing is recorded and an earlier opt-out stays; with one the opt-out is lifted', () => {
    const { store, lead } = storeWithPatient({ optedOut: ['sms', 'email'] });
    expect(recordConsent(store, lead, { privacyNoticeVersion: undefined, marketingConsent: true }, later)).toEqual([]);
    expect(recordConsent(store, lead, { privacyNoticeVersion: 'stara-wersja', marketingConsent: true }, later)).toEqual(
      [],
    );
    expect(lead.optedOut).toEqual(['sms', 'email']);
    expect(lead.submissions.map((s) => s.privacyNoticeVersion)).toEqual([null, 'stara-wersja']);
    recordConsent(store, lead, { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true }, later);
    expect(lead.optedOut).toEqual([]);
  });

  it('an unticked box records the submission only', () => {
    const { store, lead } = storeWithPatient({ optedOut: ['sms'] });
    expect(
      recordConsent(store, lead, { privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: false }, later),
    ).toEqual([]);
    expect(lead.optedOut).toEqual(['sms']);
    expect(lead.submissions).toEqual([{ at: later, privacyNoticeVersion: DEMO_PRIVACY_VERSION }]);
  });
});
