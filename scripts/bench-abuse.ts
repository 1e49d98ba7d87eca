/**
 * Do patients still get through while a few addresses hammer the site?
 *   npm run bench:abuse -- [--addresses 1,3,10] [--instances 1,2] [--warmup-s 65] [--measure-s 60]
 *     [--patient-every-s 4] [--dist .next]
 * Needs a build (`npm run build`, or the e2e build); two instances need redis-server (they share it, as deployed).
 * For each number of abusive addresses and of instances: `next start` against the demo clinic over HTTP at the
 * API's real 120 requests a minute. Each abusive address reads free slots about 10 times a second (two loops,
 * `--abuser-pause-ms` 200 between reads, cycling through
 * every treatment with "any specialist" and each specialist, so the shared answers help it little) and posts the
 * enquiry and problem-report forms as fast as their fill-time tokens allow (the page's no-JavaScript form: a token
 * read from the page, sent 3 s later, the next one read from the answer). After `--warmup-s` (the abusers are no
 * longer new), a new patient arrives every `--patient-every-s` for `--measure-s`, each from an address of their own: reads "any
 * specialist" for a treatment, then sends an enquiry at a person's pace (pressing again once if asked to).
 * Prints, per run, the patients who got free slots and whose enquiry was sent, what the abusers got, and the API
 * calls and 429s from the demo's own log.
 * A benchmark, not part of `npm test`: run it under `flock /tmp/heavy.lock` on a shared machine.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { demoBookingCatalog } from '../lib/demo-clinic/fixtures/booking';
import { leads as leadsText } from '../lib/i18n/pl/leads';
import { feedback as feedbackText } from '../lib/i18n/pl/feedback';
import { MIN_FILL_MS } from '../lib/abuse/form-token';
import { startInstances } from './lib/instances';
import { hasRedisServer } from './lib/redis-server';
import { arg } from './lib/args';

const addressCounts = arg('addresses', '1,3,10').split(',').map(Number);
const instanceCounts = arg('instances', '1,2').split(',').map(Number);
const warmupMs = Number(arg('warmup-s', '65')) * 1000;
const measureMs = Number(arg('measure-s', '60')) * 1000;
const patientEveryMs = Number(arg('patient-every-s', '4')) * 1000;
const dist = arg('dist', '.next');
if (!existsSync(join(dist, 'BUILD_ID'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first (or pass --dist).`);
  process.exit(2);
}
if (instanceCounts.some((n) => n > 1) && !hasRedisServer()) {
  console.error('Two instances share a Redis: redis-server is not installed (scripts/system-deps.sh installs it).');
  process.exit(2);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PACE_MS = MIN_FILL_MS + 200;
const ABUSER_PAUSE_MS = Number(arg('abuser-pause-ms', '200'));
const bookable = demoBookingCatalog.services.filter((s) => !s.nfz && s.resourceIds.length > 0);
const slotQueries = bookable.flatMap((s) => [
  `service=${s.id}&resource=any`,
  ...s.resourceIds.map((r) => `service=${s.id}&resource=${r}`),
]);

/** The HTML form around the `formToken` field: every input with its value (what a browser without JavaScript posts). */
function formFields(html: string): [string, string][] | null {
  const at = html.indexOf('name="formToken"');
  if (at < 0) return null;
  const start = html.lastIndexOf('<form', at);
  const end = html.indexOf('</form>', at);
  if (start < 0 || end < 0) return null;
  const out: [string, string][] = [];
  for (const tag of html.slice(start, end).match(/<input\b[^>]*>/g) ?? []) {
    const attr = (n: string) => tag.match(new RegExp(`\\s${n}="([^"]*)"`))?.[1];
    const name = attr('name');
    const type = attr('type') ?? 'text';
    if (!name || type === 'submit' || ((type === 'checkbox' || type === 'radio') && !/\schecked(?=[\s>=])/.test(tag)))
      continue;
    out.push([name, decode(attr('value') ?? '')]);
  }
  return out;
}

