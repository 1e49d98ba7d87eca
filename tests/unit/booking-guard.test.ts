import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoInstance, type DemoInstance } from '@/lib/demo-clinic/instance';
import { DEMO_PRIVACY_VERSION } from '@/lib/demo-clinic/leads/privacy';
import { SOCKET_ADDRESS_HEADER } from '@/lib/abuse/client-ip';
import type { BookingSubmission } from '@/components/booking/result';
import type { FreeSlot } from '@/lib/clinic-api/schemas';
import { agedFormToken } from '../support/form-token';

/**
 * The booking action attacked as a script would: no token, a forged one, a reused one, one posted at once, a filled
 * honeypot, one phone number booked again and again, a forged notice version. The truth is what reached the demo
 * clinic: every request the site's client made is counted here, not the action's answer.
 */
let socketAddress = '198.51.100.1';
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ [SOCKET_ADDRESS_HEADER]: socketAddress, 'x-forwarded-for': '6.6.6.6' }),
}));

const upstream: { method: string; path: string; body: Record<string, unknown> | null }[] = [];
/** When set, answers the API's requests instead of the demo (which it may still call). */
let intercept: ((req: Request, demo: (req: Request) => Promise<Response>) => Promise<Response>) | null = null;
const g = globalThis as { __demoClinic?: DemoInstance };

beforeAll(() => {
  // The site's client reaches the process-wide demo instance: wrap its handler to see every call.
  const demo = createDemoInstance({ mediaOrigin: 'http://localhost:3000', rateLimit: 100_000 });
  g.__demoClinic = {
    store: demo.store,
    apiVersion: demo.apiVersion,
    handler: async (req: Request) => {
      const body = req.method === 'POST' ? ((await req.clone().json()) as Record<string, unknown>) : null;
      upstream.push({ method: req.method, path: new URL(req.url).pathname, body });
      return intercept ? intercept(req, demo.handler) : demo.handler(req);
    },
  };
});

const bookings = () => upstream.filter((r) => r.method === 'POST' && r.path.endsWith('/booking/appointments'));

async function load() {
  const { submitBooking } = await import('@/components/booking/actions');
  const { issueFormToken } = await import('@/lib/abuse/server');
  const { clinic } = await import('@/lib/server/clinic');
  const { getBookingCatalog, getFreeSlots } = await import('@/lib/clinic-api/booking');
  return { submitBooking, issueFormToken, clinic, getBookingCatalog, getFreeSlots };
}

/** A token handed out `ageMs` ago: old enough for a person unless told otherwise. */
const token = (ageMs = 10_000) => agedFormToken(ageMs);

let slots: FreeSlot[] = [];
let serviceId = '';
async function nextSlot(): Promise<FreeSlot> {
  const { clinic, getBookingCatalog, getFreeSlots } = await load();
  if (slots.length === 0) {
    const catalog = await getBookingCatalog(clinic());
    const service = catalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;
    serviceId = service.id;
    slots = await getFreeSlots(clinic(), service.id, service.resourceIds[0]!);
  }
  expect(slots.length).toBeGreaterThan(0);
  return slots.shift()!;
}

