/**
 * Several `next start` instances of ONE build behind nginx, sharing a Redis, against the demo clinic over HTTP: the
 * deployment of docs/deploy.md on one machine, for tests/e2e-instances (scripts/run-e2e.ts) and
 * `npm run bench:instances`. Every part is stopped by its own pid (process group, or nginx's pid file).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoServer, type StandaloneDemo } from '../../lib/demo-clinic/node-server';
import { DEMO_API_KEY } from '../../lib/demo-clinic/keys';
import { freePort } from './free-port';
import { RedisServer } from './redis-server';
import { e2eServerEnv } from './e2e-server-env';

const require = createRequire(import.meta.url);
const NEXT = require.resolve('next/dist/bin/next');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface InstancesOptions {
  instances: number;
  redis: boolean;
  nginx: boolean;
  /** The demo's window: 120 requests per this many ms (the API's minute unless shortened for a test). */
  rateWindowMs: number;
  rateLimit?: number;
  generatedPages?: number;
  distDir?: string;
  /** Extra environment for every instance. */
  env?: Record<string, string>;
}

export interface Instances {
  demo: StandaloneDemo;
  redis: RedisServer | null;
  /** Each instance's own address. */
  urls: string[];
  /** nginx's address (null without nginx). */
  lb: string | null;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    () => true,
    () => false,
  );
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((r) => child.once('exit', () => r()));
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const t = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
  }, 10_000);
  await exited(child);
  clearTimeout(t);
}

/** deploy/nginx.conf as shipped, with this run's ports: the example itself is what is tested. */
async function nginxConfig(listen: number, upstreams: number[]): Promise<string> {
  const conf = await readFile(join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const servers = upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`).join('\n');
  const out = conf
    .replace(/^ {4}server 127\.0\.0\.1:3001 .*\n {4}server 127\.0\.0\.1:3002 .*$/m, servers)
    .replace('listen 8080;', `listen 127.0.0.1:${listen};`);
  if (out === conf || !out.includes(`listen 127.0.0.1:${listen};`) || !out.includes(`127.0.0.1:${upstreams[0]}`))
    throw new Error('deploy/nginx.conf: upstream or listen lines not found');
  return out;
}

export async function startNginx(
  listen: number,
  upstreams: number[],
  edit: (conf: string) => string = (c) => c,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const conf = edit(await nginxConfig(listen, upstreams));
  return { url: `http://127.0.0.1:${listen}`, stop: (await runNginx(async () => conf)).stop };
}

/**
 * Debian's nginx with its own prefix (a temp folder: logs, temp and cache inside) and the config `conf` writes for
 * that prefix; stopped by its pid file, the folder removed.
 */
export async function runNginx(conf: (prefix: string) => Promise<string>): Promise<{ stop: () => Promise<void> }> {
  const prefix = await mkdtemp(join(tmpdir(), 'clinic-nginx-'));
  for (const d of ['logs', 'tmp', 'cache']) await mkdir(join(prefix, d), { recursive: true });
  // Run as root, nginx's workers drop to `nobody`: they must be able to write the cache and temp folders.
  for (const d of ['', 'tmp', 'cache']) await chmod(join(prefix, d), 0o777);
  await writeFile(join(prefix, 'nginx.conf'), await conf(prefix));
  const code = await new Promise<number>((resolve) => {
    const p = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    p.once('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`nginx did not start (exit ${code}); see ${prefix}/logs/error.log`);
  return {
    stop: async () => {
      const pidFile = join(prefix, 'nginx.pid');
      const pid = existsSync(pidFile) ? Number((await readFile(pidFile, 'utf8')).trim()) : NaN;
      if (Number.isInteger(pid) && pid > 0) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          /* gone */
        }
        const deadline = Date.now() + 10_000;
        while (existsSync(pidFile) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

export async function startInstances(o: InstancesOptions): Promise<Instances> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const demo = await startDemoServer({
      port: 0,
      rateLimit: o.rateLimit ?? 120,
      rateWindowMs: o.rateWindowMs,
      generatedPages: o.generatedPages,
    });
    stops.push(() => demo.close());
    const redis = o.redis ? await RedisServer.start() : null;
    if (redis) stops.push(() => redis.stop());
    const ports = await Promise.all(Array.from({ length: o.instances }, () => freePort()));
    const lbPort = o.nginx ? await freePort() : null;
    const publicUrl = lbPort ? `http://127.0.0.1:${lbPort}` : `http://127.0.0.1:${ports[0]}`;
    // The e2e build's environment (action key, deployment id), but a real clinic's budget: none of the e2e caps.
    const base = Object.fromEntries(
      Object.entries(e2eServerEnv(publicUrl)).filter(([k]) => !k.startsWith('BUDGET_') && k !== 'DEMO_RATE_LIMIT'),
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...base,
      CLINIC_API_URL: `${demo.origin}/api/v1`,
      CLINIC_API_KEY: DEMO_API_KEY,
      BUDGET_WINDOW_MS: String(o.rateWindowMs),
      BUDGET_KEY_PER_MINUTE: String(o.rateLimit ?? 120),
      EXPECTED_INSTANCES: String(o.instances),
      TRUSTED_PROXY_HOPS: '1',
      ...(o.distDir ? { NEXT_DIST_DIR: o.distDir } : {}),
      ...(redis ? { REDIS_URL: redis.url } : { REDIS_URL: '' }),
      ...o.env,
    };
    const urls: string[] = [];
    for (const port of ports) {
      const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port), '-H', '127.0.0.1'], {
        env,
        detached: true,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      stops.push(() => stopGroup(child));
      urls.push(`http://127.0.0.1:${port}`);
    }
    const deadline = Date.now() + 120_000;
    for (const [i, url] of urls.entries()) {
      while (!(await answers(`${url}/robots.txt`))) {
        if (Date.now() > deadline) throw new Error(`instance ${i + 1} did not answer on ${url} within 120 s`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    let lb: string | null = null;
    if (lbPort) {
      const nginx = await startNginx(lbPort, ports);
      stops.push(nginx.stop);
      lb = nginx.url;
    }
    return { demo, redis, urls, lb, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
