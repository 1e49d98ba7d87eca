import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import type { LeadFormState } from '@/components/enquiry/form';
import type { BookingSubmission } from '@/components/booking/result';
import { initialFeedbackState } from '@/components/feedback/form';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { agedFormToken } from '../support/form-token';

/**
 * One token, one write, on every form: a script that got one token (or none) cannot post again and again. What
 * reached the demo clinic is counted, not the actions' answers.
 */
/** Each request comes from an address of its own, unless a test names one. */
let address: string | null = null;
let requests = 0;
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      [SOCKET_ADDRESS_HEADER]: address ?? `192.0.2.${(++requests % 250) + 1}`,
      referer: 'http://localhost:3000/o-nas',
    }),
}));

const posts: { path: string; body: Record<string, unknown> }[] = [];
/** When set, answers the API's requests instead of the demo (which it may still call). */
let intercept: ((req: Request, demo: (req: Request) => Promise<Response>) => Promise<Response>) | null = null;
const g = globalThis as { __demoClinic?: DemoInstance };

beforeAll(() => {
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  g.__demoClinic = {
    store: demo.store,
    apiVersion: demo.apiVersion,
    handler: async (req: Request) => {
      if (req.method === 'POST')
        posts.push({ path: new URL(req.url).pathname, body: (await req.clone().json()) as Record<string, unknown> });
      return intercept ? intercept(req, demo.handler) : demo.handler(req);
    },
  };
});

const sent = (suffix: string) => posts.filter((p) => p.path.endsWith(suffix)).length;

describe('the problem report carries a token', () => {
  const report = (message: string, token?: string) => {
    const f = new FormData();
    f.set('message', message);
    f.set('page', '/o-nas');
    if (token !== undefined) f.set('formToken', token);
    return f;
  };

  it('without a token, or with one handed out a second ago, nothing is sent', async () => {
    const { sendFeedback } = await import('@/components/feedback/actions');
    const before = sent('/feedback');
    expect(await sendFeedback(initialFeedbackState, report('Literówka w nagłówku strony'))).toMatchObject({
      status: 'failed',
      message: 'Literówka w nagłówku strony',
    });
    const fresh = await agedFormToken(1_000);
    const tooFast = await sendFeedback(initialFeedbackState, report('Literówka w nagłówku strony', fresh));
    expect(tooFast).toMatchObject({ status: 'failed', token: fresh });
    expect(sent('/feedback')).toBe(before);
  });

  it('a token sends one remark; posted again it sends nothing, and the form gets a fresh one', async () => {
    const { sendFeedback } = await import('@/components/feedback/actions');
    const before = sent('/feedback');
    const token = await agedFormToken(10_000);
    const first = await sendFeedback(initialFeedbackState, report('Zdjęcie się nie ładuje', token));
    expect(first.status).toBe('sent');
    expect(first.token).not.toBe(token);
    const again = await sendFeedback(first, report('Inny tekst, ten sam token', token));
    expect(again.status).toBe('failed');
    expect(again.token).not.toBe(token);
    expect(sent('/feedback')).toBe(before + 1);
  });
});