async function submission(over: Partial<BookingSubmission> = {}): Promise<BookingSubmission> {
  const slot = await nextSlot();
  return {
    serviceId,
    resourceId: slot.resourceId,
    startAt: slot.startAt,
    visitFor: 'me',
    patientName: '',
    firstVisit: '',
    name: 'Jan Testowy',
    phone: `60${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
    email: '',
    note: '',
    marketingConsent: false,
    formToken: await token(),
    website: '',
    ...over,
  };
}

beforeEach(() => {
  // A fresh address per test: the per-address limits are not what most tests look at.
  socketAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  // And an empty site-wide window (20 actions a minute): this file books more than that in all.
  (globalThis as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('clinic-site.actionLimiters')]?.clear();
});

describe('a booking from a bot is refused before the API is called', () => {
  it('without a token, or with a forged one: nothing sent, a fresh token to press again with', async () => {
    const { submitBooking } = await load();
    const before = bookings().length;
    const base = await submission();
    for (const formToken of [
      undefined,
      '',
      'v1.abc.def.ghi',
      base.formToken.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    ]) {
      const r = await submitBooking({ ...base, formToken });
      expect(r.status).toBe('expired');
      expect(r.status === 'expired' && r.token.startsWith('v1.')).toBe(true);
    }
    expect(bookings().length).toBe(before);
  });

  it('a filled honeypot gets a made-up confirmation and nothing is sent', async () => {
    const { submitBooking } = await load();
    const before = bookings().length;
    const r = await submitBooking({ ...(await submission()), website: 'http://spam.example' });
    expect(r.status).toBe('booked');
    expect(bookings().length).toBe(before);
  });

  it('posted within a second of the page opening: "send again", not a success, and nothing sent', async () => {
    const { submitBooking } = await load();
    const before = bookings().length;
    const r = await submitBooking(await submission({ formToken: await token(500) }));
    expect(r).toEqual({ status: 'too_fast' });
    expect(bookings().length).toBe(before);
  });

  it('a token books once: posting it again is refused, told as a booking that may be made (its answer may have been lost), with a fresh token', async () => {
    const { submitBooking } = await load();
    const first = await submission();
    expect((await submitBooking(first)).status).toBe('booked');
    const sent = bookings().length;
    const again = await submitBooking({ ...(await submission()), formToken: first.formToken });
    expect(again.status).toBe('resent');
    expect(again.status === 'resent' && again.token.startsWith('v1.') && again.token !== first.formToken).toBe(true);
    expect(bookings().length).toBe(sent);
  });
});

describe('limits', () => {
  it('one phone number books at most 3 visits a day, then gets the phone-limited answer without a call', async () => {
    const { submitBooking } = await load();
    const phone = '512 345 678';
    for (let i = 0; i < 3; i++) {
      socketAddress = `203.0.113.${i + 1}`; // from different addresses: the phone is what is counted
      expect((await submitBooking(await submission({ phone }))).status).toBe('booked');
    }
    const sent = bookings().length;
    socketAddress = '203.0.113.99';
    expect((await submitBooking(await submission({ phone: '+48 512-345-678' }))).status).toBe('phone_limited');
    expect(bookings().length).toBe(sent);
  });

  it('a booking that was not made (its slot taken) leaves the phone its places for the day', async () => {
    const { submitBooking } = await load();
    const phone = '513 222 111';
    const taken = await submission();
    expect((await submitBooking(taken)).status).toBe('booked');
    for (let i = 0; i < 3; i++) {
      socketAddress = `203.0.113.${110 + i}`;
      expect((await submitBooking({ ...taken, phone, formToken: await token() })).status).toBe('slot_taken');
    }
    for (let i = 0; i < 3; i++) {
      socketAddress = `203.0.113.${120 + i}`;
      expect((await submitBooking(await submission({ phone }))).status).toBe('booked');
    }
    expect((await submitBooking(await submission({ phone }))).status).toBe('phone_limited');
  });

  it('asking again and again whether a phone number is at its daily cap counts against the address', async () => {
    const { submitBooking } = await load();
    const phone = '514 333 222';
    for (let i = 0; i < 3; i++) {
      socketAddress = `203.0.113.${130 + i}`;
      expect((await submitBooking(await submission({ phone }))).status).toBe('booked');
    }
    socketAddress = '203.0.113.140';
    const probe = await submission({ phone });
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) answers.push((await submitBooking({ ...probe, formToken: await token() })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill('phone_limited'));
    expect(answers[10]).toBe('limited'); // 10 per 10 minutes per address
  });

  it('a re-send that meets "slot taken" after a first attempt lost on the way back: the visit may be booked, not "pick another"', async () => {
    const { submitBooking } = await load();
    const booking = await submission();
    let attempts = 0;
    intercept = async (req, demo) => {
      if (req.method !== 'POST' || !new URL(req.url).pathname.endsWith('/booking/appointments')) return demo(req);
      attempts++;
      if (attempts === 1) {
        await demo(req); // booked; the answer never comes back
        throw new TypeError('fetch failed');
      }
      // The re-send, while the first is still being written: the slot is taken (by the first attempt).
      return Response.json({ error: 'slot_taken', code: 'slot_taken', slots: [] }, { status: 409 });
    };
    try {
      expect((await submitBooking(booking)).status).toBe('uncertain');
      expect(attempts).toBe(2);
    } finally {
      intercept = null;
    }
  });

  it('a gateway that gave up (504, a CDN\'s 524) or a server error (500) after the platform booked: the visit may be booked, not "try again"', async () => {
    const { submitBooking } = await load();
    for (const status of [504, 502, 500, 524]) {
      const booking = await submission();
      let attempts = 0;
      intercept = async (req, demo) => {
        if (req.method !== 'POST' || !new URL(req.url).pathname.endsWith('/booking/appointments')) return demo(req);
        attempts++;
        await demo(req); // the platform books (the re-send meets the duplicate rule); the gateway's answer is the failure
        return Response.json({ error: 'upstream timed out' }, { status });
      };
      try {
        expect((await submitBooking(booking)).status, String(status)).toBe('uncertain');
        expect(attempts).toBe(2);
      } finally {
        intercept = null;
      }
    }
  });

  it('a 503 refuses before doing anything: the patient may try again', async () => {
    const { submitBooking } = await load();
    const booking = await submission();
    intercept = async (req, demo) =>
      req.method === 'POST' && new URL(req.url).pathname.endsWith('/booking/appointments')
        ? Response.json({ error: 'maintenance' }, { status: 503 })
        : demo(req);
    try {
      expect((await submitBooking(booking)).status).toBe('unavailable');
    } finally {
      intercept = null;
    }
  });

  it("a 200 that is a page for people (a WAF's challenge): the visit may be booked; logged by status and media type only", async () => {
    const { submitBooking } = await load();
    const booking = await submission({ name: 'Jan Zagadkowy' });
    intercept = async (req, demo) => {
      if (req.method !== 'POST' || !new URL(req.url).pathname.endsWith('/booking/appointments')) return demo(req);
      await demo(req); // it may have reached the platform before the page came back
      return new Response('<html>Sprawdzamy, czy jesteś człowiekiem</html>', {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await submitBooking(booking)).status).toBe('uncertain');
      const lines = logged.mock.calls.map((c) => c.join(' '));
      expect(lines.some((l) => l.includes('HTTP 200, text/html'))).toBe(true);
      expect(lines.join('\n')).not.toContain('Zagadkowy');
      expect(lines.join('\n')).not.toContain('człowiekiem');
    } finally {
      intercept = null;
      logged.mockRestore();
    }
  });

  it('one address is limited whatever X-Forwarded-For it sends (no proxy configured)', async () => {
    const { submitBooking } = await load();
    socketAddress = '192.0.2.77';
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) answers.push((await submitBooking(await submission())).status);
    expect(answers.slice(0, 10).every((s) => s === 'booked')).toBe(true);
    expect(answers[10]).toBe('limited');
  });
});

describe('the privacy notice version', () => {
  it('upstream gets the version the form showed when it is the current one; a stale or forged one is not claimed and records no marketing consent', async () => {
    const { submitBooking } = await load();
    expect(
      (await submitBooking(await submission({ privacyNoticeVersion: '1999-01-01', marketingConsent: true }))).status,
    ).toBe('booked');
    const forged = bookings().at(-1)!.body!;
    expect(forged.privacyNoticeVersion).toBeUndefined();
    expect(forged.marketingConsent).toBeUndefined();

    expect(
      (await submitBooking(await submission({ privacyNoticeVersion: DEMO_PRIVACY_VERSION, marketingConsent: true })))
        .status,
    ).toBe('booked');
    expect(bookings().at(-1)!.body!).toMatchObject({
      privacyNoticeVersion: DEMO_PRIVACY_VERSION,
      marketingConsent: true,
    });
  });
});