function decode(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function get(url: string, address: string): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, { headers: { 'x-forwarded-for': address }, signal: AbortSignal.timeout(20_000) });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

/** Posts a page's form as a browser without JavaScript does, with `values` over its own fields. */
async function post(
  url: string,
  address: string,
  fields: [string, string][],
  values: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const body = new FormData();
  for (const [k, v] of fields) if (!(k in values)) body.append(k, v);
  for (const [k, v] of Object.entries(values)) body.append(k, v);
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers: { 'x-forwarded-for': address, origin: new URL(url).origin },
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, text: await res.text() };
  } catch {
    return { status: 0, text: '' };
  }
}

const ENQUIRY_PAGE = '/umow-wizyte';
const REPORT_PAGE = '/zglos-problem?strona=%2F';
const enquiry = (name: string, phone: string) => ({
  name,
  phone,
  email: '',
  message: 'Dzień dobry, proszę o kontakt w sprawie wizyty.',
});

type Counts = { ok: number; other: number };
const count = (c: Counts, ok: boolean) => (ok ? c.ok++ : c.other++);

async function run(addresses: number, instances: number) {
  const inst = await startInstances({
    instances,
    redis: instances > 1,
    nginx: false,
    rateWindowMs: 60_000,
    distDir: dist === '.next' ? undefined : dist,
  });
  let turn = 0;
  const base = () => inst.urls[turn++ % inst.urls.length]!;
  const abuserSlots: Counts = { ok: 0, other: 0 };
  const abuserForms: Counts = { ok: 0, other: 0 };
  let stop = false;
  try {
    const after = inst.demo.instance.store.requestSeq;
    const slotLoop = async (address: string, k: number) => {
      for (let i = k; !stop; i++) {
        const r = await get(`${base()}/api/booking/slots?${slotQueries[i % slotQueries.length]}`, address);
        count(abuserSlots, r.status === 200);
        // About 10 reads a second per address: hundreds of times a patient's pace, and what this 2-core machine can
        // serve beside everything else, so the figures measure the budget's fairness, not a CPU saturated by the load.
        await sleep(ABUSER_PAUSE_MS);
      }
    };
    const formLoop = async (address: string, page: string, sentText: string, values: () => Record<string, string>) => {
      let fields: [string, string][] | null = null;
      while (!stop) {
        if (!fields) {
          fields = formFields((await get(`${base()}${page}`, address)).text);
          if (!fields) {
            await sleep(1_000);
            continue;
          }
        }
        await sleep(PACE_MS);
        if (stop) break;
        const r = await post(`${base()}${page}`, address, fields, values());
        count(abuserForms, r.text.includes(sentText));
        fields = formFields(r.text);
      }
    };
    const abusers = Array.from({ length: addresses }, (_, a) => {
      const address = `10.66.${a}.1`;
      let n = 0;
      return [
        slotLoop(address, a * 7),
        slotLoop(address, a * 7 + 3),
        formLoop(address, ENQUIRY_PAGE, leadsText.sentTitle, () =>
          enquiry(`Spam ${a} ${++n}`, `600${String(a).padStart(3, '0')}${String(n % 1000).padStart(3, '0')}`),
        ),
        formLoop(address, REPORT_PAGE, feedbackText.sent, () => ({ message: `Spam ${a} ${++n} na stronie` })),
      ];
    }).flat();

    await sleep(warmupMs);
    const measureFrom = inst.demo.instance.store.requestSeq;
    const patients: { slots: boolean; slotsStatus: number; enquiry: boolean; enquiryStatus: number }[] = [];
    const patient = async (k: number) => {
      const address = `10.77.${Math.floor(k / 250)}.${(k % 250) + 1}`;
      const service = bookable[k % bookable.length]!;
      const slots = await get(`${base()}/api/booking/slots?service=${service.id}&resource=any`, address);
      let gotSlots = false;
      try {
        gotSlots = slots.status === 200 && (JSON.parse(slots.text) as { slots: unknown[] }).slots.length > 0;
      } catch {
        gotSlots = false;
      }
      let fields = formFields((await get(`${base()}${ENQUIRY_PAGE}`, address)).text);
      let sent = false;
      let enquiryStatus = 0;
      // A person: reads and types for a while, presses "send"; asked to send again, presses once more.
      for (let attempt = 0; attempt < 2 && fields && !sent; attempt++) {
        await sleep(PACE_MS);
        const r = await post(
          `${base()}${ENQUIRY_PAGE}`,
          address,
          fields,
          enquiry('Anna Pacjentka', `601${String(k).padStart(6, '0')}`),
        );
        sent = r.text.includes(leadsText.sentTitle);
        enquiryStatus = r.status;
        fields = formFields(r.text);
      }
      patients.push({ slots: gotSlots, slotsStatus: slots.status, enquiry: sent, enquiryStatus });
    };
    const arrivals: Promise<void>[] = [];
    for (let k = 0; k < Math.floor(measureMs / patientEveryMs); k++) {
      arrivals.push(patient(k));
      await sleep(patientEveryMs);
    }
    await Promise.all(arrivals);
    stop = true;
    await Promise.all(abusers);
    const calls = inst.demo.instance.store.requests.filter((r) => r.seq > after);
    const measured = calls.filter((r) => r.seq > measureFrom);
    const minutes = measureMs / 60_000;
    return {
      addresses,
      instances,
      patients: patients.length,
      slots: patients.filter((p) => p.slots).length,
      enquiries: patients.filter((p) => p.enquiry).length,
      // What the patients who got no slots were answered (503: "busy"), to tell a refusal from a timeout (0).
      slotFailures: patients
        .filter((p) => !p.slots)
        .map((p) => p.slotsStatus)
        .join(' '),
      enquiryFailures: patients
        .filter((p) => !p.enquiry)
        .map((p) => p.enquiryStatus)
        .join(' '),
      abuserSlots,
      abuserForms,
      callsPerMinute: Math.round(measured.length / minutes),
      limited: calls.filter((c) => c.status === 429).length,
    };
  } finally {
    stop = true;
    await inst.stop();
  }
}

