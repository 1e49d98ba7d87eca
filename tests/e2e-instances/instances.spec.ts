import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { generatedPages } from '../../lib/demo-clinic/fixtures/generated';
import { demoBookingCatalog } from '../../lib/demo-clinic/fixtures/booking';
import { MIN_FILL_MS } from '../../lib/abuse/form-token';
import { E2E_REVALIDATE_SECRET } from '../../scripts/lib/e2e-server-env';
import { pickSlot } from '../e2e/slots';
import { pastFillTime } from '../e2e/support';

/**
 * Two `next start` instances of one build (A and B), sharing a Redis, nginx in front (deploy/nginx.conf), against
 * the demo clinic over HTTP with its 120-request window: started by scripts/run-e2e.ts (scripts/lib/instances.ts).
 * The demo's request log (GET /__demo/requests) is the judge of every upstream call.
 */
const A = process.env.INSTANCE_A!;
const B = process.env.INSTANCE_B!;
const LB = process.env.INSTANCE_LB!;
/** The same nginx with the common `proxy_set_header Host $host` (no port) and no X-Forwarded-Host. */
const LB_HOST = process.env.INSTANCE_LB_HOST!;
const DEMO = process.env.INSTANCE_DEMO!;
const WINDOW_MS = Number(process.env.INSTANCE_WINDOW_MS ?? 60_000);
const REDIS_PID = Number(process.env.INSTANCE_REDIS_PID);
test.skip(!A || !B || !LB || !LB_HOST || !DEMO, 'run by scripts/run-e2e.ts, which starts the instances');
test.describe.configure({ mode: 'serial' });

type Logged = { seq: number; at: number; method: string; path: string; status: number };
const guides = generatedPages(200).map((p) => ({ path: p.path, title: p.title }));

async function log(request: APIRequestContext, after: number): Promise<Logged[]> {
  const res = await request.get(`${DEMO}/__demo/requests?after=${after}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { requests: Logged[] }).requests;
}
async function mark(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${DEMO}/__demo/requests?after=999999999`)).json()) as { last: number }).last;
}

const octet = () => 1 + Math.floor(Math.random() * 250);
const address = () => `10.${octet()}.${octet()}.${octet()}`;

/** The enquiry form's hidden fields as a page renders them (what a browser without JavaScript posts back). */
async function enquiryForm(request: APIRequestContext, origin: string): Promise<Record<string, string>> {
  return formFrom(await (await request.get(`${origin}/kontakt`, { headers: { 'x-forwarded-for': address() } })).text());
}

/** The enquiry form's hidden fields in a page, once a person could have filled the form in (its token's age). */
async function formFrom(html: string): Promise<Record<string, string>> {
  const start = html.indexOf('<form id="formularz-kontaktowy-form"');
  const form = html.slice(start, html.indexOf('</form>', start));
  const decode = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const hidden = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)].map((m) => [
      decode(m[1]!),
      decode(m[2] ?? ''),
    ]),
  );
  expect(Object.keys(hidden)).toEqual(expect.arrayContaining(['formToken']));
  // Post when a person could have filled the form in (the token's age), not at once like a script.
  const issuedAt = parseInt(hidden.formToken!.split('.')[1]!, 36);
  await new Promise((r) => setTimeout(r, Math.max(0, issuedAt + MIN_FILL_MS + 300 - Date.now())));
  return hidden;
}

const SENT = 'Dziękujemy, zapytanie zostało wysłane';
const LIMITED = 'Wysłano już kilka zapytań';

test('a page rendered by A is served by B from the shared cache, with no upstream call', async ({ request }) => {
  const page = guides[0]!;
  const m0 = await mark(request);
  const first = await request.get(`${A}${page.path}`);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(page.title);
  expect(
    (await log(request, m0)).filter((r) => r.path.includes('/content')).length,
    'A rendered the page from the API',
  ).toBeGreaterThan(0);

  // B's proxy keeps the clinic's noindex flag a minute per process (lib/site-data/rules.ts NOINDEX_FLAG): let it
  // read that first, on another page, so what is counted below is the guide page alone.
  expect((await request.get(`${B}/kontakt`)).status()).toBe(200);
  const m1 = await mark(request);
  const second = await request.get(`${B}${page.path}`);
  expect(second.status()).toBe(200);
  expect(await second.text()).toContain(page.title);
  expect(await log(request, m1), 'B called the API').toEqual([]);
});

