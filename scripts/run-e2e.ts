/**
 * The end-to-end run (`npm run test:e2e`): the static export (out/), one production build, one `next start` against
 * the embedded demo clinic, then Playwright's `site` and `export` projects and, whatever their result, the `serial`
 * project (tests that flip the whole demo: outage, noindex, booking switches), then the other-API-versions config
 * (tests/e2e-versions, own builds), then two instances of the same build with Redis and nginx (tests/e2e-instances).
 * A failure in one never hides the others' results; the run fails if any did.
 *
 *   E2E_PORT=3101 npm run test:e2e [-- <playwright args, e.g. a file filter>]
 *
 * The server runs in its own process group and is stopped by that group, so no `next start` outlives the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { e2eServerEnv } from './lib/e2e-server-env';
import { instancesStep } from './lib/e2e-instances-step';

const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');
const PLAYWRIGHT = require.resolve('@playwright/test/cli');

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
const extraArgs = process.argv.slice(2);
/** What the server is built and started with (as Playwright's webServer had it). */
const serverEnv: NodeJS.ProcessEnv = { ...process.env, ...e2eServerEnv(baseURL) };

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const run = (args: string[], env: NodeJS.ProcessEnv) =>
  exitCode(spawn(process.execPath, args, { env, stdio: 'inherit' }));

async function answers(): Promise<boolean> {
  return fetch(baseURL, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  );
}

let server: ChildProcess | undefined;
let serverExited: Promise<number> | undefined;

async function stopServer(): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const group = -server.pid;
  try {
    process.kill(group, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const killed = setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      /* gone meanwhile */
    }
  }, 10_000);
  await serverExited;
  clearTimeout(killed);
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.once(sig, () => void stopServer().then(() => process.exit(130)));
}

async function main(): Promise<number> {
  // Debian's Chromium, or CHROMIUM_PATH (scripts/system-deps.sh installs it before `npm test` when it may).
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.error(
      `[e2e] skipped: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH): every end-to-end test is skipped`,
    );
    return process.env.TEST_REQUIRE_ALL === '1' ? 1 : 0;
  }
  if (!Number.isInteger(PORT) || PORT <= 0 || PORT > 65535)
    throw new Error(`E2E_PORT must be a port number (got ${process.env.E2E_PORT})`);
  // Someone else's server on the port would be tested in place of this build.
  if (await answers()) throw new Error(`${baseURL} already answers: stop that server or choose another E2E_PORT`);

  const started = Date.now();
  // The static export first (it builds in .next too, so before the server's build): the `export` project serves out/.
  const exporting = extraArgs.length === 0 || extraArgs.some((a) => a.includes('export'));
  if (exporting) {
    console.log('[e2e] npm run export (the static site for the export project)');
    const exported = await run([require.resolve('tsx/cli'), 'scripts/export.ts'], serverEnv);
    if (exported !== 0) return exported;
  }
  const built = await run([NEXT, 'build'], serverEnv);
  if (built !== 0) return built;
  console.log(`[e2e] built in ${Math.round((Date.now() - started) / 1000)} s; starting next on port ${PORT}`);

  // detached: a process group of its own, stopped as a whole (Next may fork workers).
  server = spawn(process.execPath, [NEXT, 'start', '-p', String(PORT)], {
    env: serverEnv,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  serverExited = exitCode(server);
  const deadline = Date.now() + 120_000;
  while (!(await answers())) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`next start exited (${server.exitCode ?? server.signalCode}) before it answered`);
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${baseURL} within 120 s`);
    await new Promise((r) => setTimeout(r, 250));
  }

  // The config leaves the server to this script (no webServer); each project keeps its own artifacts and report.
  const results: Record<string, number> = {};
  for (const project of ['site', ...(exporting ? ['export'] : []), 'serial']) {
    const env = {
      ...process.env,
      E2E_PORT: String(PORT),
      E2E_SERVER: 'running',
      PLAYWRIGHT_HTML_OUTPUT_DIR: `playwright-report/${project}`,
    };
    const args = [
      PLAYWRIGHT,
      'test',
      `--project=${project}`,
      `--output=test-results/${project}`,
      ...(extraArgs.length ? ['--pass-with-no-tests'] : []),
      ...extraArgs,
    ];
    console.log(`[e2e] playwright test --project=${project}`);
    results[project] = await run(args, env);
  }
  // Other API minor versions (tests/e2e-versions): each spec builds and serves its own copy of the site, so the
  // shared server stops first and frees the machine.
  await stopServer();
  {
    const args = [
      PLAYWRIGHT,
      'test',
      '-c',
      'tests/e2e-versions/playwright.config.ts',
      '--output=test-results/api-versions',
      ...(extraArgs.length ? ['--pass-with-no-tests'] : []),
      ...extraArgs,
    ];
    console.log('[e2e] playwright test -c tests/e2e-versions/playwright.config.ts');
    results['api-versions'] = await run(args, {
      ...process.env,
      PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/api-versions',
    });
  }
  // Two instances of this very build sharing a Redis behind nginx (tests/e2e-instances; scripts/lib/e2e-instances-step.ts).
  console.log('[e2e] instances: two next start, Redis, nginx');
  results['instances'] = await instancesStep(extraArgs).catch((err: unknown) => {
    console.error(`[e2e] instances: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  });
  console.log(
    `[e2e] ${Object.entries(results)
      .map(([p, code]) => `${p}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`}`)
      .join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`,
  );
  return Object.values(results).some((c) => c !== 0) ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`[e2e] ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await stopServer();
}
process.exit(code);
