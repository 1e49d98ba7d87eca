/**
 * A vulnerability scanner's storm against `next start`, and what it costs the clinic's API key:
 *   npm run bench:scanner [-- --requests 300] [--concurrency 4] [--port 3190] [--dist .next] [--no-booking]
 * Starts the demo clinic over HTTP at the API's real 120 requests a minute, starts `next start` on an existing build
 * (run `npm run build` first; --dist names another build folder) pointed at it, lets one visitor open the home page,
 * then sends `--requests` requests for made-up paths, `--concurrency` at a time, while a patient books a visit in a
 * browser. Prints the answers' statuses, the API calls the storm cost (by endpoint, from the demo's request log),
 * the 429s, and whether the booking went through (the demo's appointment list is the proof).
 * A benchmark, not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startDemoServer } from '../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../lib/demo-clinic/keys';
import { freePort } from './lib/free-port';
import { arg } from './lib/args';

const flag = (name: string) => process.argv.includes(`--${name}`);

const REQUESTS = Number(arg('requests', '300'));
const CONCURRENCY = Number(arg('concurrency', '4'));
const DIST = arg('dist', process.env.NEXT_DIST_DIR || '.next');

/** What scanners ask for: admin panels, leaked files, other frameworks' endpoints; each made unique. */
const PROBES = [
  '/wp-login.php',
  '/wp-admin/setup-config.php',
  '/.env',
  '/.git/config',
  '/phpmyadmin/index.php',
  '/xmlrpc.php',
  '/admin',
  '/administrator/index.php',
  '/backup.zip',
  '/config.json',
  '/server-status',
  '/cgi-bin/test.cgi',
  '/vendor/phpunit/phpunit/src/Util/PHP/eval-stdin.php',
  '/actuator/health',
  '/.aws/credentials',
  '/api/v1/users',
  '/old',
  '/test',
  '/wp-content/plugins/revslider/readme.txt',
  '/owa/auth/logon.aspx',
];
const probePath = (i: number) => {
  const p = PROBES[i % PROBES.length]!;
  return i < PROBES.length ? p : `${p.replace(/(\.\w+)?$/, `-${i}$1`)}`;
};

const total = (hits: Map<string, number>) => [...hits.values()].reduce((a, b) => a + b, 0);
const diff = (after: Map<string, number>, before: Map<string, number>) =>
  new Map([...after].map(([k, v]) => [k, v - (before.get(k) ?? 0)] as const).filter(([, v]) => v > 0));

/** A patient books the first free slot of a one-specialist treatment, in a real browser; true when confirmed. */
async function book(base: string): Promise<{ ok: boolean; note: string }> {
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${base}/umow-wizyte`);
    const ui = page.locator('#rezerwacja');
    await ui.getByRole('button').first().click();
    const resource = ui.getByRole('heading', { name: 'Wybierz specjalistę', level: 2 });
    const slotHeading = ui.getByRole('heading', { name: 'Wybierz termin', level: 2 });
    await Promise.race([resource.waitFor(), slotHeading.waitFor()]);
    if (await resource.isVisible()) await ui.getByRole('button', { name: /Dowolny specjalista/ }).click();
    await slotHeading.waitFor();
    await ui
      .getByRole('button', { name: /\d{4}, \d{1,2}:\d{2}/ })
      .first()
      .click();
    await ui.getByLabel('Imię i nazwisko').fill('Pacjent Testowy');
    await ui.getByLabel('Telefon').fill(`+48 600 ${String(Date.now()).slice(-6)}`);
    await ui.getByRole('button', { name: 'Umów wizytę' }).click();
    const done = ui.getByRole('heading', { name: 'Wizyta umówiona', level: 2 });
    const failed = ui.getByRole('alert');
    await Promise.race([done.waitFor(), failed.waitFor()]);
    return (await done.isVisible())
      ? { ok: true, note: 'confirmed' }
      : { ok: false, note: (await failed.textContent())?.trim() ?? 'error' };
  } catch (err) {
    return { ok: false, note: err instanceof Error ? err.message.split('\n')[0]! : String(err) };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(`${DIST}/BUILD_ID`))
    throw new Error(`no build in ${DIST}: run \`npm run build\` first (or pass --dist)`);
  const api = await startDemoServer({ port: 0, rateLimit: 120 });
  const port = Number(arg('port', String(await freePort())));
  const base = `http://localhost:${port}`;
  const site = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST,
      CLINIC_API_URL: `${api.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      SITE_URL: base,
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    site.kill('SIGTERM');
    await api.close();
  };
  try {
    let up = false;
    for (let i = 0; i < 120 && !up; i++) {
      up = await fetch(base).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 500));
    }
    if (!up) throw new Error('next start did not answer within 60 s');
    const before = new Map(api.hits);
    const appointmentsBefore = api.instance.store.appointments.length;

    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    const storm = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const path = probePath(next++);
          const status = await fetch(base + path, { redirect: 'manual' }).then(
            async (r) => (await r.arrayBuffer(), r.status),
            () => 0,
          );
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const booking = flag('no-booking') ? Promise.resolve(null) : book(base);
    const [, booked] = await Promise.all([storm, booking]);
    const seconds = (performance.now() - started) / 1000;
    const cost = diff(api.hits, before);
    const appointments = api.instance.store.appointments.slice(appointmentsBefore);
    const title = await fetch(`${base}/wp-login.php`)
      .then((r) => r.text())
      .then((h) => /<title>([^<]*)<\/title>/.exec(h)?.[1] ?? null);

    console.log(
      `Scanner storm: ${REQUESTS} requests for unknown paths, ${CONCURRENCY} at a time, in ${seconds.toFixed(1)} s`,
    );
    console.log(
      `  answers: ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${n} × ${s || 'no answer'}`)
        .join(', ')}`,
    );
    console.log(`  the 404's title: ${title ?? '(none)'}`);
    console.log(
      `API calls during the storm${booked ? ' and the booking' : ''}: ${total(cost)} (the key allows 120 a minute)`,
    );
    for (const [endpoint, n] of [...cost].sort(([, a], [, b]) => b - a))
      console.log(`  ${String(n).padStart(4)} ${endpoint}`);
    console.log(`  429s sent by the API: ${api.rateLimited()}`);
    if (booked) {
      const proof =
        appointments.length > 0
          ? `${appointments.length} appointment(s) in the demo's calendar`
          : "no appointment in the demo's calendar";
      console.log(`Booking during the storm: ${booked.ok ? 'succeeded' : `FAILED (${booked.note})`}; ${proof}`);
    }
    if (statuses.get(500) || (booked && !booked.ok)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