test('a revalidation through A is seen by B on its next request', async ({ request }) => {
  const page = guides[1]!;
  expect(await (await request.get(`${B}${page.path}`)).text()).toContain(page.title);
  const renamed = `${page.title} (zmieniony ${Date.now().toString(36)})`;
  expect((await request.post(`${DEMO}/__demo/edit`, { data: { path: page.path, title: renamed } })).ok()).toBe(true);
  // Within the page's 60 s both instances still serve what the cache holds.
  expect(await (await request.get(`${B}${page.path}`)).text()).not.toContain(renamed);

  const res = await request.post(`${A}/api/revalidate`, {
    headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
    data: { paths: [page.path] },
  });
  expect(res.status()).toBe(200);
  expect(await (await request.get(`${B}${page.path}`)).text()).toContain(renamed);
  expect(await (await request.get(`${A}${page.path}`)).text()).toContain(renamed);
});

test('a page published and revalidated through A is served by B at once, not as a 404', async ({ request }) => {
  const page = guides[2]!;
  const revalidate = (origin: string) =>
    request.post(`${origin}/api/revalidate`, {
      headers: { authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { paths: [page.path] },
    });
  try {
    // The clinic withdraws the page, and B learns it: B's published set (kept a minute per instance) now lacks it.
    expect((await request.post(`${DEMO}/__demo/switches`, { data: { hiddenPages: [page.path] } })).ok()).toBe(true);
    expect((await revalidate(B)).status()).toBe(200);
    expect((await request.get(`${B}${page.path}`)).status()).toBe(404);
    // Published again; the clinic's relay reaches A only.
    expect((await request.post(`${DEMO}/__demo/switches`, { data: { hiddenPages: [] } })).ok()).toBe(true);
    expect((await revalidate(A)).status()).toBe(200);
    const res = await request.get(`${B}${page.path}`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain(page.title);
    expect((await request.get(`${A}${page.path}`)).status()).toBe(200);
  } finally {
    await request.post(`${DEMO}/__demo/reset-switches`);
  }
});

test('an enquiry form rendered by A and posted to B is accepted', async ({ request }) => {
  const hidden = await enquiryForm(request, A);
  const name = `Anna Dwie Instancje ${Date.now().toString(36)}`;
  const m = await mark(request);
  const res = await request.post(`${B}/kontakt`, {
    multipart: { ...hidden, name, phone: '600 300 401' },
    headers: { origin: B, 'x-forwarded-for': address() },
  });
  expect(await res.text()).toContain(SENT);
  expect(
    (await log(request, m)).filter((r) => r.method === 'POST' && r.path.endsWith('/leads')).map((r) => r.status),
  ).toEqual([200]);
});

test('one address, whatever X-Forwarded-For it forges, is limited across both instances behind nginx', async ({
  request,
}) => {
  test.setTimeout(120_000);
  let hidden = await enquiryForm(request, A);
  const answers: string[] = [];
  const post = async (i: number) =>
    (
      await request.post(`${LB}/kontakt`, {
        multipart: { ...hidden, name: `Limit Nginx ${i} ${Date.now().toString(36)}`, phone: `600 300 ${410 + i}` },
        headers: { origin: LB, 'x-forwarded-for': address() },
      })
    ).text();
  // nginx takes turns: three posts land on A, three on B; each alone would allow all of them (5 in 10 minutes).
  for (let i = 1; i <= 6; i++) {
    let text = await post(i);
    // A token writes once per sender: as a person without JavaScript does, press again with the fresh token the
    // answer hands over (a used token is refused before any limit counts it).
    if (!text.includes(SENT) && !text.includes(LIMITED) && text.includes('name="formToken"')) {
      hidden = await formFrom(text);
      text = await post(i);
    }
    answers.push(text.includes(SENT) ? 'sent' : text.includes(LIMITED) ? 'limited' : 'other');
  }
  expect(answers).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'limited']);
});

test('behind the common `Host $host` recipe (no port passed on) a form post from the site’s origin is handled', async ({
  request,
}) => {
  let hidden = await enquiryForm(request, LB);
  // The browser is on the site's origin (SITE_URL, the nginx address with its port); this nginx passes Host without
  // it. Through nginx every post comes from nginx's own address, which the test above has just used up: the
  // action's own answer (sent, or that address's limit) shows the origin check let the post through.
  const send = () =>
    request.post(`${LB_HOST}/kontakt`, {
      multipart: { ...hidden, name: `Anna Host Bez Portu ${Date.now().toString(36)}`, phone: '600 300 402' },
      headers: { origin: LB, 'x-forwarded-for': address() },
    });
  let res = await send();
  expect(res.status()).toBe(200);
  let text = await res.text();
  // The cached page's token was used by this address (nginx's) above: the action hands over a fresh one.
  if (!new RegExp(`${SENT}|${LIMITED}`).test(text)) {
    hidden = await formFrom(text);
    res = await send();
    expect(res.status()).toBe(200);
    text = await res.text();
  }
  expect(text).toMatch(new RegExp(`${SENT}|${LIMITED}`));
  // Another origin is still refused (Next's origin check stands: "Invalid Server Actions request").
  const forged = await request.post(`${LB_HOST}/kontakt`, {
    multipart: { ...hidden, name: 'Anna Obca', phone: '600 300 403' },
    headers: { origin: 'https://evil.example', 'x-forwarded-for': address() },
  });
  expect(forged.status()).toBe(500);
  expect(await forged.text()).not.toMatch(new RegExp(`${SENT}|${LIMITED}`));
});