const rows: Awaited<ReturnType<typeof run>>[] = [];
for (const instances of instanceCounts)
  for (const addresses of addressCounts) {
    const row = await run(addresses, instances);
    rows.push(row);
    console.log(
      `[bench] ${instances} instance(s), ${addresses} abusive address(es): free slots ${row.slots}/${row.patients}, enquiries sent ${row.enquiries}/${row.patients}; abusers' slot reads ${row.abuserSlots.ok} answered / ${row.abuserSlots.other} refused, form posts ${row.abuserForms.ok} sent / ${row.abuserForms.other} not; ${row.callsPerMinute} API calls a minute, ${row.limited} × 429${row.slotFailures ? `; patients without slots were answered ${row.slotFailures}` : ''}${row.enquiryFailures ? `; enquiries not sent were answered ${row.enquiryFailures}` : ''}`,
    );
  }

console.log(
  `\nNew patients (one every ${patientEveryMs / 1000} s for ${measureMs / 1000} s, after ${warmupMs / 1000} s of abuse), demo API at 120 a minute:`,
);
console.log(
  '| instances | abusive addresses | patients who read free slots | patients whose enquiry was sent | abusers: slot reads answered / refused | abusers: form posts sent / refused | API calls a minute | 429s |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.instances}${r.instances > 1 ? ' (Redis)' : ''} | ${r.addresses} | ${r.slots} / ${r.patients} | ${r.enquiries} / ${r.patients} | ${r.abuserSlots.ok} / ${r.abuserSlots.other} | ${r.abuserForms.ok} / ${r.abuserForms.other} | ${r.callsPerMinute} | ${r.limited} |`,
  );