describe('an enquiry token sends a few enquiries at most', () => {
  async function submit(token: string, fields: Record<string, string>) {
    const { submitLead } = await import('@/components/enquiry/actions');
    const { emptyLeadValues } = await import('@/components/enquiry/form');
    const prev: LeadFormState = { status: 'idle', values: emptyLeadValues(), errors: {}, token: '', attempt: 0 };
    const f = new FormData();
    for (const [k, v] of Object.entries({ name: 'Anna Testowa', phone: '600 700 800', message: 'Pytanie', ...fields }))
      f.set(k, v);
    f.set('formToken', token);
    return submitLead(prev, f);
  }

  it('sends one enquiry for a sender: posted again from that address it sends nothing', async () => {
    const token = await agedFormToken(10_000);
    const before = sent('/leads');
    address = '198.51.100.20';
    try {
      expect((await submit(token, { name: 'Ewa Pierwsza' })).status).toBe('sent');
      const again = await submit(token, { name: 'Ewa Druga' });
      expect(again.status).toBe('expired');
      expect(again.token).not.toBe(token);
      address = '198.51.100.21'; // another patient on the same cached page
      expect((await submit(token, { name: 'Ewa Trzecia' })).status).toBe('sent');
    } finally {
      address = null;
    }
    expect(sent('/leads')).toBe(before + 2);
  });

  it('sends for at most SHARED_TOKEN_USES senders (a cached page shares it), then nothing, and the form gets a fresh one', async () => {
    const { SHARED_TOKEN_USES } = await import('@/lib/abuse/server');
    const before = sent('/leads');
    const token = await agedFormToken(10_000);
    for (let i = 0; i < SHARED_TOKEN_USES; i++)
      expect((await submit(token, { name: `Ewa ${i + 1}` })).status).toBe('sent');
    const again = await submit(token, { name: 'Ewa Nadmiarowa' });
    expect(again.status).toBe('expired');
    expect(again.token).not.toBe(token);
    expect(sent('/leads')).toBe(before + SHARED_TOKEN_USES);
  });

  it('refused by the API for something the patient can fix: the token comes back, and the corrected enquiry is sent', async () => {
    const token = await agedFormToken(10_000);
    intercept = async (req, demo) =>
      req.method === 'POST' && new URL(req.url).pathname.endsWith('/leads')
        ? Response.json({ error: 'Invalid phone', code: 'invalid_phone' }, { status: 400 })
        : demo(req);
    try {
      const refused = await submit(token, { name: 'Ewa Poprawiona', phone: '600 700 801' });
      expect(refused.status).not.toBe('sent');
      expect(refused.token).toBe(token);
    } finally {
      intercept = null;
    }
    const before = sent('/leads');
    expect((await submit(token, { name: 'Ewa Poprawiona', phone: '600 700 802' })).status).toBe('sent');
    expect(sent('/leads')).toBe(before + 1);
  });
});

describe("a failed booking's token re-sends that booking only", () => {
  async function firstSlots(): Promise<{ serviceId: string; slots: FreeSlot[] }> {
    const { clinic } = await import('@/lib/server/clinic');
    const { getBookingCatalog, getFreeSlots } = await import('@/lib/clinic-api/booking');
    const catalog = await getBookingCatalog(clinic());
    const service = catalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;
    return { serviceId: service.id, slots: await getFreeSlots(clinic(), service.id, service.resourceIds[0]!) };
  }
  const booking = (serviceId: string, slot: FreeSlot, token: string, name: string): BookingSubmission => ({
    serviceId,
    resourceId: slot.resourceId,
    startAt: slot.startAt,
    visitFor: 'me',
    patientName: '',
    firstVisit: '',
    name,
    phone: `60${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    email: '',
    note: '',
    marketingConsent: false,
    formToken: token,
    website: '',
  });

  it('after a failure that booked nothing the same booking goes through with it; another booking with it is not sent', async () => {
    const { submitBooking } = await import('@/components/booking/actions');
    const { serviceId, slots } = await firstSlots();
    const token = await agedFormToken(10_000);
    const mine = booking(serviceId, slots[0]!, token, 'Jan Pierwszy');
    intercept = async (req, demo) =>
      req.method === 'POST' && new URL(req.url).pathname.endsWith('/booking/appointments')
        ? Response.json({ error: 'Service unavailable' }, { status: 503 })
        : demo(req);
    try {
      expect((await submitBooking(mine)).status).toBe('unavailable');
    } finally {
      intercept = null;
    }
    const before = sent('/booking/appointments');
    const other = booking(serviceId, slots[1]!, token, 'Ktoś Inny');
    expect((await submitBooking(other)).status).not.toBe('booked');
    expect(sent('/booking/appointments')).toBe(before);
    expect((await submitBooking(mine)).status).toBe('booked');
    expect(sent('/booking/appointments')).toBe(before + 1);
  });

  it('after "slot taken" the answer hands over a token for another time, which books', async () => {
    const { submitBooking } = await import('@/components/booking/actions');
    const { serviceId, slots } = await firstSlots();
    const taken = booking(serviceId, slots[0]!, await agedFormToken(10_000), 'Zofia Wcześniejsza');
    expect((await submitBooking(taken)).status).toBe('booked');
    const token = await agedFormToken(10_000);
    const late = await submitBooking({ ...taken, name: 'Adam Spóźniony', phone: '601 222 333', formToken: token });
    expect(late.status).toBe('slot_taken');
    const next = late.status === 'slot_taken' ? late.token : undefined;
    expect(next).toBeTruthy();
    const again = booking(serviceId, slots[1]!, next!, 'Adam Spóźniony');
    expect((await submitBooking({ ...again, phone: '601 222 333' })).status).toBe('booked');
  });
});