const service = demoBookingCatalog.services.find((s) => !s.nfz && s.resourceIds.length > 0)!;

/** One patient books through the wizard on `origin`, from an address of their own; answers when confirmed. */
async function book(page: Page, origin: string, n: number): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address() });
  await page.goto(`${origin}/umow-wizyte?service=${service.id}&resource=${service.resourceIds[0]}`);
  const ui = page.locator('#rezerwacja');
  await pickSlot(ui);
  await ui.getByLabel('Imię i nazwisko').fill(`Pacjent Burzy ${n}`);
  await ui.getByLabel('Telefon').fill(`601 ${String(100 + n).padStart(3, '0')} ${String(Date.now()).slice(-3)}`);
  await pastFillTime(page);
  await ui.getByRole('button', { name: 'Umów wizytę' }).click();
  await expect(ui.getByRole('heading', { name: 'Wizyta umówiona', level: 2 })).toBeVisible({ timeout: 15_000 });
}

test('mixed traffic over both instances for three windows: no 429 from the API, every booking made', async ({
  page,
  request,
}) => {
  test.setTimeout(4 * WINDOW_MS + 60_000);
  const m = await mark(request);
  const until = Date.now() + 3 * WINDOW_MS;
  const origins = [A, B, LB];
  const statuses = new Map<number, number>();
  let next = 10;
  // Visitors reading guide pages nobody read yet (each a render, an API call), up to ten a second over all three
  // doors: more than the window allows (120 in 15 s), so the shared budget, not the load, sets the pace.
  const reader = async (k: number) => {
    while (Date.now() < until) {
      const started = Date.now();
      const p = guides[next++ % guides.length]!;
      const res = await request
        .get(`${origins[k % 3]}${p.path}`, { headers: { 'x-forwarded-for': address() }, timeout: 20_000 })
        .catch(() => null);
      statuses.set(res?.status() ?? 0, (statuses.get(res?.status() ?? 0) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, Math.max(0, 400 - (Date.now() - started))));
    }
  };
  // A patient looking at free slots every four seconds.
  const slotReader = async () => {
    const from = address();
    for (let i = 0; Date.now() < until; i++) {
      await request
        .get(`${origins[i % 2]}/api/booking/slots?service=${service.id}&resource=any`, {
          headers: { 'x-forwarded-for': from },
        })
        .catch(() => null);
      await new Promise((r) => setTimeout(r, 4_000));
    }
  };
  let booked = 0;
  const booker = async () => {
    for (let n = 1; Date.now() < until; n++) {
      await book(page, n % 2 ? A : B, n);
      booked++;
    }
  };
  await Promise.all([...[0, 1, 2, 3].map(reader), slotReader(), booker()]);

  const calls = await log(request, m);
  const perWindow = new Map<number, number>();
  for (const c of calls)
    perWindow.set(Math.floor(c.at / WINDOW_MS), (perWindow.get(Math.floor(c.at / WINDOW_MS)) ?? 0) + 1);
  console.log(
    `[instances] storm: ${calls.length} API calls, per window ${[...perWindow.values()].join(', ')}; page answers ${JSON.stringify(Object.fromEntries(statuses))}; ${booked} bookings`,
  );
  expect(calls.filter((c) => c.status === 429)).toEqual([]);
  expect(Math.max(...perWindow.values())).toBeLessThanOrEqual(120);
  const bookings = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/booking/appointments'));
  expect(booked).toBeGreaterThanOrEqual(3);
  expect(bookings.map((c) => c.status)).toEqual(Array(booked).fill(201));
});

test('Redis stopped mid-run: pages and bookings still work on both instances', async ({ page, request }) => {
  expect(REDIS_PID, "the runner passes redis-server's pid").toBeGreaterThan(0);
  process.kill(REDIS_PID, 'SIGKILL');
  const m = await mark(request);
  for (const origin of [A, B, LB]) {
    for (const p of [guides[0]!, guides[2]!, { path: '/', title: '' }]) {
      const res = await request.get(`${origin}${p.path}`, { headers: { 'x-forwarded-for': address() } });
      expect(res.status(), `${origin}${p.path}`).toBe(200);
      if (p.title) expect(await res.text()).toContain(p.title);
    }
  }
  await book(page, B, 900);
  await book(page, A, 901);
  const calls = await log(request, m);
  expect(calls.filter((c) => c.status === 429)).toEqual([]);
  expect(
    calls.filter((c) => c.method === 'POST' && c.path.endsWith('/booking/appointments')).map((c) => c.status),
  ).toEqual([201, 201]);
});
