import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import type { LeadFormState } from '@/components/enquiry/form';
import { agedFormToken } from '../support/form-token';

/**
 * The enquiry action with the outbox in a file: the API down takes the enquiry into the outbox (sealed), the patient
 * is told so, and the site delivers it once, with its submission id, when the API is back. An answer that cannot be
 * read is a failure and is not queued. What reached the demo clinic is the truth, not the action's answer.
 */
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: `192.0.2.${Math.floor(Math.random() * 250) + 1}` }),
}));

const dir = mkdtempSync(join(tmpdir(), 'enquiry-outbox-'));
let demo: DemoInstance;
const posts: Record<string, unknown>[] = [];
beforeAll(() => {
  process.env.ENQUIRY_OUTBOX_DIR = dir;
  demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    ...demo,
    handler: async (req: Request) => {
      if (req.method === 'POST' && new URL(req.url).pathname.endsWith('/leads'))
        posts.push((await req.clone().json()) as Record<string, unknown>);
      return demo.handler(req);
    },
  };
});
afterAll(() => {
  delete process.env.ENQUIRY_OUTBOX_DIR;
  rmSync(dir, { recursive: true, force: true });
});

async function submit(name: string) {
  const { submitLead } = await import('@/components/enquiry/actions');
  const { emptyLeadValues } = await import('@/components/enquiry/form');
  const prev: LeadFormState = { status: 'idle', values: emptyLeadValues(), errors: {}, token: '', attempt: 0 };
  const f = new FormData();
  for (const [k, v] of Object.entries({ name, phone: '600 700 800', message: 'Pytanie o wizytę' })) f.set(k, v);
  f.set('formToken', await agedFormToken(10_000));
  return submitLead(prev, f);
}

const stored = (name: string) => demo.store.leads.filter((l) => l.name === name);

describe('the enquiry outbox', () => {
  it('API down: queued (not "sent", not "failed"), sealed on disk, delivered once when the API is back', async () => {
    const { deliverOutbox } = await import('@/lib/outbox/server');
    demo.store.switches.outage = true;
    const r = await submit('Zofia Kolejkowa');
    expect(r.status).toBe('queued');
    expect(r.values.name).toBe('Zofia Kolejkowa');
    expect(stored('Zofia Kolejkowa')).toHaveLength(0);
    const file = readFileSync(join(dir, 'enquiry-outbox.json'), 'utf8');
    expect(file).not.toContain('Kolejkowa');
    expect(file).not.toContain('600 700 800');

    // Still down when it is due: it waits.
    const later = () => Date.now() + 60_000;
    expect(await deliverOutbox(later)).toMatchObject({ delivered: 0, waiting: true });
    demo.store.switches.outage = false;
    expect(await deliverOutbox(() => Date.now() + 120_000)).toMatchObject({ delivered: 1 });
    expect(await deliverOutbox(() => Date.now() + 180_000)).toMatchObject({ delivered: 0 });

    const leads = stored('Zofia Kolejkowa');
    expect(leads).toHaveLength(1);
    // The live attempts and the delivery carry one submission id, so reception can tell a repeat.
    const ids = new Set(posts.filter((p) => p.name === 'Zofia Kolejkowa').map((p) => p.submissionId));
    expect(ids.size).toBe(1);
    expect(leads[0]!.extra.submissionId).toEqual([...ids][0]);
    expect(typeof leads[0]!.extra.submittedAt).toBe('string');
  });

  it('a queued enquiry whose delivery gets an unreadable answer is not sent again (it may have been stored)', async () => {
    const { deliverOutbox } = await import('@/lib/outbox/server');
    demo.store.switches.outage = true;
    expect((await submit('Ewa Nieczytelna')).status).toBe('queued');
    demo.store.switches.outage = false;
    demo.store.switches.fault = { kind: 'htmlError', status: 200, paths: ['/leads'] };
    const sent = () => posts.filter((p) => p.name === 'Ewa Nieczytelna').length;
    try {
      const before = sent();
      expect(await deliverOutbox(() => Date.now() + 120_000)).toMatchObject({ delivered: 0, dropped: 1 });
      expect(await deliverOutbox(() => Date.now() + 240_000)).toMatchObject({ delivered: 0, dropped: 0 });
      expect(sent() - before).toBe(1);
    } finally {
      demo.store.switches.fault = null;
    }
  });

  it('an HTML 200 from the API: "failed", nothing queued, nothing stored', async () => {
    const { outbox } = await import('@/lib/outbox/server');
    demo.store.switches.fault = { kind: 'htmlError', status: 200, paths: ['/leads'] };
    try {
      const r = await submit('Piotr Stronowy');
      expect(r.status).toBe('failed');
      expect(await outbox()!.store.size()).toBe(0);
      expect(stored('Piotr Stronowy')).toHaveLength(0);
    } finally {
      demo.store.switches.fault = null;
    }
  });
});
