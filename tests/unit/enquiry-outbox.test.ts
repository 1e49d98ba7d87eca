import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import type { LeadFormState } from '@/components/enquiry/form';
import { currentSpending } from '@/lib/budget/context';
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
/** Each POST /leads as it reached the API: whose spending it counted as, and whether it was sent `strict`. */
const sends: { name: unknown; kind: string | undefined; strict: string | null }[] = [];
beforeAll(() => {
  process.env.ENQUIRY_OUTBOX_DIR = dir;
  demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  (globalThis as { __demoClinic?: DemoInstance }).__demoClinic = {
    ...demo,
    handler: async (req: Request) => {
      const url = new URL(req.url);
      if (req.method === 'POST' && url.pathname.endsWith('/leads')) {
        const body = (await req.clone().json()) as Record<string, unknown>;
        posts.push(body);
        sends.push({ name: body.name, kind: currentSpending()?.kind, strict: url.searchParams.get('strict') });
      }
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
      const { result, lines } = await logged(() => deliverOutbox(() => Date.now() + 120_000));
      expect(result).toMatchObject({ delivered: 0, dropped: 1 });
      expect(lines[0]).toBe(
        'warn: [outbox] a queued enquiry got an unreadable answer and is not sent again: 502 invalid_response (HTTP 200, text/html)',
      );
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

const g = globalThis as unknown as Record<symbol, unknown>;
const singleton = (name: string) => Symbol.for(`clinic-site.${name}`);

/** console.warn/.error/.info lines while `fn` runs (the outbox's log lines; nothing of an enquiry may be in them). */
async function logged<T>(fn: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
  const lines: string[] = [];
  const spies = (['warn', 'error', 'info'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(`${level}: ${line}`)),
  );
  try {
    return { result: await fn(), lines };
  } finally {
    for (const s of spies) s.mockRestore();
  }
}

describe('delivering a queued enquiry', () => {
  // Due at once: kept ten seconds ago (its first pause is 5 s).
  const queue = async (lead: Record<string, unknown>) => {
    const { queueEnquiry } = await import('@/lib/outbox/server');
    expect(await queueEnquiry({ message: 'Pytanie', ...lead }, Date.now() - 10_000)).toBe(true);
  };

  it('is first tried 5 s after it was kept (the API was just down), not at once', async () => {
    const { deliverOutbox, queueEnquiry } = await import('@/lib/outbox/server');
    const at = Date.now();
    expect(await queueEnquiry({ name: 'Ala Cierpliwa', phone: '600 700 804', message: 'Pytanie' }, at)).toBe(true);
    expect(await deliverOutbox(() => at + 4_999)).toMatchObject({ delivered: 0, waiting: false });
    expect(await deliverOutbox(() => at + 5_000)).toMatchObject({ delivered: 1 });
    expect(stored('Ala Cierpliwa')).toHaveLength(1);
  });

  it('goes at a content refresh’s priority (patients waiting now go first), sent strict', async () => {
    const { deliverOutbox } = await import('@/lib/outbox/server');
    await queue({ name: 'Olga Odświeżana', phone: '600 700 801' });
    expect(await deliverOutbox()).toMatchObject({ delivered: 1 });
    expect(sends.filter((s) => s.name === 'Olga Odświeżana')).toEqual([
      { name: 'Olga Odświeżana', kind: 'refresh', strict: '1' },
    ]);
  });

  it('a 400 (here strict: no usable contact) is dropped, never stored half-valid, with its status and code only', async () => {
    const { deliverOutbox, outbox } = await import('@/lib/outbox/server');
    await queue({ name: 'Iga Bezkontaktowa', phone: '12' });
    const { result, lines } = await logged(() => deliverOutbox());
    expect(result).toMatchObject({ delivered: 0, dropped: 1, waiting: false });
    expect(stored('Iga Bezkontaktowa')).toHaveLength(0);
    expect(await outbox()!.store.size()).toBe(0);
    expect(lines).toEqual([
      'warn: [outbox] a queued enquiry was refused: 400 missing_contact (HTTP 400, application/json)',
      'warn: [outbox] 1 queued enquiries were refused by the API and were dropped',
    ]);
  });

  it('the API away: kept for a later attempt, and the reason said once (not at every attempt)', async () => {
    const { deliverOutbox, outbox } = await import('@/lib/outbox/server');
    delete g[singleton('enquiryOutboxWaitNotice')];
    await queue({ name: 'Lena Czekająca', phone: '600 700 802' });
    demo.store.switches.outage = true;
    try {
      const first = await logged(() => deliverOutbox());
      expect(first.result).toMatchObject({ delivered: 0, dropped: 0, waiting: true });
      expect(first.lines).toEqual([
        'warn: [outbox] the oldest queued enquiry waits: the API did not take it (503 (HTTP 503, application/json)); the site tries again',
      ]);
      const again = await logged(() => deliverOutbox(() => Date.now() + 60_000));
      expect(again.result).toMatchObject({ waiting: true });
      expect(again.lines).toEqual([]);
      expect(await outbox()!.store.size()).toBe(1);
    } finally {
      demo.store.switches.outage = false;
    }
    expect(await deliverOutbox(() => Date.now() + 120_000)).toMatchObject({ delivered: 1 });
    expect(stored('Lena Czekająca')).toHaveLength(1);
  });

  it('the loop: looks every 5 s, says once when its storage fails and once when it answers again', async () => {
    const server = await import('@/lib/outbox/server');
    const loop = singleton('enquiryOutboxLoop');
    const saved = g[loop];
    delete g[loop];
    const file = join(dir, 'enquiry-outbox.json');
    const lines: string[] = [];
    const spies = (['warn', 'error', 'info'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(`${level}: ${line}`)),
    );
    // Only the loop's interval is faked: the file store's own waits and the clock stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    /** Lets the loop tick (5 s each) until `done`, as the interval would. */
    const ticksUntil = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) {
        vi.advanceTimersByTime(5_000);
        await pause(10);
      }
      expect(done(), lines.join('\n')).toBe(true);
    };
    try {
      await queue({ name: 'Marek Pętlowy', phone: '600 700 803' });
      server.startOutboxDelivery();
      server.startOutboxDelivery(); // once per process
      expect(lines).toEqual(['info: [outbox] on: enquiries the API cannot take wait in a file']);
      vi.advanceTimersByTime(4_999);
      await pause(30);
      expect(stored('Marek Pętlowy')).toHaveLength(0);
      await ticksUntil(() => stored('Marek Pętlowy').length === 1);
      await ticksUntil(() => lines.includes('warn: [outbox] 1 queued enquiries delivered'));

      const kept = readFileSync(file, 'utf8');
      writeFileSync(file, '{"v":1,"entries":[');
      await ticksUntil(() => lines.some((l) => l.startsWith('error:')));
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(5_000);
        await pause(10);
      }
      writeFileSync(file, kept);
      await ticksUntil(() => lines.includes('warn: [outbox] its storage answers again'));
      for (let i = 0; i < 5; i++) {
        vi.advanceTimersByTime(5_000);
        await pause(10);
      }
      expect(lines.filter((l) => !l.startsWith('info:'))).toEqual([
        'warn: [outbox] 1 queued enquiries delivered',
        'error: [outbox] delivery paused: SyntaxError',
        'warn: [outbox] its storage answers again',
      ]);
    } finally {
      vi.useRealTimers();
      for (const s of spies) s.mockRestore();
      g[loop] = saved;
    }
  });
});
