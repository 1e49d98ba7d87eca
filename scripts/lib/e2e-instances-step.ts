/**
 * The last step of `npm run test:e2e`: the e2e build served by two `next start` instances sharing a Redis, nginx in
 * front (deploy/nginx.conf), the demo clinic over HTTP with 120 requests a window, then tests/e2e-instances.
 * The demo's window is 15 s instead of the API's minute so that three windows of traffic take 45 s; the site's
 * budget is told the same window (BUDGET_WINDOW_MS), so every assertion about "a window" holds as it would per minute.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { hasRedisServer } from './redis-server';
import { freePort } from './free-port';
import { NGINX, startInstances, startNginx } from './instances';

const require = createRequire(import.meta.url);
const PLAYWRIGHT = require.resolve('@playwright/test/cli');
const INSTANCES_WINDOW_MS = 15_000;

export async function instancesStep(extraArgs: string[]): Promise<number> {
  // A run filtered to other specs does not need the instances started.
  if (extraArgs.length && !extraArgs.some((a) => a.includes('e2e-instances'))) return 0;
  if (!hasRedisServer() || !existsSync(NGINX)) {
    console.error(
      '[e2e] instances skipped: needs /usr/bin/redis-server and /usr/sbin/nginx (scripts/system-deps.sh installs both)',
    );
    return process.env.TEST_REQUIRE_ALL === '1' ? 1 : 0;
  }
  const started = Date.now();
  const inst = await startInstances({
    instances: 2,
    redis: true,
    nginx: true,
    rateWindowMs: INSTANCES_WINDOW_MS,
    generatedPages: 200,
  });
  // The common recipe's `proxy_set_header Host $host` (the host without its port) and no X-Forwarded-Host, in front
  // of the same instances: forms must still go through (next.config.ts allows the origin SITE_URL names).
  const hostNginx = await startNginx(
    await freePort(),
    inst.urls.map((u) => Number(new URL(u).port)),
    hostDollarHost,
  ).catch(async (err: unknown) => {
    await inst.stop();
    throw err;
  });
  try {
    console.log(
      `[e2e] instances: A ${inst.urls[0]}, B ${inst.urls[1]}, nginx ${inst.lb}, demo ${inst.demo.origin}, redis pid ${inst.redis?.pid} (${Math.round((Date.now() - started) / 1000)} s to start)`,
    );
    const env = {
      ...process.env,
      INSTANCE_A: inst.urls[0]!,
      INSTANCE_B: inst.urls[1]!,
      INSTANCE_LB: inst.lb!,
      INSTANCE_LB_HOST: hostNginx.url,
      INSTANCE_DEMO: inst.demo.origin,
      INSTANCE_WINDOW_MS: String(INSTANCES_WINDOW_MS),
      INSTANCE_REDIS_PID: String(inst.redis?.pid ?? ''),
      PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report/instances',
    };
    // Of a filtered run's file filters only this folder's apply here (the others name tests/e2e specs).
    const own = extraArgs.filter((a) => a.startsWith('-') || a.includes('e2e-instances'));
    const args = [
      PLAYWRIGHT,
      'test',
      '-c',
      'tests/e2e-instances/playwright.config.ts',
      '--output=test-results/instances',
      ...own,
    ];
    return await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, { env, stdio: 'inherit' });
      child.once('error', () => resolve(1));
      child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await hostNginx.stop();
    await inst.stop();
  }
}

/** deploy/nginx.conf as many guides write it: `Host $host` (no port) and no X-Forwarded-Host. */
function hostDollarHost(conf: string): string {
  const out = conf
    .replace('proxy_set_header Host $http_host;', 'proxy_set_header Host $host;')
    .replace(/^ *proxy_set_header X-Forwarded-Host .*\n/m, '');
  if (!out.includes('proxy_set_header Host $host;') || out.includes('X-Forwarded-Host'))
    throw new Error('deploy/nginx.conf: the Host or X-Forwarded-Host lines were not found');
  return out;
}
