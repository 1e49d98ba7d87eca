import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_PRIVACY_VERSION } from '@/lib/demo-clinic/leads/privacy';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import type { LeadFormState } from '@/components/enquiry/form';
import { agedFormToken } from '../support/form-token';

/**
 * The enquiry action never lies: a person who presses "send" too soon is told to send again (not a fake success),
 * and the notice version sent upstream is the server's. Upstream POST /leads are counted, not the answers trusted.
 */
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: `192.0.2.${Math.floor(Math.random() * 250) + 1}` }),
}));

const leads: Record<string, unknown>[] = [];
beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    store: demo.store,
    apiVersion: demo.apiVersion,
    handler: async (req: Request) => {
      if (req.method === 'POST' && new URL(req.url).pathname.endsWith('/leads'))
        leads.push((await req.clone().json()) as Record<string, unknown>);
      return demo.handler(req);
    },
  };
});

const tokenAged = agedFormToken;

function form(fields: Record<string, string>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries({
    name: 'Anna Testowa',
    phone: '600 700 800',
    message: 'Pytanie o wizytę',
    ...fields,
  }))
    f.set(k, v);
  return f;
}

async function submit(fields: Record<string, string>) {
  const { submitLead } = await import('@/components/enquiry/actions');
  const { emptyLeadValues } = await import('@/components/enquiry/form');
  const prev: LeadFormState = { status: 'idle', values: emptyLeadValues(), errors: {}, token: '', attempt: 0 };
  return submitLead(prev, form(fields));
}

describe('the enquiry form never lies', () => {
  it('sent a second after the token: "send again", nothing sent; pressing again later sends it', async () => {
    const before = leads.length;
    const token = await tokenAged(1_000);
    const r = await submit({ formToken: token, name: 'Anna Szybka' });
    expect(r.status).toBe('too_fast');
    expect(r.token).toBe(token);
    expect(leads.length).toBe(before);
    const spy = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 5_000);
    try {
      expect((await submit({ formToken: token, name: 'Anna Szybka' })).status).toBe('sent');
    } finally {
      spy.mockRestore();
    }
    expect(leads.length).toBe(before + 1);
  });

  it('the honeypot still gets the fake success, and nothing is sent', async () => {
    const before = leads.length;
    expect((await submit({ formToken: await tokenAged(10_000), website: 'spam' })).status).toBe('sent');
    expect(leads.length).toBe(before);
  });

  it('upstream gets the notice version the form showed when it is the current one; a stale, forged or missing one is not claimed and carries no marketing consent', async () => {
    for (const [name, version] of [
      ['Olga Podrobiona', 'forged-1'],
      ['Olga Nieaktualna', '2019-01-01'],
      ['Olga Bez Wersji', undefined],
    ] as const) {
      await submit({
        formToken: await tokenAged(10_000),
        name,
        ...(version ? { privacyNoticeVersion: version } : {}),
        marketingConsent: 'on',
      });
      const sent = leads.at(-1)!;
      expect(sent.name, name).toBe(name);
      expect(sent.privacyNoticeVersion, name).toBeUndefined();
      expect(sent.marketingConsent, name).toBeUndefined();
    }

    await submit({
      formToken: await tokenAged(10_000),
      name: 'Olga Prawdziwa',
      privacyNoticeVersion: DEMO_PRIVACY_VERSION,
      marketingConsent: 'on',
    });
    expect(leads.at(-1)!).toMatchObject({
      name: 'Olga Prawdziwa',
      privacyNoticeVersion: DEMO_PRIVACY_VERSION,
      marketingConsent: true,
    });
  });
});
